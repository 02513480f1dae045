#if canImport(SwiftUI)
import SwiftUI
import CardEngine
import CardHost

/// The one reference a card's view keeps in a `@State`: the `CardHost` (made once, on the first
/// layout), which also follows the drag gesture's touch. It is not observed: SwiftUI
/// redraws when a display frame is due (`needsFrames`) or a binding changes, never because
/// something here changed.
@MainActor final class CardHostBox<Interaction: CardInteraction> {
    private(set) var host: CardHost<Interaction>?
    /// The app's selection, refreshed on every body (the binding the parent passes now).
    var selection: Binding<Interaction.State>?
    /// The view's display-frame flag.
    var needsFrames: Binding<Bool>?
    /// The app's observer of the host's notices, refreshed on every body.
    var onNotices: ((Interaction.Notices) -> Void)?
    /// The app's observer of the card's dismissal, refreshed on every body.
    var onDismiss: (() -> Void)?
    /// Notices waiting for the next main-actor turn (they may come while SwiftUI draws).
    private var noticesToReport: [Interaction.Notices] = []
    /// Dismissals waiting for the next main-actor turn, reported after the selection.
    private var dismissalsToReport = 0
    private var syncScheduled = false

    /// The host, made on the first call with the first container and the environment's Reduce
    /// Motion. Its texts (`label` among them) are looked up in the app's `Cards` strings table.
    func host(container: CardContainer, motion: MotionMode, label: CardText,
              make: (CardContainer, MotionMode) -> Interaction) -> CardHost<Interaction> {
        if let host { return host }
        let host = CardHost(make(container, motion), clock: { Date().timeIntervalSinceReferenceDate })
        host.localize = { Bundle.main.localizedString(forKey: $0.key, value: $0.defaultValue, table: CardText.table) }
        host.label = label
        host.onNeedsDisplayFramesChange = { [weak self] _ in self?.scheduleSync() }
        host.onStateChange = { [weak self] _ in self?.scheduleSync() }
        host.onNotices = { [weak self] notices in
            guard let self, self.onNotices != nil else { return }
            self.noticesToReport.append(notices)
            self.scheduleSync()
        }
        host.onDismiss = { [weak self] in
            guard let self, self.onDismiss != nil else { return }
            self.dismissalsToReport += 1
            self.scheduleSync()
        }
        self.host = host
        // A card made moving (or with a settle to report) needs frames before any change is reported.
        if host.needsDisplayFrames { scheduleSync() }
        return host
    }

    /// Copies the host's display-frame need, state and notices into SwiftUI on the next
    /// main-actor turn: a display frame reports settles while SwiftUI draws, when no state may be
    /// written. The copy reads the values then current, so it never writes a stale or unchanged
    /// one; notices are delivered in the order the host reported them, then the dismissals.
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
        let notices = noticesToReport
        noticesToReport = []
        for each in notices { onNotices?(each) }
        let dismissals = dismissalsToReport
        dismissalsToReport = 0
        for _ in 0..<dismissals { onDismiss?() }
    }

    /// The app set its selection: move the card there unless it is already in or heading to it.
    func selectionChanged(to state: Interaction.State) {
        guard let host, host.state != state else { return }
        host.move(to: state)
    }

    // MARK: The drag gesture (`DragGesture(minimumDistance: 0)`): CardHost decides

    func dragChanged(location: CGPoint, startLocation: CGPoint, translation: CGSize, velocity: CGSize) {
        host?.dragChanged(location: Self.vector(location), startLocation: Self.vector(startLocation),
                          translation: Self.vector(translation), velocity: Self.vector(velocity))
    }

    func dragEnded(location: CGPoint, translation: CGSize, velocity: CGSize) {
        host?.dragEnded(location: Self.vector(location), translation: Self.vector(translation), velocity: Self.vector(velocity))
    }

    func dragReset() {
        host?.dragReset()
    }

    static func vector(_ point: CGPoint) -> CardVector { CardVector(x: Double(point.x), y: Double(point.y)) }
    static func vector(_ size: CGSize) -> CardVector { CardVector(x: Double(size.width), y: Double(size.height)) }
}

/// `.cardScrollContent()`'s reports, in the layer's coordinates: CardHost decides which drag
/// makes the pan (`ScrollContentTouch`) and what the engine does with it.
extension CardHostBox: CardScrollContentSink {
    func contentDragChanged(_ value: DragGesture.Value) {
        host?.contentDragChanged(location: Self.vector(value.location), startLocation: Self.vector(value.startLocation),
                                 translation: Self.vector(value.translation), velocity: Self.vector(value.velocity))
    }

    func contentDragEnded(_ value: DragGesture.Value) {
        host?.contentDragEnded(location: Self.vector(value.location), translation: Self.vector(value.translation),
                               velocity: Self.vector(value.velocity))
    }

    func contentDragReset() {
        host?.contentDragReset()
    }

    func contentOffsetChanged(_ offset: Double) {
        host?.contentOffsetChanged(offset)
    }
}
#endif
