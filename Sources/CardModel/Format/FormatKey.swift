import CardSupport
import CardEngine

/// One key of format v1 (or of `.cardc.yml`): where it may appear, what its value is, whether it
/// is required, its default and what it means. `CardFormat` lists them all; the decoders take
/// their keys from it, and the JSON Schemas and the reference tables of docs/format.md are
/// rendered from it.
public struct FormatKey: Sendable {
    public var name: String
    /// The kinds a top-level key belongs to; empty for a key of every kind (and for keys inside
    /// an object, which belong to their parent).
    public var kinds: [CardKind]
    public var value: FormatValue
    public var required: Bool
    public var defaultValue: FormatDefault?
    /// One line, for the docs and for editors' hover text.
    public var doc: String
    /// A value as YAML flow text that lints clean in a minimal spec and differs from the
    /// default: the test that every key is decoded sets each key to it.
    public var example: String
    /// Where the value lives in CardEngine's configuration: with it, the decoder reads the key
    /// and the generator writes it with no code of their own (nil: a key with dedicated code).
    package var field: ConfigurationField?
    /// For an object: how the engine's initializer takes its values.
    package var form: FormatObjectForm

    package init(_ name: String, kinds: [CardKind] = [], _ value: FormatValue, required: Bool = false,
         default defaultValue: FormatDefault? = nil, doc: String, example: String,
         at field: ConfigurationField? = nil, form: FormatObjectForm = .nested) {
        self.name = name
        self.kinds = kinds
        self.value = value
        self.required = required
        self.defaultValue = defaultValue
        self.doc = doc
        self.example = example
        self.field = field
        self.form = form
    }

    /// Whether the key, or a key inside it, has a place in the configuration.
    package var hasFields: Bool {
        if field != nil { return true }
        if case .object(let inner) = value { return inner.contains { $0.hasFields } }
        return false
    }

    /// Whether the key may appear in a document of `kind`.
    public func belongs(to kind: CardKind) -> Bool { kinds.isEmpty || kinds.contains(kind) }
}

/// What a key's value is.
public indirect enum FormatValue: Sendable {
    /// The format version: the integer 1.
    case version
    /// The card's kind.
    case kind
    /// A Swift type name generated from the spec: the card's name.
    case typeName
    /// A number of points: not negative (above 0 when `positive`); a percentage is an error.
    case points(positive: Bool)
    /// A length: points (not negative) or a percentage of what the key says.
    case length
    /// A plain number in a range (a percentage is an error), in `unit` (seconds, points, or none).
    case number(minimum: Double?, maximum: Double?, positive: Bool, unit: NumberUnit = .none)
    /// A whole number in a range.
    case integer(minimum: Int, maximum: Int)
    /// One of fixed words.
    case choice([String])
    /// `true` or `false`.
    case bool
    /// A segment's name: a Swift identifier, not one Swift synthesizes for the State enum.
    case stateName
    /// The name of one of the spec's segments.
    case stateReference
    /// A device profile's name, any text.
    case text
    /// A mapping of the keys listed.
    case object([FormatKey])
    /// A list; `unique`: no item twice.
    case list(FormatValue, minimum: Int, maximum: Int?, unique: Bool)
    /// A built-in device profile's name, or a profile of its own.
    case device
    /// `models`: model names to their fields.
    case models
    /// `samples`: model names to lists of sample values.
    case samples
    /// `labels`: the card's state names to their accessibility labels (non-empty text).
    case labels
    /// A mapping from checker rule ids to severities (`.cardc.yml`).
    case severities
}

/// A key's default, read from CardEngine's own defaults wherever the engine has one.
public enum FormatDefault: Sendable {
    case length(Length)
    case number(Double)
    case integer(Int)
    case word(String)
    case words([String])
    case bool(Bool)
    /// A default that is not a value: "the first segment", "no dimming".
    case described(String)

    /// As YAML, for the docs.
    public var yaml: String {
        switch self {
        case .length(let l): FormatDefault.yaml(l)
        case .number(let d): FormatDefault.yaml(d)
        case .integer(let i): "\(i)"
        case .word(let w): w
        case .words(let w): "[\(w.joined(separator: ", "))]"
        case .bool(let b): b ? "true" : "false"
        case .described(let text): text
        }
    }

    package static func yaml(_ length: Length) -> String {
        switch length {
        case .points(let p): yaml(p)
        case .fraction(let f): NumberText.percent(f) + "%"
        }
    }

    package static func yaml(_ d: Double) -> String {
        NumberText.written(d)
    }
}

/// How an object key's values are passed to the engine type's initializer.
package enum FormatObjectForm: Sendable, Equatable {
    /// As one argument named like the key: `header: .init(height: …, tap: …)`.
    case nested
    /// As one argument named like the key, an initializer of the type named: `Appearance(…)`.
    case typed(String)
    /// As arguments of the enclosing initializer: `size: { width, height }` is `width:, height:`.
    case flattened
}
