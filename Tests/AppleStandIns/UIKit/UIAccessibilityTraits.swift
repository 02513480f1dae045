// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue
    public let rawValue: UInt64

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}
