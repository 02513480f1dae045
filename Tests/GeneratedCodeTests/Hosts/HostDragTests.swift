import CardEngine
import CardHost
import Testing

/// SwiftUI's `DragGesture(minimumDistance: 0)` as CardSwiftUI forwards it to CardHost: a touch-down
/// catches a moving card at once, a touch on a resting card becomes a pan only past the slop, a
/// touch off the card is left alone, a lift within the slop on the header is a tap, and a reset of
/// the gesture state with no end cancels.
@MainActor @Suite struct HostDragTests {
    static func glide() -> HostSession<SheetInteraction<GlideCard.State>> {
        HostSession(SheetInteraction(GlideCard.self, container: CardContainer(width: 0, height: 0)))
    }

    /// The header of Glide's card resting at `closed` on an iPhone 15 (80 pt showing).
    static let header = CardVector(x: 196, y: 852 - 40)

    @Test func aTouchOnARestingCardBecomesAPanOnlyPastTheSlop() {
        let session = Self.glide()
        let host = session.host
        host.dragChanged(location: Self.header, startLocation: Self.header, translation: .zero, velocity: .zero)
        let within = CardVector(x: 0, y: -(CardHost<SheetInteraction<GlideCard.State>>.dragSlop - 1))
        host.dragChanged(location: Self.header, startLocation: Self.header, translation: within, velocity: .zero)
        #expect(!host.interaction.isDragging)
        // Past the slop the pan begins where the finger is (the card does not jump) ...
        host.dragChanged(location: CardVector(x: 196, y: Self.header.y - 12), startLocation: Self.header,
                         translation: CardVector(x: 0, y: -12), velocity: CardVector(x: 0, y: -200))
        #expect(host.interaction.isDragging)
        // ... and 48 pt on, past the 40 pt threshold, the release settles at compressed.
        host.dragChanged(location: CardVector(x: 196, y: Self.header.y - 60), startLocation: Self.header,
                         translation: CardVector(x: 0, y: -60), velocity: CardVector(x: 0, y: -200))
        host.dragEnded(location: CardVector(x: 196, y: Self.header.y - 60), translation: CardVector(x: 0, y: -60), velocity: .zero)
        host.dragReset()
        session.runToRest()
        #expect(!host.interaction.isDragging && host.state == .compressed)
    }

    @Test func aLiftWithinTheSlopOnTheHeaderIsATap() {
        let session = Self.glide()
        let host = session.host
        host.dragChanged(location: Self.header, startLocation: Self.header, translation: .zero, velocity: .zero)
        host.dragEnded(location: Self.header, translation: CardVector(x: 3, y: -2), velocity: .zero)
        host.dragReset()
        #expect(host.state == .compressed)
        // Past the slop it is no tap (and the drag of 12 pt down from compressed returns).
        session.runToRest()
        let top = host.currentFrame.cardTop
        let onHeader = CardVector(x: 196, y: top + 20)
        host.dragChanged(location: onHeader, startLocation: onHeader, translation: .zero, velocity: .zero)
        host.dragEnded(location: onHeader, translation: CardVector(x: 0, y: 12), velocity: .zero)
        host.dragReset()
        #expect(host.state == .compressed)
    }

    @Test func aTouchOffTheCardIsLeftAlone() {
        let session = Self.glide()
        let host = session.host
        let above = CardVector(x: 196, y: 100)
        host.dragChanged(location: above, startLocation: above, translation: .zero, velocity: .zero)
        host.dragChanged(location: CardVector(x: 196, y: 400), startLocation: above, translation: CardVector(x: 0, y: 300), velocity: .zero)
        #expect(!host.interaction.isDragging && !host.needsDisplayFrames)
        host.dragEnded(location: CardVector(x: 196, y: 400), translation: CardVector(x: 0, y: 300), velocity: .zero)
        host.dragReset()
        // The next touch, on the card, is judged afresh.
        host.dragChanged(location: Self.header, startLocation: Self.header, translation: .zero, velocity: .zero)
        host.dragChanged(location: CardVector(x: 196, y: Self.header.y - 40), startLocation: Self.header,
                         translation: CardVector(x: 0, y: -40), velocity: .zero)
        #expect(host.interaction.isDragging)
    }

    @Test func aTouchDownCatchesAMovingCard() {
        let session = Self.glide()
        let host = session.host
        host.move(to: .open)
        session.wait(0.2)
        let caught = host.currentFrame
        let onCard = CardVector(x: 196, y: caught.cardTop + 20)
        host.dragChanged(location: onCard, startLocation: onCard, translation: .zero, velocity: .zero)
        #expect(host.interaction.isDragging)
        session.clock.now += 0.3
        #expect(abs(host.currentFrame.height - caught.height) < 1e-9)
    }
}
