/// The type of a model field as the spec writes it: `String`, `Double?`, `[Tag]`...
public indirect enum FieldType: Sendable, Hashable, CustomStringConvertible {
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
    case optional(FieldType)
    case array(FieldType)

    static let builtInNames: [String: FieldType] = [
        "String": .string, "Int": .int, "Double": .double, "Bool": .bool,
        "Color": .color, "Image": .image, "URL": .url, "Date": .date,
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

    /// Every model this type names.
    public var referencedModels: [String] {
        switch self {
        case .model(let name): return [name]
        case .optional(let t), .array(let t): return t.referencedModels
        default: return []
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
    /// Nil when the text is not of that form.
    static func parse(_ text: String) -> FieldType? {
        parse(Substring(text), depth: 0)
    }

    private static func parse(_ text: Substring, depth: Int) -> FieldType? {
        guard depth < 8 else { return nil }
        let t = text.trimmingSpaces
        if t.hasSuffix("?") {
            guard let wrapped = parse(t.dropLast(), depth: depth + 1) else { return nil }
            if case .optional = wrapped { return nil }
            return .optional(wrapped)
        }
        if t.hasPrefix("[") && t.hasSuffix("]") && t.count >= 2 {
            return parse(t.dropFirst().dropLast(), depth: depth + 1).map(FieldType.array)
        }
        if let builtIn = builtInNames[String(t)] { return builtIn }
        guard SwiftName.isIdentifier(t) else { return nil }
        return .model(String(t))
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
