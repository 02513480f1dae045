// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
    case leftToRight
    // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
    case rightToLeft
}
