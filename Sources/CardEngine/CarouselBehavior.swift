/// What a carousel's card does when a scroll is released part-way: it settles expanded when the
/// scroll offset, clamped to `0...expandDistance`, is more than the expand threshold (`%` of
/// `expandDistance`), and collapsed otherwise. The comparison is strict.
public struct CarouselBehavior: Sendable {
    public let configuration: CarouselConfiguration

    public init(configuration: CarouselConfiguration) {
        self.configuration = configuration
    }

    public var threshold: Double {
        configuration.expandThreshold.resolved(against: configuration.expandDistance)
    }

    public func settle(releaseOffset offset: Double) -> CarouselState {
        let clamped = min(max(offset, 0), configuration.expandDistance)
        return clamped > threshold ? .expanded : .collapsed
    }
}
