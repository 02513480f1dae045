/// An explicit tag from YAML's core schema, which decides a node's type whatever its text or
/// style says (`!!str 80` is the string "80"; `!!int "80"` is the number 80). `!`, the
/// non-specific tag, makes a scalar a string. Any other tag is rejected where it is read.
package enum CoreTag: Equatable {
    case string, integer, float, bool, null, mapping, sequence

    /// The tag as written after `!!`, for messages.
    package var name: String {
        switch self {
        case .string: return "!!str"
        case .integer: return "!!int"
        case .float: return "!!float"
        case .bool: return "!!bool"
        case .null: return "!!null"
        case .mapping: return "!!map"
        case .sequence: return "!!seq"
        }
    }

    /// nil for a tag outside the core schema. libyaml resolves `!!x` to `tag:yaml.org,2002:x`.
    package init?(resolvedTag tag: String, isScalar: Bool) {
        if tag == "!" {
            // Non-specific: a scalar is a string; a collection stays what it is.
            self = isScalar ? .string : .mapping
            return
        }
        let prefix = "tag:yaml.org,2002:"
        guard tag.hasPrefix(prefix) else { return nil }
        switch tag.dropFirst(prefix.count) {
        case "str": self = .string
        case "int": self = .integer
        case "float": self = .float
        case "bool": self = .bool
        case "null": self = .null
        case "map": self = .mapping
        case "seq": self = .sequence
        default: return nil
        }
    }
}
