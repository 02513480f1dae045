import CardSupport
import CardCommands
import CardReporters

/// What a replay produced: the state the card settled in, and the frames sampled from the lift
/// (a trace: from its first event) until the card rested, one row per frame in `columns` order.
package struct Simulation: Sendable, Equatable {
    package var settled: String
    package var columns: [String]
    package var frames: [[Double]]
    /// False when the frame limit stopped the sampling before the card came to rest.
    package var complete: Bool

    /// `settled: STATE`, then a table: a header line and one line a frame, columns separated by
    /// two spaces, numbers at three decimals at most.
    package func text() -> String {
        var out = "settled: \(VisibleText.line(settled))\n"
        let rows = frames.map { $0.map(Self.number) }
        var widths = columns.map(\.count)
        for row in rows { for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) } }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { i, cell in String(repeating: " ", count: max(0, widths[i] - cell.count)) + cell }.joined(separator: "  ") + "\n"
        }
        out += line(columns)
        for row in rows { out += line(row) }
        return out
    }

    /// `{"settled": STATE, "complete": BOOL, "frames": [{column: number, ...}, ...]}`.
    package func json() -> String {
        let frameValues = frames.map { row in
            JSONValue.object(zip(columns, row).map { ($0, JSONValue.number(Self.rounded($1))) })
        }
        let value = JSONValue.object([("settled", .string(settled)), ("complete", .bool(complete)), ("frames", .array(frameValues))])
        return value.rendered() + "\n"
    }

    /// Three decimals at most (a thousandth of a point or second), no trailing zeros, no "-0":
    /// the one number formatter's `number`.
    package static func number(_ value: Double) -> String {
        NumberText.number(rounded(value))
    }

    /// At most three decimals, by the one rounding (`NumberText.roundedValue`), which keeps a
    /// value too large to hold a thousandth as it is. The engine's frames are finite (docs/
    /// runtime.md); should one not be, it prints 0, never `inf` or `nan`, which JSON cannot hold.
    package static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return NumberText.roundedValue(value, places: 3)
    }
}
