/// What a sheet does after a gesture, on one device: where it settles after a drag is released,
/// where a header tap takes it. The checker explores these same functions, so its verdicts are
/// the engine's. The rules are written down in docs/engine.md; in short:
///
/// - Positions are visible heights in points, measured up from the container's bottom edge;
///   velocities are points per second, positive upward.
/// - A state is *restable* when its height is within `0...containerHeight`. Among restable states
///   of equal height only the first declared is ever a target.
/// - A drag that starts in state `s` (height `h`) can settle only in `s` or its neighbours `u`
///   (up) and `d` (down); its *release span* is `[h(d) or h, h(u) or h]`. The card follows the
///   finger inside the span and rubber-bands beyond it, and a release is decided at the finger's
///   height clamped to the span: so no release shows the card farther than a band's give past a
///   state it can settle in, and none throws it back across the screen.
/// - A release with `|v| > thresholds.velocity` is a *flick*: it moves to the neighbouring state
///   in the direction of `v`, if there is one.
/// - Any other release is a *drag*: the release height `y` is projected to
///   `p = y + v * r / (1 - r) / 1000` (r = 0.998, UIScrollView's normal deceleration). If `p` is
///   above the start height `h`, it commits to the next state up when `p - h > upward threshold`;
///   below, to the next state down when `h - p > downward threshold`; otherwise it stays.
///   Comparisons are strict. A `%` threshold is of the gap between the two states.
/// - A release moves at most one state. A state of height 0 shows nothing to touch: no gesture
///   starts there.
/// - Under `release: projected` (the rules above are `neighbour`'s) the span is the lowest
///   restable state to the highest, and a release settles on the state nearest its projection
///   past the thresholds, a flick never behind its release point (`settleProjected`).
/// - A dismissable sheet's dismissed state (`dismissal`) is no gesture's target but one: a drag
///   from the lowest state whose projection passes `dismissal.distance` below it, or a downward
///   flick from there, dismisses (`dismissal(from:down:enabled:)`). The card follows the finger
///   down to the dismissed height. No gesture starts in it (0 pt high).
///
/// A class with constant properties, so a value in every respect but cost: the checker's rules
/// read it for every device, and each copy of a struct retained every array and string of the
/// configuration and layout. The behaviours of one sheet on several devices (`on(_:)`) share
/// one copy of its configuration: the checker makes one per device of every sheet it checks.
public final class SheetBehavior: Sendable {
    /// The configuration, in an object the behaviours of one sheet share.
    @usableFromInline let shared: Shared
    public let layout: SheetLayout

    @inlinable public var configuration: SheetConfiguration { shared.configuration }

    /// One sheet's configuration, held once for all its devices.
    @usableFromInline final class Shared: Sendable {
        @usableFromInline let configuration: SheetConfiguration
        /// The dim's segments, found once for every device (`SheetLayout.dim(of:)`).
        let dim: SheetLayout.Dim?
        /// The dismissed state's index, found once (`dismissedIndex`).
        let dismissed: Int?

        init(_ configuration: SheetConfiguration) {
            self.configuration = configuration
            dim = SheetLayout.dim(of: configuration)
            dismissed = configuration.dismissal.flatMap { configuration.segmentIndex(named: $0.state) }
        }
    }

    /// UIScrollView.DecelerationRate.normal.
    public static let decelerationRate = 0.998
    /// Points of projection per point-per-second of release velocity (about 0.5).
    public static let projectionFactor = decelerationRate / (1 - decelerationRate) / 1000

    public convenience init(configuration: SheetConfiguration, device: DeviceProfile) {
        self.init(shared: Shared(configuration), device: device)
    }

    private init(shared: Shared, device: DeviceProfile) {
        self.shared = shared
        self.layout = SheetLayout(segments: shared.configuration.segments, header: shared.configuration.header.height,
                                  device: device, dim: shared.dim)
    }

    /// The same sheet on `device`, sharing this behaviour's configuration rather than copying it.
    /// `consuming`: the profile the caller hands over is the one the layout keeps.
    public func on(_ device: consuming DeviceProfile) -> SheetBehavior {
        SheetBehavior(shared: shared, device: device)
    }

    /// Whether `other` reads the very configuration this behaviour reads (made by `on(_:)`).
    package func sharesConfiguration(with other: SheetBehavior) -> Bool {
        shared === other.shared
    }

    public var heights: [Double] { layout.heights }

    /// The dismissed state (`dismissal.state`), when the sheet declares one it has: only a
    /// dismissal reaches it, and no other gesture counts it as a neighbour, an extreme or a
    /// candidate.
    public var dismissedIndex: Int? { shared.dismissed }

    /// Whether a gesture other than a dismissal may settle in `state`: restable and not the
    /// dismissed state.
    public func isTarget(_ state: Int) -> Bool {
        isRestable(state) && state != shared.dismissed
    }

    /// The dismissed state, when a release of a drag that began in `state` may dismiss the sheet:
    /// it declares one, `enabled` (the host's run-time switch), a gesture starts in `state`, and
    /// no target lies below it (`down`, `state`'s neighbour down, is nil: the lowest position).
    public func dismissal(from state: Int, down: Int?, enabled: Bool = true) -> Int? {
        guard enabled, down == nil, let d = shared.dismissed, d != state, heights.indices.contains(state),
              acceptsGestures(in: state) else { return nil }
        return d
    }
    public var containerHeight: Double { layout.device.height }

    /// Whether the card can rest in `state`: its height is within the container.
    public func isRestable(_ state: Int) -> Bool {
        let h = layout.heights[state]
        return h >= 0 && h <= layout.device.height
    }

    /// Whether two heights are one position on this device's screen (closer than half a pixel).
    public func isSamePosition(_ a: Double, _ b: Double) -> Bool {
        layout.device.isSamePosition(a, b)
    }

    /// The restable state nearest above (or below) `state`'s height, not counting states at the
    /// same position; among states at one position, the first declared.
    public func neighbour(of state: Int, upward: Bool) -> Int? {
        // `isRestable` and `isSamePosition` with the heights, the container and the tolerance
        // read once: the checker asks this of every state of every sheet on every device.
        let heights = layout.heights, container = layout.device.height, tolerance = layout.device.positionTolerance
        let h = heights[state], dismissed = shared.dismissed ?? -1
        var nearest: Double?
        for i in heights.indices where i != dismissed {
            let candidate = heights[i]
            guard candidate >= 0 && candidate <= container, upward ? candidate > h : candidate < h, !(abs(candidate - h) < tolerance) else { continue }
            if let n = nearest {
                if upward ? candidate < n : candidate > n { nearest = candidate }
            } else {
                nearest = candidate
            }
        }
        guard let nearest else { return nil }
        // The first declared state at that position which is itself a step away from `state`
        // (same side, not at its position): "same position" is not transitive, so a state near
        // `nearest` may still be at the start's own position.
        return heights.indices.first { i in
            let x = heights[i]
            return i != dismissed && x >= 0 && x <= container && abs(x - nearest) < tolerance && (upward ? x > h : x < h) && !(abs(x - h) < tolerance)
        }
    }

    /// Both of `state`'s neighbours, `neighbour(of:upward:)` each, found in one walk over the
    /// states: the checker asks both of every state of every sheet on every device.
    package func neighbours(of state: Int) -> (up: Int?, down: Int?) {
        let heights = layout.heights, container = layout.device.height, tolerance = layout.device.positionTolerance
        let h = heights[state], dismissed = shared.dismissed ?? -1
        var nearestUp: Double?, nearestDown: Double?
        for i in heights.indices where i != dismissed {
            let candidate = heights[i]
            guard candidate >= 0 && candidate <= container && !(abs(candidate - h) < tolerance) else { continue }
            if candidate > h {
                if let n = nearestUp { if candidate < n { nearestUp = candidate } } else { nearestUp = candidate }
            } else if candidate < h {
                if let n = nearestDown { if candidate > n { nearestDown = candidate } } else { nearestDown = candidate }
            }
        }
        guard nearestUp != nil || nearestDown != nil else { return (nil, nil) }
        // The first declared state at each position that is itself a step away from `state`
        // (as `neighbour(of:upward:)`).
        var up: Int?, down: Int?
        for i in heights.indices {
            let x = heights[i]
            guard i != dismissed, x >= 0 && x <= container && !(abs(x - h) < tolerance) else { continue }
            if up == nil, let n = nearestUp, x > h, abs(x - n) < tolerance { up = i }
            if down == nil, let n = nearestDown, x < h, abs(x - n) < tolerance { down = i }
        }
        return (up, down)
    }

    /// The restable state with the lowest (or highest) height; among states at that position,
    /// the first declared.
    public func extreme(highest: Bool) -> Int? {
        var best: Double?
        for i in heights.indices where isTarget(i) {
            if let b = best {
                if highest ? heights[i] > b : heights[i] < b { best = heights[i] }
            } else {
                best = heights[i]
            }
        }
        return best.flatMap(firstRestable(at:))
    }

    /// The first declared restable state at the same position as `height`.
    private func firstRestable(at height: Double) -> Int? {
        heights.indices.first { isTarget($0) && isSamePosition(heights[$0], height) }
    }

    /// Travel from `from` toward `to` that commits to `to`, in points.
    /// Into the dismissed state, `dismissal.distance`.
    public func threshold(from: Int, to: Int) -> Double {
        if to == shared.dismissed, let dismissal = configuration.dismissal { return dismissal.distance }
        let gap = abs(heights[to] - heights[from])
        let length = heights[to] > heights[from] ? configuration.thresholds.upward : configuration.thresholds.downward
        return length.resolved(against: gap)
    }

    /// Whether any gesture can start in `state`: some of the card must show.
    public func acceptsGestures(in state: Int) -> Bool {
        heights[state] > 0
    }

    public static func project(height y: Double, velocity v: Double) -> Double {
        y + v * projectionFactor
    }

    public func isFlick(velocity v: Double) -> Bool {
        abs(v) > configuration.thresholds.velocity
    }

    /// The heights a drag that starts in `state` follows the finger across, 1:1: from its
    /// neighbour down (or its own height, without one) to its neighbour up (or its own height).
    /// Beyond it the card rubber-bands; a release is decided at the height clamped to it. Nil
    /// when no gesture starts in `state` (0 pt high).
    /// Under `release: projected` the span is from the lowest restable state to the highest.
    /// From the lowest state of a dismissable sheet (`dismissal(from:down:enabled:)`, with
    /// `dismissalEnabled`), the span reaches down to the dismissed state's height.
    public func releaseSpan(from state: Int, dismissalEnabled: Bool = true) -> ClosedRange<Double>? {
        guard acceptsGestures(in: state) else { return nil }
        let down = neighbour(of: state, upward: false)
        let dismissed = dismissal(from: state, down: down, enabled: dismissalEnabled)
        switch configuration.release {
        case .neighbour:
            return span(at: heights[state], up: neighbour(of: state, upward: true), down: down ?? dismissed)
        case .projected:
            return span(at: heights[state], up: extreme(highest: true), down: dismissed ?? extreme(highest: false))
        }
    }

    /// The span between two neighbours of a state at height `h`: they are restable and strictly
    /// below and above `h` (not at its position), so the bounds are ordered.
    func span(at h: Double, up: Int?, down: Int?) -> ClosedRange<Double> {
        let low = down.map { heights[$0] } ?? h, high = up.map { heights[$0] } ?? h
        return min(low, h)...max(high, h)
    }

    /// The state the sheet settles in after a drag that began in `state` is released at height
    /// `y` with velocity `v` (positive upward), decided at `y` clamped to the release span: under
    /// `release: neighbour`, `s`, its neighbour up or its neighbour down; under `projected`, the
    /// state nearest the projection (`settleProjected`). The one release function: the checker,
    /// the preview, the runtime and `cardc simulate` all ask it.
    /// With `dismissalEnabled` false (the host's run-time switch) no release dismisses.
    public func settle(from state: Int, releaseHeight y: Double, velocity v: Double, dismissalEnabled: Bool = true) -> Int {
        guard acceptsGestures(in: state) else { return state }
        let down = neighbour(of: state, upward: false)
        return settle(from: state, releaseHeight: y, velocity: v, up: neighbour(of: state, upward: true), down: down,
                      dismissal: dismissal(from: state, down: down, enabled: dismissalEnabled))
    }

    /// `release: projected` (docs/engine.md, "Projected releases"). `c` is `y` clamped to the
    /// span from the lowest restable state to the highest, `p = c + v * projectionFactor`.
    /// - A flick (`|v| > thresholds.velocity`) settles on the restable state nearest `p` among
    ///   those not behind `c` against `v` (at or above `c` for an upward flick; a state at `c`'s
    ///   position counts), so a flick is never answered by a state the other way.
    /// - A drag leaves `state` upward only when `p > h + threshold(state, up)`, then settles on
    ///   the state nearest `p` among those above `h`; downward alike; otherwise it stays.
    /// - Nearest by `|height - p|`; of two at one distance, the one nearer `h`; of states at one
    ///   position, the first declared.
    /// - From the lowest state, with `dismissal` (the dismissed state, `dismissal(from:down:enabled:)`):
    ///   first, a release at `d`, `y` clamped down to the dismissed height instead, dismisses when
    ///   it is a downward flick at or below the lowest state's position, or a drag whose
    ///   projection from `d` passes `dismissal.distance` below it; any other release settles as
    ///   above, from `c`, so a release below the lowest state settles as one at it.
    func settleProjected(from state: Int, releaseHeight y: Double, velocity v: Double, up: Int?, down: Int?, dismissal: Int? = nil) -> Int {
        guard let lowest = extreme(highest: false), let highest = extreme(highest: true) else { return state }
        return settleProjected(from: state, releaseHeight: y, velocity: v, up: up, down: down, lowest: lowest, highest: highest,
                               dismissal: dismissal)
    }

    /// The same with the sheet's extremes (`extreme(highest:)`) found by the caller: `moves`
    /// asks many releases from one state, and each extreme is a walk over the states.
    func settleProjected(from state: Int, releaseHeight y: Double, velocity v: Double, up: Int?, down: Int?,
                         lowest: Int, highest: Int, dismissal: Int? = nil) -> Int {
        let h = heights[state]
        let high = max(heights[highest], h)
        if let dismissal {
            let d = min(max(y, min(heights[dismissal], h)), high)
            if isFlick(velocity: v) ? v < 0 && (d < h || isSamePosition(d, h))
                : h - Self.project(height: d, velocity: v) > threshold(from: state, to: dismissal) {
                return dismissal
            }
        }
        let c = min(max(y, min(heights[lowest], h)), high)
        let p = Self.project(height: c, velocity: v)
        if isFlick(velocity: v) {
            let upward = v > 0
            return nearest(to: p, start: h) { x in
                isSamePosition(x, c) || (upward ? x > c : x < c)
            } ?? state
        }
        if let up, p > h + threshold(from: state, to: up) {
            return nearest(to: p, start: h) { x in x > h && !isSamePosition(x, h) } ?? up
        }
        if let down, p < h - threshold(from: state, to: down) {
            return nearest(to: p, start: h) { x in x < h && !isSamePosition(x, h) } ?? down
        }
        return state
    }

    /// The restable state whose height is nearest `p` among those `allowed` takes; of two at one
    /// distance, the one nearer `start`; then the first declared at that state's position that
    /// `allowed` takes. A loop over the states: no allocation.
    private func nearest(to p: Double, start: Double, _ allowed: (Double) -> Bool) -> Int? {
        var best: Int?
        for i in heights.indices where isTarget(i) && allowed(heights[i]) {
            guard let b = best else { best = i; continue }
            let x = heights[i], y = heights[b]
            guard x != y else { continue }
            // Beyond both, the one on that side is nearer: a projection of 1e300 pt would
            // absorb both distances into one Double and make every state tie.
            let low = min(x, y), high = max(x, y)
            let nearer: Bool
            if p <= low {
                nearer = x == low
            } else if p >= high {
                nearer = x == high
            } else {
                let d = abs(x - p), e = abs(y - p)
                nearer = d < e || (d == e && abs(x - start) < abs(y - start))
            }
            if nearer { best = i }
        }
        guard let best else { return nil }
        return heights.indices.first { i in
            isTarget(i) && allowed(heights[i]) && isSamePosition(heights[i], heights[best])
        } ?? best
    }

    /// `settle` with the start's neighbours found once by the caller (`moves` asks five
    /// releases from one state; each neighbour is a walk over the states).
    /// `dismissal`: the dismissed state when this release may dismiss (`dismissal(from:down:enabled:)`).
    func settle(from state: Int, releaseHeight y: Double, velocity v: Double, up: Int?, down: Int?, dismissal: Int? = nil) -> Int {
        settle(from: state, releaseHeight: y, velocity: v, up: up, down: down, span: nil, dismissal: dismissal)
    }

    /// The same with the start's release span (`span(at:up:down:)`) found by the caller, or nil:
    /// `moves` asks several drag releases from one state.
    /// Under `neighbour` the dismissed state is the lowest state's neighbour down, its threshold
    /// `dismissal.distance`.
    func settle(from state: Int, releaseHeight y: Double, velocity v: Double, up: Int?, down: Int?, span known: ClosedRange<Double>?,
                dismissal: Int? = nil) -> Int {
        if configuration.release == .projected {
            return settleProjected(from: state, releaseHeight: y, velocity: v, up: up, down: down, dismissal: dismissal)
        }
        let down = down ?? dismissal
        if isFlick(velocity: v) {
            return (v > 0 ? up : down) ?? state
        }
        let h = heights[state]
        let range = known ?? span(at: h, up: up, down: down)
        let clamped = min(max(y, range.lowerBound), range.upperBound)
        let p = Self.project(height: clamped, velocity: v)
        if p > h, let up, p - h > threshold(from: state, to: up) {
            return up
        }
        if p < h, let down, h - p > threshold(from: state, to: down) {
            return down
        }
        return state
    }

    /// The state a tap on the header leads to from `state` (itself when the tap does nothing).
    /// The header must show: it needs a height and a visible card.
    public func tap(from state: Int) -> Int {
        guard configuration.header.tap != .none, layout.headerHeight > 0, acceptsGestures(in: state) else { return state }
        return tap(from: state, lowest: extreme(highest: false), highest: extreme(highest: true))
    }

    /// `tap(from:)` with the extremes (`extreme(highest:)`) found by the caller: `moves` asks
    /// every state's tap, and the extremes are the same for each.
    func tap(from state: Int, lowest: Int?, highest: Int?) -> Int {
        guard configuration.header.tap != .none, layout.headerHeight > 0, acceptsGestures(in: state),
              let lowest, let highest else { return state }
        switch configuration.header.tap {
        case .none:
            return state
        case .toggle:
            return state == lowest ? highest : lowest
        case .cycle:
            return neighbour(of: state, upward: true) ?? lowest
        }
    }
}
