/// A sheet's configuration resolved on one device: every length in points.
public struct SheetLayout: Sendable, Hashable {
    public let device: DeviceProfile
    /// Visible height of each segment, in declaration order.
    public let heights: [Double]
    public let headerHeight: Double
    /// Dim heights and alpha, when the sheet dims its backdrop.
    public let dimFromHeight: Double?
    public let dimToHeight: Double?
    public let dimAlpha: Double

    public init(configuration: SheetConfiguration, device: DeviceProfile) {
        self.device = device
        let usable = device.usableHeight
        heights = configuration.segments.map { $0.height.resolved(against: usable) }
        headerHeight = configuration.header.height.resolved(against: usable)
        if let dim = configuration.dim,
           let from = configuration.segmentIndex(named: dim.from),
           let to = configuration.segmentIndex(named: dim.to) {
            dimFromHeight = heights[from]
            dimToHeight = heights[to]
            dimAlpha = dim.alpha
        } else {
            dimFromHeight = nil
            dimToHeight = nil
            dimAlpha = 0
        }
    }

    /// The card's top edge, from the container's top, when `height` of it shows (Glide's
    /// `cardTopAnchorConstraint.constant`).
    public func cardTop(forHeight height: Double) -> Double {
        device.height - height
    }

    /// The card's top edge in segment `index`.
    public func cardTop(segment index: Int) -> Double {
        cardTop(forHeight: heights[index])
    }

    /// Backdrop alpha when `height` of the card shows: 0 at or below the `from` height, full at
    /// or above the `to` height, linear between (Glide's dimAlphaWithCardTopConstraint, with its
    /// fixed half-screen point replaced by the named segments). An inverted or empty range dims
    /// fully from `to` upward.
    public func dimAlpha(atHeight height: Double) -> Double {
        guard let from = dimFromHeight, let to = dimToHeight, dimAlpha > 0 else { return 0 }
        if height >= to { return dimAlpha }
        if height <= from { return 0 }
        return dimAlpha * (height - from) / (to - from)
    }
}
