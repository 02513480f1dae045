#if canImport(UIKit)
import UIKit
import CardHost

/// A display link that runs only while `isRunning` (CardHost's `needsDisplayFrames`) and never
/// retains its owner: `CADisplayLink` retains its target, so the target is a small object holding
/// this one weakly. Stopping invalidates the link (the run loop lets go of it); if this object goes
/// away while running, the target invalidates the link at its next frame. It asks for CardHost's
/// frame-rate range (ProMotion's 120 Hz; a link that asks for nothing runs at 60 Hz there).
@MainActor
final class CardDisplayLink {
    private var link: CADisplayLink?
    private let frameRateRange: CardFrameRateRange
    private let onFrame: @MainActor (_ targetTime: Double) -> Void

    /// `onFrame` gets each frame's target time (`targetTimestamp`, on `CACurrentMediaTime`'s clock).
    init(frameRateRange: CardFrameRateRange = .cardMotion, onFrame: @escaping @MainActor (_ targetTime: Double) -> Void) {
        self.frameRateRange = frameRateRange
        self.onFrame = onFrame
    }

    var isRunning: Bool {
        get { link != nil }
        set {
            guard newValue != isRunning else { return }
            if newValue {
                let link = CADisplayLink(target: CardDisplayLinkTarget(owner: self), selector: #selector(CardDisplayLinkTarget.step(_:)))
                link.preferredFrameRateRange = CAFrameRateRange(minimum: Float(frameRateRange.minimum), maximum: Float(frameRateRange.maximum),
                                                                preferred: Float(frameRateRange.preferred))
                link.add(to: .main, forMode: .common)
                self.link = link
            } else {
                link?.invalidate()
                link = nil
            }
        }
    }

    fileprivate func step(_ link: CADisplayLink) {
        onFrame(link.targetTimestamp)
    }
}

/// The display link's target: holds the owner weakly, so the link (which the run loop keeps) never
/// keeps the owner alive, and invalidates the link once the owner is gone.
@MainActor
private final class CardDisplayLinkTarget: NSObject {
    private weak var owner: CardDisplayLink?

    init(owner: CardDisplayLink) {
        self.owner = owner
    }

    /// The link calls this with itself. `AnyObject` rather than `CADisplayLink`: the harness's
    /// stand-in classes cannot be `@objc` on Linux (Tests/AppleStandIns/README.md), and `id` is
    /// what the selector receives on iOS either way.
    @objc func step(_ sender: AnyObject) {
        guard let link = sender as? CADisplayLink else { return }
        guard let owner else {
            link.invalidate()
            return
        }
        owner.step(link)
    }
}
#endif
