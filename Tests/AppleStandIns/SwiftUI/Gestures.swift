// https://developer.apple.com/documentation/swiftui/gesture
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
}

// https://developer.apple.com/documentation/swiftui/never/body-swift.property
@available(iOS 13.0, macOS 10.15, *)
extension Never: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Value = Never
}

// https://developer.apple.com/documentation/swiftui/transaction
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Transaction {}

// https://developer.apple.com/documentation/swiftui/gesturemask
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct GestureMask: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/gesturemask/rawvalue
    @available(iOS 13.0, macOS 10.15, *)
    public let rawValue: UInt32
    // https://developer.apple.com/documentation/swiftui/gesturemask/init(rawvalue:)
    @available(iOS 13.0, macOS 10.15, *)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/gesturemask/all
    @available(iOS 13.0, macOS 10.15, *)
    public static let all = GestureMask(rawValue: 3)
}

// https://developer.apple.com/documentation/swiftui/draggesture
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct DragGesture: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/draggesture/value
    @available(iOS 13.0, macOS 10.15, *)
    public struct Value: Equatable, Sendable {
        // https://developer.apple.com/documentation/swiftui/draggesture/value/location
        @available(iOS 13.0, macOS 10.15, *)
        public var location: CGPoint
        // https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
        @available(iOS 13.0, macOS 10.15, *)
        public var startLocation: CGPoint
        // https://developer.apple.com/documentation/swiftui/draggesture/value/translation
        @available(iOS 13.0, macOS 10.15, *)
        public var translation: CGSize { .zero }
        // https://developer.apple.com/documentation/swiftui/draggesture/value/velocity
        @available(iOS 13.0, macOS 10.15, *)
        public var velocity: CGSize { .zero }
    }

    // https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance
    @available(iOS 13.0, macOS 10.15, *)
    public var minimumDistance: CGFloat

    // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
    @available(iOS 17.0, macOS 14.0, *)
    @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
    }
}

// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
@available(iOS 17.0, macOS 14.0, *)
public protocol CoordinateSpaceProtocol {}

// https://developer.apple.com/documentation/swiftui/localcoordinatespace
@available(iOS 17.0, macOS 14.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    // https://developer.apple.com/documentation/swiftui/localcoordinatespace/init()
    @available(iOS 17.0, macOS 14.0, *)
    public init() {}
}

@available(iOS 17.0, macOS 14.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local
    @available(iOS 17.0, macOS 14.0, *)
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

// https://developer.apple.com/documentation/swiftui/gesturestategesture
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Value = Base.Value
    // https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/_changedgesture
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Value = Content.Value
    // https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/_endedgesture
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Value = Content.Value
    // https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    @available(iOS 13.0, macOS 10.15, *)
    public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, *)
extension Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
    @available(iOS 13.0, macOS 10.15, *)
    @MainActor @preconcurrency public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }

    // https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    @available(iOS 13.0, macOS 10.15, *)
    @MainActor @preconcurrency public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
}

@available(iOS 13.0, macOS 10.15, *)
extension Gesture where Value: Equatable {
    // https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    @available(iOS 13.0, macOS 10.15, *)
    @MainActor @preconcurrency public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

@available(iOS 13.0, macOS 10.15, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { EmptyView() }
}
