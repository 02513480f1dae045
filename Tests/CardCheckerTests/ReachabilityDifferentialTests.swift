import CardEngine
import Foundation
import Testing
@testable import CardChecker
import CardTestSupport
import CardCompilerTestSupport

/// The checker decides reachability from a handful of releases per state (docs/engine.md).
/// Here brute force drives the same engine over a dense grid of release positions and
/// velocities, flicks and taps, and the two must agree on every state of every random spec —
/// including nasty ones: coincident and zero heights, heights above the container, thresholds
/// exactly equal to gaps, zero and huge velocities.
@Suite struct ReachabilityDifferentialTests {
    /// BFS over observed edges, by the same gesture classes as the checker.
    static func bruteVerdicts(stateCount: Int, initial: Int, edges: [[Reachability.Edge]]) -> [Reachability] {
        Reachability.verdicts(stateCount: stateCount, initial: initial) { edges[$0] }
    }

    static func grid(_ low: Double, _ high: Double, steps: Int) -> [Double] {
        guard high > low else { return [low] }
        return (0...steps).map { low + (high - low) * Double($0) / Double(steps) }
    }

    // MARK: Sheets

    static func bruteSheetEdges(_ behavior: SheetBehavior, from state: Int) -> [Reachability.Edge] {
        var edges: Set<Reachability.Edge> = []
        let h = behavior.heights
        let v = behavior.configuration.thresholds.velocity
        let low = (h.min() ?? 0) - 40, high = (h.max() ?? 0) + 40
        var ys = grid(low, high, steps: 24) + h
        if let range = behavior.releaseSpan(from: state) { ys += [range.lowerBound, range.upperBound] }
        let finiteV = min(v, 1e6)
        var velocities = grid(-finiteV, finiteV, steps: 10) + [0, v, -v]
        if v < .greatestFiniteMagnitude { velocities += [v * 1.5 + 1, -(v * 1.5 + 1), v * 4 + 1000, -(v * 4 + 1000)] }
        for y in ys {
            for velocity in velocities {
                let to = behavior.settle(from: state, releaseHeight: y, velocity: velocity)
                if to != state { edges.insert(.init(to: to, gesture: abs(velocity) > v ? .flick : .drag)) }
            }
        }
        let tapped = behavior.tap(from: state)
        if tapped != state { edges.insert(.init(to: tapped, gesture: .tap)) }
        return Array(edges)
    }

    @Test func sheetVerdictsMatchBruteForceSimulation() {
        var rng = SeededGenerator(state: 0xCA4D)
        var disagreements: [String] = []
        var seen: [Reachability: Int] = [:]
        for index in 0..<TestSupport.differentialCount {
            let (config, device) = RandomSheets.sheet(&rng)
            let behavior = SheetBehavior(configuration: config, device: device)
            let checker = Reachability.sheet(behavior)
            let edges = behavior.heights.indices.map { Self.bruteSheetEdges(behavior, from: $0) }
            let brute = Self.bruteVerdicts(stateCount: behavior.heights.count, initial: config.initialIndex, edges: edges)
            for verdict in checker { seen[verdict, default: 0] += 1 }
            if checker != brute && disagreements.count < 5 {
                disagreements.append("#\(index) heights \(behavior.heights) thresholds \(config.thresholds) initial \(config.initialIndex) header \(config.header): checker \(checker) brute \(brute)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        // The corpus is worth something only if every verdict occurs in it often.
        for verdict in [Reachability.initial, .drag, .flick, .never] {
            #expect(seen[verdict, default: 0] >= TestSupport.differentialCount / 100, "only \(seen[verdict, default: 0]) states judged \(verdict)")
        }
        // A flick reaches every neighbour a tap could, so tap-only states are rare by design
        // (they need a zero-height or unrestable state in the way); some must still occur.
        #expect(seen[.tap, default: 0] >= max(1, TestSupport.differentialCount / 1000), "only \(seen[.tap, default: 0]) states judged tap")
    }

    /// Brute force for `release: projected` (docs/engine.md, "Projected releases"): release
    /// points across the whole release span of the start (which a start above the screen
    /// stretches to its own height), not only its ends: a dense grid, the pieces' boundaries
    /// (each midpoint between two heights, each threshold's end, and each height half a pixel
    /// either side, where a flick stops counting a state, a hair either side of each), each
    /// released slowly, at the flick threshold, in a grid of flicks up to far beyond it, and
    /// aimed at each height.
    static func bruteProjectedEdges(_ behavior: SheetBehavior, from state: Int) -> [Reachability.Edge] {
        var edges: Set<Reachability.Edge> = []
        let h = behavior.heights
        let v = behavior.configuration.thresholds.velocity
        let low = (h.min() ?? 0) - 40, high = (h.max() ?? 0) + 40
        var ys = grid(low, high, steps: 40) + h
        if let span = behavior.releaseSpan(from: state) { ys += grid(span.lowerBound, span.upperBound, steps: 40) }
        for a in h {
            for b in h where b > a { ys += [(a + b) / 2 - 1e-3, (a + b) / 2 + 1e-3] }
        }
        for t in h.indices where t != state {
            let end = h[state] + (h[t] > h[state] ? 1 : -1) * behavior.threshold(from: state, to: t)
            ys += [end - 1e-3, end + 1e-3]
        }
        let tolerance = behavior.layout.device.positionTolerance
        for x in h {
            for offset in [tolerance, -tolerance] {
                ys += [x + offset * (1 - 1e-6), x + offset * (1 + 1e-6), x + offset * 1.5]
            }
        }
        let finiteV = min(v, 1e6)
        var velocities = grid(-finiteV, finiteV, steps: 10) + [0, v, -v]
        var flicks: [Double] = []
        if v < .greatestFiniteMagnitude {
            flicks = grid(v + 1e-3, v + 3000, steps: 16) + [v * 1.5 + 1, v * 4 + 1000, 1e300]
            velocities += flicks + flicks.map { -$0 }
        }
        for y in ys {
            // Flicks aimed from `y` at each height (clamped to the span, as the engine does).
            var aimed: [Double] = []
            if v < .greatestFiniteMagnitude, let span = behavior.releaseSpan(from: state) {
                let c = min(max(y, span.lowerBound), span.upperBound)
                aimed = h.map { ($0 - c) / SheetBehavior.projectionFactor }.filter { abs($0) > v && $0.isFinite }
            }
            for velocity in velocities + aimed {
                let to = behavior.settle(from: state, releaseHeight: y, velocity: velocity)
                if to != state { edges.insert(.init(to: to, gesture: abs(velocity) > v ? .flick : .drag)) }
            }
        }
        let tapped = behavior.tap(from: state)
        if tapped != state { edges.insert(.init(to: tapped, gesture: .tap)) }
        return Array(edges)
    }

    /// The same random sheets under `release: projected`, on every device and orientation the
    /// generator draws: the checker's few releases per state against the dense brute force.
    @Test func projectedSheetVerdictsMatchBruteForceSimulation() {
        var rng = SeededGenerator(state: 0x9A0)
        var disagreements: [String] = []
        var seen: [Reachability: Int] = [:]
        // At least 200 sheets even in a plain `swift test`: about one in 200 has a state only a
        // flick released inside the span reaches, which a search of the span's ends missed.
        for index in 0..<max(200, TestSupport.differentialCount / 8) {
            var (config, device) = RandomSheets.sheet(&rng)
            config.release = .projected
            let behavior = SheetBehavior(configuration: config, device: device)
            let checker = Reachability.sheet(behavior)
            let edges = behavior.heights.indices.map { Self.bruteProjectedEdges(behavior, from: $0) }
            let brute = Self.bruteVerdicts(stateCount: behavior.heights.count, initial: config.initialIndex, edges: edges)
            for verdict in checker { seen[verdict, default: 0] += 1 }
            if checker != brute && disagreements.count < 5 {
                disagreements.append("#\(index) \(device.name) heights \(behavior.heights) thresholds \(config.thresholds) initial \(config.initialIndex) header \(config.header): checker \(checker) brute \(brute)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        for verdict in [Reachability.initial, .drag, .never] {
            #expect(seen[verdict, default: 0] >= TestSupport.differentialCount / 400, "only \(seen[verdict, default: 0]) states judged \(verdict)")
        }
        // States only a flick reaches, which the flick search decides.
        #expect(seen[.flick, default: 0] >= max(1, TestSupport.differentialCount / 1000), "only \(seen[.flick, default: 0]) states judged flick")
    }

    // MARK: Stacks, decks, carousels

    @Test func stackVerdictsMatchBruteForceSimulation() {
        var rng = SeededGenerator(state: 0x57AC)
        for _ in 0..<(TestSupport.differentialCount / 5) {
            let collapsed = Double(Int.random(in: 0...400, using: &rng))
            let expanded = Bool.random(using: &rng) ? collapsed : Double(Int.random(in: 0...800, using: &rng))
            let travel = max(0, expanded - collapsed)
            func threshold() -> Double {
                [0, travel, travel + 1, max(0, travel - 1), Double(Int.random(in: 0...500, using: &rng))].randomElement(using: &rng)!
            }
            let config = StackConfiguration(cardHeight: 100, offset: 20, collapsedHeight: collapsed, expandedHeight: expanded,
                                            thresholds: .init(upward: threshold(), downward: threshold(),
                                                              velocity: Bool.random(using: &rng) ? .infinity : [0, 800, 1e300].randomElement(using: &rng)!),
                                            initial: StackState.allCases.randomElement(using: &rng)!)
            let behavior = StackBehavior(configuration: config)
            let states = StackState.allCases
            // Releases at rest and at speeds either side of the flick threshold, both ways.
            let v = config.thresholds.velocity
            let speeds = [0.0] + (v.isFinite ? [v, -v, v * 1.5 + 1, -(v * 1.5 + 1), v * 4 + 5000, -(v * 4 + 5000)] : [5000, -5000])
            let edges = states.map { state in
                Self.grid(-50, travel + 50, steps: 40).flatMap { t in
                    speeds.compactMap { speed -> Reachability.Edge? in
                        let to = behavior.settle(from: state, travel: t, velocity: speed)
                        return to == state ? nil : .init(to: states.firstIndex(of: to)!, gesture: abs(speed) > v ? .flick : .drag)
                    }
                }
            }
            let brute = Self.bruteVerdicts(stateCount: 2, initial: states.firstIndex(of: config.initial)!, edges: edges)
            #expect(Reachability.stack(behavior) == brute, "\(config)")
        }
    }

    @Test func deckVerdictsMatchBruteForceSimulation() {
        var rng = SeededGenerator(state: 0xDEC4)
        for _ in 0..<(TestSupport.differentialCount / 5) {
            let width = Double(Int.random(in: 50...500, using: &rng)), height = Double(Int.random(in: 50...700, using: &rng))
            let device = DeviceProfile.builtIn.randomElement(using: &rng)!
            func threshold() -> Length {
                [Length.points(0), .points(device.width / 2 + width / 2), .points(Double(Int.random(in: 0...900, using: &rng))),
                 .fraction(Double(Int.random(in: 0...300, using: &rng)) / 100)].randomElement(using: &rng)!
            }
            var directions = SwipeDirection.allCases.filter { _ in Bool.random(using: &rng) }
            if directions.isEmpty { directions = [.left] }
            let velocity: Double = [0, 500, 1100, 1e300].randomElement(using: &rng)!
            let config = DeckConfiguration(width: width, height: height, directions: directions,
                                           thresholds: .init(left: threshold(), right: threshold(), up: threshold(), down: threshold(), velocity: velocity))
            let behavior = DeckBehavior(configuration: config)
            let outcomes = [DeckBehavior.Outcome.center] + directions.map(DeckBehavior.Outcome.init)
            // The reach each way: the deck is centred in the safe area, so up and down differ.
            let container = CardContainer(device: device)
            func reach(_ d: SwipeDirection) -> Double { DeckBehavior.maximumTravel(d, configuration: config, in: container) }
            let (left, right, up, down) = (reach(.left), reach(.right), reach(.up), reach(.down))
            var edges: Set<Reachability.Edge> = []
            let finiteV = min(velocity, 1e6)
            let speeds = Self.grid(-finiteV, finiteV, steps: 4) + [velocity * 2 + 1, -(velocity * 2 + 1)]
            // No translation at all is a release too (a flick from the centre): with uneven
            // reaches the grids no longer pass through 0 on their own.
            for tx in Self.grid(-left, right, steps: 16) + [0] {
                for ty in Self.grid(-up, down, steps: 16) + [0] {
                    for vx in speeds {
                        for vy in [0.0] + speeds.filter({ _ in Bool.random(using: &rng) }) {
                            let outcome = behavior.outcome(translationX: tx, translationY: ty, velocityX: vx, velocityY: vy)
                            guard let to = outcomes.firstIndex(of: outcome), to != 0 else { continue }
                            let flick = abs(vx) > velocity || abs(vy) > velocity
                            edges.insert(.init(to: to, gesture: flick ? .flick : .drag))
                        }
                    }
                }
            }
            let brute = Self.bruteVerdicts(stateCount: outcomes.count, initial: 0, edges: [Array(edges)] + Array(repeating: [], count: outcomes.count - 1))
            let checker = Reachability.deck(behavior, in: container)
            #expect(checker == brute, "\(config) on \(device.name)")
        }
    }

    @Test func carouselVerdictsMatchBruteForceSimulation() {
        var rng = SeededGenerator(state: 0xCA40)
        for _ in 0..<(TestSupport.differentialCount / 5) {
            let distance = Double([0, 1, 200, Int.random(in: 0...600, using: &rng)].randomElement(using: &rng)!)
            let threshold: Length = [.fraction(0.5), .fraction(1), .fraction(0), .points(distance), .points(Double(Int.random(in: 0...700, using: &rng)))].randomElement(using: &rng)!
            let config = CarouselConfiguration(insets: .init(), expandDistance: distance, expandThreshold: threshold)
            let behavior = CarouselBehavior(configuration: config)
            let states = CarouselState.allCases
            let edges = states.map { state in
                Self.grid(-50, distance + 100, steps: 60).compactMap { offset -> Reachability.Edge? in
                    let to = behavior.settle(releaseOffset: offset)
                    return to == state ? nil : .init(to: states.firstIndex(of: to)!, gesture: .drag)
                }
            }
            #expect(Reachability.carousel(behavior) == Self.bruteVerdicts(stateCount: 2, initial: 0, edges: edges), "\(config)")
        }
    }
}
