public import CardEngine

/// What every host of a card does, written once for the four kinds and free of UIKit, so it runs
/// and is tested on Linux (docs/runtime.md, "The host layer"). An adapter (CardUIKit's
/// controller, CardSwiftUI's modifiers) forwards what its views and recognizers report and draws
/// what `scene(at:)` answers (`displayFrame(at:)` placed: `CardScene`); CardHost decides
/// everything in between:
/// - display frames only while something moves (`needsDisplayFrames`, with a change callback);
/// - a pan's whole life: began, changed, ended, cancelled or failed, a second finger (the
///   translation is re-based so the card does not jump), and a touch-down on a moving card
///   (`shouldBeginAtTouchDown`), which the adapter's recognizer turns into an immediate began;
/// - header taps and pans by the engine's hit test; the inner scroll view's pans and offsets;
/// - the container: size, safe area on all four edges, keyboard, sent to the engine only when it
///   really changed (a card view's own layout never re-lays the card out);
/// - Reduce Motion at any time; VoiceOver's value, actions, adjustable and escape;
/// - programmatic moves with a completion; state observation by callback, `AsyncStream` and a
///   settable `selection`;
/// - calls made from inside its callbacks: queued, and run in order once the call being
///   processed has delivered all of its notices (docs/runtime.md, "Calls from callbacks").
/// Its clock is passed in (`CACurrentMediaTime` in an app, a fake in tests): CardHost reads none.
@MainActor
public final class CardHost<Interaction: CardInteraction> {
    public typealias State = Interaction.State
    public typealias Clock = @MainActor () -> Double

    /// The engine. Read it for kind-specific values (a deck's `topCard`); change it only through
    /// `update`, so notices reach the observers.
    public private(set) var interaction: Interaction
    private let clock: Clock

    public init(_ interaction: Interaction, clock: @escaping Clock) {
        self.interaction = interaction
        self.clock = clock
        self.geometry = ContainerGeometry()
        self.needsDisplayFrames = interaction.restTime != nil
    }

    // MARK: Display frames

    /// Whether the adapter should run its display link (a `TimelineView` unpaused): true while a
    /// finger holds the card, something moves, or a settle is still to be reported; false at rest.
    public private(set) var needsDisplayFrames: Bool
    /// Called when `needsDisplayFrames` changes: start or stop the display link.
    public var onNeedsDisplayFramesChange: (@MainActor (Bool) -> Void)?
    /// Called after a call that found the card at rest and left it at rest, so no display frame
    /// will draw what it changed (a keyboard or container change that moves a resting card):
    /// draw `currentScene` once. An adapter that redraws on
    /// every update anyway (SwiftUI) may ignore it; one that draws only from its display link and
    /// its layout (UIKit) must not, or the card stays where it was.
    public var onNeedsRedraw: (@MainActor () -> Void)?

    /// One display frame: what to draw at `time` (the frame's target time on the host's clock),
    /// then whatever has come due by now reported to the observers.
    public func displayFrame(at time: Double) -> Interaction.Frame {
        let frame = interaction.frame(at: time)
        advanceDisplay(to: time)
        return frame
    }

    private func advanceDisplay(to time: Double) {
        guard !isBusy else { return enqueue { $0.advanceDisplay(to: time) } }
        // Advance to the clock, not the target time: a target a frame ahead would make every event
        // of the next 1/60 s look late to the engine.
        serve { process(interaction.advance(to: min(time, clock()))) }
    }

    /// What to draw now, outside the display loop (after a layout, while resting).
    public var currentFrame: Interaction.Frame { interaction.frame(at: clock()) }

    // MARK: Container

    private var geometry: ContainerGeometry
    /// Container events the engine has received (each lays the card out again).
    package private(set) var containerChangesSent = 0

    /// The container's full size (safe area included: UIKit's `bounds`) and its safe area.
    public func layout(width: Double, height: Double, safeArea: CardEdgeInsets, scale: Double) {
        guard !isBusy else { return enqueue { $0.layout(width: width, height: height, safeArea: safeArea, scale: scale) } }
        geometry.width = width
        geometry.height = height
        geometry.safeArea = safeArea
        geometry.scale = scale
        sendContainerIfChanged()
    }

    /// SwiftUI's `GeometryProxy`: its `size` already excludes the safe area it also reports, so
    /// the safe area is added back once to make the container's full size (the card is drawn
    /// ignoring the safe area and keeps clear of it itself).
    public func layout(safeAreaSize width: Double, height: Double, safeArea: CardEdgeInsets, scale: Double) {
        let full = CardContainer(safeAreaSize: width, height: height, safeArea: safeArea, scale: scale)
        layout(width: full.width, height: full.height, safeArea: safeArea, scale: scale)
    }

    /// How far the keyboard covers the container from its bottom edge (0 when hidden).
    public func keyboardChanged(overlap: Double) {
        guard !isBusy else { return enqueue { $0.keyboardChanged(overlap: overlap) } }
        geometry.keyboard = overlap
        sendContainerIfChanged()
    }

    /// The container the engine lays the card out on now.
    public var container: CardContainer { geometry.container }

    private var sentContainer: CardContainer?

    private func sendContainerIfChanged() {
        let container = geometry.container
        guard container != sentContainer else { return }
        sentContainer = container
        containerChangesSent += 1
        serve { process(interaction.handle(.container(container, time: clock()))) }
    }

    // MARK: Pans

    private var activePan: ActivePan?

    private struct ActivePan {
        var touches: Int
        /// Added to the recognizer's translation: re-based when the number of fingers changes.
        var offset = CardVector.zero
        var lastDelivered: CardVector
    }

    /// Whether a pan beginning at `location` reaches the card (UIKit's `gestureRecognizerShouldBegin`):
    /// a pan elsewhere is left to the views behind.
    public func shouldBeginPan(at location: CardVector) -> Bool {
        let now = clock()
        return interaction.hitTest(location, time: now) != .none && isDrawn(at: location, time: now)
    }

    /// Whether the scene shows the card at `location` (`CardScene.region(at:)`): the engine's hit
    /// test of a stack, a deck and a carousel takes the whole container, and a touch there off
    /// the drawn card is the views' behind it. True for a frame CardHost cannot place.
    private func isDrawn(at location: CardVector, time: Double) -> Bool {
        guard let frame = interaction.frame(at: time) as? any CardSceneFrame else { return true }
        return frame.scene(in: container).region(at: location) != .none
    }

    /// A finger touched down at `location`: true when the card is moving under it, so the
    /// adapter's recognizer begins at once and the card is caught where it is (a stock pan
    /// recognizer begins only after the finger moves about 10 pt, and the card would move on).
    public func shouldBeginAtTouchDown(at location: CardVector) -> Bool {
        let now = clock()
        guard !interaction.isDragging, let rest = interaction.restTime, rest > now else { return false }
        return interaction.hitTest(location, time: now) != .none && isDrawn(at: location, time: now)
    }

    public func pan(_ report: PanReport) {
        guard !isBusy else { return enqueue { $0.pan(report) } }
        var translation = report.translation.finite
        let phase: PanEvent.Phase
        switch report.phase {
        case .began:
            phase = .began
            activePan = ActivePan(touches: report.touches, lastDelivered: translation)
        case .changed, .ended, .cancelled, .failed:
            phase = switch report.phase {
            case .changed: .changed
            case .ended: .ended
            default: .cancelled
            }
            if var pan = activePan {
                if report.touches != pan.touches {
                    // A finger landed or lifted: the centroid, and with it the translation, jumped.
                    pan.offset = CardVector(x: pan.lastDelivered.x - translation.x, y: pan.lastDelivered.y - translation.y)
                    pan.touches = report.touches
                }
                // A cancel carries no movement of its own (SwiftUI's has none at all): the card
                // springs back from where the last report left it.
                translation = phase == .cancelled ? pan.lastDelivered
                    : CardVector(x: translation.x + pan.offset.x, y: translation.y + pan.offset.y)
                pan.lastDelivered = translation
                activePan = phase == .changed ? pan : nil
            }
        }
        serve {
            process(interaction.handle(.pan(PanEvent(phase, location: report.location, translation: translation,
                                                      velocity: report.velocity, time: clock(), source: report.source))))
        }
    }

    // MARK: SwiftUI's drag

    /// How far a finger moves before a touch that did not catch a moving card becomes a pan:
    /// `DragGesture`'s default `minimumDistance` (and UIKit's pan hysteresis).
    public static var dragSlop: Double { 10 }

    // Internal, not private: the scroll content's drag (ScrollContentTouch.swift) takes a touch
    // from this one.
    var drag = DragGestureTracker()
    var dragTouch = DragTouch.none
    /// `.cardScrollContent()`'s drag on the app's scroll view inside the card.
    var contentTouch = ScrollContentTouch()

    enum DragTouch {
        /// No finger, or the pan has begun (the tracker follows it).
        case none
        /// Down, not yet a pan: a tap if it lifts within the slop.
        case pending
        /// Down outside anything the card takes: nothing until it lifts.
        case ignored
    }

    /// `DragGesture(minimumDistance: 0)`'s `onChanged`. The first call is the touch-down: a moving
    /// card under it is caught at once; otherwise the touch becomes a pan once it has moved
    /// `dragSlop` from where it began on the card, and a touch off the card is left alone.
    public func dragChanged(location: CardVector, startLocation: CardVector, translation: CardVector, velocity: CardVector) {
        guard !isBusy else {
            return enqueue { $0.dragChanged(location: location, startLocation: startLocation, translation: translation, velocity: velocity) }
        }
        if !drag.isActive {
            switch dragTouch {
            case .ignored:
                return
            case .none:
                // The scroll content's drag has this touch (it saw it first): it makes the pan.
                if contentTouch.holdsTouch {
                    dragTouch = .ignored
                    return
                }
                dragTouch = .pending
                if !shouldBeginAtTouchDown(at: startLocation) {
                    if !shouldBeginPan(at: startLocation) { dragTouch = .ignored }
                    return
                }
            case .pending:
                guard !Self.withinSlop(translation) else { return }
            }
            dragTouch = .none
        }
        pan(drag.changed(location: location, startLocation: startLocation, translation: translation, velocity: velocity))
    }

    /// `onEnded`: the pan's release, or a tap (a sheet's header) when the touch never became a
    /// pan and lifted within the slop.
    public func dragEnded(location: CardVector, translation: CardVector, velocity: CardVector) {
        guard !isBusy else { return enqueue { $0.dragEnded(location: location, translation: translation, velocity: velocity) } }
        let wasPending = dragTouch == .pending
        dragTouch = .none
        if let release = drag.ended(location: location, translation: translation, velocity: velocity) {
            pan(release)
        } else if wasPending, Self.withinSlop(translation), shouldReceiveTap(at: location) {
            tap(at: location)
        }
    }

    /// The drag's `@GestureState` went back to its initial value: after `onEnded`, or alone when
    /// the system cancelled the gesture; then the pan is cancelled and the card springs back.
    public func dragReset() {
        guard !isBusy else { return enqueue { $0.dragReset() } }
        dragTouch = .none
        if let cancel = drag.reset() { pan(cancel) }
    }

    static func withinSlop(_ translation: CardVector) -> Bool {
        let t = translation.finite
        return t.x * t.x + t.y * t.y < dragSlop * dragSlop
    }

    // MARK: Taps and content

    /// Whether a tap at `location` is the card's (a sheet's header): the adapter's tap recognizer
    /// should begin only then.
    public func shouldReceiveTap(at location: CardVector) -> Bool {
        interaction.hitTest(location, time: clock()) == .header
    }

    public func tap(at location: CardVector) {
        guard !isBusy else { return enqueue { $0.tap(at: location) } }
        serve { process(interaction.handle(.tap(location: location, time: clock()))) }
    }

    /// The inner scroll view scrolled (its content offset, 0 at its top).
    public func contentOffsetChanged(_ offset: Double) {
        guard !isBusy else { return enqueue { $0.contentOffsetChanged(offset) } }
        serve { process(interaction.handle(.contentOffset(offset, time: clock()))) }
    }

    // MARK: Reduce Motion

    /// The system's Reduce Motion: set it whenever it changes; a card moving when it turns on is
    /// shown where it was heading at once.
    public var reduceMotion: Bool {
        get { interaction.motionMode == .reduced }
        set {
            guard !isBusy else { return enqueue { $0.reduceMotion = newValue } }
            guard newValue != reduceMotion else { return }
            serve { process(interaction.setMotion(newValue ? .reduced : .full, time: clock())) }
        }
    }

    // MARK: Moves and observation

    /// The moves still waiting for their completion, in the order they were made.
    private var pendingMoves: [PendingMove] = []

    private struct PendingMove {
        var target: State
        var completion: @MainActor (Bool) -> Void
    }

    /// Moves the card to `state` from where it is and how fast it moves. `completion` runs once,
    /// after the observers have heard of the call that decides it: `true` when the card has come
    /// to rest in `state` (at once when it already rests there), `false` as soon as the card is in
    /// or heading to another state (the move was refused, or something took the card elsewhere:
    /// a release, a tap, another move) or a finger holds it.
    public func move(to state: State, animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard !isBusy else { return enqueue { $0.move(to: state, animated: animated, completion: completion) } }
        serve {
            let notices = interaction.move(to: state, animated: animated, time: clock())
            if let completion { pendingMoves.append(PendingMove(target: state, completion: completion)) }
            process(notices)
        }
    }

    /// The state the card is in or heading to; setting it moves the card there (a binding an app
    /// can hand to a picker).
    public var selection: State {
        get { interaction.state }
        set { move(to: newValue) }
    }

    public var state: State { interaction.state }

    /// Called on every state change, after the engine reported it.
    public var onStateChange: (@MainActor (CardStateChange<State>) -> Void)?

    // MARK: Dismissal

    /// The state a downward drag or flick from the lowest state dismisses the card to (a sheet
    /// spec's `dismissal.state`), nil when it declares none (docs/runtime.md, "Sheets", Dismissal).
    public var dismissedState: State? { interaction.dismissedState }

    /// Whether the card is in (or heading to) its dismissed state.
    public var isDismissed: Bool {
        guard let dismissed = interaction.dismissedState else { return false }
        return interaction.state == dismissed
    }

    /// Whether a gesture may dismiss the card now: SwiftUI's `interactiveDismissDisabled`,
    /// inverted. Off, a release that would dismiss springs back to the lowest state, and VoiceOver
    /// offers no dismissal; a programmatic move to `dismissedState` still works. True at first;
    /// false, and ignored, for a card with no dismissal. A drag under way keeps how far down the
    /// card follows the finger; its release follows the new setting.
    public var isDismissalEnabled: Bool {
        get { interaction.isDismissalEnabled }
        set {
            guard !isBusy else { return enqueue { $0.isDismissalEnabled = newValue } }
            interaction.isDismissalEnabled = newValue
        }
    }

    /// Called when the card enters its dismissed state, whatever took it there (a drag, a flick,
    /// VoiceOver's escape, a move), after `onStateChange` and the streams have heard of the
    /// change: an adapter sets its `isPresented` binding to false here.
    public var onDismiss: (@MainActor () -> Void)?
    /// Called with every call's notices that are not empty (a deck's removals, a carousel's pages).
    public var onNotices: (@MainActor (Interaction.Notices) -> Void)?

    private var streams: [Int: AsyncStream<CardStateChange<State>>.Continuation] = [:]
    private var nextStream = 0

    /// Every state change from now on, as an async sequence (ends when the host goes away).
    public func stateChanges() -> AsyncStream<CardStateChange<State>> {
        let (stream, continuation) = AsyncStream.makeStream(of: CardStateChange<State>.self)
        let id = nextStream
        nextStream += 1
        streams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        return stream
    }

    // A plain deinit (the continuations are Sendable): `isolated deinit` needs iOS 18.4's runtime.
    deinit {
        for continuation in streams.values { continuation.finish() }
    }

    /// Runs a kind-specific call on the engine (a deck's undo, a carousel's page) with the host's
    /// clock, reporting its notices like every other call (from inside a callback, queued as
    /// every call is: hence escaping).
    public func update(_ body: @escaping (inout Interaction, _ time: Double) -> Interaction.Notices) {
        guard !isBusy else { return enqueue { $0.update(body) } }
        serve { process(body(&interaction, clock())) }
    }

    // MARK: Calls from callbacks

    /// A call's processing is under way: the engine's call and the callbacks it leads to.
    private(set) var isBusy = false
    /// Calls made from inside callbacks, in the order made; run once the call that is being
    /// processed has delivered everything.
    private var queued: [@MainActor (CardHost) -> Void] = []
    private var isDraining = false

    /// Keeps a call made from inside a callback for later. The caller passes the call itself,
    /// which, run from the queue, finds the host no longer busy and goes through `serve`.
    func enqueue(_ call: @escaping @MainActor (CardHost) -> Void) {
        queued.append(call)
    }

    /// Runs one call (`isBusy` is false): first what has come due by now is reported on its own
    /// (a card that came to rest before the call did, so that a move waiting for it hears so),
    /// then the call; then, unless an outer `serve` is already draining, the queued calls in
    /// order, each one a call of its own (the loop, not recursion, so a callback that calls back
    /// every time cannot exhaust the stack).
    private func serve(_ call: () -> Void) {
        isBusy = true
        if let rest = interaction.restTime {
            let now = clock()
            if rest <= now { process(interaction.advance(to: now)) }
        }
        call()
        isBusy = false
        guard !isDraining else { return }
        isDraining = true
        // Each call leaves the queue before it runs, so a callback that always calls back holds
        // one queued call at a time, not every call it ever made.
        while !queued.isEmpty {
            let call = queued.removeFirst()
            call(self)
        }
        isDraining = false
    }

    /// Delivers one engine call's notices. The host's own bookkeeping (the display-frame flag,
    /// which moves are decided) is done first, so every callback sees the host as it now is; then
    /// the observers in a fixed order: the state change (callback, then streams, then `onDismiss`
    /// when it enters the dismissed state), the notices,
    /// the decided completions in the order their moves were made, the display-frame change.
    private func process(_ notices: Interaction.Notices) {
        let needs = interaction.restTime != nil
        let needsChanged = needs != needsDisplayFrames
        needsDisplayFrames = needs
        var decided: [(PendingMove, Bool)] = []
        if !pendingMoves.isEmpty {
            // Taken elsewhere (refused, another state, a finger): false; resting there: true.
            let state = interaction.state, dragging = interaction.isDragging
            pendingMoves.removeAll { pending in
                if dragging || pending.target != state { decided.append((pending, false)); return true }
                if !needs { decided.append((pending, true)); return true }
                return false
            }
        }
        if !notices.isEmpty {
            if let change = notices.stateChanged {
                onStateChange?(change)
                for continuation in streams.values { continuation.yield(change) }
                if let dismissed = interaction.dismissedState, change.to == dismissed { onDismiss?() }
            }
            onNotices?(notices)
        }
        for (pending, finished) in decided { pending.completion(finished) }
        if needsChanged { onNeedsDisplayFramesChange?(needs) } else if !needs { onNeedsRedraw?() }
    }

    // MARK: Accessibility

    /// Localizes the engine's texts (state labels, action names). The adapters look them up in
    /// the app's `Cards` strings table; the default reads each text's default value.
    public var localize: @MainActor (CardText) -> String = { $0.defaultValue }

    /// The card's name (`CardLabel`): the adapters' typed entry points set it from the card's type.
    public var label = CardLabel.generic

    /// The accessibility element's label: `label`, localized.
    public var accessibilityLabel: String { localize(label) }

    public var accessibilityValue: String { localize(interaction.accessibilityValue) }

    public var accessibilityActions: [CardHostAccessibilityAction<State>] {
        interaction.accessibilityActions.map { CardHostAccessibilityAction(name: localize($0.name), action: $0) }
    }

    /// Performs a custom action; false when it changed nothing. From inside a callback it is
    /// queued (see `serve`) and answers true: what it will change is not known yet.
    @discardableResult
    public func perform(_ action: CardAccessibilityAction<State>) -> Bool {
        guard !isBusy else { enqueue { $0.perform(action) }; return true }
        return reportsSomething { $0.perform(action, time: $1) }
    }

    @discardableResult
    public func accessibilityIncrement() -> Bool {
        guard !isBusy else { enqueue { $0.accessibilityIncrement() }; return true }
        return reportsSomething { $0.accessibilityIncrement(time: $1) }
    }

    @discardableResult
    public func accessibilityDecrement() -> Bool {
        guard !isBusy else { enqueue { $0.accessibilityDecrement() }; return true }
        return reportsSomething { $0.accessibilityDecrement(time: $1) }
    }

    /// VoiceOver's escape: moves the card out of the way when the kind has such a state
    /// (`escapeState`); false when it handles none, so the system goes on to the next handler.
    @discardableResult
    public func accessibilityEscape() -> Bool {
        guard !isBusy else { enqueue { $0.accessibilityEscape() }; return interaction.escapeState != nil }
        guard let target = interaction.escapeState else { return false }
        move(to: target)
        return true
    }

    private func reportsSomething(_ body: (inout Interaction, Double) -> Interaction.Notices) -> Bool {
        var reported = false
        serve {
            let notices = body(&interaction, clock())
            reported = !notices.isEmpty
            process(notices)
        }
        return reported
    }
}
