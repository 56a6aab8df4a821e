// DynamicHomeTesting
