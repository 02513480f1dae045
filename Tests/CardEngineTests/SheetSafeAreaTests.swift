import Testing
import CardEngine
import CardTestSupport

/// Sheets stay inside the leading and trailing safe areas (the camera housing in landscape).
@Suite struct SheetSafeAreaTests {
    /// iphone-15 turned to landscape as a view controller's view reports it: 852 × 393, the
    /// Dynamic Island's 59 pt on both sides, 21 pt home indicator (DeviceProfile.iPhone15's
    /// landscape bottom; the side insets are UIKit's for that phone).
    static let landscape = CardContainer(width: 852, height: 393, safeAreaBottom: 21, safeAreaLeading: 59, safeAreaTrailing: 59)

    static var inset: SheetConfiguration {
        var c = SheetMotionTests.glide
        c.insets.leading = 8
        c.insets.trailing = 12
        return c
    }

    @Test func theCardSitsInsideBothSideSafeAreasAndTheInsets() throws {
        let sheet = try #require(SheetInteraction<TestCards.Glide.State>(configuration: Self.inset, container: Self.landscape, initial: .closed))
        let card = sheet.frame(at: 0).cardFrame
        expectEqual(card.x, 59 + 8)
        expectEqual(card.width, 852 - 59 - 59 - 8 - 12)
        // Under the housing a touch misses the card; just inside it lands.
        expectEqual(sheet.hitTest(CardVector(x: 40, y: 393 - 40), time: 0), .none)
        #expect(sheet.hitTest(CardVector(x: 70, y: 393 - 40), time: 0) != .none)
        var panned = sheet
        panned.handle(.pan(PanEvent(.began, location: CardVector(x: 40, y: 393 - 40), time: 0)))
        #expect(!panned.isDragging)
    }

    @Test func aContainerNarrowerThanItsSafeAreasGivesNoNegativeWidth() throws {
        let narrow = CardContainer(width: 100, height: 400, safeAreaLeading: 59, safeAreaTrailing: 59)
        let sheet = try #require(SheetInteraction<TestCards.Glide.State>(configuration: Self.inset, container: narrow, initial: .closed))
        expectEqual(sheet.frame(at: 0).cardFrame.width, 0)
    }
}
