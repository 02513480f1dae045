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
        let reached = masks(stateCount: stateCount, initial: initial) { state, out in
            edges(state) { to, gesture in out.add(to, gesture) }
        }
        return [Reachability](unsafeUninitializedCapacity: stateCount) { buffer, count in
            for state in 0..<stateCount {
                buffer.initializeElement(at: state, to: reached.verdict(of: state, initial: initial))
            }
            count = stateCount
        }
    }

    /// The moves out of one state, by class of gesture, as bit masks of the states they lead to.
    package struct StateMoves {
        let stateCount: Int
        var drag: UInt64 = 0, flick: UInt64 = 0, tap: UInt64 = 0

        /// A move to `to` (ignored outside the states).
        @inline(__always)
        package mutating func add(_ to: Int, _ gesture: Reachability) {
            guard to >= 0 && to < stateCount else { return }
            let bit = UInt64(1) << UInt64(to)
            switch gesture {
            case .initial, .drag: drag |= bit
            case .flick: flick |= bit
            case .tap: tap |= bit
            case .never: break
            }
        }

        /// A move the engine reports (`moves(from:)`).
        @inline(__always)
        package mutating func add(_ to: Int, _ gesture: GestureClass) {
            add(to, Reachability(gesture))
        }
    }

    /// The states each class of gesture reaches from the initial state, as bit masks: what
    /// `verdicts` is made of, with no array. The checker keeps these per device and makes
    /// verdicts only for a spec with a state a drag does not reach (few do).
    package struct Masks: Sendable, Equatable {
        /// Reached by drags alone, by drags and flicks, by any gesture (each includes the one
        /// before, and the initial state).
        package var byDrag: UInt64, byFlick: UInt64, byTap: UInt64

        /// The verdict on `state` (below 64), as `verdicts` gives it.
        @inline(__always)
        package func verdict(of state: Int, initial: Int) -> Reachability {
            let bit = UInt64(1) << UInt64(state)
            if state == initial { return .initial }
            if byDrag & bit != 0 { return .drag }
            if byFlick & bit != 0 { return .flick }
            if byTap & bit != 0 { return .tap }
            return .never
        }

        /// Whether drags reach each of the first `stateCount` states: then so do flicks and taps
        /// (`masks` found no more).
        @inline(__always)
        package func reachesAll(stateCount: Int) -> Bool {
            let all = stateCount == 64 ? UInt64.max : (UInt64(1) << UInt64(stateCount)) - 1
            return byDrag & all == all
        }

        /// Whether each of the first `stateCount` states is the initial one or reached by a drag.
        @inline(__always)
        package func allByDrag(stateCount: Int, initial: Int) -> Bool {
            var all = stateCount == 64 ? UInt64.max : (UInt64(1) << UInt64(stateCount)) - 1
            if initial >= 0 && initial < stateCount { all &= ~(UInt64(1) << UInt64(initial)) }
            return byDrag & all == all
        }
    }

    /// `verdicts`' search for 1 to 64 states; `edges` adds each state's moves to its `StateMoves`.
    @inline(__always)
    package static func masks(stateCount: Int, initial: Int, edges: (_ state: Int, _ out: inout StateMoves) -> Void) -> Masks {
        withUnsafeTemporaryAllocation(of: StateMoves.self, capacity: stateCount) { out in
            for state in 0..<stateCount {
                var moves = StateMoves(stateCount: stateCount)
                edges(state, &moves)
                out.initializeElement(at: state, to: moves)
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
            // Drags reach every state (most graphs): flicks and taps can add none.
            let drags = Masks(byDrag: byDrag, byFlick: byDrag, byTap: byDrag)
            if drags.reachesAll(stateCount: stateCount) { return drags }
            return Masks(byDrag: byDrag, byFlick: closure(allowing: .flick), byTap: closure(allowing: .tap))
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

    /// A sheet's moves out of `state`: the engine's own (`SheetBehavior.moves(from:)`).
    public static func sheetEdges(_ behavior: SheetBehavior, from state: Int) -> [Edge] {
        var edges: [Edge] = []
        sheetEdges(behavior, from: state) { to, gesture in edges.append(Edge(to: to, gesture: gesture)) }
        return edges
    }

    package static func sheetEdges(_ behavior: SheetBehavior, from state: Int, _ emit: (Int, Reachability) -> Void) {
        behavior.moves(from: state) { to, gesture in emit(to, Reachability(gesture)) }
    }

    package init(_ gesture: GestureClass) {
        switch gesture {
        case .drag: self = .drag
        case .flick: self = .flick
        case .tap: self = .tap
        }
    }

    public static func sheet(_ behavior: SheetBehavior) -> [Reachability] {
        let stateCount = behavior.heights.count, initial = behavior.configuration.initialIndex
        guard stateCount > 0 && stateCount <= 64 else {
            return verdicts(stateCount: stateCount, initial: initial) { state, add in sheetEdges(behavior, from: state, add) }
        }
        let reached = sheetMasks(behavior)
        return (0..<stateCount).map { reached.verdict(of: $0, initial: initial) }
    }

    /// A sheet's verdicts on one device as masks (1 to 64 states), as the checker finds them:
    /// each state's moves (`SheetBehavior.moves(from:)`), with the neighbours of each state and
    /// the sheet's extremes found once rather than per release. `neighbours` is told each
    /// state's neighbours, in state order (nil both where no gesture starts).
    @inline(__always)
    package static func sheetMasks(_ behavior: SheetBehavior,
                                   neighbours: (_ state: Int, _ up: Int?, _ down: Int?) -> Void = { _, _, _ in }) -> Masks {
        let c = behavior.configuration
        // Only a tap and a projected release read the extremes (`moves`).
        let extremes = c.release == .projected || (c.header.tap != .none && behavior.layout.headerHeight > 0)
        let lowest = extremes ? behavior.extreme(highest: false) : nil
        let highest = extremes ? behavior.extreme(highest: true) : nil
        let stateCount = behavior.heights.count
        // The drags first: when they reach every state (most sheets), no flick or tap can change
        // a verdict, and those moves are not asked.
        let byDrags = masks(stateCount: stateCount, initial: c.initialIndex) { state, out in
            let (up, down) = behavior.acceptsGestures(in: state) ? behavior.neighbours(of: state) : (nil, nil)
            neighbours(state, up, down)
            behavior.moves(from: state, up: up, down: down, lowest: lowest, highest: highest, dragsOnly: true) { to, gesture in
                out.add(to, gesture)
            }
        }
        if byDrags.reachesAll(stateCount: stateCount) { return byDrags }
        return masks(stateCount: stateCount, initial: c.initialIndex) { state, out in
            let (up, down) = behavior.acceptsGestures(in: state) ? behavior.neighbours(of: state) : (nil, nil)
            behavior.moves(from: state, up: up, down: down, lowest: lowest, highest: highest) { to, gesture in out.add(to, gesture) }
        }
    }

    /// A stack's two states; the release depends on the travel only, monotonically, so the
    /// longest drag decides: the engine's own `StackBehavior.moves(from:)`, which the stack's
    /// accessibility actions offer too.
    public static func stack(_ behavior: StackBehavior) -> [Reachability] {
        verdicts(stateCount: 2, initial: StackBehavior.index(of: behavior.configuration.initial)) { index, add in
            behavior.moves(from: index) { to, gesture in add(to, Reachability(gesture)) }
        }
    }

    /// A deck's outcomes from the centre, as the engine's `DeckBehavior.moves` gives them (the
    /// longest straight drag toward each direction, and a flick each way). Index 0 is `center`,
    /// then the enabled directions in declared order.
    public static func deck(_ behavior: DeckBehavior, in container: CardContainer) -> [Reachability] {
        let stateCount = behavior.configuration.directions.count + 1
        if stateCount <= 64 {
            let reached = deckMasks(behavior, in: container)
            return (0..<stateCount).map { reached.verdict(of: $0, initial: 0) }
        }
        return verdicts(stateCount: stateCount, initial: 0) { index, emit in
            guard index == 0 else { return }
            behavior.moves(from: index, in: container) { to, gesture in
                emit(to, Reachability(gesture))
            }
        }
    }

    /// `deck`'s verdicts as masks (up to 64 states). Only the centre, the initial state, has
    /// moves, so each class of gesture reaches the centre and what one move of that class, or
    /// of a cheaper one, reaches from it: the search of `masks` on this graph, without a
    /// closure over the states.
    /// The drags first: when they reach every state (most decks), the flicks are not asked.
    package static func deckMasks(_ behavior: DeckBehavior, in container: CardContainer) -> Masks {
        let stateCount = behavior.configuration.directions.count + 1
        var drags = StateMoves(stateCount: stateCount)
        behavior.moves(from: 0, in: container, dragsOnly: true) { to, gesture in
            drags.add(to, gesture)
        }
        let byDrags = Masks(byDrag: 1 | drags.drag, byFlick: 1 | drags.drag, byTap: 1 | drags.drag)
        if byDrags.reachesAll(stateCount: stateCount) { return byDrags }
        var out = StateMoves(stateCount: stateCount)
        behavior.moves(from: 0, in: container) { to, gesture in out.add(to, gesture) }
        let byDrag = 1 | out.drag, byFlick = byDrag | out.flick
        return Masks(byDrag: byDrag, byFlick: byFlick, byTap: byFlick | out.tap)
    }

    /// A carousel's two states: the release depends on the clamped offset only, monotonically,
    /// so the two ends of the offset range decide: the engine's own
    /// `CarouselBehavior.moves(from:)`, which the carousel's accessibility actions offer too.
    public static func carousel(_ behavior: CarouselBehavior) -> [Reachability] {
        verdicts(stateCount: 2, initial: 0) { index, add in
            behavior.moves(from: index) { to, gesture in add(to, Reachability(gesture)) }
        }
    }
}
