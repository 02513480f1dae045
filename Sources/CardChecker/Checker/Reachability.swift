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
        verdicts(stateCount: stateCount, initial: initial) { state, add in
            for edge in edges(state) { add(edge.to, edge.gesture) }
        }
    }

    /// The same, with each state's edges handed to `add` rather than returned in an array: the
    /// checker runs this for every spec on every device, and the graph is at most 64 states
    /// (`SpecKeys.maxSegments`), so it is kept as bit masks on the stack.
    package static func verdicts(stateCount: Int, initial: Int,
                         edges: (_ state: Int, _ add: (_ to: Int, _ gesture: Reachability) -> Void) -> Void) -> [Reachability] {
        guard stateCount > 0 else { return [] }
        guard stateCount <= 64 else { return generalVerdicts(stateCount: stateCount, initial: initial, edges: edges) }
        return withUnsafeTemporaryAllocation(of: (drag: UInt64, flick: UInt64, tap: UInt64).self, capacity: stateCount) { out in
            for state in 0..<stateCount {
                var masks: (drag: UInt64, flick: UInt64, tap: UInt64) = (0, 0, 0)
                edges(state) { to, gesture in
                    guard to >= 0 && to < stateCount else { return }
                    let bit = UInt64(1) << UInt64(to)
                    switch gesture {
                    case .initial, .drag: masks.drag |= bit
                    case .flick: masks.flick |= bit
                    case .tap: masks.tap |= bit
                    case .never: break
                    }
                }
                out[state] = masks
            }
            func closure(allowing gesture: Reachability) -> UInt64 {
                var seen = UInt64(1) << UInt64(initial)
                var frontier = seen
                while frontier != 0 {
                    let state = frontier.trailingZeroBitCount
                    frontier &= frontier - 1
                    let m = out[state]
                    var next = m.drag
                    if gesture >= .flick { next |= m.flick }
                    if gesture >= .tap { next |= m.tap }
                    let fresh = next & ~seen
                    seen |= fresh
                    frontier |= fresh
                }
                return seen
            }
            let byDrag = closure(allowing: .drag)
            let byFlick = closure(allowing: .flick)
            let byTap = closure(allowing: .tap)
            return [Reachability](unsafeUninitializedCapacity: stateCount) { buffer, count in
                for state in 0..<stateCount {
                    let bit = UInt64(1) << UInt64(state)
                    let verdict: Reachability
                    if state == initial { verdict = .initial }
                    else if byDrag & bit != 0 { verdict = .drag }
                    else if byFlick & bit != 0 { verdict = .flick }
                    else if byTap & bit != 0 { verdict = .tap }
                    else { verdict = .never }
                    buffer.initializeElement(at: state, to: verdict)
                }
                count = stateCount
            }
        }
    }

    /// Any number of states (not reached by specs, whose states are bounded; kept so the
    /// function is total).
    package static func generalVerdicts(stateCount: Int, initial: Int,
                                        edges: (Int, (Int, Reachability) -> Void) -> Void) -> [Reachability] {
        var outgoing: [[Edge]] = []
        for state in 0..<stateCount {
            var list: [Edge] = []
            edges(state) { to, gesture in if to >= 0 && to < stateCount { list.append(Edge(to: to, gesture: gesture)) } }
            outgoing.append(list)
        }
        var result = [Reachability](repeating: .never, count: stateCount)
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
    /// height `p`, which is monotone in the release height (clamped to the start's release
    /// span) and velocity; so the highest `p` (top of the span at the flick velocity), the
    /// lowest, and `p` = the start height cover every outcome a drag can have. A flick's outcome
    /// depends only on its direction.
    public static func sheetEdges(_ behavior: SheetBehavior, from state: Int) -> [Edge] {
        var edges: [Edge] = []
        sheetEdges(behavior, from: state) { to, gesture in edges.append(Edge(to: to, gesture: gesture)) }
        return edges
    }

    package static func sheetEdges(_ behavior: SheetBehavior, from state: Int, _ emit: (Int, Reachability) -> Void) {
        func add(_ to: Int, _ gesture: Reachability) {
            if to != state { emit(to, gesture) }
        }
        if let range = behavior.releaseSpan(from: state) {
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
    }

    public static func sheet(_ behavior: SheetBehavior) -> [Reachability] {
        verdicts(stateCount: behavior.heights.count, initial: behavior.configuration.initialIndex) { state, add in
            sheetEdges(behavior, from: state, add)
        }
    }

    /// A stack's two states; the release depends on the travel only, monotonically, so the
    /// longest drag decides.
    public static func stack(_ behavior: StackBehavior) -> [Reachability] {
        let initial = behavior.configuration.initial == .collapsed ? 0 : 1
        return verdicts(stateCount: 2, initial: initial) { index, add in
            let state: StackState = index == 0 ? .collapsed : .expanded
            let outcome = behavior.settle(from: state, travel: behavior.travel)
            if outcome != state { add(outcome == .collapsed ? 0 : 1, .drag) }
        }
    }

    /// A deck's outcomes from the centre: the longest straight drag toward each direction, and a
    /// flick each way. Index 0 is `center`, then the enabled directions in declared order.
    public static func deck(_ behavior: DeckBehavior, containerWidth: Double, containerHeight: Double) -> [Reachability] {
        let directions = behavior.configuration.directions
        return verdicts(stateCount: directions.count + 1, initial: 0) { index, emit in
            guard index == 0 else { return }
            func add(_ outcome: DeckBehavior.Outcome, _ gesture: Reachability) {
                guard outcome != .center, let i = directions.firstIndex(where: { DeckBehavior.Outcome($0) == outcome }) else { return }
                emit(i + 1, gesture)
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
        }
    }

    /// A carousel's two states: the release depends on the clamped offset only, monotonically.
    public static func carousel(_ behavior: CarouselBehavior) -> [Reachability] {
        verdicts(stateCount: 2, initial: 0) { index, add in
            // The two ends of the offset range decide every release.
            func release(at offset: Double) {
                let to = behavior.settle(releaseOffset: offset) == .collapsed ? 0 : 1
                if to != index { add(to, .drag) }
            }
            release(at: 0)
            release(at: behavior.configuration.expandDistance)
        }
    }
}
