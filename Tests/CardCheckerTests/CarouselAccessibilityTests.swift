import Testing
@testable import CardChecker
@testable import CardEngine
import CardTestSupport

/// Item 6 for carousels: walking a carousel's accessibility actions (states and pages) from its
/// initial state reaches exactly the states the checker does not call `.never`, and every page.
@Suite struct CarouselAccessibilityTests {
    enum State: String, CaseIterable, Sendable { case collapsed, expanded }

    struct Visit: Hashable { var state: String, page: Int }

    /// The (state, page) pairs the actions reach, each action performed and let settle.
    static func walked(_ config: CarouselConfiguration, pages: Int) -> Set<Visit> {
        guard let start = CarouselInteraction<State>(configuration: config, container: CardContainer(width: 375, height: 667),
                                                     initial: .collapsed, pageCount: pages) else { return [] }
        var seen: Set<Visit> = [Visit(state: start.state.rawValue, page: start.page)]
        var queue = [start]
        var time = 0.0
        while let card = queue.popLast() {
            for action in card.accessibilityActions {
                var next = card
                time += 10
                _ = next.perform(action, time: time)
                _ = next.advance(to: time + 10)
                #expect(next.frame(at: time + 10).isResting)
                if seen.insert(Visit(state: next.state.rawValue, page: next.page)).inserted { queue.append(next) }
            }
        }
        return seen
    }

    static func checkerReachable(_ config: CarouselConfiguration) -> Set<String> {
        let verdicts = Reachability.carousel(CarouselBehavior(configuration: config))
        return Set(zip(CarouselState.allCases, verdicts).filter { $0.1 != .never }.map(\.0.rawValue))
    }

    @Test func theSeedsActionsReachWhatTheCheckerDoesOnEveryPage() {
        let seed = CarouselConfiguration(insets: .init(top: 120, leading: 24, trailing: 24, bottom: 80), peek: 16, spacing: 8,
                                         expandDistance: 200, expandThreshold: .fraction(0.5))
        let visits = Self.walked(seed, pages: 4)
        expectEqual(Set(visits.map(\.state)), Self.checkerReachable(seed))
        expectEqual(visits.count, 8)
        // A threshold at the whole distance: a release never expands (strict comparison).
        var never = seed
        never.expandThreshold = .fraction(1)
        expectEqual(Set(Self.walked(never, pages: 2).map(\.state)), ["collapsed"])
        expectEqual(Self.checkerReachable(never), ["collapsed"])
    }

    @Test func randomCarouselsActionsReachWhatTheCheckerDoes() {
        var rng = SeededGenerator(state: 0xCA7)
        for _ in 0..<300 {
            let distance = Double(Int.random(in: 0...400, using: &rng))
            let threshold: Length = Bool.random(using: &rng)
                ? .fraction([0, 0.5, 1, 1.2].randomElement(using: &rng) ?? 0)
                : .points([0, distance, distance - 1, distance + 1, 50].randomElement(using: &rng) ?? 0)
            let config = CarouselConfiguration(insets: .init(top: 100, leading: 20, trailing: 20, bottom: 60), spacing: 8,
                                               expandDistance: distance, expandThreshold: threshold)
            let pages = Int.random(in: 1...4, using: &rng)
            let visits = Self.walked(config, pages: pages)
            #expect(Set(visits.map(\.state)) == Self.checkerReachable(config), "\(config)")
            expectEqual(Set(visits.filter { $0.state == "collapsed" }.map(\.page)), Set(0..<pages))
        }
    }
}
