import FeatureToggles

/// Toggle evaluation: a rollout with weighted variants (also with its bucketing explanations
/// read), and a toggle with five constraints, beside one `Dictionary` look-up measured in the
/// same run.
func featureTogglesSuite() -> Suite {
    Suite(name: "toggles") { measureToggles() }
}

private func measureToggles() -> [Measurement] {
    let json = """
    {
      "version": 1,
      "toggles": {
        "home.template": {
          "category": "experiment",
          "rollout": { "percentage": 100, "stickiness": "userId" },
          "stickiness": "userId",
          "variants": [{ "name": "list", "weight": 50 }, { "name": "grid", "weight": 50 }]
        },
        "home.beta": {
          "constraints": [
            { "contextName": "environment", "operator": "IN", "values": ["production", "staging"] },
            { "contextName": "appName", "operator": "STR_STARTS_WITH", "values": ["home"] },
            { "contextName": "build", "operator": "NUM_GTE", "value": "120" },
            { "contextName": "version", "operator": "SEMVER_GTE", "value": "2.0.0" },
            { "contextName": "country", "operator": "NOT_IN", "values": ["xx", "yy"] }
          ]
        }
      }
    }
    """
    let configuration = ToggleFile.parse(Array(json.utf8)).configuration!
    let evaluator = ToggleEvaluator(file: configuration)
    let contexts = (0..<64).map { user in
        EvaluationContext(
            userId: "user-\(user)", environment: "production", appName: "home-cli",
            properties: ["build": "130", "version": "2.1.0", "country": "no"]
        )
    }
    let baseline = Dictionary(uniqueKeysWithValues: (0..<64).map { ("home.toggle.\($0)", $0) })
    let keys = Array(baseline.keys)

    let lookup = medianNanoseconds(operations: 2_000_000) { count in
        var sum = 0
        for index in 0..<count { sum &+= baseline[keys[index & 63]] ?? 0 }
        return sum
    }
    let rollout = medianNanoseconds(operations: 400_000) { count in
        var sum = 0
        for index in 0..<count {
            let details = evaluator.evaluate("home.template", context: contexts[index & 63])
            sum &+= details.variant.name.utf8.count &+ (details.enabled ? 1 : 0)
        }
        return sum
    }
    let constrained = medianNanoseconds(operations: 400_000) { count in
        var sum = 0
        for index in 0..<count where evaluator.evaluate("home.beta", context: contexts[index & 63]).enabled { sum &+= 1 }
        return sum
    }
    // The same evaluation with both explanations read, as `home toggles explain` reads them:
    // evaluation defers building them, so this shows what reading them costs.
    let explained = medianNanoseconds(operations: 200_000) { count in
        var sum = 0
        for index in 0..<count {
            let details = evaluator.evaluate("home.template", context: contexts[index & 63])
            sum &+= (details.rollout?.bucket ?? 0) &+ (details.variantBucketing?.bucket ?? 0)
        }
        return sum
    }
    return [
        Measurement(
            name: "evaluate rollout+variants", nanosecondsPerOperation: rollout,
            baseline: "Dictionary look-up", baselineNanosecondsPerOperation: lookup,
            figures: ["evaluationsPerSecond": 1e9 / rollout, "targetNanoseconds": 150]
        ),
        Measurement(
            name: "evaluate five constraints", nanosecondsPerOperation: constrained,
            baseline: "Dictionary look-up", baselineNanosecondsPerOperation: lookup,
            figures: ["evaluationsPerSecond": 1e9 / constrained]
        ),
        Measurement(
            name: "evaluate rollout+variants, explained", nanosecondsPerOperation: explained,
            baseline: "Dictionary look-up", baselineNanosecondsPerOperation: lookup,
            figures: ["evaluationsPerSecond": 1e9 / explained]
        ),
    ]
}
