extension SheetBehavior {
    /// Every state one gesture takes the sheet to from `state` (other than `state`), with the
    /// class of gesture that does it; a state may come twice, by two classes. A drag release's
    /// outcome depends only on its projected height, which is monotone in the release height
    /// (clamped to the start's release span) and velocity; so the highest projection (top of the
    /// span at the flick velocity), the lowest, and the start height itself cover every outcome a
    /// drag can have; a flick's depends only on its direction (docs/engine.md, "Why finitely many releases decide reachability").
    /// Under `release: projected` the releases are `projectedMoves`'.
    /// The checker's reachability and the runtime's accessibility actions both ask this.
    /// From the lowest state of a dismissable sheet, the dismissal too, unless `dismissalEnabled`
    /// is false (the host's run-time switch).
    public func moves(from state: Int, dismissalEnabled: Bool = true, _ emit: (_ to: Int, _ gesture: GestureClass) -> Void) {
        guard heights.indices.contains(state) else { return }
        let gestures = acceptsGestures(in: state)
        // The extremes only where a tap or a projected release asks for them, as `tap(from:)`.
        let extremes = gestures && (configuration.release == .projected || (configuration.header.tap != .none && layout.headerHeight > 0))
        moves(from: state,
              up: gestures ? neighbour(of: state, upward: true) : nil,
              down: gestures ? neighbour(of: state, upward: false) : nil,
              lowest: extremes ? extreme(highest: false) : nil,
              highest: extremes ? extreme(highest: true) : nil, dismissalEnabled: dismissalEnabled, emit)
    }

    /// `moves(from:_:)` with what it finds by walking the states handed in: `state`'s neighbours
    /// (`neighbour(of:upward:)`, nil when no gesture starts in `state`) and the sheet's
    /// extremes (`extreme(highest:)`, which no state changes). The checker asks the moves of
    /// every state on every device of every spec, and finds those once per state and device.
    /// With `dragsOnly`, only the drags (the moves come drags first, then flicks, then the tap):
    /// when drags reach every state, the checker needs nothing else.
    /// From the lowest state of a dismissable sheet, the dismissal too (`dismissal(from:down:enabled:)`,
    /// enabled unless `dismissalEnabled` is false, the host's run-time switch).
    package func moves(from state: Int, up: Int?, down: Int?, lowest: Int?, highest: Int?, dragsOnly: Bool = false,
                       dismissalEnabled: Bool = true, _ emit: (_ to: Int, _ gesture: GestureClass) -> Void) {
        guard heights.indices.contains(state) else { return }
        func add(_ to: Int, _ gesture: GestureClass) {
            if to != state { emit(to, gesture) }
        }
        let dismissal = dismissal(from: state, down: down, enabled: dismissalEnabled)
        if acceptsGestures(in: state), configuration.release == .projected {
            projectedMoves(from: state, up: up, down: down, lowest: lowest, highest: highest, dragsOnly: dragsOnly, add)
            if let dismissal {
                // A release dismisses (`settleProjected`) when it is a downward flick at or below
                // the start, or a drag whose projection passes the distance: the farthest drag
                // (at the dismissed height, at the flick velocity) and a flick at the start
                // decide whether any does.
                let v = configuration.thresholds.velocity, h = heights[state]
                add(settle(from: state, releaseHeight: heights[dismissal], velocity: -v, up: up, down: down, dismissal: dismissal), .drag)
                if v < .greatestFiniteMagnitude && !dragsOnly {
                    add(settle(from: state, releaseHeight: h, velocity: -.greatestFiniteMagnitude, up: up, down: down, dismissal: dismissal), .flick)
                }
            }
        } else if acceptsGestures(in: state) {
            // The dismissed state is the lowest state's neighbour down (`settle`).
            let down = down ?? dismissal
            // The same releases as `settle(from:releaseHeight:velocity:)`, with the start's
            // neighbours and release span found once.
            let h = heights[state], range = span(at: h, up: up, down: down)
            let v = configuration.thresholds.velocity
            add(settle(from: state, releaseHeight: range.upperBound, velocity: v, up: up, down: down, span: range), .drag)
            add(settle(from: state, releaseHeight: range.lowerBound, velocity: -v, up: up, down: down, span: range), .drag)
            add(settle(from: state, releaseHeight: h, velocity: 0, up: up, down: down, span: range), .drag)
            if v < .greatestFiniteMagnitude && !dragsOnly {
                add(settle(from: state, releaseHeight: h, velocity: .greatestFiniteMagnitude, up: up, down: down), .flick)
                add(settle(from: state, releaseHeight: h, velocity: -.greatestFiniteMagnitude, up: up, down: down), .flick)
            }
        }
        if !dragsOnly { add(tap(from: state, lowest: lowest, highest: highest), .tap) }
    }

    /// `moves` under `release: projected` (docs/engine.md, "Reachability under `projected`").
    /// `[low, high]` is the start's release span, where the release point `c` lies.
    /// A drag's outcome depends only on its projection `p`, monotonically on each side of the
    /// start, and `p` takes every value from `low - k·V` to `high + k·V` (V the velocity
    /// threshold, k the projection factor); so the two ends, the start, each state's own height
    /// (`p` there lands on it) and the first projection past each threshold cover every state a
    /// drag reaches.
    /// A flick's outcome depends on `p` and on the states not behind `c`, a set that changes
    /// only where `c` leaves a state's position (`flickStarts`). From the first release point
    /// of each stretch with one such set an upward flick projects to every value a flick in the
    /// stretch can; the slowest flick from there, the fastest, and one aimed at each state cover
    /// them. Downward alike, from the last point of each stretch. A flick aimed from a later
    /// start lands where one aimed from the span's first point does (`projectedReleases`), so
    /// the aimed flicks are asked from that point only: O(n) releases per state, not O(n²).
    /// `up`, `down`, `lowest` and `highest` as `moves(from:up:down:lowest:highest:_:)` takes them.
    private func projectedMoves(from state: Int, up: Int?, down: Int?, lowest: Int?, highest: Int?, dragsOnly: Bool,
                                _ add: (Int, GestureClass) -> Void) {
        guard let lowest, let highest else { return }
        projectedReleases(from: state, up: up, down: down, lowest: lowest, highest: highest, dragsOnly: dragsOnly) { y, v, gesture in
            add(settleProjected(from: state, releaseHeight: y, velocity: v, up: up, down: down, lowest: lowest, highest: highest),
                gesture)
        }
    }

    /// The releases (height, velocity and class) whose outcomes are `projectedMoves`': for n
    /// states, n + 5 drags and at most 6n + 4 flicks (more only where states share a position),
    /// whatever their heights. Package: tests bound their number.
    package func projectedReleases(from state: Int, up: Int?, down: Int?, lowest: Int, highest: Int, dragsOnly: Bool = false,
                                   _ release: (_ height: Double, _ velocity: Double, _ gesture: GestureClass) -> Void) {
        let h = heights[state]
        // The release span (`releaseSpan(from:)`): a start above the screen stretches it to its own height.
        let low = min(heights[lowest], h), high = max(heights[highest], h)
        let v = configuration.thresholds.velocity
        func drag(_ y: Double, _ velocity: Double) { release(y, velocity, .drag) }
        drag(high, v)
        drag(low, -v)
        drag(h, 0)
        for i in heights.indices where isTarget(i) { drag(heights[i], 0) }
        if let up { drag((h + threshold(from: state, to: up)).nextUp, 0) }
        if let down { drag((h - threshold(from: state, to: down)).nextDown, 0) }
        guard v < .greatestFiniteMagnitude, !dragsOnly else { return }
        func flick(_ y: Double, _ velocity: Double) { release(y, velocity, .flick) }
        let slowest = v.nextUp, fastest = Double.greatestFiniteMagnitude
        // Whether each restable state shares its position with another restable state at another
        // height: only then can a later start exclude part of its position (below). Found once.
        var sharesPosition: [Bool]?
        for upward in [true, false] {
            // The velocity whose projection from `c` lands at state `i`'s height, if a flick.
            func aim(_ i: Int, from c: Double) -> Double? {
                let a = (heights[i] - c) / Self.projectionFactor
                return (upward ? a > v : -a > v) && a.isFinite ? a : nil
            }
            // Each start once: two states may give one.
            var starts: [Double] = []
            flickStarts(upward: upward, low: low, high: high) { starts.append($0) }
            guard let first = starts.first else { continue }
            var later = starts.dropFirst().filter { $0 != first }
            later.sort()
            // From the span's first point, every state is a candidate: the slowest flick, the fastest
            // and one aimed at each state.
            flick(first, upward ? slowest : -slowest)
            flick(first, upward ? fastest : -fastest)
            var aimed = [Bool](repeating: false, count: heights.count)
            for i in heights.indices where isTarget(i) {
                if let a = aim(i, from: first) { flick(first, a); aimed[i] = true }
            }
            var previous: Double?
            for c in later where c != previous {
                previous = c
                flick(c, upward ? slowest : -slowest)
                flick(c, upward ? fastest : -fastest)
                // Farther in the flick's direction the candidates only shrink and every aim is
                // slower, so a flick aimed from `c` at a state is aimed from `first` too and lands
                // alike, on the first declared state at its position: unless `c` excludes some
                // state at that position (then it may land on another) or the aim from `first`
                // did not fit a Double.
                let shares = sharesPosition ?? heights.indices.map { i in
                    isTarget(i) && heights.indices.contains { j in
                        isTarget(j) && heights[j] != heights[i] && isSamePosition(heights[j], heights[i])
                    }
                }
                sharesPosition = shares
                for i in heights.indices where isTarget(i) {
                    let excludesSome = shares[i] && heights.indices.contains { j in
                        isTarget(j) && isSamePosition(heights[j], heights[i])
                            && !(isSamePosition(heights[j], c) || (upward ? heights[j] > c : heights[j] < c))
                    }
                    guard !aimed[i] || excludesSome, let a = aim(i, from: c) else { continue }
                    flick(c, a)
                }
            }
        }
    }

    /// The release points in `[low, high]` that begin each stretch over which a flick (upward,
    /// or downward) may settle on one set of states, those not behind the release point `c`
    /// (`settleProjected`): the span's first point in the flick's direction (`low` upward), and
    /// for each restable state the first point past which it no longer counts, `c` beyond its
    /// height and not at its position (half a pixel on, found to the ulp as `isSamePosition`
    /// decides), where that is within the span.
    private func flickStarts(upward: Bool, low: Double, high: Double, _ body: (Double) -> Void) {
        body(upward ? low : high)
        for i in heights.indices where isTarget(i) {
            let x = heights[i]
            // A flick released at `c` stops counting `x` once `c` is beyond it and not at its
            // position; that holds from some point on (`isSamePosition` is monotone in the
            // distance), and beyond every height at infinity. The first such point, to the
            // ulp, by bisection over the doubles in order: at most 64 steps, whatever the
            // profile's scale.
            let excluded = { (c: Double) in !(self.isSamePosition(x, c) || (upward ? x > c : x < c)) }
            guard !excluded(x) else {
                if x >= low && x <= high { body(x) }
                continue
            }
            var inside = Self.order(x), outside = Self.order(upward ? .infinity : -.infinity)
            // The distance fits a UInt64 (up to 2^64 - 1 places), not always an Int64.
            while UInt64(bitPattern: upward ? outside &- inside : inside &- outside) > 1 {
                let middle = inside / 2 + outside / 2 + (inside % 2 + outside % 2) / 2
                if excluded(Self.double(at: middle)) { outside = middle } else { inside = middle }
            }
            let c = Self.double(at: outside)
            if c >= low && c <= high { body(c) }
        }
    }

    /// A double's place among all doubles in order (-0 and 0 alike), as an integer.
    private static func order(_ d: Double) -> Int64 {
        let bits = Int64(bitPattern: d.bitPattern)
        return bits >= 0 ? bits : Int64.min &- bits
    }

    /// The double at a place `order(_:)` gives.
    private static func double(at place: Int64) -> Double {
        Double(bitPattern: UInt64(bitPattern: place >= 0 ? place : Int64.min &- place))
    }
}
