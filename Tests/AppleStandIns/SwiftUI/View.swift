// Stand-in for SwiftUI (Tests/AppleStandIns/README.md): the views, builders and property wrappers
// CardSwiftUI and examples/App use, with Apple's signatures. Bodies never run.
@_exported import Foundation

// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct ModifiedContent<Content, Modifier> {
    var content: Content
    var modifier: Modifier
}

@available(iOS 13.0, macOS 10.15, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/never/body-swift.property
@available(iOS 13.0, macOS 10.15, *)
extension Never: View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Body = Never
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct EmptyView: View {
    // https://developer.apple.com/documentation/swiftui/emptyview/init()
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init() {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct TupleView<T>: View {
    // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(_ value: T) {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/optional
@available(iOS 13.0, macOS 10.15, *)
extension Optional: View where Wrapped: View {
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, *)
@resultBuilder public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildBlock() -> EmptyView { EmptyView() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    @available(iOS 13.0, macOS 10.15, *)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}
