// https://developer.apple.com/documentation/swiftui/gesture
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
}

// https://developer.apple.com/documentation/swiftui/never/body-swift.property
extension Never: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    public typealias Value = Never
}

// https://developer.apple.com/documentation/swiftui/transaction
@frozen public struct Transaction {}

// https://developer.apple.com/documentation/swiftui/gesturemask
@frozen public struct GestureMask: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/gesturemask/rawvalue
    public let rawValue: UInt32
    // https://developer.apple.com/documentation/swiftui/gesturemask/init(rawvalue:)
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/gesturemask/all
    public static let all = GestureMask(rawValue: 3)
}

// https://developer.apple.com/documentation/swiftui/draggesture
@MainActor @preconcurrency public struct DragGesture: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    public typealias Body = Never

    // https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        // https://developer.apple.com/documentation/swiftui/draggesture/value/location
        public var location: CGPoint
        // https://developer.apple.com/documentation/swiftui/draggesture/value/startlocation
        public var startLocation: CGPoint
        // https://developer.apple.com/documentation/swiftui/draggesture/value/translation
        public var translation: CGSize { .zero }
        // https://developer.apple.com/documentation/swiftui/draggesture/value/velocity
        public var velocity: CGSize { .zero }
    }

    // https://developer.apple.com/documentation/swiftui/draggesture/minimumdistance
    public var minimumDistance: CGFloat

    // https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
    @MainActor @preconcurrency public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
    }
}

// https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol
public protocol CoordinateSpaceProtocol {}

// https://developer.apple.com/documentation/swiftui/localcoordinatespace
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    // https://developer.apple.com/documentation/swiftui/localcoordinatespace/init()
    public init() {}
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    // https://developer.apple.com/documentation/swiftui/coordinatespaceprotocol/local
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

// https://developer.apple.com/documentation/swiftui/gesturestategesture
@frozen public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    public typealias Value = Base.Value
    // https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/_changedgesture
@frozen public struct _ChangedGesture<Content: Gesture>: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    public typealias Value = Content.Value
    // https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    public typealias Body = Never
}

// https://developer.apple.com/documentation/swiftui/_endedgesture
@frozen public struct _EndedGesture<Content: Gesture>: Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/value
    public typealias Value = Content.Value
    // https://developer.apple.com/documentation/swiftui/gesture/body-swift.associatedtype
    public typealias Body = Never
}

extension Gesture {
    // https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)
    @MainActor @preconcurrency public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture()
    }

    // https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    @MainActor @preconcurrency public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
}

extension Gesture where Value: Equatable {
    // https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    @MainActor @preconcurrency public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { EmptyView() }
}
