import Foundation
import Testing
@testable import CardEngine
@testable import CardChecker
import CardTestSupport
import CardCompilerTestSupport

/// A deck's VoiceOver actions (docs/runtime.md, "Accessibility") reach exactly the states the
/// checker calls reachable: walking every action from the initial state, through the runtime,
/// visits the states `Reachability.deck` does not call `.never`, and no other.
@Suite struct DeckAccessibilityTests {
    /// The states reached by performing actions, breadth first, from a fresh deck.
    static func walk(_ configuration: DeckConfiguration, on device: DeviceProfile) -> Set<Int> {
        let start = DeckMotion(configuration: configuration, container: CardContainer(device: device), cardCount: 64)
        var reached: Set<Int> = [start.state]
        var queue = [start]
        var time = 0.0
        while let deck = queue.popLast() {
            for action in deck.accessibilityActions() {
                var next = deck
                time += 1
                _ = next.perform(action, animated: false, time: time)
                if reached.insert(next.state).inserted { queue.append(next) }
            }
        }
        return reached
    }

    static func checkerReachable(_ configuration: DeckConfiguration, on device: DeviceProfile) -> Set<Int> {
        let verdicts = Reachability.deck(DeckBehavior(configuration: configuration), in: CardContainer(device: device))
        return Set(verdicts.indices.filter { verdicts[$0] != .never })
    }

    @Test func theSeedsActionsReachWhatTheCheckerDoes() throws {
        let path = TestSupport.packageRoot.appendingPathComponent("examples/swipe-deck.card.yaml").path
        let yaml = try String(contentsOfFile: path, encoding: .utf8)
        let spec = try #require(TestSupport.spec(yaml))
        guard case .deck(let configuration) = spec.configuration else {
            Issue.record("not a deck")
            return
        }
        for device in spec.checkedProfiles {
            let walked = Self.walk(configuration, on: device)
            #expect(walked == Self.checkerReachable(configuration, on: device), "\(device.name)")
            expectEqual(walked, [0, 1, 2])
        }
    }

    /// Random decks on every built-in device, with thresholds past the screen's edge, zero and
    /// infinite flick velocities, and directions enabled but unreachable.
    @Test func randomDecksActionsReachWhatTheCheckerDoes() {
        var rng = SeededGenerator(state: 0xACC5)
        var partial = 0
        for _ in 0..<1_500 {
            let width = Double(Int.random(in: 50...500, using: &rng)), height = Double(Int.random(in: 50...700, using: &rng))
            let device = DeviceProfile.builtIn.randomElement(using: &rng)!
            func threshold() -> Length {
                [Length.points(0), .points(device.width / 2 + width / 2), .points(Double(Int.random(in: 0...900, using: &rng))),
                 .fraction(Double(Int.random(in: 0...300, using: &rng)) / 100)].randomElement(using: &rng)!
            }
            var directions = SwipeDirection.allCases.filter { _ in Bool.random(using: &rng) }
            if directions.isEmpty { directions = [.up] }
            let velocity: Double = [0, 500, 1100, 1e300, .greatestFiniteMagnitude].randomElement(using: &rng)!
            let configuration = DeckConfiguration(width: width, height: height, directions: directions,
                                                  thresholds: .init(left: threshold(), right: threshold(), up: threshold(), down: threshold(), velocity: velocity))
            let expected = Self.checkerReachable(configuration, on: device)
            if expected.count < directions.count + 1 { partial += 1 }
            #expect(Self.walk(configuration, on: device) == expected, "\(configuration) on \(device.name)")
        }
        // Some decks have a direction no gesture reaches: the actions must leave it out.
        #expect(partial > 50)
    }
}
