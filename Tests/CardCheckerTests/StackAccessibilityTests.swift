import Testing
@testable import CardChecker
@testable import CardEngine
import CardTestSupport

/// Item 6 for stacks: walking a stack's accessibility actions from its initial state reaches
/// exactly the states the checker does not call `.never` (docs/runtime.md, "Accessibility").
@Suite struct StackAccessibilityTests {
    enum State: String, CaseIterable, Hashable, Sendable { case collapsed, expanded }

    /// The states the actions reach, each action performed and let settle.
    static func walked(_ config: StackConfiguration) -> Set<String> {
        let container = CardContainer(width: 375, height: 667)
        guard let start = StackInteraction<State>(configuration: config, container: container,
                                                  initial: State(rawValue: config.initial.rawValue) ?? .collapsed) else { return [] }
        var seen: Set<String> = [start.state.rawValue]
        var queue = [start]
        var time = 0.0
        while let card = queue.popLast() {
            for action in card.accessibilityActions {
                var next = card
                time += 10
                _ = next.perform(action, time: time)
                _ = next.advance(to: time + 10)
                #expect(.state(next.state) == action.move && next.frame(at: time + 10).isResting)
                if seen.insert(next.state.rawValue).inserted { queue.append(next) }
            }
        }
        return seen
    }

    static func checkerReachable(_ config: StackConfiguration) -> Set<String> {
        let verdicts = Reachability.stack(StackBehavior(configuration: config))
        return Set(zip(StackState.allCases, verdicts).filter { $0.1 != .never }.map(\.0.rawValue))
    }

    @Test func theSeedsActionsReachWhatTheCheckerDoes() {
        let seed = StackConfiguration(cardHeight: 200, offset: 40, spacing: .init(leading: 8, trailing: 8, vertical: 8),
                                      collapsedHeight: 200, expandedHeight: 500, thresholds: .init(upward: 20, downward: 20), cards: 5)
        expectEqual(Self.walked(seed), ["collapsed", "expanded"])
        expectEqual(Self.walked(seed), Self.checkerReachable(seed))
        // The seed misconfigured (SeedMisconfigurationTests): an upward threshold past the
        // travel leaves `expanded` unreachable, and no action offers it.
        var stuck = seed
        stuck.thresholds.upward = 300
        expectEqual(Self.walked(stuck), ["collapsed"])
        expectEqual(Self.walked(stuck), Self.checkerReachable(stuck))
    }

    @Test func randomStacksActionsReachWhatTheCheckerDoes() {
        var rng = SeededGenerator(state: 0xA11)
        for _ in 0..<400 {
            let collapsed = Double(Int.random(in: 0...400, using: &rng))
            let expanded = Bool.random(using: &rng) ? collapsed : Double(Int.random(in: 0...800, using: &rng))
            let travel = max(0, expanded - collapsed)
            func threshold() -> Double {
                [0, travel, max(0, travel - 1), travel + 1, Double(Int.random(in: 0...500, using: &rng))].randomElement(using: &rng) ?? 0
            }
            let config = StackConfiguration(cardHeight: 100, offset: 20, collapsedHeight: collapsed, expandedHeight: expanded,
                                            thresholds: .init(upward: threshold(), downward: threshold()),
                                            initial: Bool.random(using: &rng) ? .collapsed : .expanded)
            #expect(Self.walked(config) == Self.checkerReachable(config), "\(config)")
        }
    }
}
