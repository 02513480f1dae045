// Stand-in for SwiftUI (Tests/AppleStandIns/README.md): the views, builders and property wrappers
// CardSwiftUI and examples/App use, with Apple's signatures. Bodies never run.
@_exported import Foundation

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
}

// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
    var content: Content
    var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/never/body-swift.property
extension Never: View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    public typealias Body = Never
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@frozen public struct EmptyView: View {
    // https://developer.apple.com/documentation/swiftui/emptyview/init()
    nonisolated public init() {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
@frozen public struct TupleView<T>: View {
    // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    nonisolated public init(_ value: T) {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/optional
extension Optional: View where Wrapped: View {
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-4rayx
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}
