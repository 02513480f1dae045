/// Parses the ISO 8601 forms a spec may use, without Foundation: `YYYY-MM-DD`, and
/// `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or `±HH:MM`. Dates are UTC midnight.
package enum ISO8601Date {
    package static func secondsSince1970(_ text: String) -> Double? {
        var text = text
        return text.withUTF8(secondsSince1970(bytes:))
    }

    /// The same, read from UTF-8 bytes: `lint` checks every date sample without making a String.
    package static func secondsSince1970(bytes b: UnsafeBufferPointer<UInt8>) -> Double? {
        func digits(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= b.count else { return nil }
            var v = 0
            for i in start..<start + count {
                guard b[i] >= 48 && b[i] <= 57 else { return nil }
                v = v * 10 + Int(b[i] - 48)
            }
            return v
        }
        func at(_ i: Int, _ c: Unicode.Scalar) -> Bool { i < b.count && UInt32(b[i]) == c.value }
        guard let year = digits(0, 4), at(4, "-"), let month = digits(5, 2), at(7, "-"), let day = digits(8, 2),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        if b.count == 10 { return seconds }
        guard at(10, "T") || at(10, "t") || at(10, " "), let hour = digits(11, 2), at(13, ":"), let minute = digits(14, 2),
              hour < 24, minute < 60 else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        var i = 16
        if at(i, ":") {
            guard let second = digits(i + 1, 2), second < 60 else { return nil }
            seconds += Double(second)
            i += 3
            if at(i, ".") {
                i += 1
                var scale = 0.1
                let start = i
                while i < b.count, b[i] >= 48 && b[i] <= 57 {
                    seconds += Double(b[i] - 48) * scale
                    scale /= 10
                    i += 1
                }
                guard i > start else { return nil }
            }
        }
        if at(i, "Z") || at(i, "z") {
            i += 1
        } else if at(i, "+") || at(i, "-") {
            let sign: Double = at(i, "+") ? 1 : -1
            guard let oh = digits(i + 1, 2), at(i + 3, ":"), let om = digits(i + 4, 2), oh < 24, om < 60 else { return nil }
            seconds -= sign * Double(oh * 3600 + om * 60)
            i += 6
        } else {
            return nil // a date-time without a zone means a different instant on every machine
        }
        return i == b.count ? seconds : nil
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    package static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
