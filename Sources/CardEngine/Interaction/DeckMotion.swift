/// A swipe deck's interaction, index-based (docs/runtime.md, "Decks"): the top card follows the
/// finger, rotating; a release goes where `DeckBehavior.outcome` says (the one place that
/// decides); a committed card flies out along `DeckExit`'s path while the cards under it move up
/// one depth; a card that is not committed springs back to the centre; `undo` brings the last
/// removed card back. `cardc simulate` and the typed `DeckInteraction` drive it.
///
/// States are the last outcome: 0 is `center`, `i + 1` the configuration's `directions[i]`
/// (the checker's `Reachability.deck` numbering). Which card is on top is a data index,
/// `topCard`, from 0 to `cardCount` (empty); `appendCards` adds cards under the last one at any
/// time (a feed).
///
/// Hostile input: a time that is not finite, or earlier than the last one seen, is read as the
/// last one; non-finite translations and velocities read as 0, translations are limited to
/// ±`limit` points and (for motion, not for the outcome) velocities to ±`speedLimit` points per
/// second; a `changed` without `began` grabs the card where it is; `ended`/`cancelled` without a
/// grab, pans on an empty deck, taps and content offsets do nothing; an append of 0 or fewer
/// cards adds none, and the count stops at `Int.max`.
package struct DeckMotion: Sendable {
    package let behavior: DeckBehavior
    package private(set) var container: CardContainer
    /// Reduce Motion, as the host last set it (`setMotion`).
    package private(set) var motion: MotionMode
    /// Grows by `appendCards`, never shrinks; at most `Int.max`.
    package private(set) var cardCount: Int
    /// The data index of the card on top (`cardCount` when every card is gone).
    package private(set) var topCard: Int
    /// The last outcome: 0 center, then the enabled directions in declared order.
    package private(set) var state: Int
    /// The latest time seen (events, moves, `advance`).
    package private(set) var time: Double

    package static let limit = 1e7
    package static let speedLimit = 1e6

    enum Top: Sendable, Hashable {
        case resting
        /// The card's centre is (grabX, grabY) + the pan's translation.
        case dragging(grabX: Double, grabY: Double, x: Double, y: Double, vx: Double, vy: Double)
        case returning(x: Spring, y: Spring, start: Double)
    }

    private(set) var top: Top = .resting
    /// +1 when the finger grabbed the top card's upper half, −1 the lower (Koloda, Tinder).
    private var rotationSign: Double = 1
    private var shift: Spring?
    private var shiftStart: Double = 0
    private(set) var leaving: DeckExit?
    /// The last committed card's exit, kept for `undo` (one level).
    package private(set) var lastRemoved: DeckExit?
    /// The state a release decided, reported as `didSettle` once everything it started rests.
    private var pendingSettle: Int?
    /// An append changed which cards are shown: a host that draws only while `restTime` is not
    /// nil draws them on the next frame; the next `advance` clears it.
    private var shownChanged = false

    package init(configuration: DeckConfiguration, container: CardContainer, motion: MotionMode = .full,
                 initialState: Int = 0, cardCount: Int) {
        behavior = DeckBehavior(configuration: configuration)
        self.container = container
        self.motion = motion
        self.cardCount = max(0, cardCount)
        topCard = 0
        state = initialState >= 0 && initialState <= configuration.directions.count ? initialState : 0
        // Time starts at the first event: until then any finite time is "later".
        time = -Double.greatestFiniteMagnitude
    }

    package var configuration: DeckConfiguration { behavior.configuration }
    package var stateCount: Int { configuration.directions.count + 1 }
    package var remaining: Int { cardCount - topCard }
    package var canUndo: Bool { lastRemoved != nil && !isDragging }
    package var isDragging: Bool {
        if case .dragging = top { return true }
        return false
    }

    /// The state index of an outcome, nil for a direction that is not enabled.
    package func state(of outcome: DeckBehavior.Outcome) -> Int? {
        guard outcome != .center else { return 0 }
        var i = 0
        for direction in configuration.directions {
            if DeckBehavior.Outcome(direction) == outcome { return i + 1 }
            i += 1
        }
        return nil
    }

    /// The outcome a state index names (center for 0 or an index out of range).
    package func outcome(of state: Int) -> DeckBehavior.Outcome {
        let directions = configuration.directions
        guard state >= 1, state <= directions.count else { return .center }
        return DeckBehavior.Outcome(directions[state - 1])
    }

    private var springParameters: SpringParameters { SpringParameters(configuration.animation) }

    private func clock(_ t: Double) -> Double {
        t.isFinite ? max(t, time) : (time > -Double.greatestFiniteMagnitude ? time : 0)
    }

    private static func clean(_ v: Double, _ bound: Double) -> Double {
        v.isFinite ? min(max(v, -bound), bound) : 0
    }

    // MARK: Sampling

    /// The top card's centre offset and velocity at `t`.
    func topSample(at t: Double) -> (x: Double, y: Double, vx: Double, vy: Double) {
        switch top {
        case .resting:
            return (0, 0, 0, 0)
        case let .dragging(_, _, x, y, vx, vy):
            return (x, y, vx, vy)
        case let .returning(sx, sy, start):
            let u = t - start
            return (sx.position(at: u), sy.position(at: u), sx.velocity(at: u), sy.velocity(at: u))
        }
    }

    private func shiftSample(at t: Double) -> (value: Double, velocity: Double) {
        guard let shift else { return (0, 0) }
        return (shift.position(at: t - shiftStart), shift.velocity(at: t - shiftStart))
    }

    /// What to show at `t`: pure, any `t` in any order (a non-finite `t` reads as the last time).
    package func frame(at t: Double) -> DeckFrame {
        let t = t.isFinite ? t : clock(t)
        let p = topSample(at: t)
        var leavingFrame: DeckCardFrame?
        if let exit = leaving, t < exit.end { leavingFrame = frame(of: exit, at: t) }
        let shown = DeckLayout(configuration: configuration).visibleCount(remaining: remaining)
        var moving = isDragging || leavingFrame != nil
        if case let .returning(sx, sy, start) = top, t < start + max(sx.restTime, sy.restTime) { moving = true }
        if let spring = shift, t < shiftStart + spring.restTime { moving = true }
        return DeckFrame(time: t, behavior: behavior, topCard: topCard, deckCount: shown, topX: p.x, topY: p.y,
                         topRotation: DeckFrame.rotation(x: p.x, sign: rotationSign, behavior: behavior, motion: motion),
                         shift: shiftSample(at: t).value, leaving: leavingFrame, isDragging: isDragging, isResting: !moving)
    }

    /// Where `exit`'s card is drawn at `t` along its exit path (at `exit.end`, where it was last
    /// seen): what `frame(at:)` shows while it leaves, and what `cardc simulate` holds after.
    package func frame(of exit: DeckExit, at t: Double) -> DeckCardFrame {
        let q = exit.sample(at: t)
        let overlay = DeckFrame.overlay(x: q.x, y: q.y, behavior: behavior)
        return DeckCardFrame(
            card: exit.card, frame: DeckFrame.rect(depth: exit.depth, x: q.x, y: q.y, behavior: behavior),
            offsetX: q.x, offsetY: q.y,
            rotation: DeckFrame.rotation(x: q.x, sign: exit.rotationSign, behavior: behavior, motion: motion),
            scale: 1, overlay: overlay.direction, overlayAlpha: overlay.alpha, isLeaving: true)
    }

    // MARK: Events

    package mutating func handle(_ event: InteractionEvent) -> DeckNotices<Int> {
        let t = clock(event.time)
        var notices = advance(to: t)
        switch event {
        case .pan(let pan):
            notices.merge(handle(pan, at: t))
        case .container(let container, _):
            // Offsets are from the deck's centre, which moves with the container's safe area
            // (`DeckLayout.centre(in:)`): the card stays on it, nothing jumps.
            self.container = container
        case .tap, .contentOffset:
            break
        }
        return notices
    }

    private mutating func handle(_ pan: PanEvent, at t: Double) -> DeckNotices<Int> {
        let tx = Self.clean(pan.translation.x, Self.limit), ty = Self.clean(pan.translation.y, Self.limit)
        let velocity = pan.velocity.finite
        let vx = Self.clean(velocity.x, Self.speedLimit), vy = Self.clean(velocity.y, Self.speedLimit)
        switch pan.phase {
        case .began:
            grab(pan, tx: tx, ty: ty, at: t)
        case .changed:
            if !isDragging { grab(pan, tx: tx, ty: ty, at: t) }
            if case let .dragging(gx, gy, _, _, _, _) = top {
                top = .dragging(grabX: gx, grabY: gy, x: gx + tx, y: gy + ty, vx: vx, vy: vy)
            }
        case .ended:
            guard case let .dragging(gx, gy, _, _, _, _) = top else { break }
            let x = gx + tx, y = gy + ty
            // The card's centre travel decides (for a grab in flight it is not the translation).
            let outcome = behavior.outcome(translationX: x, translationY: y, velocityX: velocity.x, velocityY: velocity.y)
            return release(outcome, x: x, y: y, vx: vx, vy: vy, at: t, animated: true)
        case .cancelled:
            // The system took the touch: the card goes back where it was, never commits.
            guard case let .dragging(_, _, x, y, lvx, lvy) = top else { break }
            return release(.center, x: x, y: y, vx: lvx, vy: lvy, at: t, animated: true)
        }
        return DeckNotices()
    }

    /// Takes the top card where it is now, moving or not (no jump).
    private mutating func grab(_ pan: PanEvent, tx: Double, ty: Double, at t: Double) {
        guard topCard < cardCount else { return }
        let p = topSample(at: t)
        if case .returning = top { pendingSettle = nil }
        // The grabbed half sets the sign only for a card that is not turned: a card caught in
        // flight keeps its rotation (no jump).
        if p.x == 0 {
            let fingerY = pan.location.y.isFinite ? pan.location.y : 0
            // The card's centre as drawn: the deck's centre in the container (its safe area's)
            // moved by the card's offset.
            rotationSign = fingerY <= DeckLayout(configuration: configuration).centre(in: container).y + p.y ? 1 : -1
        }
        top = .dragging(grabX: p.x - tx, grabY: p.y - ty, x: p.x, y: p.y, vx: p.vx, vy: p.vy)
    }

    // MARK: Releases

    private mutating func release(_ outcome: DeckBehavior.Outcome, x: Double, y: Double, vx: Double, vy: Double,
                                  at t: Double, animated: Bool) -> DeckNotices<Int> {
        var notices = DeckNotices<Int>()
        let moving = animated && motion == .full
        let to: Int
        if outcome == .center {
            to = 0
            if moving {
                let parameters = springParameters
                top = .returning(x: Spring(from: x, velocity: vx, to: 0, parameters: parameters),
                                 y: Spring(from: y, velocity: vy, to: 0, parameters: parameters), start: t)
            } else {
                top = .resting
            }
        } else {
            guard let index = state(of: outcome), topCard < cardCount else { return notices }
            to = index
            let direction = configuration.directions[index - 1]
            if let old = leaving {
                notices.didRemove = DeckRemoval(card: old.card, direction: old.direction)
                leaving = nil
            }
            var exit = DeckExit(card: topCard, direction: direction, x: x, y: y, vx: vx, vy: vy, start: t,
                                configuration: configuration, container: container, rotationSign: rotationSign)
            let s = shiftSample(at: t)
            exit.depth = max(0, s.value)
            notices.willRemove = DeckRemoval(card: topCard, direction: direction)
            lastRemoved = exit
            topCard += 1
            top = .resting
            if moving && exit.duration > 0 {
                leaving = exit
            } else {
                notices.didRemove = DeckRemoval(card: exit.card, direction: direction)
            }
            if moving {
                shift = Spring(from: s.value + 1, velocity: s.velocity, to: 0, parameters: springParameters)
                shiftStart = t
            } else {
                shift = nil
            }
        }
        notices.willSettle = to
        pendingSettle = to
        if to != state {
            notices.stateChanged = CardStateChange(from: state, to: to)
            state = to
        }
        notices.merge(advance(to: t))
        return notices
    }

    /// Sends the top card to `state`'s outcome from where it is and how fast it moves: a
    /// direction commits it, `center` (0) springs it back. Out of range, or a direction on an
    /// empty deck: nothing.
    package mutating func move(to state: Int, animated: Bool, time: Double) -> DeckNotices<Int> {
        let t = clock(time)
        var notices = advance(to: t)
        guard state >= 0, state < stateCount else { return notices }
        let p = topSample(at: t)
        if state != 0 && topCard >= cardCount { return notices }
        if state == 0 && topCard >= cardCount {
            if self.state != 0 {
                notices.stateChanged = CardStateChange(from: self.state, to: 0)
                self.state = 0
            }
            return notices
        }
        notices.merge(release(outcome(of: state), x: p.x, y: p.y, vx: p.vx, vy: p.vy, at: t, animated: animated))
        return notices
    }

    /// Brings the last removed card back on top: from where it flies (with its velocity) if it
    /// is still leaving, else from where its exit ended; it springs to the centre (x and y), and
    /// the cards under it move down one depth. One level; refused while a card is dragged. The
    /// state becomes `center`.
    package mutating func undo(animated: Bool, time: Double) -> DeckNotices<Int> {
        let t = clock(time)
        var notices = advance(to: t)
        guard let removed = lastRemoved, removed.card == topCard - 1, !isDragging else { return notices }
        var from = removed.sample(at: removed.end)
        from.vx = 0
        from.vy = 0
        if let exit = leaving, exit.card == removed.card {
            from = exit.sample(at: t)
            leaving = nil
        }
        let moving = animated && motion == .full
        let s = shiftSample(at: t)
        topCard -= 1
        lastRemoved = nil
        rotationSign = removed.rotationSign
        if moving {
            let parameters = springParameters
            top = .returning(x: Spring(from: Self.clean(from.x, Self.limit), velocity: Self.clean(from.vx, Self.speedLimit), to: 0, parameters: parameters),
                             y: Spring(from: Self.clean(from.y, Self.limit), velocity: Self.clean(from.vy, Self.speedLimit), to: 0, parameters: parameters),
                             start: t)
            shift = Spring(from: s.value - 1, velocity: s.velocity, to: 0, parameters: parameters)
            shiftStart = t
        } else {
            top = .resting
            shift = nil
        }
        notices.undone = removed.card
        notices.willSettle = 0
        pendingSettle = 0
        if state != 0 {
            notices.stateChanged = CardStateChange(from: state, to: 0)
            state = 0
        }
        notices.merge(advance(to: t))
        return notices
    }

    /// Moves the clock to `time` and reports what has finished by then: a leaving card gone
    /// (`didRemove`), and `didSettle` once the last release's motions all rest.
    package mutating func advance(to time: Double) -> DeckNotices<Int> {
        let t = clock(time)
        self.time = t
        shownChanged = false
        var notices = DeckNotices<Int>()
        if let exit = leaving, t >= exit.end {
            notices.didRemove = DeckRemoval(card: exit.card, direction: exit.direction)
            leaving = nil
        }
        // Compared as absolute times, exactly as `restTime` computes them.
        if case let .returning(sx, sy, start) = top, t >= start + max(sx.restTime, sy.restTime) {
            top = .resting
        }
        if let spring = shift, t >= shiftStart + spring.restTime {
            shift = nil
        }
        var returning = false
        if case .returning = top { returning = true }
        if let settled = pendingSettle, leaving == nil, shift == nil, !returning {
            notices.didSettle = settled
            pendingSettle = nil
        }
        return notices
    }

    // MARK: Growing

    /// Adds `count` cards after the last one (data indices `cardCount..<cardCount + count`), at
    /// any time: while a finger holds the top card, while one leaves, on an empty deck (whose
    /// first new card becomes the top card, at rest in the centre), after an undo. Nothing that
    /// moves is touched and the state (the last outcome) stays. Reports `appended` with the new
    /// indices; a count of 0 or less adds nothing, and the total stops at `Int.max`. When the
    /// cards shown change (fewer than `visible` were left), `restTime` is the current time until
    /// the next `advance`, so that a host drawing only while it is not nil draws them.
    package mutating func appendCards(_ count: Int, time: Double) -> DeckNotices<Int> {
        let t = clock(time)
        var notices = advance(to: t)
        // `Int.max - cardCount` cannot overflow (cardCount >= 0): the total is clamped, not trapped.
        let added = min(max(0, count), Int.max - cardCount)
        guard added > 0 else { return notices }
        let layout = DeckLayout(configuration: configuration)
        let shownBefore = layout.visibleCount(remaining: remaining)
        let first = cardCount
        cardCount += added
        notices.appended = first..<cardCount
        if layout.visibleCount(remaining: remaining) != shownBefore { shownChanged = true }
        return notices
    }

    // MARK: Accessibility

    /// "Swipe <direction>" for each state one gesture on the top card reaches on this
    /// container (`DeckBehavior.moves`, the moves the checker's reachability explores), in
    /// state order, then "Undo" when there is one (`CardEngineText`'s words). Allocates: not a
    /// hot path.
    package func accessibilityActions() -> [CardAccessibilityAction<Int>] {
        var actions: [CardAccessibilityAction<Int>] = []
        if topCard < cardCount {
            var reached: UInt64 = 0
            behavior.moves(from: state, in: container) { to, _ in
                if to < 64 { reached |= 1 << UInt64(to) }
            }
            for index in 1..<min(stateCount, 64) where reached & (1 << UInt64(index)) != 0 {
                actions.append(CardAccessibilityAction(name: CardEngineText.swipe(configuration.directions[index - 1]), move: .state(index)))
            }
        }
        if canUndo { actions.append(CardAccessibilityAction(name: CardEngineText.undo, move: .undo)) }
        return actions
    }

    /// Performs an action of `accessibilityActions()`: a swipe toward its state, or undo.
    package mutating func perform(_ action: CardAccessibilityAction<Int>, animated: Bool, time: Double) -> DeckNotices<Int> {
        switch action.move {
        case .state(let state): return move(to: state, animated: animated, time: time)
        case .undo: return undo(animated: animated, time: time)
        case .nextPage, .previousPage: return advance(to: time)
        }
    }

    /// When `advance(to:)` reports `didSettle` (or, with none pending, when what still moves
    /// rests): nil when nothing moves and nothing is left to report, +infinity while a finger
    /// holds the top card; at least the current time after an append that changed the cards
    /// shown, until the next `advance` (one frame draws them). Every time here is the same sum
    /// `advance(to:)` compares with.
    package var restTime: Double? {
        if isDragging { return .infinity }
        var end: Double?
        if let exit = leaving { end = max(end ?? exit.end, exit.end) }
        if case let .returning(sx, sy, start) = top {
            let e = start + max(sx.restTime, sy.restTime)
            end = max(end ?? e, e)
        }
        if let spring = shift {
            let e = shiftStart + spring.restTime
            end = max(end ?? e, e)
        }
        if pendingSettle != nil || shownChanged { return end ?? (time > -Double.greatestFiniteMagnitude ? time : 0) }
        return end
    }

    // MARK: Reduce Motion

    /// Reduce Motion changed (docs/runtime.md, "Reduce Motion"). Turned on: a leaving card is
    /// gone, a returning card and the deck under it are in place at once, and the next
    /// `advance` reports what that finished (`didRemove`, `didSettle`); a dragged card follows
    /// the finger as before but loses its rotation. Turned off: the next release moves.
    package mutating func setMotion(_ mode: MotionMode, time: Double) -> DeckNotices<Int> {
        let t = clock(time)
        let notices = advance(to: t)
        guard mode != motion else { return notices }
        motion = mode
        guard mode == .reduced else { return notices }
        if var exit = leaving {
            // Its exit ends now: not drawn from here on, removed by the next advance.
            exit.start = t - exit.duration
            leaving = exit
        }
        if case .returning = top { top = .resting }
        shift = nil
        return notices
    }

    // MARK: Hit testing

    /// A pan anywhere in the container moves the top card: `.card` there while a card is left,
    /// else `.none`.
    package func hitTest(_ location: CardVector, time: Double) -> CardHitRegion {
        topCard < cardCount && container.contains(location) ? .card : .none
    }
}
