/// One node of a YAML document, with the position of its first character. Collections keep
/// their children in `YAMLTree.children`; an alias is not a node of its own but a second
/// reference to the node its anchor names.
public struct YAMLNode: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar
        case sequence
        case mapping
    }

    public enum Style: UInt8, Sendable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
        /// Flow or block style of a collection.
        case collection
    }

    public var kind: Kind
    public var style: Style
    public var location: SourceLocation
    /// The scalar's text; empty for collections.
    public var value: String
    /// The resolved tag when the input wrote one (`!!str` arrives as `tag:yaml.org,2002:str`).
    public var tag: String?
    /// Range in `YAMLTree.children`: items of a sequence, or key, value, key, value... of a mapping.
    var childStart: Int32
    var childCount: Int32
    /// How many nodes this node would span if every alias were a copy (saturating). Lets limits
    /// bound alias expansion without ever expanding.
    public var expandedSize: UInt64

    public var isPlainScalar: Bool { kind == .scalar && style == .plain }
}
