import CardModel
/// A whole generated Swift file: header comment, imports, declarations.
public struct SwiftFile: Sendable, Hashable {
    /// Lines of the leading `//` comment.
    public var header: [String]
    public var imports: [String]
    public var declarations: [SwiftDeclaration]
    /// The access of every declaration and import in the file.
    public var access: AccessLevel = .default
}
