#if canImport(UIKit)
import UIKit
import CardUIKit

/// CardDemo's sheet over a screen.
final class CardDemoScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        CardViewController(CardDemo.self, content: UIView(frame: .zero)).embed(in: self)
    }
}
#endif
