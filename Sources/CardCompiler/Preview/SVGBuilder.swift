/// Writes SVG (and the HTML index) as bytes: elements, attributes and text, with every string
/// that may come from a spec escaped, and numbers in a short fixed form. Appending to one byte
/// array keeps a card's preview to a few allocations: `preview` draws ten thousand cards in
/// about the time `lint` takes to read them twenty times.
struct SVGBuilder {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 16_384) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup cardc writes itself (never from a spec).
    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup built from cardc's own strings and numbers (never from a spec).
    mutating func raw(_ s: String) {
        bytes.append(contentsOf: s.utf8)
    }

    /// Text from anywhere, escaped for character data and attribute values alike.
    mutating func escaped(_ s: String) {
        bytes.append(contentsOf: PreviewText.escaped(s).utf8)
    }

    /// A number in points: at most two decimals, no trailing zeros (`291.15`, `80`, `-0.5`).
    /// Two decimals are a hundredth of a point, far under a pixel on any screen.
    mutating func number(_ value: Double) {
        bytes.append(contentsOf: PreviewText.number(value).utf8)
    }

    /// ` name="value"` with a number value.
    mutating func attribute(_ name: StaticString, _ value: Double) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        number(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` with text that may come from a spec.
    mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        escaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, class name: StaticString,
                       extra: (inout SVGBuilder) -> Void = { _ in }) {
        raw("<rect class=\"")
        raw(name)
        raw("\"")
        attribute("x", x)
        attribute("y", y)
        attribute("width", max(0, width))
        attribute("height", max(0, height))
        if radius > 0 {
            attribute("rx", radius)
        }
        extra(&self)
        raw("/>\n")
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, class name: StaticString) {
        raw("<line class=\"")
        raw(name)
        raw("\"")
        attribute("x1", x1)
        attribute("y1", y1)
        attribute("x2", x2)
        attribute("y2", y2)
        raw("/>\n")
    }

    /// A text element; `content` may come from a spec.
    mutating func label(_ content: String, x: Double, y: Double, class name: StaticString, anchor: StaticString? = nil) {
        raw("<text class=\"")
        raw(name)
        raw("\"")
        attribute("x", x)
        attribute("y", y)
        if let anchor {
            raw(" text-anchor=\"")
            raw(anchor)
            raw("\"")
        }
        raw(">")
        escaped(content)
        raw("</text>\n")
    }

    /// `<g transform="translate(x y)" …>`; close with `endGroup()`.
    mutating func group(x: Double, y: Double, class name: StaticString? = nil, extra: (inout SVGBuilder) -> Void = { _ in }) {
        raw("<g")
        if let name {
            raw(" class=\"")
            raw(name)
            raw("\"")
        }
        raw(" transform=\"translate(")
        number(x)
        raw(" ")
        number(y)
        raw(")\"")
        extra(&self)
        raw(">\n")
    }

    mutating func endGroup() {
        raw("</g>\n")
    }
}
