import CardSupport
/// A data model shown on the cards; becomes a Swift struct with one property per field.
public struct ModelSpec: Sendable, Hashable {
    public var name: String
    public var fields: [Field] {
        didSet { fieldNames = fields.map(\.name) }
    }
    public var location: SourceLocation
    /// The fields' names in order, kept so that checking each sample does not rebuild them.
    public private(set) var fieldNames: [String]

    public init(name: String, fields: [Field], location: SourceLocation) {
        self.name = name
        self.fields = fields
        self.location = location
        self.fieldNames = fields.map(\.name)
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
