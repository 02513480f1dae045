/// Where a release lands: the outcome of the engine's release function at the centre of each
/// cell of a grid, columns along the release position and rows along the release velocity
/// (row 0 at the top, the fastest upward or rightward release).
///
/// A row is found by calling the function at its two ends, and where they differ at a few
/// columns around where the previous rows' changes are heading, then bisecting between
/// neighbouring looked-at columns whose outcomes differ, down to single cells. That is exact
/// whenever each outcome fills one stretch of the row in a fixed order, which holds for the
/// engine's release functions: for a fixed velocity, a release further along never lands nearer
/// the start (the position is clamped, then projected, then compared with thresholds).
/// `PreviewTests.bisectionEqualsEvaluatingEveryCell` compares whole maps with every cell
/// evaluated, on random specs, so a release function for which that stops holding fails there.
/// A 200 x 200 map takes about 10 calls a row instead of 200, which keeps `preview` in its time.
package struct ReleaseMap: Sendable {
    package let columns: Int
    package let rows: Int
    /// Release positions at the left and right edges of the grid.
    package let left: Double
    package let right: Double
    /// Release velocities at the top and bottom edges of the grid.
    package let top: Double
    package let bottom: Double
    /// Per row, its stretches: the first column of each and its outcome, left to right.
    package private(set) var runs: [[Run]]

    package struct Run: Sendable, Equatable {
        package var start: Int
        package var outcome: Int
    }

    /// The position at the centre of `column`.
    package func position(column: Int) -> Double {
        left + (Double(column) + 0.5) * (right - left) / Double(columns)
    }

    /// The velocity at the centre of `row`.
    package func velocity(row: Int) -> Double {
        top + (Double(row) + 0.5) * (bottom - top) / Double(rows)
    }

    /// The outcome the map holds for a cell.
    package func outcome(column: Int, row: Int) -> Int {
        let stretches = runs[row]
        var found = stretches[0].outcome
        for run in stretches where run.start <= column { found = run.outcome }
        return found
    }

    package init(columns: Int = 200, rows: Int = 200, left: Double, right: Double, top: Double, bottom: Double,
         outcome: (_ position: Double, _ velocity: Double) -> Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
        runs = []
        runs.reserveCapacity(self.rows)
        let last = self.columns - 1
        var row: [Run] = []
        var evaluated: [(column: Int, outcome: Int)] = []
        var pending: [(a: Int, outcomeA: Int, b: Int, outcomeB: Int)] = []
        // Where the previous two rows changed outcome: the boundaries move little from row to
        // row, so a row is first looked at around where they are heading.
        var previous: [Int] = [], beforePrevious: [Int] = []
        var hints: [Int] = []
        for r in 0..<self.rows {
            let v = velocity(row: r)
            row.removeAll(keepingCapacity: true)
            let first = outcome(position(column: 0), v)
            row.append(Run(start: 0, outcome: first))
            let end = last > 0 ? outcome(position(column: last), v) : first
            // Equal ends: one stretch (each outcome fills one stretch of a row).
            if end != first {
                evaluated.removeAll(keepingCapacity: true)
                evaluated.append((0, first))
                evaluated.append((last, end))
                hints.removeAll(keepingCapacity: true)
                for (i, c) in previous.enumerated() {
                    let predicted = previous.count == beforePrevious.count ? c + (c - beforePrevious[i]) : c
                    for h in [predicted - 4, predicted - 1, predicted, predicted + 3] where h > 0 && h < last { hints.append(h) }
                }
                hints.sort()
                var lastHint = -1
                for h in hints where h != lastHint {
                    evaluated.append((h, outcome(position(column: h), v)))
                    lastHint = h
                }
                evaluated.sort { $0.column < $1.column }
                // Between neighbouring looked-at columns whose outcomes differ: bisect until
                // the change is between neighbouring cells; iterative, left to right.
                for k in evaluated.indices.dropFirst() {
                    let (a, oa) = evaluated[k - 1], (b, ob) = evaluated[k]
                    guard oa != ob else { continue }
                    pending.append((a, oa, b, ob))
                    while let (ia, iao, ib, ibo) = pending.popLast() {
                        if ib - ia == 1 {
                            row.append(Run(start: ib, outcome: ibo))
                            continue
                        }
                        let m = ia + (ib - ia) / 2
                        let mo = outcome(position(column: m), v)
                        // The right half first onto the stack: the left half is handled first.
                        if mo != ibo { pending.append((m, mo, ib, ibo)) }
                        if iao != mo { pending.append((ia, iao, m, mo)) }
                    }
                }
            }
            beforePrevious = previous
            previous = row.dropFirst().map(\.start)
            runs.append(row)
        }
    }

    /// The outcomes that occur, in order of first appearance.
    package var outcomes: [Int] {
        var seen: [Int] = []
        for row in runs { for run in row where !seen.contains(run.outcome) { seen.append(run.outcome) } }
        return seen
    }

    /// SVG path data covering the cells of `outcome`, in grid units (one cell is 1 x 1, row 0 at
    /// y 0). Rows where the outcome is one stretch are joined into staircase polygons; a row
    /// where it is several is written as rectangles.
    package func pathData(outcome: Int) -> String {
        var builder = SVGBuilder(capacity: 1024)
        writePathData(outcome: outcome, into: &builder)
        return builder.text
    }

    package func writePathData(outcome: Int, into d: inout SVGBuilder) {
        var block: [(row: Int, from: Int, to: Int)] = []
        func command(_ c: UInt8, _ value: Int) {
            d.bytes.append(c)
            d.integer(value)
        }
        func flush() {
            guard let first = block.first, let last = block.last else { return }
            command(UInt8(ascii: "M"), first.from)
            d.byte(UInt8(ascii: " "))
            d.integer(first.row)
            command(UInt8(ascii: "H"), first.to)
            for k in block.indices.dropFirst() where block[k].to != block[k - 1].to {
                command(UInt8(ascii: "V"), block[k].row)
                command(UInt8(ascii: "H"), block[k].to)
            }
            command(UInt8(ascii: "V"), last.row + 1)
            command(UInt8(ascii: "H"), last.from)
            for k in block.indices.dropFirst().reversed() where block[k].from != block[k - 1].from {
                command(UInt8(ascii: "V"), block[k].row)
                command(UInt8(ascii: "H"), block[k - 1].from)
            }
            d.byte(UInt8(ascii: "Z"))
            block.removeAll(keepingCapacity: true)
        }
        for r in 0..<rows {
            let row = runs[r]
            var count = 0
            var only: (from: Int, to: Int) = (0, 0)
            for (k, run) in row.enumerated() where run.outcome == outcome {
                count += 1
                only = (run.start, k + 1 < row.count ? row[k + 1].start : columns)
            }
            if count == 1 {
                block.append((r, only.from, only.to))
                continue
            }
            flush()
            for (k, run) in row.enumerated() where run.outcome == outcome {
                let to = k + 1 < row.count ? row[k + 1].start : columns
                command(UInt8(ascii: "M"), run.start)
                d.byte(UInt8(ascii: " "))
                d.integer(r)
                command(UInt8(ascii: "H"), to)
                command(UInt8(ascii: "V"), r + 1)
                command(UInt8(ascii: "H"), run.start)
                d.byte(UInt8(ascii: "Z"))
            }
        }
        flush()
    }
}
