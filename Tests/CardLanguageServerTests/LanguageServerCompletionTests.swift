import Testing
@testable import CardChecker
@testable import CardModel
import CardTestSupport

/// Completion in every style a spec is written in (flow mappings inside lists, as docs/format.md
/// writes segments; flow mappings as values, nested, left open while typing; block mappings) and
/// in `.cardc.yml`, through the server's requests. `‸` marks the cursor.
@Suite struct LanguageServerCompletionTests {
    typealias T = LanguageServerTests

    static let head = "version: 1\nname: Glide\nkind: sheet\n"

    /// The labels completion offers at `‸` in `text`, opened as `uri`.
    static func labels(_ text: String, uri: String = "file:///nowhere/complete.card.yaml") -> Set<String> {
        let server = T.started()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.firstIndex(where: { $0.contains("‸") }),
              let marker = lines[line].firstIndex(of: "‸") else { Issue.record("no cursor"); return [] }
        let character = lines[line][..<marker].utf16.count
        T.open(server, uri, text.replacingOccurrences(of: "‸", with: ""))
        let items = server.handle(T.at("textDocument/completion", uri, line, character)).first?["result"]?["items"]?.array ?? []
        return Set(items.compactMap { $0["label"]?.string })
    }

    /// As `labels`, after a first version of the document that parsed (`parsed`): what an
    /// editor sends while a line is being typed.
    static func labels(_ text: String, after parsed: String) -> Set<String> {
        let uri = "file:///nowhere/typed.card.yaml"
        let server = T.started()
        T.open(server, uri, parsed)
        _ = server.publishPending()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.firstIndex(where: { $0.contains("‸") }),
              let marker = lines[line].firstIndex(of: "‸") else { Issue.record("no cursor"); return [] }
        _ = server.handle(T.notification("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": 2],
                                                                    "contentChanges": [["text": .string(text.replacingOccurrences(of: "‸", with: ""))]]]))
        _ = server.publishPending()
        let items = server.handle(T.at("textDocument/completion", uri, line, lines[line][..<marker].utf16.count)).first?["result"]?["items"]?.array ?? []
        return Set(items.compactMap { $0["label"]?.string })
    }

    static func hover(_ text: String, line: Int, character: Int, uri: String) -> String {
        let server = T.started()
        T.open(server, uri, text)
        return server.handle(T.at("textDocument/hover", uri, line, character)).first?["result"]?["contents"]?["value"]?.string ?? ""
    }

    @Test func anEmptyFlowMappingInAListOffersTheItemsKeys() {
        // The first item holds every segment key: the second, empty, must not take its keys for its own.
        let text = Self.head + "segments:\n  - { name: closed, height: 80 }\n  - { ‸ }\n"
        expectEqual(Self.labels(text), ["name", "height"])
        expectEqual(Self.labels(Self.head + "segments:\n  - {‸}\n"), ["name", "height"])
    }

    @Test func keysAlreadyInAFlowMappingAreNotOfferedAgain() {
        // Left open while typing (the text does not parse), after a comma.
        expectEqual(Self.labels(Self.head + "segments:\n  - { name: x, ‸\n"), ["height"])
        // Closed, with keys on both sides of the cursor.
        expectEqual(Self.labels(Self.head + "thresholds: { upward: 40, ‸, velocity: 600 }\n"), ["downward"])
        // A key typed halfway is the one being written, not one present.
        expectEqual(Self.labels(Self.head + "segments:\n  - { name: x, hei‸\n"), ["height"])
        expectEqual(Self.labels(Self.head + "segments:\n  - { na‸me: x }\n"), ["name", "height"])
        // Right after `{`, with no space; a key after a space is one present, a key the cursor
        // touches is the one being typed.
        expectEqual(Self.labels(Self.head + "thresholds: {‸ downward: 40 }\n"), ["upward", "velocity"])
        expectEqual(Self.labels(Self.head + "thresholds: {‸downward: 40 }\n"), ["upward", "downward", "velocity"])
        expectEqual(Self.labels(Self.head + "thresholds: { upward: 1, ‸ }\n"), ["downward", "velocity"])
    }

    @Test func flowMappingsAsValuesAndNestedOnes() {
        expectEqual(Self.labels(Self.head + "thresholds: { ‸\n"), ["upward", "downward", "velocity"])
        expectEqual(Self.labels(Self.head + "appearance: { cornerRadius: 12, shadow: { ‸ } }\n"), ["opacity", "radius"])
        expectEqual(Self.labels(Self.head + "appearance: { shadow: { radius: 4 }, ‸ }\n"), ["cornerRadius"])
        // A list of flow mappings as a flow value.
        expectEqual(Self.labels(Self.head + "devices: [iphone-se, { name: tall, ‸ }]\n"), ["width", "height", "scale", "safeArea"])
    }

    @Test func valuesInFlowStyleAreBlockStylesValues() {
        let block = Self.labels(Self.head + "header:\n  tap: ‸\n")
        #expect(!block.isEmpty)
        expectEqual(Self.labels(Self.head + "header: { height: 80, tap: ‸\n"), block)
        expectEqual(Self.labels(Self.head + "header: { tap: ‸ }\n"), block)
        let states = Self.head + "segments:\n  - { name: closed, height: 80 }\n  - { name: open, height: 90% }\n"
        // Left open, so the state names are those of the last version that parsed.
        expectEqual(Self.labels(states + "dim: { alpha: 0.4, from: ‸\n", after: states), ["closed", "open"])
        expectEqual(Self.labels(states + "scroll: { enabledIn: [open, ‸] }\n"), ["closed", "open"])
        expectEqual(Self.labels(Self.head + "orientations: [portrait, ‸\n"), ["portrait", "landscape"])
    }

    @Test func blockMappingsOfferNoKeyTheyHold() {
        // Keys below the cursor count too, and the item's own first line.
        expectEqual(Self.labels(Self.head + "segments:\n  - name: open\n    ‸\n"), ["height"])
        expectEqual(Self.labels(Self.head + "segments:\n  - ‸\n    height: 80\n"), ["name"])
        // A list whose dashes are at its key's indentation; the second item is its own mapping.
        expectEqual(Self.labels(Self.head + "segments:\n- name: a\n  height: 1\n- name: b\n  ‸\n"), ["height"])
        expectEqual(Self.labels(Self.head + "header:\n  ‸\n  height: 80\n"), ["tap"])
        let top = Self.labels(Self.head + "‸\nsegments: []\n")
        #expect(top.contains("initial") && !top.contains("segments") && !top.contains("kind") && !top.contains("name"))
    }

    /// The structure around the cursor's line is the reader's (docs/lsp.md): the cases below
    /// are ones that reading the indentation of the lines as text got wrong.
    @Test func aFlowCollectionWrittenOverSeveralLinesHoldsTheCursorsLine() {
        // Indentation read `thresholds: {` as a key with a value, so the line was the root's.
        expectEqual(Self.labels(Self.head + "thresholds: {\n  upward: 40,\n  ‸\n}\n"), ["downward", "velocity"])
        expectEqual(Self.labels(Self.head + "thresholds: {\n  upward: 40,\n  ‸\n  velocity: 600 }\n"), ["downward"])
        // After a key on a continuation line: a key of the flow mapping, not `upward`'s value.
        expectEqual(Self.labels(Self.head + "thresholds: {\n  upward: 40, ‸\n}\n"), ["downward", "velocity"])
        // The second item of a flow list of segments, on its own line, and a key on its third.
        expectEqual(Self.labels(Self.head + "segments: [\n  { name: closed, height: 80 },\n  { name: open, ‸ }\n]\n"), ["height"])
        expectEqual(Self.labels(Self.head + "segments: [\n  { name: closed },\n  { height: 80,\n    ‸\n  }\n]\n"), ["name"])
        expectEqual(Self.labels(Self.head + "segments: [\n  { name: closed },\n  { height: 80,\n    ‸}\n]\n"), ["name"])
    }

    @Test func keysAreTheKeysYAMLReadsNotTheirSpelling() {
        // A quoted key with an escape is `tap`; a double-quoted value's second line that looks
        // like a key is not one.
        expectEqual(Self.labels(Self.head + "header:\n  \"t\\x61p\": cycle\n  ‸\n"), ["height"])
        expectEqual(Self.labels(Self.head + "header:\n  tap: \"cycle\n  height: 80\"\n  ‸\n"), ["height"])
    }

    @Test func aLineInsideAScalarOffersNothing() {
        // The line is the text of `tap`'s quoted value, not a key of `header`.
        #expect(Self.labels(Self.head + "header:\n  tap: \"cycle\n  he‸\n  more\"\n").isEmpty)
    }

    /// Where the text does not parse for another reason than the cursor's line, what the
    /// reader read before the error is what completion knows (docs/lsp.md).
    @Test func aBrokenLineElsewhereLeavesWhatTheReaderReadBeforeIt() {
        // Below the cursor: the keys read before the error count.
        expectEqual(Self.labels(Self.head + "header:\n  ‸\n  tap: cycle\nthresholds: { upward: [\n"), ["height"])
        // Above it: the line is not read as the mapping it looks like it is in.
        #expect(Self.labels(Self.head + "header: \"open\nthresholds:\n  ‸\n").isEmpty)
    }

    @Test func cardcYmlGetsCompletionFromItsKeyTable() {
        let uri = "file:///nowhere/.cardc.yml"
        expectEqual(Self.labels("‸\n", uri: uri), Set(CardFormat.configurationKeys.map(\.name)))
        expectEqual(Self.labels("access: internal\n‸\n", uri: uri), Set(CardFormat.configurationKeys.map(\.name)).subtracting(["access"]))
        expectEqual(Self.labels("access: ‸\n", uri: uri), Set(AccessLevel.allCases.map(\.rawValue)))
        let rules = Set(RuleRegistry.configurableIDs.map(\.rawValue))
        expectEqual(Self.labels("disabledRules: [inverted-dim, ‸]\n", uri: uri), rules)
        expectEqual(Self.labels("disabledRules:\n  - ‸\n", uri: uri), rules)
        expectEqual(Self.labels("severity: { inverted-dim: warning, ‸ }\n", uri: uri), rules.subtracting(["inverted-dim"]))
        expectEqual(Self.labels("severity:\n  inverted-dim: ‸\n", uri: uri), Set(CardFormat.severityWords))
        #expect(Self.labels("devices: [‸]\n", uri: uri).contains("iphone-se"))
        expectEqual(Self.labels("orientations: [‸]\n", uri: uri), ["portrait", "landscape"])
        #expect(Self.labels("‸\n", uri: "file:///nowhere/.cardc.yaml").contains("disabledRules"))
    }

    /// The severity words completion offers are the ones `.cardc.yml` accepts, and no others.
    @Test func severityWordsAreWhatTheParserReads() {
        for word in CardFormat.severityWords {
            let (configuration, diagnostics) = CheckConfiguration.parse(Array("severity: { inverted-dim: \(word) }\n".utf8), path: ".cardc.yml")
            #expect(diagnostics.isEmpty, "\(word)")
            #expect(configuration.severities[.invertedDim] != nil || configuration.disabledRules.contains(.invertedDim))
        }
        #expect(!CheckConfiguration.parse(Array("severity: { inverted-dim: loud }\n".utf8), path: ".cardc.yml").1.isEmpty)
    }

    @Test func cardcYmlGetsHover() {
        let uri = "file:///nowhere/.cardc.yml"
        let text = "access: public\ndisabledRules: [inverted-dim]\nseverity: { scroll-state: off }\n"
        #expect(Self.hover(text, line: 0, character: 2, uri: uri).contains("access of the generated declarations"))
        #expect(Self.hover(text, line: 1, character: 18, uri: uri).contains("**inverted-dim**"))
        #expect(Self.hover(text, line: 2, character: 14, uri: uri).contains("**scroll-state**"))
        #expect(Self.hover(text, line: 2, character: 2, uri: uri).contains("a rule's severity"))
        // A spec's keys mean nothing there.
        #expect(Self.hover("kind: sheet\n", line: 0, character: 1, uri: uri).isEmpty)
    }

    /// Completion reads only the text: lines that are not YAML never crash it, whatever the cursor.
    @Test func oddLinesAnswerWithoutCrashing() {
        for line in ["- - {", "{ \"a: ", "'", "{ 'it''s': [", "key: \"x\\", "  -", "#", "a: # {", "{}}]]", "[{[{", ": :", "\"\": {", "- { a: \"b, c\", ‸"] {
            for cut in 0...line.unicodeScalars.count {
                var text = line.replacingOccurrences(of: "‸", with: "")
                let scalars = Array(text.unicodeScalars)
                text = String(String.UnicodeScalarView(scalars.prefix(cut))) + "‸" + String(String.UnicodeScalarView(scalars.dropFirst(cut)))
                _ = Self.labels(Self.head + "segments:\n  " + text + "\n")
                _ = Self.labels(text + "\n", uri: "file:///nowhere/.cardc.yml")
            }
        }
        expectEqual(Self.labels(Self.head + "segments:\n  - { a: \"b, c\", ‸\n"), ["name", "height"])
    }

    // MARK: labels

    static let glide = head + "segments:\n  - { name: closed, height: 80 }\n  - { name: open, height: 500 }\n"

    @Test func labelsOfferTheCardsStatesNotYetLabelled() {
        #expect(Self.labels(Self.head + "‸\nsegments: []\n").contains("labels"))
        expectEqual(Self.labels(Self.glide + "labels: { ‸ }\n"), ["closed", "open"])
        expectEqual(Self.labels(Self.glide + "labels: { closed: Peek, ‸ }\n"), ["open"])
        expectEqual(Self.labels(Self.glide + "labels:\n  open: Full\n  ‸\n"), ["closed"])
        // The fixed states of a stack and a carousel, a deck's centre and enabled directions.
        let stack = "version: 1\nname: S\nkind: stack\ncardHeight: 100\noffset: 30\nheight: { collapsed: 200, expanded: 600 }\n"
        expectEqual(Self.labels(stack + "labels: { ‸ }\n"), ["collapsed", "expanded"])
        let deck = "version: 1\nname: D\nkind: deck\nsize: { width: 300, height: 400 }\ndirections: [left, up]\n"
        expectEqual(Self.labels(deck + "labels: { ‸ }\n"), ["center", "left", "up"])
    }

    /// A document being typed does not parse: its kind is the one the reader read of it
    /// (`YAMLTree.partialDocument`), quoted and followed by a comment as YAML allows, so a
    /// deck is offered a deck's keys and not a sheet's.
    @Test func theKindOfADocumentBeingTypedIsTheOneTheReaderRead() {
        let typed = "version: 1\nname: D\nkind: 'deck'   # swiped\nsize: { width: 300, height: 400 }\ndir‸\n"
        let offered = Self.labels(typed)
        #expect(offered.contains("directions"))
        #expect(!offered.contains("segments"), "\(offered.sorted())")
    }

    /// In a stream whose first document parses, the document being typed is the partial one:
    /// its kind, not the first document's (review of issue 37).
    @Test func theDocumentBeingTypedAfterACompleteOneHasItsOwnKind() {
        let typed = "version: 1\nname: S\nkind: stack\ncardHeight: 120\n---\nversion: 1\nname: T\nkind: sheet\n‸\nheader: { height: 40\n"
        let offered = Self.labels(typed)
        #expect(offered.contains("segments"), "\(offered.sorted())")
        #expect(!offered.contains("cardHeight") && !offered.contains("spacing"), "\(offered.sorted())")
    }

    @Test func hoverOnALabelSaysWhatVoiceOverReadsAndItsKey() {
        let uri = "file:///nowhere/labels.card.yaml"
        let text = Self.glide + "labels: { closed: Peek }\n"
        // The key `labels`, a state in it, and its label.
        #expect(Self.hover(text, line: 6, character: 2, uri: uri).contains("VoiceOver's name of each state"))
        let state = Self.hover(text, line: 6, character: 12, uri: uri)
        #expect(state.contains("the state `closed`") && state.contains("`Glide.closed`") && state.contains("`Cards` strings table"), "\(state)")
        expectEqual(Self.hover(text, line: 6, character: 20, uri: uri), state)
        // A name that is not a state says which are.
        let wrong = Self.hover(Self.glide + "labels: { clsed: Peek }\n", line: 6, character: 12, uri: uri)
        #expect(wrong.contains("not a state of this card") && wrong.contains("`closed`, `open`"), "\(wrong)")
    }
}
