extension ResolvedVariant: Encodable {
    enum CodingKeys: String, CodingKey { case name, enabled, payload }

    /// `{"name", "enabled", "payload"}`, with `payload` null when there is none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(enabled, forKey: .enabled)
        if let payload { try container.encode(payload, forKey: .payload) } else { try container.encodeNil(forKey: .payload) }
    }
}

extension Bucketing: Encodable {
    enum CodingKeys: String, CodingKey {
        case stickiness, stickinessValue, groupId, hashInput, seed, bucket, modulus, threshold
    }

    /// The figures, with `hashInput` null for a random draw and `threshold` null when the
    /// percentage was not a number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(stickiness, forKey: .stickiness)
        try container.encode(stickinessValue, forKey: .stickinessValue)
        try container.encode(groupId, forKey: .groupId)
        if let hashInput { try container.encode(hashInput, forKey: .hashInput) } else { try container.encodeNil(forKey: .hashInput) }
        try container.encode(seed, forKey: .seed)
        try container.encode(bucket, forKey: .bucket)
        try container.encode(modulus, forKey: .modulus)
        if threshold.isFinite { try container.encode(threshold, forKey: .threshold) } else { try container.encodeNil(forKey: .threshold) }
    }
}

extension EvaluationDetails: Encodable {
    enum CodingKeys: String, CodingKey {
        case name, enabled, variant, reason, layer, errorCode, message, category, strategy, bucketing
    }

    enum BucketingKeys: String, CodingKey { case rollout, variant }

    /// One object of `home toggles explain --json`: always `name`, `enabled`, `variant`
    /// (`name`, `enabled`, `payload`), `reason` and `layer` (null for an unknown toggle);
    /// `errorCode`, `message`, `category`, `strategy` and `bucketing` (`rollout`, `variant`)
    /// when they apply.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(enabled, forKey: .enabled)
        try container.encode(variant, forKey: .variant)
        try container.encode(reason, forKey: .reason)
        if let layer { try container.encode(layer, forKey: .layer) } else { try container.encodeNil(forKey: .layer) }
        try container.encodeIfPresent(errorCode, forKey: .errorCode)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encodeIfPresent(category, forKey: .category)
        try container.encodeIfPresent(strategy, forKey: .strategy)
        if rollout != nil || variantBucketing != nil {
            var nested = container.nestedContainer(keyedBy: BucketingKeys.self, forKey: .bucketing)
            try nested.encodeIfPresent(rollout, forKey: .rollout)
            try nested.encodeIfPresent(variantBucketing, forKey: .variant)
        }
    }
}
