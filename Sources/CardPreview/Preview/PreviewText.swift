import CardSupport
/// How the preview writes text and numbers.
package enum PreviewText {
    /// Text from a spec made safe for SVG and HTML: XML's escapes, and characters XML cannot
    /// hold or a reader would not see (controls, format and other default-ignorable characters:
    /// `VisibleText.isHidden`) written as `\u{…}` (`XMLText`), so that a name cannot reorder the label it sits in.
    package static func escaped(_ s: String) -> String {
        XMLText.escaped(s)
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
