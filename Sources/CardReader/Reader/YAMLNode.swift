import CardSupport
/// One node of a YAML document, with the position of its first character. Collections keep
/// their children in `YAMLTree.children` and a scalar's text is in `YAMLTree.bytes`, so a node
/// is plain data: reading one copies a few words and retains nothing. An alias is a node of its
/// own (for its position) that shares the anchored node's text and children.
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
    /// Where the scalar's UTF-8 text is in `YAMLTree.bytes`; length 0 for collections.
    @usableFromInline package var textStart: Int
    @usableFromInline package var textLength: Int
    /// Index of the tag in `YAMLTree.tags` when the input wrote one; -1 otherwise.
    @usableFromInline package var tagIndex: Int32
    /// Range in `YAMLTree.children`: items of a sequence, or key, value, key, value... of a mapping.
    @usableFromInline package var childStart: Int32
    @usableFromInline package var childCount: Int32
    /// How many nodes this node would span if every alias were a copy (saturating). Lets limits
    /// bound alias expansion without ever expanding.
    public var expandedSize: UInt64

    /// Set by the reader on a mapping key whose text an earlier key of the same mapping has.
    @usableFromInline package var repeatsEarlierKey = false

    @inlinable public var isPlainScalar: Bool { kind == .scalar && style == .plain }
}
