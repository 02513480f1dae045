// Scroll views as CardSwiftUI's `.cardScrollContent()` meets them: the position it holds, the
// geometry it reports, scrolling switched off while the engine holds the content.

// https://developer.apple.com/documentation/swiftui/scrollposition
@available(iOS 18.0, macOS 15.0, *)
public struct ScrollPosition {
    var y: CGFloat?
    // https://developer.apple.com/documentation/swiftui/scrollposition/init(idtype:)
    @available(iOS 18.0, macOS 15.0, *)
    public init(idType: (some Hashable & Sendable).Type = Never.self) {}
    // https://developer.apple.com/documentation/swiftui/scrollposition/scrollto(y:)
    @available(iOS 18.0, macOS 15.0, *)
    public mutating func scrollTo(y: CGFloat) { self.y = y }
}

// https://developer.apple.com/documentation/swiftui/scrollgeometry
@available(iOS 18.0, macOS 15.0, *)
public struct ScrollGeometry: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
    @available(iOS 18.0, macOS 15.0, *)
    public var contentOffset: CGPoint { .zero }
    // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
    @available(iOS 18.0, macOS 15.0, *)
    public var contentInsets: EdgeInsets { EdgeInsets() }
}

@available(iOS 13.0, macOS 10.15, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/scrollposition(_:anchor:)
    @available(iOS 18.0, macOS 15.0, *)
    nonisolated public func scrollPosition(_ position: Binding<ScrollPosition>,
                                                                               anchor: UnitPoint? = nil) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/scrolldisabled(_:)
    @available(iOS 16.0, macOS 13.0, *)
    nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    @available(iOS 18.0, macOS 15.0, *)
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T,
                                                                                                 including mask: GestureMask = .all)
        -> some View { EmptyView() }
}
