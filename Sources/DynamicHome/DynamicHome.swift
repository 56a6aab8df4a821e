// DynamicHome
