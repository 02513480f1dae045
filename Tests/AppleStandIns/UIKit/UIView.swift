// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {}

    // https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { CALayer() }
}
