import Testing
@testable import CardEngine
import CardTestSupport

/// Frames by depth (docs/runtime.md, "Decks"): rotation, overlay, order, and the depth frames.
@Suite struct DeckFrameTests {
    let behavior = DeckBehavior(configuration: DeckMotionTests.seed)

    /// ±π/10·clamp(x/width, −1, 1) (Koloda's), signed by the half the finger grabbed.
    @Test func rotationFollowsKolodasFormula() {
        #expect(abs(DeckFrame.rotation(x: 150, sign: 1, behavior: behavior, motion: .full) - Double.pi / 20) < 1e-15)
        #expect(abs(DeckFrame.rotation(x: 150, sign: -1, behavior: behavior, motion: .full) + Double.pi / 20) < 1e-15)
        expectEqual(DeckFrame.rotation(x: -900, sign: 1, behavior: behavior, motion: .full), -Double.pi / 10)
        expectEqual(DeckFrame.rotation(x: 900, sign: 1, behavior: behavior, motion: .full), Double.pi / 10)
        expectEqual(DeckFrame.rotation(x: 150, sign: 1, behavior: behavior, motion: .reduced), 0)
        var flat = DeckMotionTests.seed
        flat.width = 0
        expectEqual(DeckFrame.rotation(x: 150, sign: 1, behavior: DeckBehavior(configuration: flat), motion: .full), 0)
    }

    /// The finger on the lower half turns the card the other way, as Tinder's cards do.
    @Test func rotationSignComesFromTheGrabbedHalf() {
        for (fingerY, sign) in [(100.0, 1.0), (700.0, -1.0)] {
            var deck = DeckMotion(configuration: DeckMotionTests.seed, container: DeckMotionTests.phone, cardCount: 2)
            _ = deck.handle(DeckMotionTests.pan(.began, 0, 0, at: fingerY, 0))
            _ = deck.handle(DeckMotionTests.pan(.changed, 60, 0, at: fingerY, 0.02))
            expectEqual(deck.frame(at: 0.02).card(at: 0)!.rotation, sign * Double.pi / 10 * 0.2)
        }
    }

    /// The halves are the card's as drawn, centred in the safe area (docs/runtime.md, "The
    /// scene"): on an iPhone 15 that centre is 438.5 pt down, 12.5 pt below the screen's 426. A
    /// finger 6 pt above it (432.5) holds the upper half, 6 pt below it (444.5) the lower.
    @Test func theGrabbedHalfIsTheDrawnCardsInTheSafeArea() {
        let phone = CardContainer(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34)
        for (fingerY, sign) in [(432.5, 1.0), (444.5, -1.0)] {
            var deck = DeckMotion(configuration: DeckMotionTests.seed, container: phone, cardCount: 2)
            _ = deck.handle(DeckMotionTests.pan(.began, 0, 0, at: fingerY, 0))
            _ = deck.handle(DeckMotionTests.pan(.changed, 60, 0, at: fingerY, 0.02))
            let rotation = deck.frame(at: 0.02).card(at: 0)?.rotation ?? 0
            #expect(rotation * sign > 0, "grabbed at y = \(fingerY): rotation \(rotation)")
        }
    }

    /// Progress toward each enabled direction's threshold, the largest wins, clamped at 1.
    @Test func overlayIsProgressTowardTheThreshold() {
        #expect(DeckFrame.overlay(x: 125, y: 0, behavior: behavior) == (.right, 0.5))
        #expect(DeckFrame.overlay(x: -430, y: 0, behavior: behavior) == (.left, 1))
        // Up is not enabled in the seed: no overlay however far.
        #expect(DeckFrame.overlay(x: 0, y: -400, behavior: behavior) == (nil, 0))
        #expect(DeckFrame.overlay(x: 0, y: 0, behavior: behavior) == (nil, 0))
        let four = DeckBehavior(configuration: DeckConfiguration(width: 200, height: 400, directions: [.left, .right, .up, .down],
                                                                thresholds: .init(left: .points(100), right: .points(100), up: .points(100), down: .points(200))))
        // Right 40/100 beats down 60/200.
        #expect(DeckFrame.overlay(x: 40, y: 60, behavior: four) == (.right, 0.4))
        #expect(DeckFrame.overlay(x: 10, y: -60, behavior: four) == (.up, 0.6))
    }

    /// The leaving card comes first, then the deck from its top; nothing outside 0..<count.
    @Test func cardsAreFrontToBack() {
        var deck = DeckMotion(configuration: DeckMotionTests.seed, container: DeckMotionTests.phone, cardCount: 3)
        _ = deck.move(to: 2, animated: true, time: 0)
        let frame = deck.frame(at: 0.1)
        #expect(frame.count == 3 && frame.topCard == 1)
        #expect(frame.card(at: 0)!.isLeaving && frame.card(at: 0)!.card == 0 && frame.leaving == frame.card(at: 0))
        #expect(frame.card(at: 1)!.card == 1 && !frame.card(at: 1)!.isLeaving)
        expectEqual(frame.card(at: 2)!.card, 2)
        #expect(frame.card(at: 3) == nil && frame.card(at: -1) == nil)
        _ = deck.move(to: 1, animated: false, time: 1)
        _ = deck.move(to: 1, animated: false, time: 1)
        let empty = deck.frame(at: 1)
        #expect(empty.count == 0 && empty.topCard == nil && empty.card(at: 0) == nil)
    }

    /// Between two depths a card is where the layout's frames interpolate, never narrower than 0.
    @Test func fractionalDepthsInterpolateTheLayout() {
        let layout = DeckLayout(configuration: DeckMotionTests.seed)
        let between = DeckFrame.rect(depth: 1.25, x: 0, y: 0, behavior: behavior)
        expectEqual(between, layout.frame(depth: 1).interpolated(to: layout.frame(depth: 2), fraction: 0.25))
        expectEqual(DeckFrame.rect(depth: 2, x: 5, y: -3, behavior: behavior), CardRect(x: 25, y: 17, width: 260, height: 400))
        expectEqual(DeckFrame.rect(depth: 40, x: 0, y: 0, behavior: behavior).width, 0)
    }
}
