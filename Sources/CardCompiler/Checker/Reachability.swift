import CardEngine

/// How a state can be reached from the initial state by any sequence of gestures, computed by
/// asking the engine's own release functions at the few points that decide them (see
/// docs/engine.md, "Why finitely many releases decide reachability").
public enum Reachability: String, Sendable, Hashable, Comparable {
    /// The state the card starts in.
    case initial
    /// Some sequence of drags (releases at or below the flick velocity) ends there.
    case drag
    /// Only sequences that include a flick end there.
    case flick
    /// Only sequences that include a header tap end there.
    case tap
    /// No gesture ends there.
    case never

    private var rank: Int {
        switch self {
        case .initial: return 0
        case .drag: return 1
        case .flick: return 2
        case .tap: return 3
        case .never: return 4
        }
    }

    public static func < (a: Reachability, b: Reachability) -> Bool { a.rank < b.rank }

    /// One move between states, labelled with the cheapest gesture class that makes it.
    public struct Edge: Sendable, Hashable {
        public var to: Int
        public var gesture: Reachability
    }

    /// The verdict for every state, given the edges out of each and the initial state: a state's
    /// verdict is the smallest gesture class `g` such that it is reachable using edges of class
    /// `g` or cheaper.
    public static func verdicts(stateCount: Int, initial: Int, edges: (Int) -> [Edge]) -> [Reachability] {
        var result = [Reachability](repeating: .never, count: stateCount)
        guard stateCount > 0 else { return result }
        let outgoing = (0..<stateCount).map(edges)
        for gesture in [Reachability.drag, .flick, .tap] {
            var seen = [Bool](repeating: false, count: stateCount)
            var stack = [initial]
            seen[initial] = true
            while let state = stack.popLast() {
                for edge in outgoing[state] where edge.gesture <= gesture && !seen[edge.to] {
                    seen[edge.to] = true
                    stack.append(edge.to)
                }
            }
            for state in 0..<stateCount where seen[state] && result[state] == .never {
                result[state] = gesture
            }
        }
        result[initial] = .initial
        return result
    }

    // MARK: Each kind's edges, from the engine

    /// A sheet's moves out of `state`. A drag release's outcome depends only on its projected
    /// height `p`, which is monotone in the release height and velocity; so the highest `p`
    /// (top of the drag range at the flick velocity), the lowest, and `p` = the start height
    /// cover every outcome a drag can have. A flick's outcome depends only on its direction.
    public static func sheetEdges(_ behavior: SheetBehavior, from state: Int) -> [Edge] {
        var edges: [Edge] = []
        func add(_ to: Int, _ gesture: Reachability) {
            if to != state { edges.append(Edge(to: to, gesture: gesture)) }
        }
        if let range = behavior.dragRange {
            let v = behavior.configuration.thresholds.velocity
            add(behavior.settle(from: state, releaseHeight: range.upperBound, velocity: v), .drag)
            add(behavior.settle(from: state, releaseHeight: range.lowerBound, velocity: -v), .drag)
            add(behavior.settle(from: state, releaseHeight: behavior.heights[state], velocity: 0), .drag)
            if v < .greatestFiniteMagnitude {
                add(behavior.settle(from: state, releaseHeight: behavior.heights[state], velocity: .greatestFiniteMagnitude), .flick)
                add(behavior.settle(from: state, releaseHeight: behavior.heights[state], velocity: -.greatestFiniteMagnitude), .flick)
            }
        }
        add(behavior.tap(from: state), .tap)
        return edges
    }

    public static func sheet(_ behavior: SheetBehavior) -> [Reachability] {
        verdicts(stateCount: behavior.heights.count, initial: behavior.configuration.initialIndex) {
            sheetEdges(behavior, from: $0)
        }
    }

    /// A stack's two states; the release depends on the travel only, monotonically, so the
    /// longest drag decides.
    public static func stack(_ behavior: StackBehavior) -> [Reachability] {
        let states = StackState.allCases
        let initial = states.firstIndex(of: behavior.configuration.initial) ?? 0
        return verdicts(stateCount: states.count, initial: initial) { index in
            let outcome = behavior.settle(from: states[index], travel: behavior.travel)
            return outcome == states[index] ? [] : [Edge(to: states.firstIndex(of: outcome) ?? index, gesture: .drag)]
        }
    }

    /// A deck's outcomes from the centre: the longest straight drag toward each direction, and a
    /// flick each way. Index 0 is `center`, then the enabled directions in declared order.
    public static func deck(_ behavior: DeckBehavior, containerWidth: Double, containerHeight: Double) -> [Reachability] {
        let directions = behavior.configuration.directions
        let outcomes = [DeckBehavior.Outcome.center] + directions.map(DeckBehavior.Outcome.init)
        return verdicts(stateCount: outcomes.count, initial: 0) { index in
            guard index == 0 else { return [] }
            var edges: [Edge] = []
            func add(_ outcome: DeckBehavior.Outcome, _ gesture: Reachability) {
                if let to = outcomes.firstIndex(of: outcome), to != 0 { edges.append(Edge(to: to, gesture: gesture)) }
            }
            let speed = behavior.configuration.thresholds.velocity
            for direction in SwipeDirection.allCases {
                let reach = DeckBehavior.maximumTravel(direction, configuration: behavior.configuration,
                                                       containerWidth: containerWidth, containerHeight: containerHeight)
                let (tx, ty, vx, vy): (Double, Double, Double, Double)
                switch direction {
                case .left: (tx, ty, vx, vy) = (-reach, 0, -speed, 0)
                case .right: (tx, ty, vx, vy) = (reach, 0, speed, 0)
                case .up: (tx, ty, vx, vy) = (0, -reach, 0, -speed)
                case .down: (tx, ty, vx, vy) = (0, reach, 0, speed)
                }
                add(behavior.outcome(translationX: tx, translationY: ty, velocityX: vx, velocityY: vy), .drag)
                if speed < .greatestFiniteMagnitude {
                    let fast = Double.greatestFiniteMagnitude
                    let (fx, fy): (Double, Double)
                    switch direction {
                    case .left: (fx, fy) = (-fast, 0)
                    case .right: (fx, fy) = (fast, 0)
                    case .up: (fx, fy) = (0, -fast)
                    case .down: (fx, fy) = (0, fast)
                    }
                    add(behavior.outcome(translationX: 0, translationY: 0, velocityX: fx, velocityY: fy), .flick)
                }
            }
            return edges
        }
    }

    /// A carousel's two states: the release depends on the clamped offset only, monotonically.
    public static func carousel(_ behavior: CarouselBehavior) -> [Reachability] {
        let states = CarouselState.allCases
        return verdicts(stateCount: states.count, initial: 0) { index in
            var edges: [Edge] = []
            for offset in [0, behavior.configuration.expandDistance] {
                let outcome = behavior.settle(releaseOffset: offset)
                if let to = states.firstIndex(of: outcome), to != index { edges.append(Edge(to: to, gesture: .drag)) }
            }
            return edges
        }
    }
}
