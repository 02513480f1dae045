// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
@available(iOS 5.0, macCatalyst 13.1, *)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
    case leftToRight
    // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
    case rightToLeft
}
