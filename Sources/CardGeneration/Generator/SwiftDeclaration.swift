/// A Swift declaration as the generator builds it.
public indirect enum SwiftDeclaration: Sendable, Hashable {
    case enumeration(SwiftEnum)
    case structure(SwiftStruct)
    case extension_(SwiftExtension)
    case property(SwiftProperty)
    case initializer(SwiftInitializer)
    case arrayBuilder(SwiftArrayBuilder)
}

public struct SwiftEnum: Sendable, Hashable {
    public var documentation: [String] = []
    public var name: String
    public var conformances: [String] = []
    /// Cases with explicit raw values.
    public var cases: [(name: String, rawValue: String)] = []
    public var members: [SwiftDeclaration] = []

    public static func == (a: SwiftEnum, b: SwiftEnum) -> Bool {
        a.documentation == b.documentation && a.name == b.name && a.conformances == b.conformances
            && a.cases.map(\.name) == b.cases.map(\.name) && a.cases.map(\.rawValue) == b.cases.map(\.rawValue)
            && a.members == b.members
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(cases.map(\.name))
    }
}

public struct SwiftStruct: Sendable, Hashable {
    public var documentation: [String] = []
    public var name: String
    public var conformances: [String] = []
    public var members: [SwiftDeclaration] = []
}

public struct SwiftExtension: Sendable, Hashable {
    public var extendedType: String
    public var members: [SwiftDeclaration] = []
}

public struct SwiftProperty: Sendable, Hashable {
    public var documentation: [String] = []
    public var isStatic = false
    public var isConstant = true
    public var name: String
    public var type: String?
    public var value: SwiftExpression?
}

/// A memberwise initializer: one labelled parameter per stored property, assigned in order.
public struct SwiftInitializer: Sendable, Hashable {
    public var parameters: [(name: String, type: String)]

    public static func == (a: SwiftInitializer, b: SwiftInitializer) -> Bool {
        a.parameters.map(\.name) == b.parameters.map(\.name) && a.parameters.map(\.type) == b.parameters.map(\.type)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parameters.map(\.name))
    }
}
