/// How cardc writes a number for a person: every message, hover, report, preview label and
/// documented default goes through here, so that one value prints one way (issue 26; the rule
/// is in docs/format.md, "Numbers in messages").
///
/// - A value as written (`written`): the shortest decimal that reads back as the same Double,
///   so `0.45` prints `0.45` and `300` prints `300`. Plain digits from 1e-7 up to below 1e16
///   (what people write as plain decimals); beyond, `1e307` / `1.5e-9`, without `+`, the
///   form YAML and cardc read back.
/// - A length on a screen (`length`): a value that is already a short decimal (at most three
///   places, as people write lengths and as exact arithmetic gives: 50% of 647 is 323.5) prints
///   as written; a longer one, the result of arithmetic (45% of 647 is 291.15000000000003),
///   prints the shortest decimal on the same device pixel (rounded to 1/scale pt): `291` on a
///   2x screen. Without a device, a 3x pixel (the densest screen cardc models).
/// - Values one message compares (`lengths`) never print alike; a value that is not finite
///   prints as words (`notFinite`), never `inf` or `nan`.
package enum NumberText {
    /// The scale a length is identified at when no device applies.
    package static let defaultScale: Double = 3

    /// The shortest decimal that reads back as `value`, without exponent for 1e-7 ≤ |v| < 1e16.
    package static func written(_ value: Double) -> String {
        guard value.isFinite else { return notFinite(value) }
        if value == 0 { return "0" }
        if value == value.rounded() && abs(value) < 1e16 { return String(Int64(value)) }
        // Swift's description is the shortest round-trip form; rewrite its exponent form.
        let text = value.description
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return trimmed(text) }
        let exponent = Int(text[text.index(after: e)...]) ?? 0
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        // The decimal point sits after `point` digits of `digits`.
        let point = whole.count + exponent
        let sign = negative ? "-" : ""
        if abs(value) >= 1e16 || abs(value) < 1e-7 {
            let head = String(digits.prefix(1))
            let tail = String(digits.dropFirst())
            return sign + head + (tail.isEmpty ? "" : "." + tail) + "e" + String(point - 1)
        }
        if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
        if point >= digits.count { return sign + digits + String(repeating: "0", count: point - digits.count) }
        let split = digits.index(digits.startIndex, offsetBy: point)
        return sign + digits[..<split] + "." + digits[split...]
    }

    /// A value arithmetic took past the largest Double (or made undefined): a person reads what
    /// it means, not Swift's `inf`/`nan` (issue 33, item 17). The bound is the largest Double,
    /// 1.797...e308, rounded down so that the words stay true.
    package static func notFinite(_ value: Double) -> String {
        value.isNaN ? "undefined" : (value < 0 ? "under -1.79e308" : "over 1.79e308")
    }

    /// A length in points, without the unit, on a screen of `scale` pixels per point (nil: no
    /// device, a 3x pixel).
    package static func length(_ value: Double, scale: Double? = nil) -> String {
        let text = written(value)
        guard value.isFinite, abs(value) < 1e15, fractionDigits(text) > 3 else { return text }
        return onPixel(value, scale: scale, from: 0)
    }

    /// `length` with the unit: `291 pt`.
    package static func points(_ value: Double, scale: Double? = nil) -> String {
        length(value, scale: scale) + " pt"
    }

    /// Lengths that one message compares, each as `length` prints it, except that two different
    /// values never print alike: where they would, all get more places until they differ (at
    /// most as written). Values at one position are the caller's to word as such.
    package static func lengths(_ values: [Double], scale: Double? = nil) -> [String] {
        var texts = values.map { length($0, scale: scale) }
        var places = 0
        while places <= 17 && hasFalseTwin(values, texts) {
            places += 1
            texts = values.map { value in
                let text = written(value)
                guard value.isFinite, abs(value) < 1e15, fractionDigits(text) > places else { return text }
                return rounded(value, places: places)
            }
        }
        return texts
    }

    /// A number that is not a length (an alpha, seconds, points per second): as written when it
    /// is a short decimal (at most three places), else rounded to three places (a thousandth of
    /// a second or of full alpha), which is what `rounded(_:places: 3)` gives either way.
    package static func number(_ value: Double) -> String {
        rounded(value, places: 3)
    }

    /// A fraction as the percentage a person writes: the shortest decimal `p` with `p / 100`
    /// the same Double, so the `1.1` that `110%` reads as prints `110`, not `110.00000000000001`.
    package static func percent(_ fraction: Double) -> String {
        guard fraction.isFinite, abs(fraction) < 1e13 else { return written(fraction * 100) }
        for places in 0...17 {
            let scale = pow10(places)
            let p = (fraction * 100 * scale).rounded() / scale
            if p / 100 == fraction { return written(p) }
        }
        return written(fraction * 100)
    }

    /// At most `places` decimals, no trailing zeros, no `-0` (the simulate table's columns).
    package static func rounded(_ value: Double, places: Int) -> String {
        written(roundedValue(value, places: places))
    }

    /// `value` at most `places` decimals, as a Double (what the simulate JSON prints), never
    /// `-0`. A value whose scaled form reaches 2^52 has no fraction left at that many places, so
    /// it stays as it is: scaling it would round nothing, and past `greatestFiniteMagnitude /
    /// 10^places` it would overflow to infinity (issue 33, item 8: `simulate` printed `inf`).
    /// Not finite: unchanged.
    package static func roundedValue(_ value: Double, places: Int) -> Double {
        let scale = pow10(places)
        let scaled = value * scale
        guard value.isFinite, abs(scaled) < 0x1p52 else { return value }
        let r = scaled.rounded() / scale
        return r == 0 ? 0 : r
    }

    /// The shortest decimal, from `from` places up, that lands on the pixel `value` lands on.
    private static func onPixel(_ value: Double, scale: Double?, from: Int) -> String {
        let s = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? defaultScale
        let pixel = (value * s).rounded()
        for places in from...17 {
            let p = pow10(places)
            let d = (value * p).rounded() / p
            if (d * s).rounded() == pixel { return written(d == 0 ? 0 : d) }
        }
        return written(value)
    }

    private static func hasFalseTwin(_ values: [Double], _ texts: [String]) -> Bool {
        for i in values.indices {
            for j in values.indices where j > i && texts[i] == texts[j] && values[i] != values[j] {
                return true
            }
        }
        return false
    }

    private static func fractionDigits(_ text: String) -> Int {
        guard !text.contains("e"), let dot = text.firstIndex(of: ".") else { return 0 }
        return text.distance(from: dot, to: text.endIndex) - 1
    }

    private static func trimmed(_ text: String) -> String {
        text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func pow10(_ n: Int) -> Double {
        var r = 1.0
        for _ in 0..<n { r *= 10 }
        return r
    }
}
