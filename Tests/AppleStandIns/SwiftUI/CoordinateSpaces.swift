// Named coordinate spaces: CardSwiftUI measures the scroll content's drag in its layer's space.

// https://developer.apple.com/documentation/swiftui/namedcoordinatespace
@available(iOS 17.0, macOS 14.0, *)
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
}

@available(iOS 17.0, macOS 14.0, *)
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/named(_:)
    @available(iOS 17.0, macOS 14.0, *)
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

@available(iOS 13.0, macOS 10.15, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/coordinatespace(_:)
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { EmptyView() }
}
