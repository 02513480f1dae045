import CardEngine
import CardHost

/// docs/runtime.md's UIKit host before issue 34, transliterated call for call (its
/// `viewDidLayoutSubviews`, `pan` and `draw`), so each defect the issue lists is a test that fails
/// on it: the container it builds has no side safe areas; every layout sends a container change;
/// its display link is started once, never stored, paused or invalidated, and retains the
/// controller; its recognizer is a stock one; no tap, scroll view, VoiceOver or Reduce Motion is
/// wired. Kept as a test fixture only: the adapters replace it.
@MainActor final class DocsUIKitHost {
    var engine: SheetInteraction<GlideCard.State>?
    private let clock: FakeClock
    /// `add(to: .main, forMode: .common)`: the run loop holds the link; the controller does not.
    var addToRunLoop: @MainActor (FakeDisplayLink) -> Void = { _ in }
    private(set) var containerChanges = 0
    private(set) var lastFrame: SheetInteraction<GlideCard.State>.Frame?
    /// Called after `draw` set the card's frame: UIKit lays the view out again.
    var layoutAfterDraw: (@MainActor () -> Void)?

    init(clock: FakeClock) {
        self.clock = clock
    }

    func viewDidLayoutSubviews(width: Double, height: Double, safeArea: CardEdgeInsets, scale: Double) {
        let box = CardContainer(width: width, height: height, safeAreaTop: safeArea.top, safeAreaBottom: safeArea.bottom, scale: scale)
        guard engine == nil else {
            containerChanges += 1
            _ = engine?.handle(.container(box, time: clock.now))
            return
        }
        engine = SheetInteraction(configuration: GlideCard.configuration, container: box, initial: GlideCard.initialState)
        let link = FakeDisplayLink(target: self) { [self] t in self.draw(t) }
        link.start()
        addToRunLoop(link)
    }

    /// The recognizer's action: began, changed, ended; anything else a cancel. No re-basing.
    func pan(_ report: PanReport) {
        let phase: PanEvent.Phase = switch report.phase {
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        default: .cancelled
        }
        _ = engine?.handle(.pan(PanEvent(phase, location: report.location, translation: report.translation,
                                         velocity: report.velocity, time: clock.now)))
    }

    func draw(_ time: Double) {
        guard let frame = engine?.frame(at: time) else { return }
        lastFrame = frame
        _ = engine?.advance(to: time)
        layoutAfterDraw?()
    }
}
