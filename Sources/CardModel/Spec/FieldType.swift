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
        // Most types are a bare name: neither end is a space, `?` or a bracket, so the general
        // parse below would only look them up.
        if let first = bytes.first, let last = bytes.last {
            let startsName = SwiftName.isLetter(first) || first == UInt8(ascii: "_")
            if startsName && SwiftName.isIdentifierByte(last) { return named(bytes) }
            // `T?` and `[T]` of a built-in `T` share one box each (a box per field was an
            // allocation and a free); the general parse makes the same values.
            let count = bytes.count
            if startsName && last == UInt8(ascii: "?"), let i = builtInIndex(UnsafeBufferPointer(rebasing: bytes[..<(count - 1)])) {
                return optionalBuiltIns[i]
            }
            if first == UInt8(ascii: "[") && last == UInt8(ascii: "]") && count > 2,
               let i = builtInIndex(UnsafeBufferPointer(rebasing: bytes[1..<(count - 1)])) {
                return arrayBuiltIns[i]
            }
        }
        return parse(bytes[...], depth: 0)
    }

    /// `T?` and `[T]` for each built-in `T`, in `builtIns`' order.
    private static let optionalBuiltIns = builtIns.map { FieldType.optional($0.type) }
    private static let arrayBuiltIns = builtIns.map { FieldType.array($0.type) }

    /// The built-in type of each index of `builtIns`, without the list (a lazy global).
    private static func builtInType(_ index: Int) -> FieldType {
        switch index {
        case 0: .string
        case 1: .int
        case 2: .double
        case 3: .bool
        case 4: .color
        case 5: .image
        case 6: .url
        default: .date
        }
    }

    /// A bare name: a built-in type's, else a model's when it is an identifier.
    private static func named(_ name: UnsafeBufferPointer<UInt8>) -> FieldType? {
        if let builtIn = builtIn(name) { return builtIn }
        guard SwiftName.isIdentifier(bytes: name) else { return nil }
        return .model(String(decoding: name, as: UTF8.self))
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
        return named(UnsafeBufferPointer(rebasing: t))
    }

    /// The built-in type these bytes name, if any, without making a String.
    private static func builtIn(_ t: UnsafeBufferPointer<UInt8>) -> FieldType? {
        builtInIndex(t).map(builtInType)
    }

    /// The index in `builtIns` of the built-in type these bytes name: by length, then byte by
    /// byte (every field of every model is parsed; a table of the names, packed, cost a lazy
    /// global's check and a generic loop per field).
    private static func builtInIndex(_ t: UnsafeBufferPointer<UInt8>) -> Int? {
        switch t.count {
        case 3:
            if matches(t, "Int") { return 1 }
            if matches(t, "URL") { return 6 }
        case 4:
            if matches(t, "Bool") { return 3 }
            if matches(t, "Date") { return 7 }
        case 5:
            if matches(t, "Color") { return 4 }
            if matches(t, "Image") { return 5 }
        case 6:
            if matches(t, "String") { return 0 }
            if matches(t, "Double") { return 2 }
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
