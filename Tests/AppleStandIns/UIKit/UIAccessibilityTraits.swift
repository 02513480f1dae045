// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
@available(iOS 3.0, macCatalyst 13.1, *)
public struct UIAccessibilityTraits: OptionSet, Sendable {
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/rawvalue
    @available(iOS 3.0, macCatalyst 13.1, *)
    public let rawValue: UInt64

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/init(rawvalue:)
    @available(iOS 3.0, macCatalyst 13.1, *)
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    @available(iOS 4.0, macCatalyst 13.1, *)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}
