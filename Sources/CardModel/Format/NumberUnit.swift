/// The unit a number of the format is in. Numbers are written without one; a unit written after
/// one (`120pt`) is reported, and where dropping it keeps the meaning (the key's own unit:
/// `120pt` for points, `0.3s` for seconds) the diagnostic suggests the bare number, which `--fix`
/// writes. Any other unit (`px`, `ms`, `%` on a key in points) changes the number, so it gets
/// no fix (docs/format.md, "Values").
public enum NumberUnit: String, Sendable, Hashable, CaseIterable {
    case points
    case seconds
    /// A ratio, a count, a scale: no unit at all.
    case none

    /// What the key's unit is written as after a number, when it has one.
    public var symbol: String? {
        switch self {
        case .points: "pt"
        case .seconds: "s"
        case .none: nil
        }
    }

    /// The units a number may be found written with, longest first so that `ms` is not read as
    /// `s`: each with the unit it is (nil: one the format never takes).
    package static let writtenUnits: [(symbol: String, unit: NumberUnit?)] = [
        ("sec", .seconds), ("pt", .points), ("px", nil), ("ms", nil), ("s", .seconds),
    ]

    /// `120pt` as the number and the unit written after it; nil when the text is not a number
    /// followed by one of `writtenUnits`.
    package static func split(_ text: String) -> (number: String, symbol: String, unit: NumberUnit?)? {
        for (symbol, unit) in writtenUnits where text.hasSuffix(symbol) {
            var number = String(text.dropLast(symbol.count))
            while number.hasSuffix(" ") { number.removeLast() }
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                  number.contains(where: \.isNumber), let value = Double(number), value.isFinite else { return nil }
            return (number, symbol, unit)
        }
        return nil
    }
}
