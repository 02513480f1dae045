import CardEngine
import CardHost
import CardTestSupport
import Testing

/// What CardUIKit asks CardHost about a touch, the keyboard and VoiceOver's label: each a
/// decision the adapter used to make itself, wrongly on a device (a moving card over its scroll
/// content could not be caught; the keyboard's frame was read in the window's coordinates; the
/// accessibility element had no label).
@MainActor @Suite struct HostUIKitDecisionTests {
    typealias Glide = SheetInteraction<GlideCard.State>

    /// Glide on an iPhone 15 in portrait, at rest closed.
    static func host(_ clock: FakeClock) -> CardHost<Glide> {
        let host = CardHost(Glide(GlideCard.self, container: CardContainer(width: 0, height: 0)), clock: { clock.now })
        host.layout(width: 393, height: 852, safeArea: CardEdgeInsets(top: 59, bottom: 34), scale: 3)
        return host
    }

    static func middle(_ rect: CardRect) -> CardVector {
        CardVector(x: rect.midX, y: rect.midY)
    }

    /// A card rising to `open` is caught by a finger landing on its scroll content: the card's pan
    /// begins at touch-down. Once it rests there, the same touch goes to the scroll view (whose
    /// pans hand off to the card), and off the card to nothing.
    @Test func aMovingCardIsCaughtOverItsScrollContent() {
        let clock = FakeClock(1)
        let host = Self.host(clock)
        host.move(to: .open)
        clock.now = 1.05
        let moving = host.displayFrame(at: clock.now)
        #expect(!moving.isResting)
        let onContent = Self.middle(moving.cardFrame)
        expectEqual(host.touchRoute(at: onContent, overScrollContent: true), .cardAtTouchDown)
        expectEqual(host.touchRoute(at: onContent, overScrollContent: false), .cardAtTouchDown)

        clock.now = 10
        let resting = host.displayFrame(at: clock.now)
        #expect(resting.isResting && resting.state == .open)
        let restingContent = Self.middle(resting.cardFrame)
        expectEqual(host.touchRoute(at: restingContent, overScrollContent: true), .content)
        expectEqual(host.touchRoute(at: restingContent, overScrollContent: false), .card)
        // Above the card (it rests below the top safe area): the app's screen behind keeps it.
        expectEqual(host.touchRoute(at: CardVector(x: 196, y: resting.cardFrame.minY - 5), overScrollContent: false), .none)
    }

    /// The keyboard's frame in the container's coordinates reaches the engine as its overlap; a
    /// floating one leaves the card where it was.
    @Test func theKeyboardsFrameBecomesItsOverlap() {
        let clock = FakeClock(1)
        let host = Self.host(clock)
        host.keyboardChanged(frame: CardRect(x: 0, y: 852 - 336, width: 393, height: 336))
        expectEqual(host.container.keyboardInset, 336)
        host.keyboardChanged(frame: CardRect(x: 40, y: 300, width: 320, height: 250))
        expectEqual(host.container.keyboardInset, 0)
    }

    /// The accessibility element's label: the card's name, looked up in the app's strings table
    /// under the card's type name, in words when the app translates nothing.
    @Test func theLabelIsTheCardsNameLocalized() {
        let clock = FakeClock(1)
        let host = Self.host(clock)
        host.label = CardLabel.text(for: GlideCard.self)
        expectEqual(host.accessibilityLabel, "Glide card")
        var asked: [String] = []
        host.localize = { text in
            asked.append(text.key)
            return text.key == "GlideCard" ? "Planeur" : text.defaultValue
        }
        expectEqual(host.accessibilityLabel, "Planeur")
        expectEqual(asked, ["GlideCard"])
        expectEqual(CardLabel.text(for: MapsSheet.self).defaultValue, "Maps sheet")
        expectEqual(CardLabel.text(for: ExpenseDeck.self).key, "ExpenseDeck")
        // The key never meets a state's (`<CardName>.<state>`).
        #expect(!GlideCard.stateLabels.contains { $0.key == CardLabel.text(for: GlideCard.self).key })
    }
}
