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
    /// A collection written in flow style (`{ ... }`, `[ ... ]`); false for block ones and scalars.
    public var isFlow = false
    /// An alias (`*name`): its source range is the alias's own, its text and children the
    /// anchored node's (walk a collection's children once, from the anchored node).
    public var isAlias = false
    /// Where the node is written, as UTF-8 byte offsets into the bytes the reader was given
    /// (a byte-order mark included): `sourceStart..<sourceEnd`, libyaml's start and end marks
    /// (anchor and tag included; a block scalar's end takes in the blank lines after it, a block
    /// collection's is where the next token starts, a flow collection's is just past its closing
    /// bracket). -1 when the input is UTF-16. Declared here, by their sizes, so that the node
    /// is no larger than it was without them (72 bytes).
    public var sourceStart: Int32 = -1
    public var location: SourceLocation
    /// Where the scalar's UTF-8 text is in `YAMLTree.bytes`; length 0 for collections.
    @usableFromInline package var textStart: Int
    @usableFromInline package var textLength: Int
    /// Index of the tag in `YAMLTree.tags` when the input wrote one; -1 otherwise.
    @usableFromInline package var tagIndex: Int32
    /// Range in `YAMLTree.children`: items of a sequence, or key, value, key, value... of a mapping.
    @usableFromInline package var childStart: Int32
    @usableFromInline package var childCount: Int32
    public var sourceEnd: Int32 = -1
    /// How many nodes this node would span if every alias were a copy (saturating). Lets limits
    /// bound alias expansion without ever expanding.
    public var expandedSize: UInt64

    /// Set by the reader on a mapping key whose text an earlier key of the same mapping has.
    @usableFromInline package var repeatsEarlierKey = false

    @inlinable public var isPlainScalar: Bool { kind == .scalar && style == .plain }

    /// `sourceStart..<sourceEnd`; nil when the reader could not give byte offsets (UTF-16).
    @inlinable public var sourceRange: Range<Int>? {
        sourceStart < 0 ? nil : Int(sourceStart)..<Int(max(sourceStart, sourceEnd))
    }
}
