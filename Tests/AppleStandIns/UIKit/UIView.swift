// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {}

    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect = .zero

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero

    // https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint = .zero

    // https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform = .identity

    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?

    // https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1

    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false

    // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool = false

    // https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { CALayer() }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = []

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue
        public let rawValue: UInt

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}

    // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    open func bringSubviewToFront(_ view: UIView) {}

    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets() }

    // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }

    // Declared by UICoordinateSpace, which UIView adopts.
    // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
    @available(iOS 8.0, *)
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }

    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {}

    // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // The UIAccessibility informal protocols: UIKit declares these on NSObject; here on UIView,
    // the only class the adapter uses them on besides UIAccessibilityElement (which declares its
    // own here; swift-corelibs-foundation's NSObject cannot take overridable members in an
    // extension).
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    @available(iOS 8.0, *)
    open var accessibilityElements: [Any]?

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    open func accessibilityPerformEscape() -> Bool { false }
}

// UIView adopts UICoordinateSpace (Apple: UICoordinateSpace, "The UIView class adopts this
// protocol").
extension UIView: UICoordinateSpace {}
