// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, *)
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    private let storage: Value
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    @available(iOS 13.0, macOS 10.15, *)
    public init(wrappedValue value: Value) { storage = value }
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    @available(iOS 13.0, macOS 10.15, *)
    public var wrappedValue: Value {
        get { storage }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/state/projectedvalue
    @available(iOS 13.0, macOS 10.15, *)
    public var projectedValue: Binding<Value> { Binding(get: { storage }, set: { _ in }) }
}

// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let getter: () -> Value
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    @available(iOS 13.0, macOS 10.15, *)
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    @available(iOS 13.0, macOS 10.15, *)
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    @available(iOS 13.0, macOS 10.15, *)
    public var projectedValue: Binding<Value> { self }
    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    @available(iOS 13.0, macOS 10.15, *)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { _ in })
    }
}

// https://developer.apple.com/documentation/swiftui/gesturestate
@available(iOS 13.0, macOS 10.15, *)
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
    private let initial: Value
    // https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
    @available(iOS 13.0, macOS 10.15, *)
    public init(wrappedValue: Value) { initial = wrappedValue }
    // https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
    @available(iOS 13.0, macOS 10.15, *)
    public var wrappedValue: Value { initial }
    // https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
    @available(iOS 13.0, macOS 10.15, *)
    public var projectedValue: GestureState<Value> { self }
}

// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    @available(iOS 13.0, macOS 10.15, *)
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    @available(iOS 13.0, macOS 10.15, *)
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, *)
public struct EnvironmentValues {
    init() {}
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    @available(iOS 13.0, macOS 10.15, *)
    public var accessibilityReduceMotion: Bool { false }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
    @available(iOS 13.0, macOS 10.15, *)
    public var displayScale: CGFloat { 1 }
}
