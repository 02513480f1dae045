import Foundation
import Testing
@testable import CardChecker
@testable import CardEngine
import CardTestSupport
import CardCompilerTestSupport

/// Issue 25, item 6: a sheet's accessibility actions move it to each state one gesture reaches;
/// walking them from the initial state reaches exactly the states the checker does not call
/// `never` (docs/runtime.md, "Accessibility"). Driven through the runtime: each action is
/// performed and the state read back from it.
@Suite struct SheetAccessibilityTests {
    /// The states reached by performing actions, breadth first, from the initial state.
    static func walk(_ configuration: SheetConfiguration, on device: DeviceProfile) -> Set<Int> {
        let start = SheetMotion(configuration: configuration, container: CardContainer(device: device), initialState: configuration.initialIndex)
        var seen: Set<Int> = [start.state]
        var frontier = [start]
        while let motion = frontier.popLast() {
            let targets = motion.accessibilityTargets()
            #expect(Set(targets).count == targets.count && !targets.contains(motion.state))
            // Increment and decrement are neighbours that an action reaches (down from the lowest
            // state of a dismissable sheet, the dismissed state).
            for upward in [true, false] {
                if let step = motion.accessibilityStep(upward: upward) {
                    let neighbour = motion.behavior.neighbour(of: motion.state, upward: upward)
                        ?? (upward ? nil : motion.behavior.dismissal(from: motion.state, down: nil))
                    #expect(targets.contains(step) && neighbour == step)
                }
            }
            for target in targets {
                var next = motion
                _ = next.move(to: target, animated: false, time: 0)
                _ = next.advance(to: 0)
                #expect(next.state == target && next.frame(at: 0).isResting)
                if seen.insert(next.state).inserted { frontier.append(next) }
            }
        }
        return seen
    }

    static func reachable(_ configuration: SheetConfiguration, on device: DeviceProfile) -> Set<Int> {
        let verdicts = Reachability.sheet(SheetBehavior(configuration: configuration, device: device))
        return Set(verdicts.indices.filter { verdicts[$0] != .never })
    }

    @Test func walkingTheActionsReachesExactlyTheCheckersReachableStatesOnRandomSheets() {
        var rng = SeededGenerator(state: 0x5EE7)
        var unreachable = 0
        for _ in 0..<2_000 {
            let (configuration, device) = RandomSheets.sheet(&rng)
            let walked = Self.walk(configuration, on: device)
            let expected = Self.reachable(configuration, on: device)
            #expect(walked == expected, "heights \(SheetBehavior(configuration: configuration, device: device).heights) initial \(configuration.initialIndex) on \(device.name)")
            if expected.count < configuration.segments.count { unreachable += 1 }
        }
        // The random sheets include ones with states no gesture reaches.
        #expect(unreachable > 100)
    }

    @Test func walkingTheActionsOfTheExampleSheetsReachesTheCheckersStates() throws {
        let root = TestSupport.packageRoot.appendingPathComponent("examples")
        var sheets = 0
        for name in ["glide.card.yaml", "card-demo.card.yaml", "more/kiosk-sheets.card.yaml"] {
            let yaml = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            for spec in TestSupport.lint(yaml, file: name).specs {
                guard case .sheet(let configuration) = spec.configuration else { continue }
                sheets += 1
                for device in DeviceProfile.builtIn.flatMap({ [$0, $0.turned(to: .landscape)] }) {
                    #expect(Self.walk(configuration, on: device) == Self.reachable(configuration, on: device), "\(name) on \(device.name)")
                }
            }
        }
        #expect(sheets >= 3)
    }

    /// The typed actions an app hands VoiceOver: Glide's, by name, from each state.
    @Test func glidesActionsAreNamedByState() throws {
        let yaml = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("examples/glide.card.yaml"), encoding: .utf8)
        guard case .sheet(let configuration) = try #require(TestSupport.lint(yaml).specs.first).configuration else {
            Issue.record("glide is a sheet")
            return
        }
        var sheet = try #require(SheetInteraction<SheetInteractionState>(configuration: configuration, container: CardContainer(device: .iPhoneSE), initial: .closed))
        #expect(sheet.accessibilityValue.defaultValue == "closed" && sheet.accessibilityActions.map(\.name.defaultValue) == ["compressed"])
        _ = sheet.perform(sheet.accessibilityActions[0], time: 0)
        expectEqual(sheet.accessibilityValue.defaultValue, "compressed")
        expectEqual(Set(sheet.accessibilityActions.map(\.move)), [.state(.closed), .state(.open)])
    }

    enum SheetInteractionState: String, CaseIterable, Sendable {
        case closed, compressed, `open`
    }
}
