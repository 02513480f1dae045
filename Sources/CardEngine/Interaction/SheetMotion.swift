/// A sheet's interaction, by segment index: it takes the host's events (pans, taps, the inner
/// scroll view's offset, container changes) and programmatic moves, and answers what to show at
/// any time and what happened (docs/runtime.md, "Sheets"). `cardc simulate` and the preview drive
/// it with a spec; apps use the typed `SheetInteraction`.
///
/// Where a release lands is `SheetBehavior.settle`, the function the checker explores; this type
/// only adds motion: the finger, the rubber band beyond the release span, springs, the scroll
/// hand-off. Handling an event (other than a container change, which lays the sheet out again)
/// and sampling a frame allocate nothing.
package struct SheetMotion: Sendable {
    package let configuration: SheetConfiguration
    /// The release rules and layout on the current container (rebuilt when it changes).
    package private(set) var behavior: SheetBehavior
    package private(set) var container: CardContainer
    /// Reduce Motion, as the host last set it (`setMotion`).
    package private(set) var motion: MotionMode
    /// The state the card is in or heading to; during a drag, the state the drag started from.
    package private(set) var state: Int

    private var phase: Phase
    /// The latest time seen: an event with an earlier (or non-finite) time is taken as at this one.
    private var clock: Double?
    /// The inner scroll view's offset as the engine holds it (0 at the content's top).
    private var contentOffset: Double
    /// Per segment: whether its name is in `scroll.enabledIn` (read once, so a pan compares no strings).
    private let scrollEnabled: [Bool]
    private var band: RubberBand

    /// Translations are taken within ±this many points: beyond it no finger travels, and the
    /// arithmetic on them stays finite.
    package static let translationLimit = 1e9
    /// The card's speed is taken within ±this many points per second (a hundred screens a second,
    /// ten times the fastest flick): a host's 1e300 would throw the card out of any meaning and
    /// cost the spring its digits. Where a release settles still reads the velocity as given.
    package static let speedLimit = 100_000.0

    private enum Phase: Sendable {
        /// At `heights[state]`, no pan.
        case resting
        /// A spring toward `heights[state]`.
        case animating(Animation)
        /// A pan moves the card.
        case dragging(Drag)
        /// A pan of the inner scroll view, in a state whose content scrolls, that has not moved
        /// yet: its first movement decides whether it scrolls the content or moves the card.
        case undecided(translationOrigin: Double)
        /// A pan scrolls the content; the card rests.
        case scrolling(Scroll)
    }

    private struct Animation: Sendable {
        var spring: Spring
        var startTime: Double

        /// The absolute time it rests at: `restTime` and `advance(to:)` compare with this one
        /// sum, so a host that waits until `restTime` is told `didSettle` then, not a rounding later.
        var restTime: Double { startTime + spring.restTime }

        /// A NaN time reads as the start, as `position(at:)` takes it.
        func rests(by time: Double) -> Bool { time.isNaN ? spring.restTime <= 0 : time >= restTime }
    }

    private struct Drag: Sendable {
        /// The state the drag left (a grab in flight: the state the spring was heading to).
        var start: Int
        /// Where the card follows the finger 1:1; beyond, it rubber-bands.
        var span: ClosedRange<Double>
        /// The finger's height is `fingerOrigin − (translation.y − translationOrigin)`.
        var fingerOrigin: Double
        /// Added to where the band shows the finger: what the band's inverse could not take up
        /// when the card was grabbed (its rounding; or all of the card's distance past the band's
        /// reach, D beyond the span, where only a spring thrown very fast can take it).
        var bias: Double
        var translationOrigin: Double
        /// The finger's height now (unbanded) and its velocity, up positive.
        var finger: Double
        var fingerVelocity: Double
    }

    private struct Scroll: Sendable {
        /// The content offset is `offsetOrigin − (translation.y − translationOrigin)`.
        var offsetOrigin: Double
        var translationOrigin: Double
        var lastTranslation: Double
    }

    package init(configuration: SheetConfiguration, container: CardContainer, motion: MotionMode = .full, initialState: Int) {
        self.configuration = configuration
        self.container = container
        self.motion = motion
        behavior = SheetBehavior(configuration: configuration, device: container.profile)
        let count = configuration.segments.count
        state = count == 0 ? 0 : min(max(initialState, 0), count - 1)
        phase = .resting
        clock = nil
        contentOffset = 0
        scrollEnabled = configuration.segments.map { configuration.scrollEnabledIn.contains($0.name) }
        band = RubberBand(dimension: container.height)
    }

    // MARK: Frames

    /// What to show at `time`: pure, the same answer for any `time` in any order. A spring is
    /// evaluated in closed form at `time`; a drag shows where the last pan event put the finger.
    package func frame(at time: Double) -> SheetFrame {
        let (height, velocity) = position(at: time)
        let layout = behavior.layout
        let top = layout.cardTop(forHeight: height)
        let (left, right) = horizontalExtent
        let card = CardRect(x: left, y: top, width: max(0, right - left), height: max(0, height))
        var dragging = false
        var resting = false
        var scrolls = false
        switch phase {
        case .resting, .undecided, .scrolling:
            resting = true
            scrolls = contentScrollsInState
        case .animating(let animation):
            resting = animation.rests(by: time)
            scrolls = resting && contentScrollsInState
        case .dragging:
            dragging = true
        }
        return SheetFrame(height: height, cardTop: top, cardFrame: card, velocity: velocity, dimAlpha: layout.dimAlpha(atHeight: height),
                          cornerRadius: configuration.appearance.cornerRadius,
                          headerHeight: min(layout.headerHeight, max(0, height)), contentOffset: contentOffset, contentScrolls: scrolls,
                          state: state, isDragging: dragging, isResting: resting)
    }

    /// The card's height and velocity (up positive) at `time`.
    private func position(at time: Double) -> (height: Double, velocity: Double) {
        switch phase {
        case .resting, .undecided, .scrolling:
            return (restHeight(state), 0)
        case .animating(let animation):
            let t = Self.elapsed(time, since: animation.startTime)
            return (animation.spring.position(at: t), animation.spring.velocity(at: t))
        case .dragging(let drag):
            return (shown(drag), cardSpeed(slope(at: drag.finger, velocity: drag.fingerVelocity, within: drag.span) * drag.fingerVelocity))
        }
    }

    private static func elapsed(_ time: Double, since start: Double) -> Double {
        if time.isNaN { return 0 }
        let t = time - start
        return t.isNaN ? 0 : max(0, t)
    }

    // MARK: Events

    /// Applies one event. A time earlier than the latest seen (or not finite) is taken as the
    /// latest; non-finite locations, translations and velocities read as 0.
    package mutating func handle(_ event: InteractionEvent) -> SheetNotices {
        let time = tick(event.time)
        var notices = settleIfRested(at: time)
        guard !configuration.segments.isEmpty else { return notices }
        switch event {
        case .pan(let pan):
            self.pan(pan, at: time, &notices)
        case .tap(let location, _):
            tap(at: location.finite, time: time, &notices)
        case .contentOffset(let offset, _):
            reportContentOffset(offset)
        case .container(let container, _):
            relayout(container, at: time)
        }
        return notices
    }

    /// Moves to `target` as a program asks (a button, VoiceOver): from where the card is and how
    /// fast it moves, with a spring (at once when `animated` is false or motion is reduced). A pan
    /// in progress is abandoned: its later events are ignored until the next `began`.
    package mutating func move(to target: Int, animated: Bool, time: Double) -> SheetNotices {
        let time = tick(time)
        var notices = settleIfRested(at: time)
        guard configuration.segments.indices.contains(target) else { return notices }
        if case .animating = phase, target == state { return notices }
        // Resting there (a content pan may be scrolling it): nothing to do.
        if target == state, !isDragging { return notices }
        let (height, velocity) = position(at: time)
        startSpring(from: height, velocity: velocity, to: target, at: time, animated: animated, &notices)
        return notices
    }

    /// Reports `didSettle` once the running spring's rest time has passed. The host calls it each
    /// display frame, after `frame(at:)`.
    package mutating func advance(to time: Double) -> SheetNotices {
        settleIfRested(at: tick(time))
    }

    private mutating func tick(_ time: Double) -> Double {
        guard time.isFinite else { return clock ?? 0 }
        let t = max(time, clock ?? time)
        clock = t
        return t
    }

    private mutating func settleIfRested(at time: Double) -> SheetNotices {
        guard case .animating(let animation) = phase, animation.rests(by: time) else { return SheetNotices() }
        phase = .resting
        return SheetNotices(didSettle: state)
    }

    package var isDragging: Bool {
        if case .dragging = phase { return true }
        return false
    }

    /// When `advance(to:)` reports `didSettle`: nil when it has nothing to report (resting, or
    /// a pan scrolling the content), +infinity while a finger drags the card.
    package var restTime: Double? {
        switch phase {
        case .resting, .undecided, .scrolling: return nil
        case .dragging: return .infinity
        case .animating(let animation): return animation.restTime
        }
    }

    // MARK: Reduce Motion

    /// Reduce Motion changed (docs/runtime.md, "Reduce Motion"). Turned on while a spring runs:
    /// the card shows its destination at once, and the next `advance` reports `didSettle`.
    /// During a drag the card stays where it shows and the rest of the drag follows the new
    /// mode, as a grab there would (reduced: the band becomes a hard stop at the span's ends,
    /// shifted by whatever the band had taken the card past them). Turned off: the next motion
    /// springs.
    package mutating func setMotion(_ mode: MotionMode, time: Double) -> SheetNotices {
        let time = tick(time)
        let notices = settleIfRested(at: time)
        guard mode != motion else { return notices }
        switch phase {
        case .animating(let animation) where mode == .reduced:
            let target = animation.spring.target
            phase = .animating(Animation(spring: Spring(from: target, velocity: 0, to: target,
                                                        parameters: SpringParameters(response: 0, dampingRatio: 1)), startTime: time))
            motion = mode
        case .dragging(var drag):
            let height = shown(drag)
            motion = mode
            regrab(&drag, showing: height)
            phase = .dragging(drag)
        case .resting, .undecided, .scrolling, .animating:
            motion = mode
        }
        return notices
    }

    /// Re-anchors a drag so the card keeps showing `height` under the current mode: the finger
    /// maps onto it as it does when a pan grabs a card in flight.
    private func regrab(_ drag: inout Drag, showing height: Double) {
        // Reduced: the finger at the span's nearest end, so the card follows it inward at once
        // and stops where it shows outward.
        var finger = min(max(height, drag.span.lowerBound), drag.span.upperBound)
        if motion == .full {
            let reach = band.dimension * 0.99
            finger = band.finger(showing: min(max(height, drag.span.lowerBound - reach), drag.span.upperBound + reach), within: drag.span)
        }
        // The pan's translation now, from the old anchor; the new anchor sits at it.
        let translation = drag.translationOrigin + (drag.fingerOrigin - drag.finger)
        drag.fingerOrigin = finger
        drag.translationOrigin = translation.isFinite ? translation : drag.translationOrigin
        drag.finger = finger
        drag.bias = height - shown(finger, within: drag.span)
    }

    // MARK: Hit testing

    /// Where a touch at `location` lands at `time`, exactly as a pan's `began` and a tap judge
    /// it: `.header` in the header band a tap runs from, `.card` elsewhere on the card, `.none`
    /// off it (or with no segments). While the card heads to a state no gesture starts in (a
    /// height of 0), a pan does not grab it: only the header's tap is left, so the rest of the
    /// card is `.none`.
    package func hitTest(_ location: CardVector, time: Double) -> CardHitRegion {
        guard !configuration.segments.isEmpty else { return .none }
        let location = location.finite
        let height = position(at: time).height
        guard contains(location, cardHeight: height) else { return .none }
        if inHeader(location, cardHeight: height) { return .header }
        return behavior.acceptsGestures(in: state) ? .card : .none
    }

    private func inHeader(_ location: CardVector, cardHeight height: Double) -> Bool {
        let top = behavior.layout.cardTop(forHeight: height)
        let header = min(behavior.layout.headerHeight, max(0, height))
        return location.y <= top + header
    }

    // MARK: Pans

    private mutating func pan(_ pan: PanEvent, at time: Double, _ notices: inout SheetNotices) {
        let limit = Self.translationLimit
        let ty = min(max(pan.translation.finite.y, -limit), limit)
        let fingerVelocity = -pan.velocity.finite.y
        switch pan.phase {
        case .began:
            began(pan.location.finite, translation: ty, velocity: fingerVelocity, source: pan.source, at: time, &notices)
        case .changed, .ended:
            switch phase {
            case .dragging(var drag):
                drag.finger = drag.fingerOrigin - (ty - drag.translationOrigin)
                drag.fingerVelocity = fingerVelocity
                phase = .dragging(drag)
            case .undecided(let origin):
                decide(translation: ty, origin: origin, velocity: fingerVelocity)
            case .scrolling(var scroll):
                scroll.lastTranslation = ty
                phase = .scrolling(scroll)
                scrollOrHandOver(scroll, translation: ty, velocity: fingerVelocity)
            case .resting, .animating:
                break
            }
            if pan.phase == .ended { release(at: time, &notices) }
        case .cancelled:
            cancelPan(at: time, &notices)
        }
    }

    /// A pan that ends without a release: cancelled, or followed by another `began`. A drag goes
    /// back to the state it left, from where the card shows, at rest; a pan that moved no card
    /// just ends.
    private mutating func cancelPan(at time: Double, _ notices: inout SheetNotices) {
        switch phase {
        case .dragging(let drag):
            startSpring(from: shown(drag), velocity: 0, to: drag.start, at: time, animated: true, &notices)
        case .undecided, .scrolling:
            phase = .resting
        case .resting, .animating:
            break
        }
    }

    private mutating func began(_ location: CardVector, translation ty: Double, velocity: Double, source: PanEvent.Source,
                                at time: Double, _ notices: inout SheetNotices) {
        // A second `began` without an end: the first pan is cancelled, then this one grabs the card.
        cancelPan(at: time, &notices)
        let height = position(at: time).height
        guard contains(location, cardHeight: height), behavior.acceptsGestures(in: state) else { return }
        if case .resting = phase, source == .content, scrollEnabled[state] {
            phase = .undecided(translationOrigin: ty)
            return
        }
        // Resting: the card is at its state's height, inside the span. In flight: the finger maps
        // onto where the card shows through the band's inverse, so the grab does not move it.
        let span = releaseSpan(from: state)
        var finger = height
        if motion == .full {
            // Past the band's reach the inverse has no finite answer: the finger takes the band
            // just short of it, and the bias the rest.
            let reach = band.dimension * 0.99
            let shown = min(max(height, span.lowerBound - reach), span.upperBound + reach)
            finger = band.finger(showing: shown, within: span)
        }
        let bias = height - shown(finger, within: span)
        phase = .dragging(Drag(start: state, span: span, fingerOrigin: finger, bias: bias, translationOrigin: ty, finger: finger,
                               fingerVelocity: velocity))
    }

    /// A content pan's first movement: down at the content's top moves the card; anything else
    /// scrolls the content (which hands over to the card if it reaches the top moving down).
    private mutating func decide(translation ty: Double, origin: Double, velocity: Double) {
        let travel = ty - origin
        if travel == 0 { return }
        if travel > 0, contentOffset <= 0 {
            contentOffset = 0
            startDrag(translationOrigin: origin, translation: ty, velocity: velocity)
            return
        }
        let scroll = Scroll(offsetOrigin: contentOffset, translationOrigin: origin, lastTranslation: ty)
        phase = .scrolling(scroll)
        scrollOrHandOver(scroll, translation: ty, velocity: velocity)
    }

    private mutating func scrollOrHandOver(_ scroll: Scroll, translation ty: Double, velocity: Double) {
        let offset = scroll.offsetOrigin - (ty - scroll.translationOrigin)
        if offset >= 0 {
            contentOffset = offset
            return
        }
        // The content reached its top moving down: from the translation at which the offset was
        // 0, the finger moves the card; the offset stays pinned at 0.
        contentOffset = 0
        startDrag(translationOrigin: scroll.translationOrigin + scroll.offsetOrigin, translation: ty, velocity: velocity)
    }

    /// A drag of the resting card from its state's height, the finger at `translationOrigin`.
    private mutating func startDrag(translationOrigin: Double, translation ty: Double, velocity: Double) {
        let h = restHeight(state)
        phase = .dragging(Drag(start: state, span: releaseSpan(from: state), fingerOrigin: h, bias: 0, translationOrigin: translationOrigin,
                               finger: h - (ty - translationOrigin), fingerVelocity: velocity))
    }

    private mutating func release(at time: Double, _ notices: inout SheetNotices) {
        switch phase {
        case .dragging(let drag):
            let target = behavior.settle(from: drag.start, releaseHeight: drag.finger, velocity: drag.fingerVelocity)
            startSpring(from: shown(drag),
                        velocity: cardSpeed(slope(at: drag.finger, velocity: drag.fingerVelocity, within: drag.span) * drag.fingerVelocity),
                        to: target, at: time, animated: true, &notices)
        case .undecided, .scrolling:
            // The content decelerates on its own; the card stays.
            phase = .resting
        case .resting, .animating:
            break
        }
    }

    // MARK: Taps, offsets, containers

    private mutating func tap(at location: CardVector, time: Double, _ notices: inout SheetNotices) {
        switch phase {
        case .resting, .animating: break
        case .dragging, .undecided, .scrolling: return
        }
        let (height, velocity) = position(at: time)
        guard contains(location, cardHeight: height), inHeader(location, cardHeight: height) else { return }
        let target = behavior.tap(from: state)
        guard target != state else { return }
        // From where the card is and how fast it moves: a tap mid-flight reverses it smoothly.
        startSpring(from: height, velocity: velocity, to: target, at: time, animated: true, &notices)
    }

    private mutating func reportContentOffset(_ offset: Double) {
        guard offset.isFinite else { return }
        switch phase {
        case .dragging:
            // The card moves; the content is held at `contentOffset`.
            return
        case .scrolling(var scroll):
            scroll.offsetOrigin = offset
            scroll.translationOrigin = scroll.lastTranslation
            phase = .scrolling(scroll)
        case .resting, .animating, .undecided:
            break
        }
        contentOffset = offset
    }

    /// Lays the sheet out on the new container: resting, the card shows its state's new height;
    /// animating, the spring retargets from where the card is and how fast it moves; dragging,
    /// the finger keeps its height and the span is the start state's new one.
    private mutating func relayout(_ new: CardContainer, at time: Double) {
        let (height, velocity) = position(at: time)
        container = new
        behavior = SheetBehavior(configuration: configuration, device: new.profile)
        band = RubberBand(dimension: new.height)
        switch phase {
        case .animating(let animation):
            phase = .animating(Animation(spring: Spring(from: height, velocity: velocity, to: restHeight(state),
                                                        parameters: animation.spring.parameters), startTime: time))
        case .dragging(var drag):
            drag.span = releaseSpan(from: drag.start)
            phase = .dragging(drag)
        case .resting, .undecided, .scrolling:
            break
        }
    }

    // MARK: Helpers

    private mutating func startSpring(from height: Double, velocity: Double, to target: Int, at time: Double, animated: Bool,
                                      _ notices: inout SheetNotices) {
        let parameters = animated && motion == .full
            ? SpringParameters(configuration.animation)
            : SpringParameters(response: 0, dampingRatio: 1)
        let spring = Spring(from: height, velocity: velocity, to: restHeight(target), parameters: parameters)
        phase = .animating(Animation(spring: spring, startTime: time))
        notices.willSettle = target
        if target != state {
            notices.stateChanged = SheetNotices.Change(from: state, to: target)
            state = target
        }
    }

    /// A state's height, finite (a configuration built in code may hold anything).
    private func restHeight(_ index: Int) -> Double {
        guard behavior.heights.indices.contains(index) else { return 0 }
        let h = behavior.heights[index]
        return h.isFinite ? h : 0
    }

    /// Where a drag from `state` can settle: the release rule's span (`SheetBehavior.releaseSpan`,
    /// the checker's). The card follows the finger 1:1 inside, and bands beyond. A state no
    /// gesture starts in, or a span a configuration built in code made infinite, is its own
    /// (finite) height.
    private func releaseSpan(from state: Int) -> ClosedRange<Double> {
        let h = restHeight(state)
        guard let span = behavior.releaseSpan(from: state), span.lowerBound.isFinite, span.upperBound.isFinite else { return h...h }
        return span
    }

    private func shown(_ drag: Drag) -> Double {
        shown(drag.finger, within: drag.span) + drag.bias
    }

    private func cardSpeed(_ v: Double) -> Double {
        min(max(v, -Self.speedLimit), Self.speedLimit)
    }

    private func shown(_ finger: Double, within span: ClosedRange<Double>) -> Double {
        switch motion {
        case .full: return band.shown(finger, within: span)
        case .reduced: return min(max(finger, span.lowerBound), span.upperBound)
        }
    }

    private func slope(at finger: Double, velocity: Double, within span: ClosedRange<Double>) -> Double {
        // Where the card stops hard (reduced motion, or a band of no length), it does not move.
        guard motion == .full, band.dimension > 0 else { return RubberBand.isOutside(finger, velocity: velocity, within: span) ? 0 : 1 }
        return band.slope(at: finger, velocity: velocity, within: span)
    }

    /// Whether `location` is on the card showing `cardHeight`.
    private func contains(_ location: CardVector, cardHeight: Double) -> Bool {
        let (left, right) = horizontalExtent
        let top = behavior.layout.cardTop(forHeight: cardHeight)
        let bottom = behavior.layout.device.height
        return cardHeight > 0 && location.x >= left && location.x <= right && location.y >= top && location.y <= bottom
    }

    /// The card's left and right edges: inside the leading and trailing safe areas (the camera
    /// housing in landscape), then the spec's insets; never crossed (no negative width).
    private var horizontalExtent: (left: Double, right: Double) {
        let insets = configuration.insets
        func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
        let left = container.safeAreaLeading + finite(insets.leading)
        let right = container.width - container.safeAreaTrailing - finite(insets.trailing)
        return (left, max(left, right))
    }

    private var contentScrollsInState: Bool {
        scrollEnabled.indices.contains(state) && scrollEnabled[state]
    }

    // MARK: Accessibility

    /// The states one gesture takes the sheet to from where it is (or is heading), each once, in
    /// the order `SheetBehavior.moves(from:)` gives them: VoiceOver's custom actions.
    package func accessibilityTargets() -> [Int] {
        guard !configuration.segments.isEmpty else { return [] }
        var targets: [Int] = []
        behavior.moves(from: state) { to, _ in
            if !targets.contains(to) { targets.append(to) }
        }
        return targets
    }

    /// The neighbour up (or down) when one gesture reaches it: adjustable increment (decrement).
    package func accessibilityStep(upward: Bool) -> Int? {
        guard !configuration.segments.isEmpty, let next = behavior.neighbour(of: state, upward: upward) else { return nil }
        var reached = false
        behavior.moves(from: state) { to, _ in
            if to == next { reached = true }
        }
        return reached ? next : nil
    }
}
