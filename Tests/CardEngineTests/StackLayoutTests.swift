import Testing
@testable import CardEngine
import CardTestSupport

/// Checks StackLayout against CardsStack's `frameFor(index:cardState:translation:)`.
@Suite struct StackLayoutTests {
    // CardsStack's default configuration, with spacing added.
    let config = StackConfiguration(
        cardHeight: 200, offset: 40, spacing: .init(leading: 8, trailing: 12, vertical: 8),
        collapsedHeight: 200, expandedHeight: 500
    )

    /// The seed's formula, transcribed, for comparison.
    func seedFrameY(index: Int, state: String, translation: Double) -> Double {
        let v = 8.0, offset = 40.0, cardHeight = 200.0, expanded = 500.0, collapsed = 200.0
        switch state {
        case "expanded": return v * Double(index) + cardHeight * Double(index)
        case "collapsed": return index > 0 ? v + offset * Double(index) : 0
        default:
            guard index > 0 else { return 0 }
            let collapsedY = v + offset * Double(index)
            let finalDist = abs((v + cardHeight) * Double(index) - collapsedY)
            return v + offset * Double(index) + finalDist * translation / (expanded - collapsed)
        }
    }

    @Test(arguments: 0..<5)
    func framesMatchTheSeed(index: Int) {
        let layout = StackLayout(configuration: config, containerWidth: 375)
        expectEqual(layout.frame(index: index, phase: .expanded).y, seedFrameY(index: index, state: "expanded", translation: 0))
        expectEqual(layout.frame(index: index, phase: .collapsed).y, seedFrameY(index: index, state: "collapsed", translation: 0))
        for t in stride(from: 0.0, through: 300, by: 37.5) {
            #expect(abs(layout.frame(index: index, phase: .inTransit(translation: t)).y - seedFrameY(index: index, state: "transit", translation: t)) < 1e-9)
        }
        let frame = layout.frame(index: index, phase: .collapsed)
        expectEqual(frame.x, 8)
        expectEqual(frame.width, 375 - 8 - 12)
        expectEqual(frame.height, 200)
    }

    @Test func transitEndsWhereExpandedBegins() {
        let layout = StackLayout(configuration: config, containerWidth: 375)
        // Card 2 moves from 8 + 80 = 88 to 416 over 300 pt of travel.
        expectEqual(layout.frame(index: 2, phase: .inTransit(translation: 0)).y, 88)
        expectEqual(layout.frame(index: 2, phase: .inTransit(translation: 300)).y, 416)
    }

    @Test func dragHeightIsClamped() {
        let layout = StackLayout(configuration: config, containerWidth: 375)
        expectEqual(layout.height(afterDrag: -100, from: 200), 300)
        expectEqual(layout.height(afterDrag: -1000, from: 200), 500)
        expectEqual(layout.height(afterDrag: 1000, from: 500), 200)
    }

    @Test func zeroTravelDoesNotDivideByZero() {
        var flat = config
        flat.expandedHeight = flat.collapsedHeight
        let layout = StackLayout(configuration: flat, containerWidth: 375)
        expectEqual(layout.frame(index: 3, phase: .inTransit(translation: 10)).y, layout.collapsedY(index: 3))
    }
}
