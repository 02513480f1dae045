/// A stack's interaction (CardsStack): a vertical pan resizes the stack between its collapsed and
/// expanded heights, banding past them; a release settles where `StackBehavior.settle` decides,
/// with a spring from the release velocity. Index-based (`StackState.allCases` order) for cardc;
/// apps use `StackInteraction`. The rules, with numbers, are in docs/runtime.md, "Stacks".
///
/// Time is passed in. An event stamped earlier than the latest seen (or not finite) is taken at
/// the latest time; non-finite translations are ignored and non-finite velocities read as 0.
package struct StackMotion: Sendable {
    package let configuration: StackConfiguration
    package let behavior: StackBehavior
    package private(set) var container: CardContainer
    /// Reduce Motion, as the host last set it (`setMotion`).
    package private(set) var motion: MotionMode
    /// The state the stack rests in, or is heading to once released.
    package private(set) var state: Int
    /// The latest time seen (events, moves, advances).
    package private(set) var time: Double = -.greatestFiniteMagnitude
    private var phase: Phase
    private let parameters: SpringParameters

    private enum Phase: Sendable, Hashable {
        case resting
        case dragging(Drag)
        case animating(Spring, start: Double)
    }

    /// A finger holding the stack. Heights are measured upward; `finger` is where the stack
    /// would be without the band (the band maps it onto the shown height).
    private struct Drag: Sendable, Hashable {
        var from: Int
        var fingerAtGrab: Double
        var translationAtGrab: Double
        var finger: Double
        /// Points per second, upward positive.
        var fingerVelocity: Double
        /// Added to the shown height: what the band held past the range when Reduce Motion
        /// turned on mid-drag (`setMotion`), so the stack did not jump; 0 otherwise.
        var bias: Double = 0
    }

    package init(configuration: StackConfiguration, container: CardContainer, motion: MotionMode = .full, initialState: Int) {
        self.configuration = configuration
        self.behavior = StackBehavior(configuration: configuration)
        self.container = Self.bounded(container)
        self.motion = motion
        self.state = StackBehavior.state(at: initialState) != nil ? initialState : StackBehavior.index(of: configuration.initial)
        self.phase = .resting
        self.parameters = SpringParameters(configuration.animation)
    }

    package var layout: StackLayout { StackLayout(configuration: configuration, containerWidth: container.width) }

    /// The stack's height when resting in `state`.
    package func height(of state: Int) -> Double {
        state == 0 ? configuration.collapsedHeight : configuration.expandedHeight
    }

    /// The heights a release can settle at: between them the stack follows the finger 1:1.
    package var range: ClosedRange<Double> {
        let a = configuration.collapsedHeight, b = configuration.expandedHeight
        return min(a, b)...max(a, b)
    }

    private var band: RubberBand { RubberBand(dimension: container.height) }

    private func shown(finger: Double) -> Double {
        motion == .full ? band.shown(finger, within: range) : min(max(finger, range.lowerBound), range.upperBound)
    }

    /// The stack's speed for the finger's speed `v` at `finger` (the band's slope; 0 past a hard stop).
    private func speed(finger: Double, velocity v: Double) -> Double {
        if motion == .full { return v * band.slope(at: finger, velocity: v, within: range) }
        return RubberBand.isOutside(finger, velocity: v, within: range) ? 0 : v
    }

    /// Any time in, a usable time out: not finite or earlier than the latest seen reads as the latest.
    private mutating func clock(_ t: Double) -> Double {
        if t.isFinite, t > time { time = t }
        return time.isFinite && time > -.greatestFiniteMagnitude ? time : 0
    }

    // MARK: Frames

    /// What the stack shows at `t` (pure: any t, in any order; before an animation's start it
    /// shows the start, a non-finite t reads as the start).
    package func frame(at t: Double) -> StackFrame {
        let height: Double, velocity: Double
        switch phase {
        case .resting:
            height = self.height(of: state)
            velocity = 0
        case .dragging(let drag):
            height = shown(finger: drag.finger) + drag.bias
            velocity = speed(finger: drag.finger, velocity: drag.fingerVelocity)
        case .animating(let spring, let start):
            let elapsed = Self.elapsed(t, since: start)
            let x = spring.position(at: elapsed), v = spring.velocity(at: elapsed)
            // A spring on extreme numbers (a spec's near-zero duration) could overflow: show
            // its target rather than a non-finite height.
            (height, velocity) = x.isFinite && v.isFinite ? (x, v) : (spring.target, 0)
        }
        return StackFrame(height: height, velocity: velocity, state: state, isDragging: isDragging,
                          isResting: phase == .resting, layout: layout)
    }

    package var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// Positions and speeds a spring may start from: a hostile host's 1e308 would overflow it.
    /// A finger is never a million points per second fast, nor a card a billion points away.
    static let maximumSpeed = 1e6
    static let maximumDistance = 1e9

    static func bounded(_ x: Double, _ limit: Double) -> Double {
        x.isNaN ? 0 : min(max(x, -limit), limit)
    }

    /// The container with its lengths kept within `maximumDistance`, so that offsets made from
    /// them (pages × width) stay finite.
    static func bounded(_ c: CardContainer) -> CardContainer {
        let m = maximumDistance
        return CardContainer(width: min(c.width, m), height: min(c.height, m), safeAreaTop: min(c.safeAreaTop, m),
                             safeAreaBottom: min(c.safeAreaBottom, m), safeAreaLeading: min(c.safeAreaLeading, m),
                             safeAreaTrailing: min(c.safeAreaTrailing, m), keyboardInset: min(c.keyboardInset, m), scale: c.scale)
    }

    static func elapsed(_ t: Double, since start: Double) -> Double {
        if t.isNaN { return 0 }
        let e = t - start
        return e.isNaN ? 0 : e
    }

    // MARK: Events

    package mutating func handle(_ event: InteractionEvent) -> StackNotices {
        let t = clock(event.time)
        var notices = settleIfRested(at: t)
        switch event {
        case .pan(let pan):
            notices = notices.merged(with: handle(pan, at: t))
        case .tap, .contentOffset:
            // CardsStack's tap only tells the delegate; the stack holds no scroll hand-off.
            break
        case .container(let container, _):
            // Heights are points, not shares of the container: nothing jumps; the band's D and
            // the cards' width follow the new container.
            self.container = Self.bounded(container)
        }
        return notices
    }

    private mutating func handle(_ pan: PanEvent, at t: Double) -> StackNotices {
        let velocity = -pan.velocity.finite.y
        let translation = pan.translation.y
        switch pan.phase {
        case .began:
            grab(at: t, translation: translation, velocity: velocity)
            return StackNotices()
        case .changed:
            // A change without a began starts the drag here.
            guard case .dragging(var drag) = phase else {
                grab(at: t, translation: translation, velocity: velocity)
                return StackNotices()
            }
            follow(&drag, translation: translation, velocity: velocity)
            phase = .dragging(drag)
            return StackNotices()
        case .ended, .cancelled:
            // CardsStack treats a cancel as an end. Nothing held: nothing to release.
            guard case .dragging(var drag) = phase else { return StackNotices() }
            follow(&drag, translation: translation, velocity: velocity)
            return release(drag, at: t)
        }
    }

    /// The finger takes the stack where it is shown now, in flight or not (no jump): past the
    /// band's edge, the band is inverted so the finger maps onto the shown height.
    private mutating func grab(at t: Double, translation: Double, velocity: Double) {
        let height = frame(at: t).height
        let finger = Self.bounded(motion == .full ? band.finger(showing: height, within: range)
                                                      : min(max(height, range.lowerBound), range.upperBound), Self.maximumDistance)
        phase = .dragging(Drag(from: state, fingerAtGrab: finger, translationAtGrab: translation.isFinite ? translation : 0,
                               finger: finger, fingerVelocity: velocity))
    }

    private func follow(_ drag: inout Drag, translation: Double, velocity: Double) {
        if translation.isFinite {
            // Up (negative y) grows the stack.
            let finger = drag.fingerAtGrab - (translation - drag.translationAtGrab)
            if !finger.isNaN { drag.finger = Self.bounded(finger, Self.maximumDistance) }
        }
        drag.fingerVelocity = velocity
    }

    /// The decision is `StackBehavior.settle` on the travel away from the state the drag began
    /// in (it clamps it), and the finger's velocity past `thresholds.velocity`; the card's
    /// velocity starts the spring.
    private mutating func release(_ drag: Drag, at t: Double) -> StackNotices {
        let height = shown(finger: drag.finger) + drag.bias
        let velocity = speed(finger: drag.finger, velocity: drag.fingerVelocity)
        let travel = drag.from == 0 ? height - configuration.collapsedHeight : configuration.expandedHeight - height
        let from = StackBehavior.state(at: drag.from) ?? .collapsed
        let target = StackBehavior.index(of: behavior.settle(from: from, travel: travel, velocity: drag.fingerVelocity))
        return settle(to: target, from: height, velocity: velocity, at: t, animated: true)
    }

    /// Starts the spring to `target` (Reduce Motion, or not animated: at once).
    private mutating func settle(to target: Int, from height: Double, velocity: Double, at t: Double, animated: Bool) -> StackNotices {
        var notices = StackNotices(willSettle: target)
        if target != state {
            notices.stateChanged = .init(from: state, to: target)
            state = target
        }
        let spring = Spring(from: Self.bounded(height, Self.maximumDistance), velocity: Self.bounded(velocity, Self.maximumSpeed),
                            to: self.height(of: target),
                            parameters: animated && motion == .full ? parameters : SpringParameters(response: 0, dampingRatio: 1))
        if spring.restTime > 0 {
            phase = .animating(spring, start: t)
        } else {
            phase = .resting
            notices.didSettle = target
        }
        return notices
    }

    /// A programmatic move: from where the stack is shown and as fast as it moves (a finger's
    /// hold is taken over). Moving to the state it rests in does nothing.
    package mutating func move(to state: Int, animated: Bool, time: Double) -> StackNotices {
        guard StackBehavior.state(at: state) != nil else { return StackNotices() }
        let t = clock(time)
        let notices = settleIfRested(at: t)
        if phase == .resting, state == self.state { return notices }
        let now = frame(at: t)
        return notices.merged(with: settle(to: state, from: now.height, velocity: now.velocity, at: t, animated: animated))
    }

    /// Reports `didSettle` once the spring's rest time has passed.
    package mutating func advance(to time: Double) -> StackNotices {
        settleIfRested(at: clock(time))
    }

    private mutating func settleIfRested(at t: Double) -> StackNotices {
        // The absolute sum `restTime` reports, so a host waiting until then is told then.
        guard case .animating(let spring, let start) = phase, t >= start + spring.restTime else {
            return StackNotices()
        }
        phase = .resting
        return StackNotices(didSettle: state)
    }
}

extension StackMotion {
    /// When `advance(to:)` reports `didSettle`: nil resting, +infinity while a finger holds the stack.
    package var restTime: Double? {
        switch phase {
        case .resting: return nil
        case .dragging: return .infinity
        case .animating(let spring, let start): return start + spring.restTime
        }
    }

    /// Reduce Motion changed: as `SheetMotion.setMotion` (docs/runtime.md, "Reduce Motion").
    package mutating func setMotion(_ mode: MotionMode, time: Double) -> StackNotices {
        let t = clock(time)
        let notices = settleIfRested(at: t)
        guard mode != motion else { return notices }
        switch phase {
        case .animating(let spring, _) where mode == .reduced:
            phase = .animating(Spring(from: spring.target, velocity: 0, to: spring.target,
                                      parameters: SpringParameters(response: 0, dampingRatio: 1)), start: t)
            motion = mode
        case .dragging(var drag):
            let height = shown(finger: drag.finger) + drag.bias
            motion = mode
            // The card keeps showing `height`; the rest of the pan moves it under the new mode.
            let finger = Self.bounded(motion == .full ? band.finger(showing: height, within: range)
                                                      : min(max(height, range.lowerBound), range.upperBound), Self.maximumDistance)
            let translation = drag.translationAtGrab + (drag.fingerAtGrab - drag.finger)
            if translation.isFinite { drag.translationAtGrab = translation }
            drag.fingerAtGrab = finger
            drag.finger = finger
            drag.bias = height - shown(finger: finger)
            phase = .dragging(drag)
        case .resting, .animating:
            motion = mode
        }
        return notices
    }

    /// A pan anywhere in the container moves the stack (the host's recognizer covers it).
    package func hitTest(_ location: CardVector, time: Double) -> CardHitRegion {
        container.contains(location) ? .card : .none
    }
}
