import CardSupport
/// A data model shown on the cards; becomes a Swift struct with one property per field.
public struct ModelSpec: Sendable, Hashable {
    public var name: String
    public var fields: [Field]
    public var location: SourceLocation
    /// The fields' names in order. Made when asked, not kept: the decoder matches a sample's
    /// keys to the fields as bytes, and asks only for a sample it must report on (a stored
    /// copy was an array per model of every document).
    public var fieldNames: [String] { fields.map(\.name) }

    public init(name: String, fields: [Field], location: SourceLocation) {
        self.name = name
        self.fields = fields
        self.location = location
    }

    public struct Field: Sendable, Hashable {
        public var name: String
        public var type: FieldType
        /// Where the type is written.
        public var location: SourceLocation
        /// Where the field's name is written.
        public var nameLocation: SourceLocation

        public init(name: String, type: FieldType, location: SourceLocation, nameLocation: SourceLocation) {
            self.name = name
            self.type = type
            self.location = location
            self.nameLocation = nameLocation
        }
    }

    public func field(named name: String) -> Field? {
        fields.first { $0.name == name }
    }
}
