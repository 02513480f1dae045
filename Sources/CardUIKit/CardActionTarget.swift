#if canImport(UIKit)
import UIKit

/// The target of a recognizer's target-action pair: runs a closure, so the controller (a generic
/// class) needs no `@objc` method of its own. The closures capture the controller weakly.
@MainActor
final class CardActionTarget: NSObject {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    static let selector = #selector(CardActionTarget.perform(_:))

    /// The sender (the recognizer) is not read: the controller holds it. `AnyObject`: see
    /// Tests/AppleStandIns/README.md, "Selectors and target-action".
    @objc func perform(_ sender: AnyObject) {
        action()
    }
}
#endif
