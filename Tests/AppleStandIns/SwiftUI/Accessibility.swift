// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct AccessibilityAttachmentModifier: ViewModifier {
    // https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/accessibilityadjustmentdirection
@available(iOS 13.0, macOS 10.15, *)
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

// https://developer.apple.com/documentation/swiftui/accessibilityactionkind
@available(iOS 13.0, macOS 10.15, *)
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/escape
    @available(iOS 13.0, macOS 10.15, *)
    public static let escape = AccessibilityActionKind(name: "escape")
    // https://developer.apple.com/documentation/swiftui/accessibilityactionkind/default
    @available(iOS 13.0, macOS 10.15, *)
    public static let `default` = AccessibilityActionKind(name: "default")
}

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Text: View, Equatable, Sendable {
    let content: String
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, *)
public struct Button<Label: View>: View {
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @available(iOS 13.0, macOS 10.15, *)
    @preconcurrency nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

@available(iOS 13.0, macOS 10.15, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-9g3uv
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                                _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }

    // https://developer.apple.com/documentation/swiftui/view/accessibilityactions(_:)
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { EmptyView() }
}
