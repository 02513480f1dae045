/// A Swift expression as the generator builds it; rendered by `SwiftRenderer`. Only the forms
/// generated code needs. Strings from YAML enter only through `.string`, which the renderer
/// escapes, and identifiers only through `.identifier`/`.member`, which it backticks as needed.
public indirect enum SwiftExpression: Sendable, Hashable {
    /// A name, such as a type (`SheetConfiguration`) or a variable.
    case identifier(String)
    /// `.name`, or `base.name`.
    case member(base: SwiftExpression?, name: String)
    case call(SwiftExpression, [SwiftArgument])
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case `nil`
    case array([SwiftExpression])
    /// `expression!`, used only where the generator has already proved the value exists.
    case forceUnwrap(SwiftExpression)
    /// A hexadecimal integer literal, such as a packed color.
    case hex(UInt32)
    /// `.init(arguments)`: the contextual type's initializer.
    case implicitInit([SwiftArgument])

    /// `.name(arguments)`: an implicit-member call such as `.points(80)`.
    package static func dotCall(_ name: String, _ arguments: [SwiftArgument]) -> SwiftExpression {
        .call(.member(base: nil, name: name), arguments)
    }
}

public struct SwiftArgument: Sendable, Hashable {
    public var label: String?
    public var value: SwiftExpression

    public init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }
}
