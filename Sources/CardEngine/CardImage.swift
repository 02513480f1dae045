/// An image asset named in a spec's `Image` field; the app resolves the name in its catalog.
public struct CardImage: Sendable, Hashable, Codable, CustomStringConvertible {
    public var name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public var description: String { name }
}
