extension SheetBehavior {
    /// Every state one gesture takes the sheet to from `state` (other than `state`), with the
    /// class of gesture that does it; a state may come twice, by two classes. A drag release's
    /// outcome depends only on its projected height, which is monotone in the release height
    /// (clamped to the start's release span) and velocity; so the highest projection (top of the
    /// span at the flick velocity), the lowest, and the start height itself cover every outcome a
    /// drag can have; a flick's depends only on its direction (docs/engine.md, "Why finitely many releases decide reachability").
    /// The checker's reachability and the runtime's accessibility actions both ask this.
    public func moves(from state: Int, _ emit: (_ to: Int, _ gesture: GestureClass) -> Void) {
        guard heights.indices.contains(state) else { return }
        func add(_ to: Int, _ gesture: GestureClass) {
            if to != state { emit(to, gesture) }
        }
        if acceptsGestures(in: state) {
            // The same releases as `settle(from:releaseHeight:velocity:)`, with the start's
            // neighbours found once.
            let up = neighbour(of: state, upward: true), down = neighbour(of: state, upward: false)
            let h = heights[state], range = span(at: h, up: up, down: down)
            let v = configuration.thresholds.velocity
            add(settle(from: state, releaseHeight: range.upperBound, velocity: v, up: up, down: down), .drag)
            add(settle(from: state, releaseHeight: range.lowerBound, velocity: -v, up: up, down: down), .drag)
            add(settle(from: state, releaseHeight: h, velocity: 0, up: up, down: down), .drag)
            if v < .greatestFiniteMagnitude {
                add(settle(from: state, releaseHeight: h, velocity: .greatestFiniteMagnitude, up: up, down: down), .flick)
                add(settle(from: state, releaseHeight: h, velocity: -.greatestFiniteMagnitude, up: up, down: down), .flick)
            }
        }
        add(tap(from: state), .tap)
    }
}
