/// The type of a model field as the spec writes it: `String`, `Double?`, `[Tag]`...
/// Only the cases that nest a type are `indirect`: a box for every field's type showed in profiles.
public enum FieldType: Sendable, Hashable, CustomStringConvertible {
    case string
    case int
    case double
    case bool
    /// A hex color, `#RRGGBB` or `#RRGGBBAA`.
    case color
    /// An image asset name.
    case image
    case url
    /// An ISO 8601 date or date-time.
    case date
    /// Another model of the same spec.
    case model(String)
    indirect case optional(FieldType)
    indirect case array(FieldType)

    /// The built-in types by name; a list, since it is searched by length and listed in messages.
    package static let builtIns: [(name: String, type: FieldType)] = [
        ("String", .string), ("Int", .int), ("Double", .double), ("Bool", .bool),
        ("Color", .color), ("Image", .image), ("URL", .url), ("Date", .date),
    ]

    /// As written in the spec.
    public var description: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .color: return "Color"
        case .image: return "Image"
        case .url: return "URL"
        case .date: return "Date"
        case .model(let name): return name
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        }
    }

    /// The model this type names, if any (a type names at most one: `T`, `T?`, `[T]`...).
    public var referencedModel: String? {
        switch self {
        case .model(let name): return name
        case .optional(let t), .array(let t): return t.referencedModel
        default: return nil
        }
    }

    /// The model stored inline (not behind an array), which a Swift struct cannot contain
    /// recursively.
    public var inlineModel: String? {
        switch self {
        case .model(let name): return name
        case .optional(let t): return t.inlineModel
        default: return nil
        }
    }

    public var usesFoundation: Bool {
        switch self {
        case .url, .date: return true
        case .optional(let t), .array(let t): return t.usesFoundation
        default: return false
        }
    }

    /// Parses `T`, `T?`, `[T]` and their nestings; model names are resolved by the caller.
    /// Nil when the text is not of that form. Works on the UTF-8 bytes: every field of every
    /// model is parsed, and the grammar is ASCII.
    package static func parse(_ text: String) -> FieldType? {
        var text = text
        return text.withUTF8(parse(bytes:))
    }

    /// The same, from the type's UTF-8 text.
    package static func parse(bytes: UnsafeBufferPointer<UInt8>) -> FieldType? {
        parse(bytes[...], depth: 0)
    }

    private static func parse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, depth: Int) -> FieldType? {
        guard depth < 8 else { return nil }
        var t = bytes
        while t.first == UInt8(ascii: " ") { t = t.dropFirst() }
        while t.last == UInt8(ascii: " ") { t = t.dropLast() }
        if t.last == UInt8(ascii: "?") {
            guard let wrapped = parse(t.dropLast(), depth: depth + 1) else { return nil }
            if case .optional = wrapped { return nil }
            return .optional(wrapped)
        }
        if t.count >= 2 && t.first == UInt8(ascii: "[") && t.last == UInt8(ascii: "]") {
            return parse(t.dropFirst().dropLast(), depth: depth + 1).map(FieldType.array)
        }
        let name = UnsafeBufferPointer(rebasing: t)
        if let builtIn = builtIn(name) { return builtIn }
        guard SwiftName.isIdentifier(bytes: name) else { return nil }
        return .model(String(decoding: t, as: UTF8.self))
    }

    /// The built-in type these bytes name, if any, without making a String: by length, then
    /// byte by byte (every field of every model is parsed; a table of the names, packed, cost
    /// a lazy global's check and a generic loop per field).
    private static func builtIn(_ t: UnsafeBufferPointer<UInt8>) -> FieldType? {
        switch t.count {
        case 3:
            if matches(t, "Int") { return .int }
            if matches(t, "URL") { return .url }
        case 4:
            if matches(t, "Bool") { return .bool }
            if matches(t, "Date") { return .date }
        case 5:
            if matches(t, "Color") { return .color }
            if matches(t, "Image") { return .image }
        case 6:
            if matches(t, "String") { return .string }
            if matches(t, "Double") { return .double }
        default: break
        }
        return nil
    }

    /// Whether the bytes are `name`'s (of the same count, which the caller checked).
    @inline(__always)
    private static func matches(_ t: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
        let other = name.utf8Start
        for i in t.indices where t[i] != other[i] { return false }
        return true
    }
}
