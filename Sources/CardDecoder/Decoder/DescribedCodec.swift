import CardModel

/// The checks a described key's value gets, from its `FormatValue`: plain data (the words of a
/// choice and the store are kept beside it, in `DescribedEntry.Value`), so that switching over
/// it for every value of every document copies a few words and retains nothing.
package enum DescribedCodec: Sendable {
    case bool
    case points(positive: Bool)
    case number(minimum: Double?, maximum: Double?, positive: Bool, unit: NumberUnit)
    case length
    case integer(minimum: Int, maximum: Int)
    /// One of the entry's words.
    case choice
    /// A list of them.
    case choices(minimum: Int, unique: Bool)

    /// The codec of a key whose value is `value`, stored by `store`, with the words a choice
    /// takes; nil when the two do not fit (a `.bool` key at a `Double`) or no codec reads the
    /// shape.
    package init?(_ value: FormatValue, _ store: FieldStore, words: inout [String]) {
        switch (value, store) {
        case (.bool, .bool): self = .bool
        case (.points(let positive), .number): self = .points(positive: positive)
        case (.number(let minimum, let maximum, let positive, let unit), .number): self = .number(minimum: minimum, maximum: maximum, positive: positive, unit: unit)
        case (.length, .length): self = .length
        case (.integer(let minimum, let maximum), .integer): self = .integer(minimum: minimum, maximum: maximum)
        case (.choice(let choices), .word):
            words = choices
            self = .choice
        case (.list(.choice(let choices), let minimum, _, let unique), .words):
            words = choices
            self = .choices(minimum: minimum, unique: unique)
        default: return nil
        }
    }
}
