import Testing
import CardEngine

/// The calls docs/runtime.md's UIKit and SwiftUI hosts make, made here on the generated
/// `GlideCard` under the goldens' strict settings: an app's view of CardEngine (public API only,
/// its generated `State`, no integer index). A host that draws what `frame(at:)` says each display
/// frame sees the card follow the finger, settle where a release decides, and rest.
@Suite struct HostLoopTests {
    /// iPhone SE as a view controller's view reports it: 375 × 667, 20 pt status bar, 2x.
    let box = CardContainer(width: 375, height: 667, safeAreaTop: 20, safeAreaBottom: 0, scale: 2)

    /// 45% of the height under the status bar, as the engine computes it.
    let compressed = 0.45 * (667.0 - 20)

    func pan(_ phase: PanEvent.Phase, dy: Double, vy: Double = 0, at time: Double) -> InteractionEvent {
        // The finger goes down on the header of the card at `closed` (80 pt showing: top at 587).
        .pan(PanEvent(phase, location: CardVector(x: 187, y: 620 + dy), translation: CardVector(x: 0, y: dy),
                      velocity: CardVector(x: 0, y: vy), time: time))
    }

    @Test func aPanRecognizerAndADisplayLinkRunGlidesCard() throws {
        // Made from the card's type: no failable init, the generator wrote the states. The calls
        // below discard their notices without `_ =` (`@discardableResult`, under -warnings-as-errors).
        var engine = SheetInteraction(GlideCard.self, container: box)
        #expect(engine.frame(at: 0).state == .closed)
        #expect(engine.frame(at: 0).cardFrame == CardRect(x: 0, y: 587, width: 375, height: 80))
        engine.handle(pan(.began, dy: 0, at: 1))
        engine.handle(pan(.changed, dy: -150, vy: -300, at: 1.1))
        // While dragged the card follows the finger, the backdrop dims with it.
        let dragged = engine.frame(at: 1.1)
        #expect(dragged.height == 230 && dragged.isDragging)
        #expect(abs(dragged.dimAlpha - 0.4 * 150 / (compressed - 80)) < 1e-9)
        // Released at 300 pt/s, slower than ω·distance (7.85/s · 61 pt): damping 1 does not overshoot.
        let released = engine.handle(pan(.ended, dy: -150, vy: -300, at: 1.2))
        #expect(released.willSettle == .compressed)
        #expect(released.stateChanged?.from == .closed && released.stateChanged?.to == .compressed)
        // The display link: a frame, then advance, every 1/60 s until the card rests.
        var settled: GlideCard.State?
        var t = 1.2
        while settled == nil && t < 10 {
            let frame = engine.frame(at: t)
            #expect(frame.height >= 229.999 && frame.height <= compressed + 1e-9)
            #expect(frame.cornerRadius == 15)
            settled = engine.advance(to: t).didSettle
            t += 1.0 / 60
        }
        #expect(settled == .compressed)
        #expect(engine.frame(at: t).height == compressed && engine.frame(at: t).isResting)
        #expect(engine.accessibilityValue == CardText(key: "GlideCard.compressed", defaultValue: "Half height"))
    }

    @Test func aContainerChangeLaysTheCardOutAgain() throws {
        var engine = try #require(SheetInteraction<GlideCard.State>(configuration: GlideCard.configuration, container: box, initial: .compressed))
        #expect(engine.frame(at: 0).height == compressed)
        // Turned to landscape: 667 × 375, no status bar; compressed is 45% of 375.
        engine.handle(.container(CardContainer(width: 667, height: 375, scale: 2), time: 1))
        #expect(abs(engine.frame(at: 1).height - 0.45 * 375) < 1e-9)
    }

    @Test func stateNamesThatDoNotMatchAreRefused() {
        enum Wrong: String, CaseIterable, Sendable { case closed, open }
        #expect(SheetInteraction<Wrong>(configuration: GlideCard.configuration, container: box, initial: .closed) == nil)
    }
}
