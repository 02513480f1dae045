import CardModel

/// The box a text element of the preview takes, estimated from its type: each character is
/// `widthFactor` of the font size across (DejaVu Sans averages under 0.6 em; bold a little
/// more), and the line runs from a full font size above the baseline to a quarter below. The
/// layout places labels with it so that none meets another or a drawing, and the tests read
/// every text element back and check the same boxes.
package struct TextBox: Sendable, Equatable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The box of `text` in the style class `className`, drawn at (x, y) with `anchor`
    /// (`start`, `middle` or `end`; nil is start).
    package init(_ text: String, class className: String, x: Double, y: Double, anchor: String? = nil) {
        let size = PreviewStyle.fontSize(className)
        let width = Self.width(text, class: className)
        let left = anchor == "middle" ? x - width / 2 : (anchor == "end" ? x - width : x)
        self.init(x: left, y: y - size, width: width, height: size * 1.25)
    }

    /// How wide `text` is estimated to be in `className`; text is drawn bounded (`EchoedText`).
    package static func width(_ text: String, class className: String) -> Double {
        Double(EchoedText.bounded(text).count) * PreviewStyle.fontSize(className) * widthFactor(className)
    }

    package static func widthFactor(_ className: String) -> Double {
        PreviewStyle.isBold(className) ? 0.68 : 0.62
    }

    package var right: Double { x + width }
    package var bottom: Double { y + height }

    /// Whether the two boxes share an area (touching edges do not count).
    package func intersects(_ other: TextBox) -> Bool {
        x < other.right && other.x < right && y < other.bottom && other.y < bottom
    }

    /// The part of this box inside `other`, if any.
    package func clipped(to other: TextBox) -> TextBox? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(right, other.right), y1 = min(bottom, other.bottom)
        guard x1 >= x0 && y1 >= y0 else { return nil }
        return TextBox(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `text` broken at spaces into lines at most `width` wide in `className` (a word longer
    /// than the width is a line of its own).
    package static func wrapped(_ text: String, class className: String, width: Double) -> [String] {
        let bounded = EchoedText.bounded(text)
        let perCharacter = PreviewStyle.fontSize(className) * widthFactor(className)
        let most = max(1, Int(width / perCharacter))
        guard bounded.count > most else { return [bounded] }
        var lines: [String] = []
        var line = ""
        for word in bounded.split(separator: " ", omittingEmptySubsequences: false) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= most {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        lines.append(line)
        return lines
    }
}
