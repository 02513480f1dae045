import Testing
@testable import CardLanguageServer
@testable import CardSupport
import CardTestSupport

/// The language server reports repeated keys as `lint` does: canonically equivalent spellings
/// of a key are one key in a mapping of any size (docs/format.md, "Keys").
@Suite struct RepeatedKeyDiagnosticsTests {
    typealias T = LanguageServerTests

    /// The codes the server publishes for `text`, and the lines they are on.
    static func published(_ text: String) -> [String] {
        let server = T.started()
        let uri = "file:///nowhere/keys.card.yaml"
        _ = server.handle(T.notification("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "yaml", "version": 1,
                                                                                   "text": .string(text)]]))
        let diagnostics = server.publishPending().first?["params"]?["diagnostics"]?.array ?? []
        return diagnostics.map { "\($0["range"]?["start"]?["line"]?.int ?? -1) \($0["code"]?.string ?? "")" }
    }

    @Test(arguments: [2, 20])
    func equivalentSpellingsAreOneKeyInAMappingOfAnySize(count: Int) {
        for (first, second) in [("\u{E9}t\u{E9}", "e\u{301}te\u{301}"), ("\u{212B}", "\u{C5}")] {
            let fields = [first] + (0..<(count - 2)).map { "f\($0)" } + [second]
            let text = "version: 1\nname: Rep\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 50% }]\n"
                + "models:\n  Item:\n" + fields.map { "    \($0): String\n" }.joined()
            // Zero-based line of the second spelling (each spelling is also an invalid field
            // name, not being an ASCII identifier).
            expectEqual(Self.published(text).filter { $0.hasSuffix("duplicate-key") }, ["\(6 + count - 1) duplicate-key"])
        }
    }
}
