import Testing
@testable import CardEngine
import CardTestSupport

@Suite struct CarouselLayoutTests {
    let config = CarouselConfiguration(
        insets: .init(top: 120, leading: 24, trailing: 24, bottom: 80),
        peek: 16, spacing: 8, expandDistance: 200
    )

    @Test func collapsedAndExpandedFrames() {
        let layout = CarouselLayout(configuration: config, device: .iPhoneSE)
        expectEqual(layout.collapsedFrame, CardRect(x: 24, y: 120, width: 327, height: 467))
        expectEqual(layout.expandedFrame, CardRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func scrollingGrowsTheCardThenScrollsContent() {
        let layout = CarouselLayout(configuration: config, device: .iPhoneSE)
        expectEqual(layout.progress(scrollOffset: -20), 0)
        expectEqual(layout.progress(scrollOffset: 100), 0.5)
        expectEqual(layout.cardFrame(scrollOffset: 100), CardRect(x: 12, y: 60, width: 351, height: 567))
        expectEqual(layout.cardFrame(scrollOffset: 500), layout.expandedFrame)
        expectEqual(layout.contentOffset(scrollOffset: 150), 0)
        expectEqual(layout.contentOffset(scrollOffset: 260), 60)
    }

    @Test func neighboursPeekBySpacingLessInset() {
        let layout = CarouselLayout(configuration: config, device: .iPhoneSE)
        expectEqual(layout.visiblePeek, 16)
        expectEqual(layout.neighbourFrame(step: 1).x, 24 + 327 + 8)
        expectEqual(layout.neighbourFrame(step: -1).maxX, 24 - 8)
    }
}
