/// FeatureToggles: toggle files, evaluation and reasons.
