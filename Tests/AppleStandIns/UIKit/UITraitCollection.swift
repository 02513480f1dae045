// https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, macCatalyst 13.1, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    @available(iOS 8.0, macCatalyst 13.1, *)
    open var displayScale: CGFloat { 3 }
}
