/// A carousel resolved on a container: the card's frame from collapsed (inset by `insets`) to
/// expanded (the whole container), driven by the scroll offset as the seed's scrollViewDidScroll
/// drives the small container's constraints.
public struct CarouselLayout: Sendable, Hashable {
    public let configuration: CarouselConfiguration
    public let containerWidth: Double
    public let containerHeight: Double

    public init(configuration: CarouselConfiguration, containerWidth: Double, containerHeight: Double) {
        self.configuration = configuration
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
    }

    public init(configuration: CarouselConfiguration, device: DeviceProfile) {
        self.init(configuration: configuration, containerWidth: device.width, containerHeight: device.height)
    }

    public var collapsedFrame: CardRect {
        let i = configuration.insets
        return CardRect(
            x: i.leading,
            y: i.top,
            width: containerWidth - i.leading - i.trailing,
            height: containerHeight - i.top - i.bottom
        )
    }

    public var expandedFrame: CardRect {
        CardRect(x: 0, y: 0, width: containerWidth, height: containerHeight)
    }

    /// 0 when collapsed, 1 when expanded; scrolling past `expandDistance` scrolls the content
    /// instead. A zero distance expands at once.
    public func progress(scrollOffset: Double) -> Double {
        let d = configuration.expandDistance
        guard d > 0 else { return scrollOffset > 0 ? 1 : 0 }
        return min(max(scrollOffset / d, 0), 1)
    }

    /// How far the inner content has scrolled once the card is fully expanded.
    public func contentOffset(scrollOffset: Double) -> Double {
        max(0, scrollOffset - configuration.expandDistance)
    }

    public func cardFrame(scrollOffset: Double) -> CardRect {
        collapsedFrame.interpolated(to: expandedFrame, fraction: progress(scrollOffset: scrollOffset))
    }

    /// The collapsed frame of the neighbour `step` pages away (negative: to the left).
    public func neighbourFrame(step: Int) -> CardRect {
        var frame = collapsedFrame
        frame.x += Double(step) * (frame.width + configuration.spacing)
        return frame
    }

    /// How much of each neighbour shows beside the collapsed card.
    public var visiblePeek: Double {
        max(0, min(configuration.insets.leading, configuration.insets.trailing) - configuration.spacing)
    }
}
