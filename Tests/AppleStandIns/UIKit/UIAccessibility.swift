// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { false }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
