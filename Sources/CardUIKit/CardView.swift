#if canImport(UIKit)
import UIKit

/// One card as UIKit shows it: the app's content inside, a visible background
/// (`.systemBackground`, so a card is never invisible), corners from the frame, and VoiceOver's
/// escape anywhere inside it (the system asks each element's ancestors in turn).
final class CardView: UIView {
    let content: UIView
    var performEscape: (@MainActor () -> Bool)?

    init(content: UIView) {
        self.content = content
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        clipsToBounds = true
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func accessibilityPerformEscape() -> Bool {
        performEscape?() ?? false
    }
}
#endif
