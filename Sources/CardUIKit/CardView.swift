#if canImport(UIKit)
import UIKit

/// One card as UIKit shows it: the app's content inside (a view, or a child view controller's
/// view), a visible background (`.systemBackground`, so a card is never invisible), clipped to
/// the corner radius the scene gives.
final class CardView: UIView {
    let content: UIView

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
}
#endif
