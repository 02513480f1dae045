import CardEngine

/// A carousel for `cardc simulate`: how far the front card has expanded (0...1), its frame, and
/// the pages' offset. The carousel holds `pages` pages and starts on the middle one, so that both
/// neighbours peek.
struct SimulatedCarousel: SimulatedCard {
    var motion: CarouselMotion
    let container: CardContainer
    static let axes = 2
    static let pages = 3

    init(configuration: CarouselConfiguration, container: CardContainer, motion mode: MotionMode = .full, from state: Int) {
        motion = CarouselMotion(configuration: configuration, container: container, motion: mode, initialState: state, pageCount: Self.pages, page: Self.pages / 2)
        self.container = container
    }

    var columns: [String] { ["progress", "x", "y", "width", "height", "pageOffset", "page"] }

    /// The front card's centre.
    var grabPoint: CardVector {
        let frame = motion.frame(at: 0).cardFrame
        return CardVector(x: frame.midX, y: frame.midY)
    }

    func values(at time: Double) -> [Double] {
        let f = motion.frame(at: time)
        let card = f.cardFrame
        return [f.progress, card.x, card.y, card.width, card.height, f.pageOffset, Double(f.page)]
    }
}
