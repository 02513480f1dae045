import Testing
import CardTestSupport
import CardCompilerTestSupport

/// YAML tags mean what they say: a core-schema tag decides a value's type whatever its text or
/// quotes say, a tag that does not fit is an `invalid-value`, and no tag is ever ignored.
@Suite struct YAMLTagTests {
    static func sheet(height: String, header: String = "80") -> String {
        "version: 1\nname: Tagged\nkind: sheet\nheader: { height: \(header) }\nsegments:\n  - { name: low, height: \(height) }\n  - { name: high, height: 400 }\n"
    }

    /// `line:column rule` of each diagnostic for a first segment height written `height`.
    func findings(height: String) -> [String] {
        TestSupport.summary(Self.sheet(height: height))
    }

    @Test func aStringTagMakesANumberAString() {
        // As `height: "80"` is a string, so is `height: !!str 80`.
        expectEqual(findings(height: "\"100\""), ["6:26 invalid-value"])
        expectEqual(findings(height: "!!str 100"), ["6:26 invalid-value"])
        expectEqual(findings(height: "! 100"), ["6:26 invalid-value"])
        #expect(TestSupport.diagnostics(Self.sheet(height: "!!str 100"))[0].message.contains("tagged !!str"))
    }

    @Test func numberTagsReadTheTextAsThatNumberQuotedOrNot() {
        #expect(findings(height: "!!int 100").isEmpty)
        #expect(findings(height: "!!int \"100\"").isEmpty)
        #expect(findings(height: "!!float 100.5").isEmpty)
        #expect(findings(height: "!!float \"100\"").isEmpty)
        // A tag that does not fit its text.
        expectEqual(findings(height: "!!int 100.5"), ["6:26 invalid-value"])
        expectEqual(findings(height: "!!int abc"), ["6:26 invalid-value"])
        expectEqual(findings(height: "!!bool 100"), ["6:26 invalid-value"])
        expectEqual(findings(height: "!!null 100"), ["6:26 invalid-value"])
    }

    @Test func percentagesAreTextAndNeverNumbers() {
        #expect(findings(height: "!!str 30%").isEmpty)
        #expect(findings(height: "\"30%\"").isEmpty)
        expectEqual(findings(height: "!!float 30%"), ["6:26 invalid-value"])
    }

    @Test func collectionTagsMustFitTheirNode() {
        #expect(TestSupport.summary("version: 1\nname: A\nkind: sheet\nsegments: !!seq [{ name: a, height: 100 }, { name: b, height: 400 }]\nheader: !!map { height: 80 }\n").isEmpty)
        expectEqual(TestSupport.summary("version: 1\nname: A\nkind: sheet\nsegments: !!map [{ name: a, height: 100 }, { name: b, height: 400 }]\n"), ["4:11 invalid-value"])
        expectEqual(TestSupport.summary("version: 1\nname: A\nkind: sheet\nsegments: [{ name: a, height: 100 }, { name: b, height: 400 }]\nheader: !!seq { height: 80 }\n"), ["5:9 invalid-value"])
        expectEqual(TestSupport.summary("version: 1\nname: A\nkind: sheet\nsegments: [{ name: a, height: 100 }, { name: b, height: 400 }]\nheader: !!str { height: 80 }\n"), ["5:9 invalid-value"])
    }

    @Test func nullAndStringTagsInSamples() {
        let spec = """
            version: 1
            name: Tagged
            kind: sheet
            segments: [{ name: a, height: 100 }, { name: b, height: 400 }]
            models:
              M: { note: String?, s: String, flag: Bool, n: Int }
            samples:
              M:
                - { note: !!null "", s: !!str ~, flag: !!bool "true", n: !!int "3" }
                - { note: ~, s: !!int 3, flag: "true", n: "3" }
            """
        let result = TestSupport.lint(spec)
        #expect(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
                == ["10:21 invalid-value", "10:36 invalid-value", "10:47 invalid-value"], "\(result.diagnostics.map(\.message))")
        // The tagged first sample decodes: `!!str ~` is the string "~", `!!null ""` is null.
        let clean = TestSupport.lint(spec.replacingOccurrences(of: "    - { note: ~, s: !!int 3, flag: \"true\", n: \"3\" }\n", with: "")
            .replacingOccurrences(of: "\n    - { note: ~, s: !!int 3, flag: \"true\", n: \"3\" }", with: ""))
        #expect(clean.diagnostics.isEmpty, "\(clean.diagnostics.map(\.message))")
        guard let sample = clean.specs.first?.samples.first?.values.first, case .object(_, let fields) = sample else {
            Issue.record("no sample decoded")
            return
        }
        expectEqual(fields.map(\.name), ["note", "s", "flag", "n"])
        #expect(fields[0].value == .null && fields[1].value == .string("~") && fields[2].value == .bool(true) && fields[3].value == .int(3))
    }

    @Test func foreignTagsAreRejectedNeverIgnored() {
        expectEqual(findings(height: "!custom 100"), ["6:26 invalid-value"])
        #expect(TestSupport.diagnostics(Self.sheet(height: "!custom 100"))[0].message.contains("tag '!custom' is not supported"))
        expectEqual(findings(height: "!!python/object 100"), ["6:26 invalid-value"])
    }
}
