import CardSupport
import CardModel
/// Writes SVG (and the HTML index) as bytes: elements, attributes and text, with every string
/// that may come from a spec escaped, and numbers in a short fixed form. Appending to one byte
/// array keeps a card's preview to a few allocations: `preview` draws ten thousand cards in
/// about the time `lint` takes to read them twenty times.
package struct SVGBuilder {
    package var bytes: [UInt8] = []

    package init(capacity: Int = 16_384) {
        bytes.reserveCapacity(capacity)
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup cardc writes itself (never from a spec).
    package mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup built from cardc's own strings and numbers (never from a spec).
    package mutating func raw(_ s: String) {
        bytes.append(contentsOf: s.utf8)
    }

    /// Text from anywhere, escaped for character data and attribute values alike. Most text
    /// (names, numbers, cardc's own words with `·` and `×`) needs nothing escaped and is copied
    /// as it is; `needsEscaping` looks at the bytes for the few characters that do.
    ///
    /// Echoed bounded (`EchoedText`): a picture names a device in every panel and chart, and a
    /// long name there made a 3.4 KB card a 4.2 MB picture. Bounded first, escaped after, so a
    /// cut never splits an escape.
    package mutating func escaped(_ s: String) {
        escapedWhole(EchoedText.bounded(s))
    }

    /// Text escaped but never shortened: a link, which must name its file exactly.
    package mutating func escapedWhole(_ s: String) {
        bytes.append(contentsOf: Self.needsEscaping(s) ? PreviewText.escaped(s).utf8 : s.utf8)
    }

    /// Whether `s` holds a character `XMLText.escaped` changes (`XMLText.changes`): what
    /// `PreviewText.escaped` changes. Decided on the bytes while they are ASCII.
    package static func needsEscaping(_ s: String) -> Bool {
        for b in s.utf8 {
            switch b {
            case 0..<0x20, 0x7F, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                return true
            case 0x80...:
                return s.unicodeScalars.contains(where: XMLText.changes)
            default:
                break
            }
        }
        return false
    }

    /// A number in points: at most two decimals, no trailing zeros (`291.15`, `80`, `-0.5`).
    /// Two decimals are a hundredth of a point, far under a pixel on any screen. Written as
    /// digits straight into the bytes. For coordinates; labels use `PreviewText`.
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            raw(value > 0 ? "1000000000" : (value < 0 ? "-1000000000" : "0"))
            return
        }
        let hundredths = Int((min(max(value, -1e9), 1e9) * 100).rounded())
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        integer(Int(magnitude / 100))
        let fraction = Int(magnitude % 100)
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
        }
    }

    package mutating func byte(_ b: UInt8) {
        bytes.append(b)
    }

    /// A whole number's digits.
    package mutating func integer(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            integer(Int(value.magnitude))
            return
        }
        if value >= 10 { integer(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Bytes another builder made.
    package mutating func append(_ other: SVGBuilder) {
        bytes.append(contentsOf: other.bytes)
    }

    /// ` name="value"` with a number value.
    package mutating func attribute(_ name: StaticString, _ value: Double) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        number(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// ` name="value"` with text that may come from a spec.
    package mutating func attribute(_ name: StaticString, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        escaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    package mutating func rect(x: Double, y: Double, width: Double, height: Double, radius: Double = 0, class name: StaticString,
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

    package mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, class name: StaticString) {
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
    package mutating func label(_ content: String, x: Double, y: Double, class name: StaticString, anchor: StaticString? = nil) {
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
    package mutating func group(x: Double, y: Double, class name: StaticString? = nil, extra: (inout SVGBuilder) -> Void = { _ in }) {
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

    package mutating func endGroup() {
        raw("</g>\n")
    }
}
