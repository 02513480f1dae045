import Foundation
import Testing
import CardEngine

/// The golden files in Generated/ are compiled into this target against CardEngine; these tests
/// read values back through the engine, so a golden that compiles but says the wrong thing fails.
@Suite struct GeneratedCodeTests {
    @Test func glideResolvesOnIPhoneSE() {
        let layout = SheetLayout(configuration: GlideCard.configuration, device: .iPhoneSE)
        #expect(layout.heights[0] == 80)
        #expect(abs(layout.heights[1] - 291.15) < 1e-9)   // 45% of 647
        #expect(abs(layout.heights[2] - 582.3) < 1e-9)    // 90% of 647
        #expect(layout.dimAlpha(atHeight: layout.heights[1]) == 0.4)
        #expect(GlideCard.State.allCases.map(\.rawValue) == ["closed", "compressed", "open"])
        #expect(GlideCard.initialState == .closed)
        #expect(GlideCard.configuration.scrollEnabledIn == ["open"])
        #expect(GlideCard.configuration.header.tap == .cycle)
        #expect(GlideCard.configuration.animation == CardAnimation(duration: 0.8, damping: 1))
        #expect(GlideCard.devices == DeviceProfile.defaults)
    }

    @Test func cardDemoTogglesBetweenTitleBarAndCard() {
        let config = CardDemo.configuration
        #expect(config.header.tap == .toggle)
        #expect(config.segments.map(\.height) == [.points(65), .points(600)])
        #expect(config.thresholds.upward == .fraction(0.5))
        #expect(CardDemo.State.allCases == [.collapsed, .expanded])
    }

    @Test func expenseDeckHasTheSeedsSixCards() {
        let samples = ExpenseDeck.CardsDataModel.samples
        #expect(samples.map(\.text) == ["Hamburger", "Puppy", "Poop", "Panda", "Subway", "Robot"])
        #expect(samples[0].bgColor == CardColor(hex: "#F5CF75"))
        #expect(samples[5].image == CardImage("robot"))
        let layout = DeckLayout(configuration: ExpenseDeck.configuration)
        #expect(layout.frame(depth: 2) == CardRect(x: 20, y: 20, width: 260, height: 300))
        #expect(ExpenseDeck.configuration.thresholds.right == .points(250))
        #expect(ExpenseDeck.State.allCases.map(\.rawValue) == ["center", "left", "right"])
        #expect(ExpenseDeck.configuration.appearance.shadow == Appearance.Shadow(opacity: 0.8, radius: 4))
    }

    @Test func cardsStackLaysOutLikeCardLayout() {
        let layout = StackLayout(configuration: CardsStack.configuration, containerWidth: 375)
        #expect(layout.frame(index: 3, phase: .collapsed).y == 8 + 120)
        #expect(layout.frame(index: 3, phase: .expanded).y == 208 * 3)
        #expect(layout.cardWidth == 375 - 16)
        #expect(CardsStack.configuration.cards == 2)
        #expect(CardsStack.initialState == .collapsed)
    }

    @Test func carouselPeeksSixteenPoints() {
        let layout = CarouselLayout(configuration: PagingCarousel.configuration, device: .iPhone15)
        #expect(layout.visiblePeek == PagingCarousel.configuration.peek)
        #expect(layout.cardFrame(scrollOffset: 200) == CardRect(x: 0, y: 0, width: 393, height: 852))
        #expect(PagingCarousel.configuration.expandThreshold == .fraction(0.5))
    }

    /// The Maps-style example says `release: projected`; a spec without `release` compiles to
    /// the neighbour rule, its generated code unchanged (no `release:` argument).
    @Test func theReleasePolicyReachesTheGeneratedCard() {
        #expect(MapsSheet.configuration.release == .projected)
        #expect(GlideCard.configuration.release == .neighbour)
        // Through the compiled card: a 150 pt drag from peek flicked up at 3,000 pt/s.
        let behavior = SheetBehavior(configuration: MapsSheet.configuration, device: .iPhone15)
        #expect(behavior.settle(from: 0, releaseHeight: 270, velocity: 3000) == 2)
    }

    /// FilterSheet's `dismissal` reaches the compiled card: a drag from peek released 81 pt below
    /// it dismisses, one 79 pt below does not.
    @Test func theDismissalReachesTheGeneratedCard() {
        #expect(FilterSheet.configuration.dismissal == SheetConfiguration.Dismissal(state: "dismissed", distance: 80))
        #expect(NowPlayingSheet.configuration.dismissal == nil)
        let behavior = SheetBehavior(configuration: FilterSheet.configuration, device: .iPhone15)
        #expect(behavior.settle(from: 1, releaseHeight: 96 - 81, velocity: 0) == 0)
        #expect(behavior.settle(from: 1, releaseHeight: 96 - 79, velocity: 0) == 1)
        let interaction = SheetInteraction(FilterSheet.self, container: CardContainer(device: .iPhone15))
        #expect(interaction.dismissedState == .dismissed)
    }

    @Test func multiDocumentFileGivesTwoCards() {
        #expect(FilterSheet.initialState == .half)
        #expect(FilterSheet.configuration.initialIndex == 2)
        #expect(NowPlayingSheet.devices.map(\.name) == ["kiosk", "ipad-11"])
        let kiosk = SheetLayout(configuration: NowPlayingSheet.configuration, device: NowPlayingSheet.devices[0])
        #expect(abs(kiosk.heights[1] - 1024 * 0.85) < 1e-9)
    }

    @Test func samplesReachTheProgramExactlyAsWritten() throws {
        let tracks = NowPlayingSheet.Track.samples
        #expect(tracks.count == 2)
        #expect(tracks[0].title == "Yes")
        #expect(tracks[0].artist == "Café \"Quotes\" \\ Band")
        #expect(tracks[0].tags == ["on", "off"])
        #expect(tracks[0].credits == [NowPlayingSheet.Credit(role: "vocals", name: "A \\(not interpolated)")])
        #expect(tracks[0].link.absoluteString == "https://example.com/tracks/1?ref=cardc")
        #expect(tracks[0].released == Date(timeIntervalSince1970: 1_714_521_600))
        #expect(tracks[1].rating == nil)
        #expect(tracks[1].tint.alpha == 0xCC)
        #expect(tracks[1].released.timeIntervalSince1970 == 1_699_223_400)
        // The structs are Codable: a round trip through JSON keeps every field.
        let data = try JSONEncoder().encode(tracks)
        #expect(try JSONDecoder().decode([NowPlayingSheet.Track].self, from: data) == tracks)
    }
}
