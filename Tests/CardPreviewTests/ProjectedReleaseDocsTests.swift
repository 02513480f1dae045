import Testing
@testable import CardEngine
import CardTestSupport
import CardCompilerTestSupport

/// docs/engine.md's "Projected releases", written from the text alone (not from the engine), held
/// against `SheetBehavior.settle` and `releaseSpan` on random sheets and devices, at the span's
/// ends and the ulps around them, every state's height, the thresholds' commit points, far off
/// the screen, at every velocity class.
@Suite struct ProjectedReleaseDocsTests {
    /// The documented rule over `ReleaseSpanTests.DocumentedSheet`'s heights, positions and thresholds.
    struct DocumentedProjection {
        let sheet: ReleaseSpanTests.DocumentedSheet
        /// `k`: UIScrollView's normal deceleration, 0.998 per millisecond.
        let k = 0.998 / (1 - 0.998) / 1000

        var h: [Double] { sheet.h }

        func span(_ s: Int) -> ClosedRange<Double>? {
            guard h[s] > 0 else { return nil }
            // `lowest` / `highest`: the first declared restable state at the position of the
            // smallest / largest restable height.
            let restable = h.indices.filter(sheet.restable)
            func first(at height: Double?) -> Double? {
                height.flatMap { x in restable.first { sheet.onePosition(h[$0], x) }.map { h[$0] } }
            }
            let lowest = first(at: restable.map { h[$0] }.min()) ?? h[s]
            let highest = first(at: restable.map { h[$0] }.max()) ?? h[s]
            return min(lowest, h[s])...max(highest, h[s])
        }

        /// Item 5: whether `a` is strictly nearer `p` than `b` (by order when `p` is beyond both).
        func nearer(_ a: Int, _ b: Int, _ p: Double, from s: Int) -> Bool {
            // Positions do not enter here (they are not transitive: 162.0 ~ 162.17 ~ 162.27 at 2x);
            // the winner's position picks the state below.
            if h[a] == h[b] { return false }
            let low = min(h[a], h[b]), high = max(h[a], h[b])
            if p >= high { return h[a] > h[b] }
            if p <= low { return h[a] < h[b] }
            let da = abs(h[a] - p), db = abs(h[b] - p)
            if da != db { return da < db }
            return abs(h[a] - h[s]) < abs(h[b] - h[s])
        }

        func nearest(_ candidates: [Int], _ p: Double, from s: Int) -> Int? {
            var best: Int?
            for t in candidates where best.map({ nearer(t, $0, p, from: s) }) ?? true { best = t }
            guard let best else { return nil }
            // The first declared allowed state at the winner's position.
            return candidates.first { sheet.onePosition(h[$0], h[best]) }
        }

        func settle(_ s: Int, _ y: Double, _ v: Double) -> Int {
            guard let span = span(s) else { return s }
            let c = min(max(y, span.lowerBound), span.upperBound)
            let p = c + v * k
            let restable = h.indices.filter(sheet.restable)
            if abs(v) > sheet.thresholds.velocity {
                let ahead = restable.filter { t in sheet.onePosition(h[t], c) || (v > 0 ? h[t] >= c : h[t] <= c) }
                return nearest(ahead, p, from: s) ?? s
            }
            if let u = sheet.neighbour(s, up: true), p > h[s] + sheet.threshold(s, u) {
                return nearest(restable.filter { h[$0] > h[s] && !sheet.onePosition(h[$0], h[s]) }, p, from: s) ?? s
            }
            if let d = sheet.neighbour(s, up: false), p < h[s] - sheet.threshold(s, d) {
                return nearest(restable.filter { h[$0] < h[s] && !sheet.onePosition(h[$0], h[s]) }, p, from: s) ?? s
            }
            return s
        }
    }

    @Test func everyProjectedReleaseSettlesAsTheDocsSay() {
        var rng = SeededGenerator(state: 0x9A0_7EC7)
        var failures: [String] = []
        var releases = 0, skipped = 0
        let count = max(1, TestSupport.differentialCount / 10)
        for index in 0..<count {
            var (config, device) = RandomSheets.sheet(&rng)
            config.release = .projected
            let b = SheetBehavior(configuration: config, device: device)
            let model = DocumentedProjection(sheet: ReleaseSpanTests.DocumentedSheet(config, device))
            let vt = config.thresholds.velocity
            let velocities = [0, vt, -vt, vt.nextUp, -vt.nextUp, 3000, -3000, Double.random(in: -5000...5000, using: &rng),
                              Double.random(in: -min(vt, 1e6)...min(vt, 1e6), using: &rng)]
            for s in b.heights.indices {
                let span = b.releaseSpan(from: s)
                if span != model.span(s) {
                    failures.append("#\(index) from \(s): span \(String(describing: span)), documented \(String(describing: model.span(s)))")
                    continue
                }
                var ys = b.heights + [-50, device.height + 300, Double.random(in: -500...(device.height + 500), using: &rng)]
                if let span { ys += [span.lowerBound, span.upperBound, span.lowerBound.nextDown, span.upperBound.nextUp] }
                if let up = b.neighbour(of: s, upward: true) { ys.append(b.heights[s] + b.threshold(from: s, to: up)) }
                if let down = b.neighbour(of: s, upward: false) { ys.append(b.heights[s] - b.threshold(from: s, to: down)) }
                for y in ys {
                    for v in velocities {
                        // Distances a flick of 1e300 pt/s rounds together are item 5's order rule;
                        // here every projection stays within the screen's scale of Doubles.
                        guard abs(v) < 1e9 else { skipped += 1; continue }
                        releases += 1
                        let to = b.settle(from: s, releaseHeight: y, velocity: v)
                        let documented = model.settle(s, y, v)
                        if to != documented && failures.count < 5 {
                            failures.append("#\(index) heights \(b.heights) on \(device.name) \(config.thresholds): from \(s) at \(y) pt, \(v) pt/s -> \(to), docs say \(documented)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(releases > count * 100, "\(releases) releases")
    }
}
