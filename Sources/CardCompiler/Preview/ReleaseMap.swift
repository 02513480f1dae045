/// Where a release lands: the outcome of the engine's release function at the centre of each
/// cell of a grid, columns along the release position and rows along the release velocity
/// (row 0 at the top, the fastest upward or rightward release).
///
/// A row is found by calling the function at its two ends and bisecting wherever the outcomes
/// differ, down to single cells. That is exact whenever each outcome fills one stretch of the
/// row, which holds for the engine's release functions: for a fixed velocity, a release further
/// along never lands nearer the start (the position is clamped, then projected, then compared
/// with thresholds). `ReleaseMapTests` compares whole maps with every cell evaluated, on random
/// specs, so a release function for which that stops holding fails there. It makes a 200 x 200
/// map about 20 calls a row instead of 200, which is what lets `preview` keep up with `lint`.
struct ReleaseMap: Sendable {
    let columns: Int
    let rows: Int
    /// Release positions at the left and right edges of the grid.
    let left: Double
    let right: Double
    /// Release velocities at the top and bottom edges of the grid.
    let top: Double
    let bottom: Double
    /// Per row, its stretches: the first column of each and its outcome, left to right.
    private(set) var runs: [[Run]]

    struct Run: Sendable, Equatable {
        var start: Int
        var outcome: Int
    }

    /// The position at the centre of `column`.
    func position(column: Int) -> Double {
        left + (Double(column) + 0.5) * (right - left) / Double(columns)
    }

    /// The velocity at the centre of `row`.
    func velocity(row: Int) -> Double {
        top + (Double(row) + 0.5) * (bottom - top) / Double(rows)
    }

    /// The outcome the map holds for a cell.
    func outcome(column: Int, row: Int) -> Int {
        let stretches = runs[row]
        var found = stretches[0].outcome
        for run in stretches where run.start <= column { found = run.outcome }
        return found
    }

    init(columns: Int = 200, rows: Int = 200, left: Double, right: Double, top: Double, bottom: Double,
         outcome: (_ position: Double, _ velocity: Double) -> Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
        runs = []
        runs.reserveCapacity(self.rows)
        var row: [Run] = []
        for r in 0..<self.rows {
            let v = velocity(row: r)
            row.removeAll(keepingCapacity: true)
            let last = self.columns - 1
            let first = outcome(position(column: 0), v)
            row.append(Run(start: 0, outcome: first))
            if last > 0 {
                let end = outcome(position(column: last), v)
                bisect(0, first, last, end, v, outcome, &row)
            }
            runs.append(row)
        }
    }

    /// Fills the stretch between two evaluated columns: equal ends are one stretch; otherwise
    /// the middle is evaluated and both halves filled, until the change is between neighbours.
    private func bisect(_ a: Int, _ outcomeA: Int, _ b: Int, _ outcomeB: Int, _ v: Double,
                        _ outcome: (Double, Double) -> Int, _ row: inout [Run]) {
        if outcomeA == outcomeB { return }
        if b - a == 1 {
            row.append(Run(start: b, outcome: outcomeB))
            return
        }
        let m = a + (b - a) / 2
        let middle = outcome(position(column: m), v)
        bisect(a, outcomeA, m, middle, v, outcome, &row)
        bisect(m, middle, b, outcomeB, v, outcome, &row)
    }

    /// The outcomes that occur, in order of first appearance.
    var outcomes: [Int] {
        var seen: [Int] = []
        for row in runs { for run in row where !seen.contains(run.outcome) { seen.append(run.outcome) } }
        return seen
    }

    /// SVG path data covering the cells of `outcome`, in grid units (one cell is 1 x 1, row 0 at
    /// y 0). Rows where the outcome is one stretch are joined into staircase polygons; a row
    /// where it is several is written as rectangles.
    func pathData(outcome: Int) -> String {
        var d = ""
        var block: [(row: Int, from: Int, to: Int)] = []
        func flush() {
            guard let first = block.first, let last = block.last else { return }
            d += "M\(first.from) \(first.row)H\(first.to)"
            for k in block.indices.dropFirst() where block[k].to != block[k - 1].to {
                d += "V\(block[k].row)H\(block[k].to)"
            }
            d += "V\(last.row + 1)H\(last.from)"
            for k in block.indices.dropFirst().reversed() where block[k].from != block[k - 1].from {
                d += "V\(block[k].row)H\(block[k - 1].from)"
            }
            d += "Z"
            block.removeAll(keepingCapacity: true)
        }
        for r in 0..<rows {
            let row = runs[r]
            var stretches: [(from: Int, to: Int)] = []
            for (k, run) in row.enumerated() where run.outcome == outcome {
                stretches.append((run.start, k + 1 < row.count ? row[k + 1].start : columns))
            }
            if stretches.count == 1 {
                block.append((r, stretches[0].from, stretches[0].to))
            } else {
                flush()
                for s in stretches { d += "M\(s.from) \(r)H\(s.to)V\(r + 1)H\(s.from)Z" }
            }
        }
        flush()
        return d
    }
}
