import CardEngine
import CardHost
import Testing

/// CardSwiftUI's scroll hand-off as CardHost decides it: a touch on the app's scroll view inside
/// the card is seen by two drags (the card layer's and `.cardScrollContent()`'s), in either order;
/// it makes one pan, of source `.content` unless the layer's drag caught a moving card first, and
/// the engine then decides whether it scrolls the list or moves the card.
@MainActor @Suite struct HostScrollContentTests {
    typealias Host = CardHost<SheetInteraction<GlideCard.State>>

    /// Glide resting open (its content scrolls only there), on an iPhone 15.
    static func openGlide() -> HostSession<SheetInteraction<GlideCard.State>> {
        let session = HostSession(SheetInteraction(GlideCard.self, container: CardContainer(width: 0, height: 0)))
        session.host.move(to: .open, animated: false)
        session.runToRest()
        return session
    }

    /// One touch, as both drags report it: `layerFirst` says whose callbacks SwiftUI runs first.
    static func drag(_ host: Host, from start: CardVector, by steps: [Double], layerFirst: Bool, release: Bool = true) {
        func both(_ layer: () -> Void, _ content: () -> Void) {
            if layerFirst { layer(); content() } else { content(); layer() }
        }
        both({ host.dragChanged(location: start, startLocation: start, translation: .zero, velocity: .zero) },
             { host.contentDragChanged(location: start, startLocation: start, translation: .zero, velocity: .zero) })
        for dy in steps {
            let at = CardVector(x: start.x, y: start.y + dy), moved = CardVector(x: 0, y: dy)
            both({ host.dragChanged(location: at, startLocation: start, translation: moved, velocity: .zero) },
                 { host.contentDragChanged(location: at, startLocation: start, translation: moved, velocity: .zero) })
        }
        guard release, let last = steps.last else { return }
        let end = CardVector(x: start.x, y: start.y + last), moved = CardVector(x: 0, y: last)
        both({ host.dragEnded(location: end, translation: moved, velocity: .zero); host.dragReset() },
             { host.contentDragEnded(location: end, translation: moved, velocity: .zero); host.contentDragReset() })
    }

    @Test(arguments: [true, false])
    func aDragUpOnTheListScrollsItAndLeavesTheCard(layerFirst: Bool) {
        let session = Self.openGlide()
        let host = session.host
        let top = host.currentFrame.cardTop
        let onList = CardVector(x: 196, y: top + 300)
        Self.drag(host, from: onList, by: [-12, -60, -120], layerFirst: layerFirst, release: false)
        let frame = host.currentFrame
        // The list scrolls with the finger (by the travel past the slop), the card stays open.
        #expect(abs(frame.cardTop - top) < 1e-9)
        #expect(frame.contentScrolls && frame.heldContentOffset == nil)
        #expect(abs(frame.contentOffset - 108) < 1e-9)
    }

    @Test(arguments: [true, false])
    func aDragDownOnTheListAtItsTopMovesTheCard(layerFirst: Bool) {
        let session = Self.openGlide()
        let host = session.host
        let top = host.currentFrame.cardTop
        let onList = CardVector(x: 196, y: top + 300)
        Self.drag(host, from: onList, by: [12, 60, 112], layerFirst: layerFirst, release: false)
        let frame = host.currentFrame
        // The list is at its top: the card follows the finger past the slop, the list is held at 0.
        #expect(abs(frame.cardTop - (top + 100)) < 1e-6)
        #expect(frame.heldContentOffset == 0)
        let end = CardVector(x: 196, y: onList.y + 112), moved = CardVector(x: 0, y: 112)
        host.contentDragEnded(location: end, translation: moved, velocity: .zero)
        host.contentDragReset()
        host.dragEnded(location: end, translation: moved, velocity: .zero)
        host.dragReset()
        session.runToRest()
        #expect(host.state != .open)
    }

    @Test func theListScrolledDownHandsOverToTheCardAtItsTop() {
        let session = Self.openGlide()
        let host = session.host
        let top = host.currentFrame.cardTop
        let onList = CardVector(x: 196, y: top + 300)
        Self.drag(host, from: onList, by: [-12, -52], layerFirst: false)
        // The list's own offset, as `.onScrollGeometryChange` reports it once it came to rest.
        host.contentOffsetChanged(40)
        // Down 40 pt scrolls the list back to its top; the next 30 pt move the card.
        Self.drag(host, from: onList, by: [12, 52, 82], layerFirst: true, release: false)
        let frame = host.currentFrame
        #expect(abs(frame.cardTop - (top + 30)) < 1e-6)
        #expect(frame.heldContentOffset == 0)
    }

    @Test func aTouchDownOnTheListCatchesAMovingCard() {
        let session = Self.openGlide()
        let host = session.host
        host.move(to: .compressed)
        session.wait(0.2)
        let caught = host.currentFrame
        let onList = CardVector(x: 196, y: caught.cardTop + 300)
        // Only the content's drag sees the touch-down (SwiftUI may give the layer's none).
        host.contentDragChanged(location: onList, startLocation: onList, translation: .zero, velocity: .zero)
        #expect(host.interaction.isDragging)
        session.clock.now += 0.3
        #expect(abs(host.currentFrame.height - caught.height) < 1e-9)
        // The layer's drag of the same touch changes nothing.
        host.dragChanged(location: onList, startLocation: onList, translation: .zero, velocity: .zero)
        host.dragChanged(location: CardVector(x: 196, y: onList.y + 40), startLocation: onList,
                         translation: CardVector(x: 0, y: 40), velocity: .zero)
        #expect(abs(host.currentFrame.height - caught.height) < 1e-9)
        // The system cancels the content's drag: the card springs back to where it was heading.
        host.contentDragReset()
        host.dragReset()
        #expect(!host.interaction.isDragging)
        session.runToRest()
        #expect(host.state == .compressed)
    }

    @Test func aCardTheLayerCaughtKeepsItsPan() {
        let session = Self.openGlide()
        let host = session.host
        host.move(to: .compressed)
        session.wait(0.2)
        let caught = host.currentFrame
        let onList = CardVector(x: 196, y: caught.cardTop + 300)
        host.dragChanged(location: onList, startLocation: onList, translation: .zero, velocity: .zero)
        #expect(host.interaction.isDragging)
        // The content's drag of the same touch yields: its release ends nothing.
        host.contentDragChanged(location: onList, startLocation: onList, translation: .zero, velocity: .zero)
        let moved = CardVector(x: 0, y: -30)
        host.contentDragChanged(location: CardVector(x: 196, y: onList.y - 30), startLocation: onList, translation: moved, velocity: .zero)
        host.contentDragEnded(location: CardVector(x: 196, y: onList.y - 30), translation: moved, velocity: .zero)
        host.contentDragReset()
        #expect(host.interaction.isDragging)
        host.dragChanged(location: CardVector(x: 196, y: onList.y - 30), startLocation: onList, translation: moved, velocity: .zero)
        #expect(abs(host.currentFrame.height - (caught.height + 30)) < 1e-6)
        host.dragEnded(location: CardVector(x: 196, y: onList.y - 30), translation: moved, velocity: .zero)
        host.dragReset()
        #expect(!host.interaction.isDragging)
    }

    @Test func theNextTouchIsJudgedAfresh() {
        let session = Self.openGlide()
        let host = session.host
        let top = host.currentFrame.cardTop
        Self.drag(host, from: CardVector(x: 196, y: top + 300), by: [-12, -40], layerFirst: false)
        // A touch on the header, which only the layer's drag sees, drags the card again.
        let header = CardVector(x: 196, y: top + 20)
        host.dragChanged(location: header, startLocation: header, translation: .zero, velocity: .zero)
        for dy in [12.0, 42] {
            host.dragChanged(location: CardVector(x: 196, y: header.y + dy), startLocation: header,
                             translation: CardVector(x: 0, y: dy), velocity: .zero)
        }
        #expect(host.interaction.isDragging)
        #expect(abs(host.currentFrame.cardTop - (top + 30)) < 1e-6)
    }
}

/// Which placed view's scroll content the frame's held offset is for (`CardScene.contentItem`):
/// `.cardScrollContent()` on every page of a carousel holds the current page's at the engine's
/// offset and the others at their top.
@MainActor @Suite struct HostSceneContentTests {
    @Test func theHeldOffsetIsTheCurrentPagesAndTheOthersRestAtTheirTop() throws {
        let session = HostSession(CarouselInteraction(PagingCarousel.self, container: CardContainer(width: 0, height: 0), pageCount: 3))
        let host = session.host
        host.update { carousel, time in carousel.show(page: 2, animated: false, time: time) }
        session.runToRest()
        let scene = host.currentScene
        #expect(scene.contentItem == 2)
        let held = try #require(host.currentFrame.heldContentOffset)
        #expect(scene.heldContentOffset(ofItem: 2, held: held) == held)
        #expect(scene.heldContentOffset(ofItem: 0, held: held) == 0)
        #expect(scene.heldContentOffset(ofItem: 2, held: nil) == nil)
    }

    @Test func aSheetsCardHoldsItsContentAndAStackNone() {
        let sheet = HostSession(SheetInteraction(GlideCard.self, container: CardContainer(width: 0, height: 0)))
        #expect(sheet.host.currentScene.contentItem == 0)
        let stack = HostSession(StackInteraction(CardsStack.self, container: CardContainer(width: 0, height: 0)))
        #expect(stack.host.currentScene.contentItem == nil)
        #expect(stack.host.currentScene.heldContentOffset(ofItem: 0, held: nil) == nil)
    }
}
