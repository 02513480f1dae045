import Testing
@testable import CardReporters
import CardTestSupport
import CardCompilerTestSupport

/// The checker under `release: projected` (docs/engine.md, "Projected releases"): what the
/// projected rule reaches, and an `unreachable-state` message in its terms.
@Suite struct ProjectedReachabilityTests {
    static func sheet(release: String, thresholds: String) -> String {
        """
        version: 1
        name: Maps
        kind: sheet
        devices: [iphone-15]
        segments:
          - { name: peek, height: 120 }
          - { name: half, height: 50% }
          - { name: full, height: 90% }
        thresholds: \(thresholds)
        \(release)
        """
    }

    /// low 100, mid 200, high 700: a drag leaves low only projecting past 500 pt, nearer high;
    /// high only below 150 pt, nearer low; every flick projects at least 748.5 pt on (1,500 pt/s),
    /// past mid.
    static let stiff = """
        version: 1
        name: Stiff
        kind: sheet
        devices: [iphone-15]
        segments:
          - { name: low, height: 100 }
          - { name: mid, height: 200 }
          - { name: high, height: 700 }
        thresholds: { upward: 400, downward: 550, velocity: 1500 }
        release: projected
        """

    @Test func aStateNoProjectionLandsOnIsUnreachableWithTheProjectedReason() {
        let found = TestSupport.diagnostics(Self.stiff).filter { $0.rule == .unreachableState }
        expectEqual(found.map(\.message), [
            "state 'mid' can never be reached: under `release: projected` a release settles here only when it projects between 150 pt and 450 pt (nearer it than any other segment), and no drag past a threshold or flick from a segment the card reaches does",
        ])
        // At 800 pt/s a flick down from high projects to 300.8 pt, nearest mid: flick only.
        let flick = TestSupport.diagnostics(Self.stiff.replacingOccurrences(of: "velocity: 1500", with: "velocity: 800"))
        expectEqual(flick.filter { $0.rule == .unreachableState }.map(\.message), [
            "state 'mid' can only be reached by a flick, never by a drag: under `release: projected` a release settles here only when it projects between 150 pt and 450 pt (nearer it than any other segment), and no drag past a threshold from a segment the card reaches does",
        ])
        // Under the neighbour rule mid is the only state a drag from low can reach.
        let neighbour = TestSupport.diagnostics(Self.stiff.replacingOccurrences(of: "release: projected", with: ""))
        #expect(!neighbour.contains { $0.rule == .unreachableState && $0.message.hasPrefix("state 'mid'") }, "\(neighbour.map(\.message))")
    }

    /// The Maps-style sheet is clean under both policies: every state is reached by a drag.
    @Test func theMapsSheetReachesEveryStateByDragUnderBothPolicies() {
        for release in ["", "release: projected"] {
            let found = TestSupport.diagnostics(Self.sheet(release: release, thresholds: "{ upward: 25%, downward: 25% }"))
            #expect(!found.contains { $0.rule == .unreachableState }, "\(release): \(found.map(\.message))")
        }
    }

    /// `release` and a stack's `thresholds.velocity` are described keys: decoded, and a typo
    /// gets the did-you-mean every key and value gets.
    @Test func theNewKeysAreDecodedAndCorrected() {
        let typo = TestSupport.diagnostics(Self.stiff.replacingOccurrences(of: "release: projected", with: "relase: projected"))
        #expect(typo.contains { ReportedMessage($0).message == "unknown key 'relase' in the card; did you mean 'release'?" }, "\(typo.map(\.message))")
        let value = TestSupport.diagnostics(Self.stiff.replacingOccurrences(of: "release: projected", with: "release: projectd"))
        #expect(value.contains { ReportedMessage($0).message == "'projectd' is not a valid release policy; expected one of neighbour or projected; did you mean 'projected'?" },
                "\(value.map(\.message))")
        guard case .sheet(let sheet)? = TestSupport.lint(Self.stiff).specs.first?.configuration else { Issue.record("no sheet"); return }
        expectEqual(sheet.release, .projected)
        let stack = """
            version: 1
            name: Flicked
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            thresholds: { upward: 20, downward: 20, velocity: 800 }
            """
        guard case .stack(let c)? = TestSupport.spec(stack)?.configuration else { Issue.record("no stack"); return }
        expectEqual(c.thresholds.velocity, 800)
        guard case .stack(let plain)? = TestSupport.spec(stack.replacingOccurrences(of: ", velocity: 800", with: ""))?.configuration else { return }
        expectEqual(plain.thresholds.velocity, .infinity)
    }
}
