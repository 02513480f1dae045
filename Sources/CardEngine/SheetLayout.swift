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
        self.init(segments: configuration.segments, header: configuration.header.height, device: device, dim: Self.dim(of: configuration))
    }

    /// The same from the parts of the configuration it reads, with the dim's segments found by
    /// the caller (`dim(of:)`): the behaviours of one sheet on several devices
    /// (`SheetBehavior.on(_:)`) find them once, and copy no configuration.
    init(segments: [SheetConfiguration.Segment], header: Length, device: DeviceProfile, dim: Dim?) {
        self.device = device
        let usable = device.usableHeight
        heights = segments.map { $0.height.resolved(against: usable) }
        headerHeight = header.resolved(against: usable)
        if let dim {
            dimFromHeight = heights[dim.from]
            dimToHeight = heights[dim.to]
            dimAlpha = dim.alpha
        } else {
            dimFromHeight = nil
            dimToHeight = nil
            dimAlpha = 0
        }
    }

    /// The segments a sheet's dim runs between, and its alpha: nil without a dim, or when it
    /// names a segment the sheet does not have.
    typealias Dim = (from: Int, to: Int, alpha: Double)

    static func dim(of configuration: borrowing SheetConfiguration) -> Dim? {
        guard let dim = configuration.dim,
              let from = configuration.segmentIndex(named: dim.from),
              let to = configuration.segmentIndex(named: dim.to) else { return nil }
        return (from, to, dim.alpha)
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
