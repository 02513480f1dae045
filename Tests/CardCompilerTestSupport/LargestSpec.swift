import CardModel

/// The largest spec the limits allow for one model: `maxFields` fields of the costliest types
/// by `maxSamples` samples. CardBuildTests compiles it; CardDecoderTests' SampleLimitTests lints it.
package enum LargestSpec {
    /// Field types cycled over the model's fields, with the sample value of each.
    package static let fieldKinds: [(type: String, value: @Sendable (Int) -> String)] = [
        ("Double", { "\($0).5" }),
        ("Int", { "\($0)" }),
        ("Double?", { $0 % 2 == 0 ? "null" : "\($0).25" }),
        ("\"[Int]\"", { "[\($0), \($0 + 1), \($0 + 2)]" }),
        ("Inner", { "{ a: \($0).5, b: \($0), c: [1.5, 2.5] }" }),
        ("\"[Inner?]\"", { "[{ a: 1, b: \($0), c: [] }, null]" }),
        ("Double", { "\($0)" }),
        ("String?", { "s\($0)" }),
    ]

    package static func yaml(fields: Int = CardFormat.maxFields, samples: Int = CardFormat.maxSamples) -> String {
        var yaml = """
            version: 1
            name: Largest
            kind: sheet
            segments: [{ name: low, height: 100 }, { name: high, height: 400 }]
            models:
              Inner: { a: Double, b: Int, c: "[Double]" }
              Big: {
            """
        yaml += (0..<fields).map { "f\($0): \(fieldKinds[$0 % fieldKinds.count].type)" }.joined(separator: ", ") + " }\n"
        yaml += "samples:\n  Big:\n"
        for s in 0..<samples {
            yaml += "    - { " + (0..<fields).map { "f\($0): \(fieldKinds[$0 % fieldKinds.count].value(s + $0))" }.joined(separator: ", ") + " }\n"
        }
        return yaml
    }
}
