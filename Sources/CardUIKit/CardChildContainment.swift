#if canImport(UIKit)
import UIKit

/// View controller containment in the order UIKit asks for (Apple: "Creating a custom container
/// view controller"): adding is `addChild`, the child's view into the hierarchy,
/// `didMove(toParent:)`; removing is the reverse, `willMove(toParent: nil)`, the view out,
/// `removeFromParent()`. One place for both, so the controller and its content children cannot
/// get the order wrong.
@MainActor
enum CardChildContainment {
    /// Adds `child` to `parent`; `place` puts the child's view into the view hierarchy (its view
    /// is asked for only after `addChild`, so it loads as a child).
    static func add(_ child: UIViewController, to parent: UIViewController, placing place: (UIView) -> Void) {
        parent.addChild(child)
        place(child.view)
        child.didMove(toParent: parent)
    }

    /// Removes `child` from its parent; `view` is the view it was placed as (its own view, or the
    /// card view holding it).
    static func remove(_ child: UIViewController, view: UIView) {
        child.willMove(toParent: nil)
        view.removeFromSuperview()
        child.removeFromParent()
    }
}
#endif
