import CardSupport
/// Spelling values as Swift source so the compiled program sees exactly what the spec wrote.
public enum SwiftLiteral {
    /// A double-quoted string literal. Backslashes and quotes are escaped (so `\(` can never
    /// interpolate), and every control, format, separator or combining scalar is written as
    /// `\u{...}` so that nothing invisible or order-changing stands in the source.
    public static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
             .nonspacingMark, .spacingMark, .enclosingMark, .privateUse, .surrogate, .unassigned:
            return true
        default:
            return false
        }
    }

    /// A comment line's text with anything that could end the line or hide text escaped.
    public static func commentText(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar == "\\" {
                out += "\\\\"
            } else if FileName.isEscaped(scalar) {
                // A byte of a file name that is not UTF-8, as reporters show it.
                out += "\\x" + String(scalar.value - FileName.escapeBase, radix: 16, uppercase: true)
            } else if needsEscape(scalar) || scalar == "\n" || scalar == "\r" || scalar == "\t" {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The shortest text that reads back as the same Double, always with a `.` or exponent. A
    /// subnormal (not 0, below 2.2250738585072014e-308, which a spec may write: docs/format.md,
    /// "Values") is written by its bits instead: swiftc refuses every decimal literal of one as
    /// underflowing, though it reads back exactly. `Swift.` because a model's field may be
    /// named `Double`; none may be named `Swift`.
    public static func double(_ value: Double) -> String {
        if value.isSubnormal {
            let digits = String(value.bitPattern, radix: 16, uppercase: true)
            return "Swift.Double(bitPattern: 0x" + String(repeating: "0", count: 16 - digits.count) + digits + ")"
        }
        let text = "\(value)"
        if text.contains(".") || text.contains("e") { return text }
        return text + ".0"
    }

    /// `0xRRGGBBAA`.
    public static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}
