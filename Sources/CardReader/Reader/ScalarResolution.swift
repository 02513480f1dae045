/// What a plain (unquoted) scalar means, resolved deliberately rather than by YAML 1.1's loose
/// rules: `null`/`~`/empty are null; `true`/`false` are booleans (`yes`, `no`, `on`, `off` stay
/// strings); decimal integers and decimals with an optional exponent are numbers (`1e3` is
/// 1000); hexadecimal, octal, binary, leading zeros, digit separators, `.inf` and `.nan` are
/// errors where a number is expected; everything else is a string.
@usableFromInline package enum ScalarResolution: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case float(Double)
    /// Looks like a number but is not accepted; the text says why.
    case badNumber(String)
    case string

    /// Whether a plain scalar is null, without resolving it fully (the common question).
    package static func isNull(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// The same, on the scalar's UTF-8 bytes.
    @inlinable package static func isNull(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes.count {
        case 0: return true
        case 1: return bytes[0] == UInt8(ascii: "~")
        case 4:
            // null, Null, NULL
            let (b0, b1, b2, b3) = (bytes[0], bytes[1], bytes[2], bytes[3])
            if b1 == UInt8(ascii: "u") && b2 == UInt8(ascii: "l") && b3 == UInt8(ascii: "l") {
                return b0 == UInt8(ascii: "n") || b0 == UInt8(ascii: "N")
            }
            return b0 == UInt8(ascii: "N") && b1 == UInt8(ascii: "U") && b2 == UInt8(ascii: "L") && b3 == UInt8(ascii: "L")
        default: return false
        }
    }

    package static func resolve(_ text: String) -> ScalarResolution {
        var text = text
        // Scalars read from libyaml are native UTF-8, so this is a no-op that makes the bytes
        // contiguous for the scan below.
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { resolve(bytes: $0) } ?? Array(text.utf8).withUnsafeBufferPointer { resolve(bytes: $0) }
    }

    /// Resolves a plain scalar from its UTF-8 bytes; a String is made only for the rare texts
    /// that need one (special spellings, floats, messages).
    package static func resolve(bytes: UnsafeBufferPointer<UInt8>) -> ScalarResolution {
        // The special spellings all start with one of these bytes (or are empty); anything else,
        // digits above all, skips comparing against each of them.
        if let first = bytes.first {
            switch first {
            case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
                 UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
                break
            case 48...57:
                return numeric(bytes: bytes)
            default:
                return .string
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            return .badNumber("'\(text)' is not a finite number")
        default: break
        }
        guard let first = bytes.first else { return .string }
        guard (first >= 48 && first <= 57) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".") else {
            return .string
        }
        return numeric(bytes: bytes)
    }

    /// The value `resolve(bytes:)` gives the way specs nearly always write a number: digits,
    /// at most one dot with digits after it, no sign, exponent, separator or leading zero (but
    /// `0.5`), at most 15 digits. Both are exact in a Double (an integer, or Clinger's fast
    /// path, as `exactDecimal`), so the value is the one `resolve` gives, found in one pass
    /// without classifying the text first (about 140 instructions less per number). Nil for
    /// any other text: `resolve` then decides.
    package static func plainDecimal(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let count = bytes.count
        guard count > 0, count <= 16 else { return nil }
        var mantissa: UInt64 = 0
        var dot = -1
        for j in 0..<count {
            let digit = bytes[j] &- 48
            if digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
            } else if bytes[j] == UInt8(ascii: "."), dot < 0, j > 0, j < count - 1 {
                dot = j
            } else {
                return nil
            }
        }
        let integerDigits = dot < 0 ? count : dot
        if integerDigits > 1 && bytes[0] == UInt8(ascii: "0") { return nil }
        if dot < 0 {
            guard count <= 15 else { return nil }
            return Double(mantissa)
        }
        return Double(mantissa) / exactPowersOfTen[count - dot - 1]
    }

    /// The decimal grammar, for text that starts with a digit, sign or dot.
    private static func numeric(bytes: UnsafeBufferPointer<UInt8>) -> ScalarResolution {
        var text: String { String(decoding: bytes, as: UTF8.self) }
        let isDigit = { (b: UInt8) in b >= 48 && b <= 57 }
        var i = 0
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { i = 1 }
        let body = bytes[i...]
        if body.count >= 2 && body.first == UInt8(ascii: "0") {
            let marker = body[body.startIndex + 1] | 0x20
            if marker == UInt8(ascii: "x") { return .badNumber("hexadecimal '\(text)' is not accepted; write the decimal value") }
            if marker == UInt8(ascii: "o") { return .badNumber("octal '\(text)' is not accepted; write the decimal value") }
            if marker == UInt8(ascii: "b") { return .badNumber("binary '\(text)' is not accepted; write the decimal value") }
        }
        // Decimal grammar: digits [. digits] [e [sign] digits], or . digits [exponent].
        var intDigits = 0, fracDigits = 0, expDigits = 0
        var sawDot = false, sawExp = false, sawUnderscore = false
        var j = i
        while j < bytes.count, isDigit(bytes[j]) || bytes[j] == UInt8(ascii: "_") {
            if bytes[j] == UInt8(ascii: "_") { sawUnderscore = true } else { intDigits += 1 }
            j += 1
        }
        if j < bytes.count, bytes[j] == UInt8(ascii: ".") {
            sawDot = true
            j += 1
            while j < bytes.count, isDigit(bytes[j]) || bytes[j] == UInt8(ascii: "_") {
                if bytes[j] == UInt8(ascii: "_") { sawUnderscore = true } else { fracDigits += 1 }
                j += 1
            }
        }
        if j < bytes.count, bytes[j] | 0x20 == UInt8(ascii: "e"), intDigits + fracDigits > 0 {
            sawExp = true
            j += 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
            while j < bytes.count, isDigit(bytes[j]) {
                expDigits += 1
                j += 1
            }
        }
        guard j == bytes.count, intDigits + fracDigits > 0, !sawExp || expDigits > 0 else {
            // `1:30` (YAML 1.1 sexagesimal), `1.2.3`, `12px`: strings.
            return .string
        }
        if sawUnderscore {
            return .badNumber("digit separators in '\(text)' are not accepted; write the digits alone")
        }
        if intDigits > 1 && bytes[i] == UInt8(ascii: "0") {
            return .badNumber("'\(text)' has a leading zero, which YAML 1.1 reads as octal; write it without the zero")
        }
        if !sawDot && !sawExp {
            // Digits only (after an optional sign), checked above: accumulate with overflow checks.
            let negative = bytes[0] == UInt8(ascii: "-")
            var value = 0
            for byte in bytes[i...] {
                let digit = Int(byte &- 48)
                let (times10, o1) = value.multipliedReportingOverflow(by: 10)
                let (next, o2) = negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
                if o1 || o2 { return .badNumber("'\(text)' is out of range for a whole number") }
                value = next
            }
            return .integer(value)
        }
        if !sawExp, let value = exactDecimal(bytes: bytes, fractionDigits: fracDigits, digits: intDigits + fracDigits) {
            return .float(value)
        }
        guard let value = Double(text), value.isFinite else {
            return .badNumber("'\(text)' is out of range")
        }
        // Underflow is out of range too: a literal with a non-zero digit that a Double can only
        // hold as 0 (`1e-400`) would otherwise change meaning silently, as overflow would.
        // Subnormals that are not 0 (`5e-324`) are kept.
        if value == 0 && mantissaHasNonZeroDigit(bytes) {
            return .badNumber("'\(text)' is too close to 0 for a Double, which would hold it as 0; write 0, or a magnitude of at least 5e-324")
        }
        return .float(value)
    }

    /// Whether a digit other than 0 comes before the exponent (or the end).
    private static func mantissaHasNonZeroDigit(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes {
            if byte | 0x20 == UInt8(ascii: "e") { return false }
            if byte >= 49 && byte <= 57 { return true }
        }
        return false
    }

    /// Powers of ten that a Double holds exactly.
    static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var p = 1.0
        for _ in 0..<exponent { p *= 10 }
        return p
    }

    /// `[sign] digits . digits` (no separators, checked by the caller) computed as an integer
    /// divided by a power of ten, when both are exact in a Double: IEEE division rounds
    /// correctly, so the result is the one `Double(text)` gives (Clinger's fast path), without
    /// making a String and calling the C library for every decimal a spec writes.
    private static func exactDecimal(bytes: UnsafeBufferPointer<UInt8>, fractionDigits: Int, digits: Int) -> Double? {
        guard digits <= 15, fractionDigits <= 22 else { return nil }
        var mantissa: UInt64 = 0
        var negative = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "+"), UInt8(ascii: "."): continue
            default: mantissa = mantissa * 10 + UInt64(byte &- 48)
            }
        }
        let value = Double(mantissa) / exactPowersOfTen[fractionDigits]
        return negative ? -value : value
    }
}
