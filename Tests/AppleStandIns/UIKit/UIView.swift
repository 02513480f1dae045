// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    public init(frame: CGRect) {}

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    public required init?(coder: NSCoder) {}

    // https://developer.apple.com/documentation/uikit/uiview/frame
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var frame: CGRect = .zero

    // https://developer.apple.com/documentation/uikit/uiview/bounds
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var bounds: CGRect = .zero

    // https://developer.apple.com/documentation/uikit/uiview/center
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var center: CGPoint = .zero

    // https://developer.apple.com/documentation/uikit/uiview/transform
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var transform: CGAffineTransform = .identity

    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var backgroundColor: UIColor?

    // https://developer.apple.com/documentation/uikit/uiview/alpha
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var alpha: CGFloat = 1

    // https://developer.apple.com/documentation/uikit/uiview/ishidden
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var isHidden: Bool = false

    // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var clipsToBounds: Bool = false

    // https://developer.apple.com/documentation/uikit/uiview/layer
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var layer: CALayer { CALayer() }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var autoresizingMask: UIView.AutoresizingMask = []

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    @available(iOS 2.0, macCatalyst 13.1, *)
    public struct AutoresizingMask: OptionSet, Sendable {
        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/rawvalue
        @available(iOS 2.0, macCatalyst 13.1, *)
        public let rawValue: UInt

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        @available(iOS 2.0, macCatalyst 13.1, *)
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        @available(iOS 2.0, macCatalyst 13.1, *)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)

        // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        @available(iOS 2.0, macCatalyst 13.1, *)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func addSubview(_ view: UIView) {}

    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func layoutSubviews() {}

    // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func bringSubviewToFront(_ view: UIView) {}

    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, macCatalyst 13.1, *)
    open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets() }

    // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    @available(iOS 10.0, macCatalyst 13.1, *)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }

    // Declared by UICoordinateSpace, which UIView adopts.
    // https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:from:)-9921a
    @available(iOS 8.0, macCatalyst 13.1, *)
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }

    // https://developer.apple.com/documentation/uikit/uiview/window
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var window: UIWindow? { nil }

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func removeFromSuperview() {}

    // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    @available(iOS 3.2, macCatalyst 13.1, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

    // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    @available(iOS 6.0, macCatalyst 13.1, *)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // The UIAccessibility informal protocols: UIKit declares these on NSObject; here on UIView,
    // the only class the adapter uses them on besides UIAccessibilityElement (which declares its
    // own here; swift-corelibs-foundation's NSObject cannot take overridable members in an
    // extension).
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    @available(iOS 8.0, macCatalyst 13.1, *)
    open var accessibilityElements: [Any]? { get { nil } set {} }

    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    @available(iOS 5.0, macCatalyst 13.1, *)
    open func accessibilityPerformEscape() -> Bool { false }
}

// UIView adopts UICoordinateSpace (Apple: UICoordinateSpace, "The UIView class adopts this
// protocol").
@available(iOS 8.0, macCatalyst 13.1, *)
extension UIView: UICoordinateSpace {}
