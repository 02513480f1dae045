/// Insets on all four edges, in points (a safe area): leading and trailing as the layout
/// direction reads them, so a sheet in landscape keeps clear of the camera housing.
public struct CardEdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = CardEdgeInsets()
}
