// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@frozen public struct AccessibilityAttachmentModifier: ViewModifier {
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
    public static let escape = AccessibilityActionKind(name: "escape")
    // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
    public static let `default` = AccessibilityActionKind(name: "default")
}

// https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: View, Equatable, Sendable {
    let content: String
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-9g3uv
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                                _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityactions(_:)
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { EmptyView() }
}
