import CardEngine
import Testing
import CardTestSupport
import CardCompilerTestSupport

/// `dismissal` on a sheet: decoded into `SheetConfiguration.dismissal`, with a diagnostic (rule,
/// line, column) for each bad value.
@Suite struct DismissalDecoderTests {
    static func sheet(_ dismissal: String, hiddenHeight: String = "0") -> String {
        """
        version: 1
        name: Dismissable
        kind: sheet
        segments:
          - { name: hidden, height: \(hiddenHeight) }
          - { name: peek, height: 100 }
          - { name: open, height: 500 }
        initial: peek
        dismissal: \(dismissal)
        """
    }

    static func errors(_ yaml: String) -> [String] {
        TestSupport.diagnostics(yaml).filter { $0.severity == .error }
            .map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue) \($0.message)" }
    }

    @Test func theStateAndDistanceAreDecodedWithTheDocumentedDefault() throws {
        let spec = try #require(TestSupport.lint(Self.sheet("{ state: hidden }")).specs.first)
        guard case .sheet(let c) = spec.configuration else { Issue.record("not a sheet"); return }
        expectEqual(c.dismissal, SheetConfiguration.Dismissal(state: "hidden", distance: 80))
        let other = try #require(TestSupport.lint(Self.sheet("{ distance: 120, state: hidden }")).specs.first)
        guard case .sheet(let d) = other.configuration else { Issue.record("not a sheet"); return }
        expectEqual(d.dismissal, SheetConfiguration.Dismissal(state: "hidden", distance: 120))
        // `0%` is 0 pt on every screen too.
        expectEqual(Self.errors(Self.sheet("{ state: hidden }", hiddenHeight: "0%")), [])
        // Written before `segments`, it waits for them.
        let early = """
            version: 1
            name: Dismissable
            kind: sheet
            dismissal: { state: hidden }
            segments:
              - { name: hidden, height: 0 }
              - { name: peek, height: 100 }
            """
        let spec3 = try #require(TestSupport.lint(early).specs.first)
        guard case .sheet(let e) = spec3.configuration else { Issue.record("not a sheet"); return }
        expectEqual(e.dismissal?.state, "hidden")
    }

    @Test func badValuesAreReportedWhereTheyAre() {
        expectEqual(Self.errors(Self.sheet("{ state: peek }")), [
            "9:21 invalid-value dismissal.state 'peek' is 100 pt high; the dismissed state must be 0 pt high, below the screen, where nothing of the card shows",
        ])
        expectEqual(Self.errors(Self.sheet("{ state: gone }")).map { String($0.prefix(22)) }, ["9:21 unknown-reference"])
        expectEqual(Self.errors(Self.sheet("{ distance: 80 }")).map { String($0.prefix(20)) }, ["9:12 missing-key mis"])
        expectEqual(Self.errors(Self.sheet("{ state: hidden, distance: -5 }")), [
            "9:39 invalid-value dismissal.distance must not be negative; found -5",
        ])
        expectEqual(Self.errors(Self.sheet("{ state: hidden, distance: 10% }")).map { String($0.prefix(19)) }, ["9:39 invalid-value "])
        expectEqual(Self.errors(Self.sheet("hidden")).map { String($0.prefix(8)) }, ["9:12 inv"])
    }
}
