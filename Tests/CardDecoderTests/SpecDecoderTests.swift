import Foundation
import CardEngine
import Testing
@testable import CardReporters
@testable import CardDecoder
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

@Suite struct SpecDecoderTests {
    @Test func everySheetKeyIsDecoded() throws {
        let spec = try #require(TestSupport.spec("""
            version: 1
            name: MapSheet
            kind: sheet
            devices: [iphone-se, { name: kiosk, width: 600, height: 1024, safeArea: { top: 10, bottom: 5 } }]
            header: { height: 80, tap: cycle }
            segments:
              - { name: closed, height: 80 }
              - { name: compressed, height: 45% }
              - { name: open, height: 90% }
            initial: compressed
            thresholds: { upward: 40, downward: 25%, velocity: 900 }
            dim: { alpha: 0.4, from: closed, to: compressed }
            scroll: { enabledIn: [open] }
            insets: { top: 4, leading: 8, trailing: 12 }
            appearance: { cornerRadius: 15, shadow: { opacity: 0.8, radius: 4 } }
            animation: { duration: 0.8, damping: 1.0 }
            """))
        guard case .sheet(let c) = spec.configuration else { Issue.record("not a sheet"); return }
        expectEqual(spec.name, "MapSheet")
        expectEqual(spec.devices, [.iPhoneSE, DeviceProfile(name: "kiosk", width: 600, height: 1024, safeAreaTop: 10, safeAreaBottom: 5)])
        expectEqual(c.header, .init(height: .points(80), tap: .cycle))
        expectEqual(c.segments, [.init(name: "closed", height: .points(80)), .init(name: "compressed", height: .fraction(0.45)), .init(name: "open", height: .fraction(0.9))])
        expectEqual(c.initialIndex, 1)
        expectEqual(c.thresholds, .init(upward: .points(40), downward: .fraction(0.25), velocity: 900))
        expectEqual(c.dim, .init(alpha: 0.4, from: "closed", to: "compressed"))
        expectEqual(c.scrollEnabledIn, ["open"])
        expectEqual(c.insets, .init(top: 4, leading: 8, trailing: 12))
        expectEqual(c.appearance, Appearance(cornerRadius: 15, shadow: .init(opacity: 0.8, radius: 4)))
        expectEqual(c.animation, CardAnimation(duration: 0.8, damping: 1))
        expectEqual(spec.stateNames, ["closed", "compressed", "open"])
        expectEqual(spec.initialState, "compressed")
        expectEqual(spec.locations["segments.1.height"], SourceLocation(line: 8, column: 33))
        expectEqual(spec.locations["thresholds.downward"], SourceLocation(line: 11, column: 37))
    }

    @Test func aRepeatedSegmentNamePointsAtTheFirstAndStaysKnown() {
        let diagnostics = TestSupport.diagnostics("""
            version: 1
            name: Twice
            kind: sheet
            segments:
              - { name: low, height: 100 }
              - { name: high, height: 50% }
              - { name: low, height: 80% }
            initial: high
            scroll: { enabledIn: [low, hgh] }
            """)
        // The repeat is reported once, at the third segment, naming line 5; `low` stays a known
        // name (no unknown-reference for it), while the misspelt `hgh` is one.
        expectEqual(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }, ["7:13 invalid-value", "9:28 unknown-reference"])
        #expect(diagnostics.first?.message == "segment name 'low' is already used at line 5")
        expectEqual(diagnostics.last.map { ReportedMessage($0).message.contains("did you mean 'high'?") }, true)
    }

    @Test func sheetDefaults() throws {
        let spec = try #require(TestSupport.spec(TestSupport.minimalSheet))
        guard case .sheet(let c) = spec.configuration else { Issue.record("not a sheet"); return }
        expectEqual(spec.devices, DeviceProfile.defaults)
        expectEqual(c.header, .init(height: .points(0), tap: .none))
        expectEqual(c.initialIndex, 0)
        expectEqual(c.thresholds, SheetConfiguration.Thresholds())
        expectEqual(c.dim, nil)
        #expect(c.scrollEnabledIn.isEmpty)
    }

    @Test func everyStackKeyIsDecoded() throws {
        let spec = try #require(TestSupport.spec("""
            version: 1
            name: Stack
            kind: stack
            cardHeight: 200
            offset: 40
            spacing: { leading: 8, trailing: 9, vertical: 10 }
            height: { collapsed: 200, expanded: 500 }
            thresholds: { upward: 21, downward: 22 }
            initial: expanded
            cards: 2
            """))
        guard case .stack(let c) = spec.configuration else { Issue.record("not a stack"); return }
        #expect(c == StackConfiguration(cardHeight: 200, offset: 40, spacing: .init(leading: 8, trailing: 9, vertical: 10),
                                        collapsedHeight: 200, expandedHeight: 500, thresholds: .init(upward: 21, downward: 22),
                                        initial: .expanded, cards: 2))
    }

    @Test func everyDeckKeyIsDecoded() throws {
        let spec = try #require(TestSupport.spec("""
            version: 1
            name: Deck
            kind: deck
            size: { width: 300, height: 400 }
            visible: 4
            insets: { horizontal: 10, vertical: 12 }
            directions: [left, right, up]
            thresholds: { left: 35%, right: 100, up: 20%, down: 30%, velocity: 1100 }
            exit: { distance: 200, drop: 75, duration: 0.2 }
            """))
        guard case .deck(let c) = spec.configuration else { Issue.record("not a deck"); return }
        #expect(c == DeckConfiguration(width: 300, height: 400, visible: 4, horizontalInset: 10, verticalInset: 12,
                                       directions: [.left, .right, .up],
                                       thresholds: .init(left: .fraction(0.35), right: .points(100), up: .fraction(0.2), down: .fraction(0.3), velocity: 1100),
                                       exit: .init(distance: 200, drop: 75, duration: 0.2)))
        expectEqual(spec.stateNames, ["center", "left", "right", "up"])
    }

    @Test func everyCarouselKeyIsDecoded() throws {
        let spec = try #require(TestSupport.spec("""
            version: 1
            name: Carousel
            kind: carousel
            insets: { top: 120, leading: 24, trailing: 24, bottom: 80 }
            peek: 16
            spacing: 8
            expandDistance: 200
            thresholds: { expand: 40% }
            """))
        guard case .carousel(let c) = spec.configuration else { Issue.record("not a carousel"); return }
        #expect(c == CarouselConfiguration(insets: .init(top: 120, leading: 24, trailing: 24, bottom: 80), peek: 16, spacing: 8,
                                           expandDistance: 200, expandThreshold: .fraction(0.4)))
    }

    @Test func modelsAndSamples() throws {
        let spec = try #require(TestSupport.spec("""
            version: 1
            name: Deck
            kind: deck
            size: { width: 300, height: 400 }
            models:
              Expense: { title: String, amount: Double, count: Int, paid: Bool, color: Color, image: Image, note: String?, tags: "[String]", link: URL, day: Date, where: Place? }
              Place: { name: String }
            samples:
              Expense:
                - { title: yes, amount: 9, count: 2, paid: true, color: "#F5CF75", image: burger, tags: [on], link: "https://a.b/c", day: 2024-02-29, where: { name: Home } }
            """))
        expectEqual(spec.models.map(\.name), ["Expense", "Place"])
        expectEqual(spec.models[0].fields.map(\.type), [.string, .double, .int, .bool, .color, .image, .optional(.string), .array(.string), .url, .date, .optional(.model("Place"))])
        let sample = try #require(spec.samples.first?.values.first)
        guard case .object(_, let fields) = sample else { Issue.record("not an object"); return }
        expectEqual(fields.map(\.name), ["title", "amount", "count", "paid", "color", "image", "note", "tags", "link", "day", "where"])
        expectEqual(fields[0].value, .string("yes"))
        expectEqual(fields[1].value, .double(9))
        expectEqual(fields[4].value, .color(CardColor(rgba: 0xF5CF75FF)))
        expectEqual(fields[6].value, .null)
        expectEqual(fields[7].value, .array([.string("on")]))
        expectEqual(fields[9].value, .date(seconds: 1_709_164_800, text: "2024-02-29"))
        expectEqual(fields[10].value, .object(model: "Place", fields: [("name", .string("Home"))]))
    }

    // MARK: Errors, each with its rule, line and column

    @Test func missingKeys() {
        expectEqual(TestSupport.summary("name: A\nkind: sheet\nsegments: [{name: a, height: 1}, {name: b, height: 20}]\n"), ["1:1 missing-key"])
        #expect(TestSupport.summary("version: 1\nname: A\nkind: stack\noffset: 1\nheight: {collapsed: 1}\n")
                == ["1:1 missing-key", "5:9 missing-key"])
    }

    @Test func unknownKeysSuggestTheNearest() {
        let diagnostics = TestSupport.diagnostics(TestSupport.minimalSheet + "\nthreshold: { upward: 10 }\nsize: 3\n")
        expectEqual(diagnostics.map(\.rule), [.unknownKey, .unknownKey])
        expectEqual(diagnostics[0].location, SourceLocation(line: 7, column: 1))
        #expect(ReportedMessage(diagnostics[0]).message.contains("did you mean 'thresholds'?"))
        #expect(diagnostics[1].message.contains("belongs to kind deck"))
    }

    @Test func invalidValues() {
        let cases: [(String, String)] = [
            ("name: 9Lives", "2:7"),
            ("name: String", "2:7"),
            ("version: 2", "1:10"),
            ("devices: [pixel]", "4:11"),
            ("header: { height: -5 }", "4:19"),
            ("header: { tap: double }", "4:16"),
            ("dim: { alpha: 1.5 }", "4:15"),
            ("dim: { alpha: 40% }", "4:15"),
            ("insets: { top: 10% }", "4:16"),
            ("thresholds: { velocity: \"800\" }", "4:25"),
            ("thresholds: { upward: 0x20 }", "4:23"),
            ("thresholds: { upward: .inf }", "4:23"),
            ("thresholds: { upward: 1e400 }", "4:23"),
            ("thresholds: { upward: 1e-400 }", "4:23"),
            ("thresholds: { upward: 1e-323% }", "4:23"),
            ("animation: { damping: 0 }", "4:23"),
            ("appearance: { shadow: { opacity: yes } }", "4:34"),
            ("insets: [1, 2]", "4:9"),
            ("segments: { a: 1 }", "4:11"),
        ]
        for (line, position) in cases {
            let yaml = TestSupport.minimalSheet.replacingOccurrences(of: "version: 1\nname: Sheet\nkind: sheet\n", with: "")
            let base = line.hasPrefix("name:") ? "version: 1\n\(line)\nkind: sheet\n"
                : line.hasPrefix("version:") ? "\(line)\nname: Sheet\nkind: sheet\n"
                : "version: 1\nname: Sheet\nkind: sheet\n\(line)\n"
            let text = line.hasPrefix("segments:") ? base : base + yaml
            let summary = TestSupport.summary(text)
            #expect(summary == ["\(position) invalid-value"], "\(line)")
        }
    }

    @Test func unknownReferences() {
        let yaml = TestSupport.minimalSheet + """

            initial: hihg
            dim: { alpha: 0.3, from: low, to: top }
            scroll: { enabledIn: [high, middle] }
            """
        let diagnostics = TestSupport.diagnostics(yaml)
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
                == ["7:10 unknown-reference", "8:35 unknown-reference", "9:29 unknown-reference"])
        #expect(ReportedMessage(diagnostics[0]).message.contains("did you mean 'high'?"))
    }

    @Test func sampleErrors() {
        let yaml = """
            version: 1
            name: Deck
            kind: deck
            size: { width: 300, height: 400 }
            models:
              E: { title: String, amount: Double, color: Color, paid: Bool, day: Date, link: URL, n: Int }
              F: { g: Unknown }
            samples:
              E:
                - { title: a, amount: "9", color: red, paid: yes, day: 2024-02-30, link: "http://a b", n: 1.5 }
                - { amount: 1, color: "#000", paid: false, day: 2024-01-01, link: "x:y", n: 1, extra: 0 }
              G: []
            """
        #expect(TestSupport.summary(yaml) == [
            "7:11 unknown-reference",
            "10:27 invalid-value", "10:39 invalid-value", "10:50 invalid-value", "10:60 invalid-value",
            "10:78 invalid-value", "10:95 invalid-value",
            "11:84 unknown-key", "11:7 missing-key",
            "12:3 unknown-reference",
        ])
    }

    @Test func recursiveModelsAreRejectedUnlessBehindAnArray() {
        let base = "version: 1\nname: D\nkind: deck\nsize: { width: 1, height: 1 }\nmodels:\n"
        expectEqual(TestSupport.summary(base + "  Node: { next: Node? }\n"), ["6:17 invalid-value"])
        expectEqual(TestSupport.summary(base + "  A: { b: B }\n  B: { a: A }\n").map { $0.hasSuffix("invalid-value") }, [true, true])
        #expect(TestSupport.summary(base + "  Node: { children: \"[Node]\" }\n").isEmpty)
        expectEqual(TestSupport.summary(base + "  Node: { __x: Int, \"a b\": Int }\n"), ["6:11 invalid-value", "6:21 invalid-value"])
    }

    @Test func everyMistakeInAFileIsReportedInOneRun() {
        let yaml = """
            version: 1
            name: map-sheet
            kind: sheet
            header: { height: 80, tapp: toggle }
            segments:
              - { name: closed, height: -10 }
              - { name: open, height: 90% }
            initial: opne
            dim: { alpha: 40% }
            """
        #expect(TestSupport.summary(yaml) == [
            "2:7 invalid-value", "4:23 unknown-key", "6:29 invalid-value", "8:10 unknown-reference", "9:15 invalid-value",
        ])
    }

    @Test func aDocumentThatIsNotAMappingIsReported() {
        expectEqual(TestSupport.summary("- a\n- b\n"), ["1:1 invalid-value"])
        expectEqual(TestSupport.summary("just text\n"), ["1:1 invalid-value"])
    }

    @Test func eachDocumentIsDecodedOnItsOwn() {
        let result = TestSupport.lint(TestSupport.minimalSheet + "\n---\n" + TestSupport.minimalSheet.replacingOccurrences(of: "name: Sheet", with: "name: Other") + "\n---\nversion: 1\n")
        expectEqual(result.specs.map(\.name), ["Sheet", "Other"])
        expectEqual(result.diagnostics.map { "\($0.location.line) \($0.rule.rawValue)" }, ["15 missing-key", "15 missing-key"])
    }

    @Test func foreignTagsAreRejected() {
        let yaml = TestSupport.minimalSheet + "\ninitial: !!python/object/apply:os.system [ls]\n"
        #expect(TestSupport.summary(yaml).contains("7:10 invalid-value"))
    }
}

@Suite struct DecoderBoundsTests {
    static let deck = "version: 1\nname: Deck\nkind: deck\nsize: { width: 300, height: 400 }\n"

    /// Rejected from the number alone, before anything is made per card or state (a count of
    /// 2^63 would not fit in memory; this test would crash or never end, not run slow).
    @Test func hugeCountsAreRejectedQuickly() {
        let stack = "version: 1\nname: S\nkind: stack\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: 500 }\ncards: 9223372036854775807\n"
        expectEqual(TestSupport.summary(stack), ["7:8 invalid-value"])
        expectEqual(TestSupport.summary(Self.deck + "visible: 100000\n"), ["5:10 invalid-value"])
        let many = (0..<100).map { "  - { name: s\($0), height: \($0 + 1) }" }.joined(separator: "\n")
        expectEqual(TestSupport.summary("version: 1\nname: A\nkind: sheet\nsegments:\n" + many + "\n"), ["5:3 invalid-value"])
    }

    @Test func namesThatWouldBreakGeneratedCodeAreRejected() {
        let cases: [(String, String)] = [
            ("  configuration: { a: Int }\n", "6:3 invalid-value"),
            ("  M: { URL: String }\n", "6:8 invalid-value"),
            ("  M: { CodingKeys: String }\n", "6:8 invalid-value"),
            ("  M: { N: Int }\n  N: { a: Int }\n", "6:8 invalid-value"),
            ("  M: { Deck: Int }\n", "6:8 invalid-value"),
        ]
        for (models, expected) in cases {
            #expect(TestSupport.summary(Self.deck + "models:\n" + models) == [expected], "\(models)")
        }
    }

    @Test func aZeroExpandDistanceIsRejected() {
        expectEqual(TestSupport.summary("version: 1\nname: C\nkind: carousel\nexpandDistance: 0\n"), ["4:17 invalid-value"])
    }
}

@Suite struct URLTextTests {
    @Test(arguments: ["https://example.com/a?b=c#d", "mailto:someone@example.com", "http://a/%20b", "x:y", "https://a.b/~c_d-e.f'g(h)*+,;=:@!$&"])
    func acceptedURLsParseWithFoundation(text: String) {
        expectEqual(URLText.problem(text), nil)
        #expect(URL(string: text) != nil)
    }

    @Test(arguments: ["no scheme", "http://a%", "http://a%2", "http://a%zz", "http://[::1", "http://a]b", "http://a b", "http://é", "http://a#b#c", "1http://a", "http:"])
    func rejectedURLs(text: String) {
        #expect(URLText.problem(text) != nil)
    }
}
