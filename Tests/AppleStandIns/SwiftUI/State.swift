// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    private let storage: Value
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { storage = value }
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { storage }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { Binding(get: { storage }, set: { _ in }) }
}

// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    private let getter: () -> Value
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {}
    }
    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { _ in })
    }
}

// https://developer.apple.com/documentation/swiftui/gesturestate
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
    private let initial: Value
    // https://developer.apple.com/documentation/swiftui/gesturestate/init(wrappedvalue:)
    public init(wrappedValue: Value) { initial = wrappedValue }
    // https://developer.apple.com/documentation/swiftui/gesturestate/wrappedvalue
    public var wrappedValue: Value { initial }
    // https://developer.apple.com/documentation/swiftui/gesturestate/projectedvalue
    public var projectedValue: GestureState<Value> { self }
}

// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    init() {}
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { false }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
    public var displayScale: CGFloat { 1 }
}
