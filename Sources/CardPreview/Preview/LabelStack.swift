/// Places blocks of labels in a column: each as near its wanted top as it can be (never above `top`), in the order
/// of the wanted tops, none overlapping the one before (`gap` apart); when the last runs past
/// `bottom`, the column moves up as a block, no higher than `top`. How the preview keeps labels
/// beside what they name without any two meeting.
package enum LabelStack {
    /// The tops for blocks of `heights` wanting `wanted` tops, in the given order (sorted by
    /// the caller).
    package static func tops(wanted: [Double], heights: [Double], gap: Double = 4, top: Double = -.infinity,
                             bottom: Double = .infinity) -> [Double] {
        var tops: [Double] = []
        var next = -Double.infinity
        for (k, w) in wanted.enumerated() {
            let y = max(w.isFinite ? max(w, top) : top, next)
            tops.append(y)
            next = y + heights[k] + gap
        }
        if let last = tops.last, let first = tops.first, let h = heights.last, last + h > bottom {
            let shift = min(last + h - bottom, max(0, first - top))
            tops = tops.map { $0 - shift }
        }
        return tops
    }
}
