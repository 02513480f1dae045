// What CardSwiftUI draws a card's scene with beyond Layout.swift and Shapes.swift: a view's scale,
// a mask (a stack's clip), the card's one accessibility element, and `if`/`else` in a builder.

@available(iOS 13.0, macOS 10.15, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        EmptyView()
    }

    // https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center,
                                                                                 @ViewBuilder _ mask: () -> Mask) -> some View {
        EmptyView()
    }

    // https://developer.apple.com/documentation/swiftui/view/allowshittesting(_:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
        -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:) (the StringProtocol overload)
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}

// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
@available(iOS 14.0, macOS 11.0, *)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    @available(iOS 14.0, macOS 11.0, *)
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
}

// https://developer.apple.com/documentation/swiftui/rectangle
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Rectangle: Shape {
    // https://developer.apple.com/documentation/swiftui/rectangle/init()
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init() {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension Color {
    // https://developer.apple.com/documentation/swiftui/color/clear
    @available(iOS 13.0, macOS 10.15, *)
    public static let clear = Color(name: "clear")
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    let first: Bool
}

@available(iOS 13.0, macOS 10.15, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(first: true) }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(first: false) }
}
