import CardEngine
import CardModel
import Testing
@testable import CardChecker
import CardTestSupport
import CardCompilerTestSupport

/// A sheet's dismissed state (`dismissal`): the checker proves it reachable from the engine's
/// moves like any state; it is no `dead-end-state`; where no drag reaches it, `unreachable-state`
/// says why, at `dismissal.distance`.
@Suite struct DismissalReachabilityTests {
    static func sheet(dismissal: String?, peek: String = "100", velocity: String = "") -> String {
        """
        version: 1
        name: Dismissable
        kind: sheet
        segments:
          - { name: hidden, height: 0 }
          - { name: peek, height: \(peek) }
          - { name: open, height: 60% }
        initial: peek
        \(velocity)
        \(dismissal.map { "dismissal: \($0)" } ?? "")
        """
    }

    static func rules(_ yaml: String) -> [String] {
        TestSupport.diagnostics(yaml).map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue) \($0.severity)" }
    }

    @Test func theDismissedStateIsReachedByADragAndIsNoDeadEnd() throws {
        // Without the key, the 0 pt state is a dead end.
        #expect(Self.rules(Self.sheet(dismissal: nil)).contains { $0.contains("dead-end-state") })
        let yaml = Self.sheet(dismissal: "{ state: hidden }")
        expectEqual(Self.rules(yaml), [])
        let spec = try #require(TestSupport.lint(yaml).specs.first)
        let context = CheckContext(spec: spec)
        #expect(context.devices.count > 1)
        for d in context.devices.indices {
            expectEqual(context.verdicts[device: d, state: 0], .drag)
        }
    }

    /// peek 20 pt, flicks from 100 pt/s: a drag down travels at most 20 pt and projects 49.9 pt
    /// more (printed as 50 pt: the numbers a message compares print as far as they differ),
    /// short of 80 pt; only a flick dismisses.
    @Test func whereOnlyAFlickDismissesUnreachableStateSaysWhyAtTheDistance() {
        let yaml = Self.sheet(dismissal: "{ state: hidden, distance: 80 }", peek: "20", velocity: "thresholds: { velocity: 100 }")
        let found = TestSupport.diagnostics(yaml).filter { $0.rule == .unreachableState }
        expectEqual(found.map(\.message), [
            "state 'hidden' can only be reached by a flick, never by a drag: a drag down from 'peek' dismisses only past 80 pt below it, but it can travel at most 70 pt (20 pt of drag and 50 pt of release projection)",
        ])
        expectEqual(found.map(\.severity), [.warning])
        // At `dismissal.distance` (line 10: `dismissal: { state: hidden, distance: 80 }`).
        expectEqual(found.map(\.location.line), [10])
        // A shorter distance: a drag reaches it again.
        expectEqual(Self.rules(Self.sheet(dismissal: "{ state: hidden, distance: 60 }", peek: "20", velocity: "thresholds: { velocity: 100 }")), [])
    }

    @Test(arguments: ["neighbour", "projected"])
    func theVerdictIsTheEnginesOwnUnderEitherRelease(release: String) throws {
        let yaml = Self.sheet(dismissal: "{ state: hidden }") + "\nrelease: \(release)\n"
        let spec = try #require(TestSupport.lint(yaml).specs.first)
        let context = CheckContext(spec: spec)
        for (d, behavior) in context.sheets.enumerated() {
            // The brute force: releases every 1 pt across the screen at speeds around the
            // flick threshold, from each state reached so far.
            var reached: Set<Int> = [behavior.configuration.initialIndex]
            var frontier = Array(reached)
            while let s = frontier.popLast() {
                for y in stride(from: 0.0, through: behavior.containerHeight, by: 1) {
                    for v in [-5000.0, -800, -400, 0, 400, 800, 5000] {
                        let to = behavior.settle(from: s, releaseHeight: y, velocity: v)
                        if reached.insert(to).inserted { frontier.append(to) }
                    }
                }
            }
            #expect(reached.contains(0))
            #expect(context.verdicts[device: d, state: 0] != .never)
        }
    }
}

extension DismissalReachabilityTests {
    /// `dead-end-state` names the key in a note, not a fix: `--fix` changes nothing.
    @Test func aDeadEndNotesTheDismissalKey() {
        let found = TestSupport.diagnostics(Self.sheet(dismissal: nil)).filter { $0.rule == .deadEndState }
        #expect(!found.isEmpty)
        for d in found {
            expectEqual(d.notes, ["if swiping the sheet away is meant, make it the dismissed state: `dismissal: { state: hidden }` (the app brings the card back)"])
            #expect(d.suggestions.isEmpty)
        }
    }
}
