#if canImport(SwiftUI)
import SwiftUI
import CardEngine
import CardHost

/// The one reference a card's view keeps in a `@State`: the `CardHost` (made once, on the first
/// layout), the drag tracker and the touch the drag gesture follows. It is not observed: SwiftUI
/// redraws when a display frame is due (`needsFrames`) or a binding changes, never because
/// something here changed.
@MainActor final class CardHostBox<Interaction: CardInteraction> {
    private(set) var host: CardHost<Interaction>?
    private var tracker = DragGestureTracker()
    private var touch = Touch.none
    /// The app's selection, refreshed on every body (the binding the parent passes now).
    var selection: Binding<Interaction.State>?
    /// The view's display-frame flag.
    var needsFrames: Binding<Bool>?
    private var syncScheduled = false

    /// How far a finger moves before a touch that did not catch a moving card becomes a pan:
    /// `DragGesture`'s default `minimumDistance` (and UIKit's pan hysteresis).
    static var slop: Double { 10 }

    private enum Touch {
        /// No finger, or the pan has begun (the tracker follows it).
        case none
        /// Down, not yet a pan: a tap if it lifts within the slop.
        case pending
        /// Down outside anything the card takes: nothing until it lifts.
        case ignored
    }

    /// The host, made on the first call with the first container and the environment's Reduce
    /// Motion. Its texts are looked up in the app's `Cards` strings table.
    func host(container: CardContainer, motion: MotionMode,
              make: (CardContainer, MotionMode) -> Interaction) -> CardHost<Interaction> {
        if let host { return host }
        let host = CardHost(make(container, motion), clock: { Date().timeIntervalSinceReferenceDate })
        host.localize = { Bundle.main.localizedString(forKey: $0.key, value: $0.defaultValue, table: CardText.table) }
        host.onNeedsDisplayFramesChange = { [weak self] _ in self?.scheduleSync() }
        host.onStateChange = { [weak self] _ in self?.scheduleSync() }
        self.host = host
        // A card made moving (or with a settle to report) needs frames before any change is reported.
        if host.needsDisplayFrames { scheduleSync() }
        return host
    }

    /// Copies the host's display-frame need and state into SwiftUI on the next main-actor turn:
    /// a display frame reports settles while SwiftUI draws, when no state may be written. The
    /// copy reads the values then current, so it never writes a stale or unchanged one.
    private func scheduleSync() {
        guard !syncScheduled else { return }
        syncScheduled = true
        Task { @MainActor [weak self] in self?.sync() }
    }

    private func sync() {
        syncScheduled = false
        guard let host else { return }
        if let needsFrames, needsFrames.wrappedValue != host.needsDisplayFrames {
            needsFrames.wrappedValue = host.needsDisplayFrames
        }
        if let selection, selection.wrappedValue != host.state { selection.wrappedValue = host.state }
    }

    /// The app set its selection: move the card there unless it is already in or heading to it.
    func selectionChanged(to state: Interaction.State) {
        guard let host, host.state != state else { return }
        host.move(to: state)
    }

    // MARK: The drag gesture (`DragGesture(minimumDistance: 0)`)

    /// `onChanged`. The first call is the touch-down: a moving card under it is caught at once;
    /// otherwise the touch becomes a pan once it has moved `slop` from where it began on the card.
    func dragChanged(location: CGPoint, startLocation: CGPoint, translation: CGSize, velocity: CGSize) {
        guard let host else { return }
        let start = CardVector(x: Double(startLocation.x), y: Double(startLocation.y))
        if !tracker.isActive {
            switch touch {
            case .ignored:
                return
            case .none:
                touch = .pending
                if !host.shouldBeginAtTouchDown(at: start) {
                    if !host.shouldBeginPan(at: start) { touch = .ignored }
                    return
                }
            case .pending:
                guard !Self.withinSlop(translation) else { return }
            }
            touch = .none
        }
        host.pan(tracker.changed(location: CardVector(x: Double(location.x), y: Double(location.y)), startLocation: start,
                                 translation: CardVector(x: Double(translation.width), y: Double(translation.height)),
                                 velocity: CardVector(x: Double(velocity.width), y: Double(velocity.height))))
    }

    private static func withinSlop(_ translation: CGSize) -> Bool {
        let x = Double(translation.width), y = Double(translation.height)
        return x * x + y * y < slop * slop
    }

    /// `onEnded`: the pan's release, or a tap when the touch never became a pan.
    func dragEnded(location: CGPoint, translation: CGSize, velocity: CGSize) {
        guard let host else { return }
        let wasPending = touch == .pending
        touch = .none
        let at = CardVector(x: Double(location.x), y: Double(location.y))
        if let release = tracker.ended(location: at, translation: CardVector(x: Double(translation.width), y: Double(translation.height)),
                                       velocity: CardVector(x: Double(velocity.width), y: Double(velocity.height))) {
            host.pan(release)
        } else if wasPending, Self.withinSlop(translation), host.shouldReceiveTap(at: at) {
            host.tap(at: at)
        }
    }

    /// The `@GestureState` went back to its initial value: after `onEnded`, or alone when the
    /// system cancelled the gesture; then the pan is cancelled and the card springs back.
    func dragReset() {
        touch = .none
        if let cancel = tracker.reset() { host?.pan(cancel) }
    }
}
#endif
