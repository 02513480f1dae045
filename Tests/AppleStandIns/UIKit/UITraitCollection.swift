// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { 3 }
}
