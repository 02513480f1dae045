import CardEngine
import CardHost

/// docs/runtime.md's SwiftUI host before issue 34, transliterated: the engine in `@State`
/// (written by every `advance` in `onChange(of: timeline.date)`), a `TimelineView(.animation)`
/// that is never paused, a container made from `proxy.size` plus the proxy's safe area (counted
/// twice: the size already excludes it), drawn inside the safe area, and a drag that only knows
/// `onChanged` and `onEnded` (a system cancel calls neither).
@MainActor final class DocsSwiftUIHost {
    var engine: SheetInteraction<GlideCard.State>?
    private var dragging = false
    private let clock: FakeClock
    /// Writes to the view's `@State` (each one invalidates the view).
    private(set) var stateWrites = 0
    /// Where the GeometryReader's space starts on the screen: below the top safe area.
    private(set) var originY = 0.0

    init(clock: FakeClock) {
        self.clock = clock
    }

    /// `.onAppear` inside `GeometryReader`: `proxy.size` excludes the safe area it also reports.
    func appear(proxyWidth: Double, proxyHeight: Double, safeArea: CardEdgeInsets) {
        let box = CardContainer(width: proxyWidth, height: proxyHeight, safeAreaTop: safeArea.top, safeAreaBottom: safeArea.bottom)
        engine = SheetInteraction(configuration: GlideCard.configuration, container: box, initial: GlideCard.initialState)
        stateWrites += 1
        originY = safeArea.top
    }

    func onChanged(location: CardVector, startLocation: CardVector, translation: CardVector, velocity: CardVector) {
        send(dragging ? .changed : .began, at: dragging ? location : startLocation, translation: translation, velocity: velocity)
        dragging = true
        stateWrites += 1
    }

    func onEnded(location: CardVector, translation: CardVector, velocity: CardVector) {
        send(.ended, at: location, translation: translation, velocity: velocity)
        dragging = false
        stateWrites += 1
    }

    /// One `TimelineView(.animation)` update: it runs every display frame, resting card or not.
    func timelineTick(_ time: Double) -> SheetInteraction<GlideCard.State>.Frame? {
        let frame = engine?.frame(at: time)
        _ = engine?.advance(to: time)
        stateWrites += 1
        return frame
    }

    private func send(_ phase: PanEvent.Phase, at location: CardVector, translation: CardVector, velocity: CardVector) {
        _ = engine?.handle(.pan(PanEvent(phase, location: location, translation: translation, velocity: velocity, time: clock.now)))
    }
}
