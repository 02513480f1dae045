/// A paging carousel's interaction (the paging-carousel seed): a horizontal pan pages, with the
/// neighbours peeking; a vertical pan expands the current card, then scrolls its content; a
/// swipe down at the content's top collapses it. Index-based for cardc; apps use
/// `CarouselInteraction`. The exact rules, with numbers, are in docs/runtime.md, "Carousels":
///
/// - A pan's axis is decided by its first movement: horizontal when |dx| > |dy|, else vertical.
///   A horizontal pan pages only while the card is collapsed; otherwise it does nothing.
/// - Vertical: the pan drives `scrollOffset` 1:1 (up = expand) over 0...expandDistance + the
///   content's limit, banding past both ends (D = container height). A pan that begins with the
///   content scrolled (offset past expandDistance) only scrolls the content: it stops dead at
///   the content's top, so only a new swipe down from the top collapses the card.
/// - Release: `CarouselBehavior.settle(releaseOffset:)` decides the state (the one place); an
///   expanded card released with its content scrolled coasts as a scroll view decelerates;
///   otherwise a spring takes the offset to 0 or expandDistance from the release velocity.
/// - Horizontal: the pan drives `pageOffset` 1:1 (left = later pages) over the pages, banding
///   before the first and after the last (D = container width); a release settles on
///   `CarouselBehavior.page(releaseOffset:velocity:startPage:pageCount:pageWidth:)`.
package struct CarouselMotion: Sendable {
    package let configuration: CarouselConfiguration
    package let behavior: CarouselBehavior
    package private(set) var container: CardContainer
    /// Reduce Motion, as the host last set it (`setMotion`).
    package private(set) var motion: MotionMode
    package let pageCount: Int
    /// The largest content offset (the content's height less the card's), when known.
    package var contentLimit: Double
    /// The state the card rests in, or is heading to once released.
    package private(set) var state: Int
    /// The page the carousel rests on, or is heading to once released.
    package private(set) var page: Int
    package private(set) var time: Double = -.greatestFiniteMagnitude
    private var vertical: Track
    private var horizontal: Track
    private var drag: Drag?
    private let parameters: SpringParameters

    /// One axis when no finger drives it.
    private enum Track: Sendable, Hashable {
        /// At rest at a value (horizontal: the page's offset, recomputed from the layout).
        case resting(Double)
        case spring(Spring, start: Double)
        case coast(CarouselCoast, start: Double)
    }

    private enum Axis: Sendable, Hashable { case undecided, horizontal, vertical, none }

    private struct Drag: Sendable, Hashable {
        var axis: Axis
        var fromState: Int
        var fromPage: Int
        /// The pan began with the content scrolled: it scrolls only the content.
        var contentOnly: Bool
        var translationAtGrab: CardVector
        /// Where each axis was held at the grab (shown), and the finger's unbanded position.
        var heldScroll: Double
        var heldPage: Double
        var fingerAtGrab: Double
        var finger: Double
        /// Points per second along the driven axis, in its offset's direction.
        var fingerVelocity: Double
        /// Added to the driven axis's shown offset: what the band held past a hard end when
        /// Reduce Motion turned on mid-drag (`setMotion`), so the card did not jump; else 0.
        var bias: Double = 0
    }

    package init(configuration: CarouselConfiguration, container: CardContainer, motion: MotionMode = .full,
                 initialState: Int, pageCount: Int = 1, page: Int = 0, contentLimit: Double = .greatestFiniteMagnitude) {
        self.configuration = configuration
        self.behavior = CarouselBehavior(configuration: configuration)
        self.container = StackMotion.bounded(container)
        self.motion = motion
        self.pageCount = max(1, pageCount)
        self.contentLimit = contentLimit.isFinite || contentLimit == .infinity ? max(0, min(contentLimit, .greatestFiniteMagnitude)) : 0
        let state = CarouselBehavior.state(at: initialState) != nil ? initialState : 0
        self.state = state
        self.page = min(max(page, 0), max(1, pageCount) - 1)
        self.parameters = SpringParameters(configuration.animation)
        // A resting page offset is recomputed from the page and the layout; the scroll offset
        // is the state's (set once every property is, to ask `scrollOffset(of:)`).
        self.horizontal = .resting(0)
        self.vertical = .resting(0)
        self.vertical = .resting(scrollOffset(of: state))
    }

    package var layout: CarouselLayout {
        CarouselLayout(configuration: configuration, containerWidth: container.width, containerHeight: container.height)
    }

    package var expandDistance: Double {
        let e = configuration.expandDistance
        return e.isFinite ? max(0, e) : 0
    }

    package var pageWidth: Double {
        let w = layout.collapsedFrame.width + configuration.spacing
        return w.isFinite ? max(0, w) : 0
    }

    package func scrollOffset(of state: Int) -> Double { state == 1 ? expandDistance : 0 }
    package func pageOffset(of page: Int) -> Double { Double(page) * pageWidth }

    private var pageRange: ClosedRange<Double> { 0...pageOffset(of: pageCount - 1) }
    private var scrollRange: ClosedRange<Double> { 0...(expandDistance + contentLimit) }

    private mutating func clock(_ t: Double) -> Double {
        if t.isFinite, t > time { time = t }
        return time.isFinite && time > -.greatestFiniteMagnitude ? time : 0
    }

    // MARK: Frames

    package func frame(at t: Double) -> CarouselFrame {
        var scroll = value(of: vertical, at: t, horizontal: false)
        var paging = value(of: horizontal, at: t, horizontal: true)
        if let drag {
            scroll = (drag.heldScroll, 0)
            paging = (drag.heldPage, 0)
            switch drag.axis {
            case .vertical: scroll = shown(drag)
            case .horizontal: paging = shown(drag)
            case .undecided, .none: break
            }
        }
        return CarouselFrame(scrollOffset: scroll.x, scrollVelocity: scroll.v, pageOffset: paging.x, pageVelocity: paging.v,
                             state: state, page: page, pageCount: pageCount, isDragging: drag != nil,
                             isResting: drag == nil && isRest(vertical) && isRest(horizontal), layout: layout)
    }

    private func isRest(_ track: Track) -> Bool {
        if case .resting = track { return true }
        return false
    }

    private func value(of track: Track, at t: Double, horizontal: Bool) -> (x: Double, v: Double) {
        switch track {
        case .resting(let x):
            return (horizontal ? pageOffset(of: page) : x, 0)
        case .spring(let spring, let start):
            let e = StackMotion.elapsed(t, since: start)
            let x = spring.position(at: e), v = spring.velocity(at: e)
            return x.isFinite && v.isFinite ? (x, v) : (spring.target, 0)
        case .coast(let coast, let start):
            let e = StackMotion.elapsed(t, since: start)
            return (coast.position(at: e), coast.velocity(at: e))
        }
    }

    private func band(horizontal: Bool) -> RubberBand {
        RubberBand(dimension: horizontal ? container.width : container.height)
    }

    private func range(of drag: Drag) -> ClosedRange<Double> {
        if drag.axis == .horizontal { return pageRange }
        return drag.contentOnly ? expandDistance...scrollRange.upperBound : scrollRange
    }

    /// The driven axis's shown value and speed for the finger: 1:1 inside the range, banded past
    /// it (a hard stop under Reduce Motion, and at the content's top for a content-only pan).
    private func shown(_ drag: Drag) -> (x: Double, v: Double) {
        let range = range(of: drag)
        let horizontal = drag.axis == .horizontal
        let hardLow = motion == .reduced || drag.contentOnly
        let hardHigh = motion == .reduced
        let f = drag.finger
        let v = drag.fingerVelocity
        // A hard end holds the card still past it, or on it with the finger moving out (the
        // side rule of `RubberBand.slope(at:velocity:within:)`).
        if f < range.lowerBound || (f == range.lowerBound && v < 0), hardLow { return (range.lowerBound + drag.bias, 0) }
        if f > range.upperBound || (f == range.upperBound && v > 0), hardHigh { return (range.upperBound + drag.bias, 0) }
        let b = band(horizontal: horizontal)
        return (b.shown(f, within: range) + drag.bias, v * b.slope(at: f, velocity: v, within: range))
    }

    // MARK: Events

    package mutating func handle(_ event: InteractionEvent) -> CarouselNotices {
        let t = clock(event.time)
        var notices = settleIfRested(at: t)
        switch event {
        case .pan(let pan):
            notices = notices.merged(with: handle(pan, at: t))
        case .tap:
            // The seed's card has no tap.
            break
        case .contentOffset(let offset, _):
            // The host set the content's offset (e.g. scrolled to top): taken only while the
            // card rests expanded.
            if drag == nil, state == 1, case .resting = vertical, offset.isFinite {
                vertical = .resting(expandDistance + min(max(offset, 0), contentLimit))
            }
        case .container(let container, _):
            let before = frame(at: t)
            self.container = StackMotion.bounded(container)
            // The page offset is in points of the old page width: a moving page restarts toward
            // its page in the new layout from where it is and how fast it moves; a resting one
            // is laid out again.
            if case .spring = horizontal, drag == nil {
                horizontal = track(from: before.pageOffset, velocity: before.pageVelocity, to: pageOffset(of: page), at: t, animated: true)
            }
        }
        return notices
    }

    private mutating func handle(_ pan: PanEvent, at t: Double) -> CarouselNotices {
        let velocity = pan.velocity.finite
        switch pan.phase {
        case .began:
            grab(at: t, translation: pan.translation)
            return CarouselNotices()
        case .changed:
            guard var drag else {
                grab(at: t, translation: pan.translation)
                return CarouselNotices()
            }
            follow(&drag, translation: pan.translation, velocity: velocity)
            self.drag = drag
            return CarouselNotices()
        case .ended, .cancelled:
            // A cancel settles as a release does (the decision is where the card is).
            guard var drag else { return CarouselNotices() }
            follow(&drag, translation: pan.translation, velocity: velocity)
            return release(drag, at: t)
        }
    }

    /// The finger holds the card where it is shown, on both axes, until its first movement
    /// picks the axis it drives.
    private mutating func grab(at t: Double, translation: CardVector) {
        let now = frame(at: t)
        let base = CardVector(x: translation.x.isFinite ? translation.x : 0, y: translation.y.isFinite ? translation.y : 0)
        drag = Drag(axis: .undecided, fromState: state, fromPage: page,
                    contentOnly: state == 1 && now.scrollOffset > expandDistance,
                    translationAtGrab: base, heldScroll: now.scrollOffset, heldPage: now.pageOffset,
                    fingerAtGrab: 0, finger: 0, fingerVelocity: 0)
    }

    private func follow(_ drag: inout Drag, translation: CardVector, velocity: CardVector) {
        let dx = translation.x.isFinite ? translation.x - drag.translationAtGrab.x : 0
        let dy = translation.y.isFinite ? translation.y - drag.translationAtGrab.y : 0
        if drag.axis == .undecided {
            guard !dx.isNaN, !dy.isNaN, dx != 0 || dy != 0 else { return }
            if abs(dx) > abs(dy) {
                drag.axis = drag.fromState == 0 ? .horizontal : .none
            } else {
                drag.axis = .vertical
            }
            let held = drag.axis == .horizontal ? drag.heldPage : drag.heldScroll
            let finger = motion == .full ? band(horizontal: drag.axis == .horizontal).finger(showing: held, within: range(of: drag)) : held
            drag.fingerAtGrab = StackMotion.bounded(finger, StackMotion.maximumDistance)
            drag.finger = drag.fingerAtGrab
        }
        // Offsets grow as the finger moves left (pages) or up (scroll).
        switch drag.axis {
        case .horizontal:
            drag.finger = Self.finite(drag.fingerAtGrab - dx, else: drag.finger)
            drag.fingerVelocity = -velocity.x
        case .vertical:
            drag.finger = Self.finite(drag.fingerAtGrab - dy, else: drag.finger)
            drag.fingerVelocity = -velocity.y
        case .undecided, .none:
            break
        }
    }

    private static func finite(_ x: Double, else fallback: Double) -> Double {
        x.isNaN ? fallback : StackMotion.bounded(x, StackMotion.maximumDistance)
    }

    private func springParameters(animated: Bool) -> SpringParameters {
        animated && motion == .full ? parameters : SpringParameters(response: 0, dampingRatio: 1)
    }

    /// Both axes settle: the driven one where the release decides, from the release velocity;
    /// the other, held still by the finger, resumes toward where it was heading, from rest.
    private mutating func release(_ drag: Drag, at t: Double) -> CarouselNotices {
        self.drag = nil
        var scroll = (x: drag.heldScroll, v: 0.0)
        var paging = (x: drag.heldPage, v: 0.0)
        var targetState = state, targetPage = page
        switch drag.axis {
        case .vertical:
            scroll = shown(drag)
            targetState = CarouselBehavior.index(of: behavior.settle(releaseOffset: scroll.x))
        case .horizontal:
            paging = shown(drag)
            targetPage = CarouselBehavior.page(releaseOffset: paging.x, velocity: drag.fingerVelocity, startPage: drag.fromPage,
                                               pageCount: pageCount, pageWidth: pageWidth)
        case .undecided, .none:
            break
        }
        var notices = CarouselNotices(willSettle: targetState)
        if targetPage != page { notices.pageChanged = .init(from: page, to: targetPage) }
        page = targetPage
        horizontal = track(from: paging.x, velocity: paging.v, to: pageOffset(of: targetPage), at: t, animated: true)
        if targetState != state { notices.stateChanged = .init(from: state, to: targetState) }
        state = targetState
        // Exactly at expandDistance the side the offset moves toward decides, as on a band's
        // end: up, into the content, it coasts as just past; down or still, the card springs as
        // just short (docs/runtime.md, "Carousels").
        if targetState == 1, scroll.x > expandDistance || (scroll.x == expandDistance && scroll.v > 0) {
            // Expanded with the content scrolled: the content coasts (a band past its end
            // springs back to the end).
            let end = scrollRange.upperBound
            if scroll.x > end {
                vertical = track(from: scroll.x, velocity: scroll.v, to: end, at: t, animated: true)
            } else if motion == .full, scroll.v != 0 {
                let coast = CarouselCoast(from: scroll.x, velocity: StackMotion.bounded(scroll.v, StackMotion.maximumSpeed),
                                          within: expandDistance...end)
                vertical = coast.restTime > 0 ? .coast(coast, start: t) : .resting(coast.end)
            } else {
                vertical = .resting(scroll.x)
            }
        } else {
            vertical = track(from: scroll.x, velocity: scroll.v, to: scrollOffset(of: targetState), at: t, animated: true)
        }
        if isRest(vertical), isRest(horizontal) { notices.didSettle = state }
        return notices
    }

    private func track(from x: Double, velocity v: Double, to target: Double, at t: Double, animated: Bool) -> Track {
        let spring = Spring(from: StackMotion.bounded(x, StackMotion.maximumDistance), velocity: StackMotion.bounded(v, StackMotion.maximumSpeed),
                            to: target, parameters: springParameters(animated: animated))
        return spring.restTime > 0 ? .spring(spring, start: t) : .resting(spring.target)
    }

    /// A programmatic move to `state` (the page stays): from where the card is shown and as fast
    /// as it moves; a finger's hold is taken over. The content returns to its top.
    package mutating func move(to state: Int, animated: Bool, time: Double) -> CarouselNotices {
        guard CarouselBehavior.state(at: state) != nil else { return CarouselNotices() }
        let t = clock(time)
        var notices = settleIfRested(at: t)
        if drag == nil, isRest(vertical), isRest(horizontal), state == self.state,
           frame(at: t).scrollOffset == scrollOffset(of: state) { return notices }
        let now = frame(at: t)
        drag = nil
        var move = CarouselNotices(willSettle: state)
        if state != self.state { move.stateChanged = .init(from: self.state, to: state) }
        self.state = state
        vertical = track(from: now.scrollOffset, velocity: now.scrollVelocity, to: scrollOffset(of: state), at: t, animated: animated)
        horizontal = track(from: now.pageOffset, velocity: now.pageVelocity, to: pageOffset(of: page), at: t, animated: animated)
        if isRest(vertical), isRest(horizontal) { move.didSettle = state }
        notices = notices.merged(with: move)
        return notices
    }

    /// A programmatic page change (accessibility's next/previous, or the app's): collapses
    /// nothing; pages only while collapsed, as a pan does.
    package mutating func show(page target: Int, animated: Bool, time: Double) -> CarouselNotices {
        let t = clock(time)
        var notices = settleIfRested(at: t)
        let target = min(max(target, 0), pageCount - 1)
        guard state == 0, target != page || drag != nil else { return notices }
        let now = frame(at: t)
        drag = nil
        var move = CarouselNotices(willSettle: state)
        if target != page { move.pageChanged = .init(from: page, to: target) }
        page = target
        vertical = track(from: now.scrollOffset, velocity: now.scrollVelocity, to: scrollOffset(of: state), at: t, animated: animated)
        horizontal = track(from: now.pageOffset, velocity: now.pageVelocity, to: pageOffset(of: target), at: t, animated: animated)
        if isRest(vertical), isRest(horizontal) { move.didSettle = state }
        notices = notices.merged(with: move)
        return notices
    }

    /// Reports `didSettle` once both axes have come to rest.
    package mutating func advance(to time: Double) -> CarouselNotices {
        settleIfRested(at: clock(time))
    }

    private mutating func settleIfRested(at t: Double) -> CarouselNotices {
        guard drag == nil, !(isRest(vertical) && isRest(horizontal)) else { return CarouselNotices() }
        if let rested = rested(vertical, at: t) { vertical = rested }
        if let rested = rested(horizontal, at: t) { horizontal = rested }
        return isRest(vertical) && isRest(horizontal) ? CarouselNotices(didSettle: state) : CarouselNotices()
    }

    private func rested(_ track: Track, at t: Double) -> Track? {
        switch track {
        case .resting: return nil
        case .spring(let spring, let start):
            return t >= start + spring.restTime ? .resting(spring.target) : nil
        case .coast(let coast, let start):
            return t >= start + coast.restTime ? .resting(coast.end) : nil
        }
    }

    /// The absolute time a track rests at, nil when it rests: the sum `rested(_:at:)` and
    /// `restTime` both read.
    private static func end(of track: Track) -> Double? {
        switch track {
        case .resting: return nil
        case .spring(let spring, let start): return start + spring.restTime
        case .coast(let coast, let start): return start + coast.restTime
        }
    }

    /// When `advance(to:)` reports `didSettle` (both axes at rest): nil when they rest,
    /// +infinity while a finger holds the card.
    package var isDragging: Bool { drag != nil }

    package var restTime: Double? {
        if drag != nil { return .infinity }
        switch (Self.end(of: vertical), Self.end(of: horizontal)) {
        case (nil, nil): return nil
        case let (v?, nil): return v
        case let (nil, h?): return h
        case let (v?, h?): return max(v, h)
        }
    }

    // MARK: Reduce Motion

    /// Reduce Motion changed, as `SheetMotion.setMotion` (docs/runtime.md, "Reduce Motion"):
    /// turned on, a spring or coast shows its end at once (`didSettle` on the next advance); a
    /// drag keeps the card where it shows and goes on under the new mode.
    package mutating func setMotion(_ mode: MotionMode, time: Double) -> CarouselNotices {
        let t = clock(time)
        let notices = settleIfRested(at: t)
        guard mode != motion else { return notices }
        if var drag, drag.axis == .vertical || drag.axis == .horizontal {
            let held = shown(drag).x
            motion = mode
            let horizontal = drag.axis == .horizontal
            let range = range(of: drag)
            let finger = StackMotion.bounded(motion == .full ? band(horizontal: horizontal).finger(showing: held, within: range)
                                                              : min(max(held, range.lowerBound), range.upperBound),
                                             StackMotion.maximumDistance)
            // The pan's translation on the driven axis now; the new anchor sits at it.
            let translation = (horizontal ? drag.translationAtGrab.x : drag.translationAtGrab.y) + (drag.fingerAtGrab - drag.finger)
            if translation.isFinite {
                if horizontal { drag.translationAtGrab.x = translation } else { drag.translationAtGrab.y = translation }
            }
            drag.fingerAtGrab = finger
            drag.finger = finger
            drag.bias = 0
            drag.bias = held - shown(drag).x
            self.drag = drag
            return notices
        }
        motion = mode
        if mode == .reduced {
            vertical = Self.atEnd(vertical, at: t)
            horizontal = Self.atEnd(horizontal, at: t)
        }
        return notices
    }

    /// A moving track shown at its end from `t`: a spring already there, resting by `t`.
    private static func atEnd(_ track: Track, at t: Double) -> Track {
        let end: Double
        switch track {
        case .resting: return track
        case .spring(let spring, _): end = spring.target
        case .coast(let coast, _): end = coast.end
        }
        return .spring(Spring(from: end, velocity: 0, to: end, parameters: SpringParameters(response: 0, dampingRatio: 1)), start: t)
    }

    // MARK: Hit testing

    /// A pan anywhere in the container moves the carousel (the host's recognizer covers it).
    package func hitTest(_ location: CardVector, time: Double) -> CardHitRegion {
        container.contains(location) ? .card : .none
    }
}
