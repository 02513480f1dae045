import Testing
@testable import CardEngine
import CardTestSupport

/// The drag `cardc simulate` and the preview's film strips replay (docs/runtime.md, "cardc simulate").
@Suite struct SyntheticDragTests {
    @Test func beganThenTwelveEvenChangesThenTheLiftAtZero() {
        let drag = SyntheticDrag(start: CardVector(x: 10, y: 500), translation: CardVector(x: 6, y: -120), velocity: CardVector(x: 0, y: -900))
        let events = drag.events
        expectEqual(events.map(\.phase), [.began] + Array(repeating: .changed, count: 12) + [.ended])
        #expect(events.first?.time == -0.2 && events.first?.location == CardVector(x: 10, y: 500))
        for (k, event) in events.dropFirst().dropLast().enumerated() {
            let f = Double(k + 1) / 12
            expectEqual(event.time, -0.2 + 0.2 * f)
            expectEqual(event.translation, CardVector(x: 6 * f, y: -120 * f))
            expectEqual(event.location, CardVector(x: 10 + 6 * f, y: 500 - 120 * f))
            // The drag's own pace, and the lift's velocity on the last report.
            expectEqual(event.velocity, (k == 11 ? CardVector(x: 0, y: -900) : CardVector(x: 30, y: -600)))
        }
        let lift = events.last
        #expect(lift?.time == 0 && lift?.translation == CardVector(x: 6, y: -120) && lift?.location == CardVector(x: 16, y: 380)
                && lift?.velocity == CardVector(x: 0, y: -900))
    }

    @Test func aSheetIsGrabbedInTheMiddleOfItsHeader() {
        let configuration = SheetConfiguration(header: .init(height: .points(40)),
                                               segments: [.init(name: "closed", height: .points(80)), .init(name: "open", height: .points(400))])
        let motion = SheetMotion(configuration: configuration, container: CardContainer(device: .iPhoneSE), initialState: 1)
        let grab = SyntheticDrag.sheetGrabPoint(motion)
        let frame = motion.frame(at: 0)
        expectEqual(grab, CardVector(x: frame.cardFrame.midX, y: frame.cardTop + 20))
    }
}
