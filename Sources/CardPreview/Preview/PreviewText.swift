import CardSupport
/// How the preview writes text and numbers.
package enum PreviewText {
    /// Text from a spec made safe for SVG and HTML: XML's escapes, characters XML cannot hold
    /// written as `\u{…}`, and the bidirectional controls too, so that a name cannot reorder the
    /// label it sits in (the same reason text output flattens them).
    package static func escaped(_ s: String) -> String {
        var visible = ""
        var changed = false
        for scalar in s.unicodeScalars {
            if isBidiControl(scalar) || (scalar.value >= 0x7F && scalar.value < 0xA0) {
                visible += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                changed = true
            } else {
                visible.unicodeScalars.append(scalar)
            }
        }
        return XMLText.escaped(changed ? visible : s)
    }

    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// A number for a label (an alpha, seconds, a scale), through the one formatter:
    /// `NumberText.number`. Coordinates are `SVGBuilder.number`'s.
    package static func number(_ value: Double) -> String {
        NumberText.number(value)
    }

    /// A length for a label: `291 pt` (`NumberText.points`; on a device's panel, at its pixel).
    package static func points(_ value: Double, scale: Double? = nil) -> String {
        NumberText.points(value, scale: scale)
    }
}
