import Testing
import CardEngine
import CardTestSupport

/// The typed carousel API an app calls (only public API: `import CardEngine`, not @testable).
@Suite struct CarouselInteractionTests {
    /// As generated for examples/paging-carousel.card.yaml.
    enum State: String, CaseIterable, Sendable { case collapsed, expanded }
    enum Wrong: String, CaseIterable, Sendable { case small, big }

    static let config = CarouselConfiguration(insets: .init(top: 120, leading: 24, trailing: 24, bottom: 80), peek: 16, spacing: 8,
                                              expandDistance: 200, animation: CardAnimation(duration: 0.3, damping: 0.9))
    static let phone = CardContainer(width: 375, height: 667)

    func carousel(pages: Int = 3, page: Int = 0, initial: State = .collapsed) throws -> CarouselInteraction<State> {
        try #require(CarouselInteraction<State>(configuration: Self.config, container: Self.phone, initial: initial, pageCount: pages, page: page))
    }

    @Test func namesMustMatchTheCarouselsStates() throws {
        #expect(CarouselInteraction<Wrong>(configuration: Self.config, container: Self.phone, initial: .small, pageCount: 3) == nil)
        let c = try carousel(page: 2, initial: .expanded)
        #expect(c.state == .expanded && c.page == 2 && c.pageCount == 3)
        #expect(c.frame(at: 0).progress == 1 && c.frame(at: 0).cornerRadius == 0)
    }

    @Test func aSwipeUpExpandsAndAPanLeftPages() throws {
        var c = try carousel()
        _ = c.handle(.pan(PanEvent(.began, time: 0)))
        _ = c.handle(.pan(PanEvent(.changed, translation: CardVector(x: -200, y: 5), time: 0.1)))
        expectEqual(c.frame(at: 0.1).pageOffset, 200)
        let paged = c.handle(.pan(PanEvent(.ended, translation: CardVector(x: -200, y: 5), velocity: CardVector(x: -300, y: 0), time: 0.1)))
        #expect(paged.pageChanged?.from == 0 && paged.pageChanged?.to == 1 && c.page == 1)
        expectEqual(c.advance(to: 3).didSettle, .collapsed)
        _ = c.handle(.pan(PanEvent(.began, time: 4)))
        _ = c.handle(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: -150), time: 4.1)))
        let frame = c.frame(at: 4.1)
        #expect(frame.progress == 0.75 && frame.isDragging && frame.state == .collapsed)
        let up = c.handle(.pan(PanEvent(.ended, translation: CardVector(x: 0, y: -150), time: 4.1)))
        #expect(up.willSettle == .expanded && up.stateChanged?.to == .expanded)
        _ = c.advance(to: 9)
        expectEqual(c.frame(at: 9).cardFrame, CardRect(x: 0, y: 0, width: 375, height: 667))
        #expect(c.frame(at: 9).page == 1 && c.frame(at: 9).contentOffset == 0)
    }

    @Test func accessibilityOffersTheStateAndThePages() throws {
        var c = try carousel(pages: 2)
        expectEqual(c.accessibilityValue.defaultValue, "collapsed")
        expectEqual(c.accessibilityActions.map(\.name.defaultValue), ["expanded", "Next page"])
        #expect(c.accessibilityIncrement(time: 0).pageChanged?.to == 1)
        expectEqual(c.accessibilityActions.map(\.name), [CardText(key: "expanded", defaultValue: "expanded"), CardEngineText.previousPage])
        #expect(c.accessibilityIncrement(time: 1).pageChanged == nil)
        let expand = try #require(c.accessibilityActions.first)
        expectEqual(c.perform(expand, time: 2).willSettle, .expanded)
        expectEqual(c.accessibilityValue.defaultValue, "expanded")
        // Expanded, the pages do not move; the one action collapses.
        expectEqual(c.accessibilityActions.map(\.name.defaultValue), ["collapsed"])
        #expect(c.accessibilityDecrement(time: 3).pageChanged == nil && c.page == 1)
    }

    @Test func theContentLimitStopsTheContent() throws {
        var c = try carousel(initial: .expanded)
        c.contentLimit = 50
        _ = c.handle(.pan(PanEvent(.began, time: 0)))
        _ = c.handle(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: -40), time: 0.1)))
        expectEqual(c.frame(at: 0.1).contentOffset, 40)
        _ = c.handle(.pan(PanEvent(.ended, translation: CardVector(x: 0, y: -40), velocity: CardVector(x: 0, y: -3000), time: 0.1)))
        _ = c.advance(to: 9)
        expectEqual(c.frame(at: 9).contentOffset, 50)
    }
}
