// https://developer.apple.com/documentation/uikit/uiaccessibility
@available(iOS 2.0, macCatalyst 13.1, *)
public enum UIAccessibility {
    // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8.0, macCatalyst 13.1, *)
    @MainActor public static var isReduceMotionEnabled: Bool { false }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    @available(iOS 8.0, macCatalyst 13.1, *)
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
