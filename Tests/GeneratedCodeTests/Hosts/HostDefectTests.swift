import CardEngine
import CardHost
import Testing

/// Issue 34's review of docs/runtime.md's hosts, one test per defect: each runs the same scenario
/// through CardHost (as the adapters drive it) and through the old docs host
/// (`DocsUIKitHost`, `DocsSwiftUIHost`), and asserts that CardHost has the property and the old
/// host does not, so every test is seen to fail on the code it replaced.
@MainActor @Suite struct HostDefectTests {
    typealias Glide = SheetInteraction<GlideCard.State>

    /// iPhone 15 in portrait: UIKit's bounds and safe area.
    static let portrait = (width: 393.0, height: 852.0, safeArea: CardEdgeInsets(top: 59, bottom: 34))
    /// Turned to landscape: the camera housing on the leading side, the home indicator below.
    static let landscape = (width: 852.0, height: 393.0, safeArea: CardEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))

    static func host(_ clock: FakeClock) -> CardHost<Glide> {
        let host = CardHost(Glide(GlideCard.self, container: CardContainer(width: 0, height: 0)), clock: { clock.now })
        host.layout(width: portrait.width, height: portrait.height, safeArea: portrait.safeArea, scale: 3)
        return host
    }

    static func docsUIKit(_ clock: FakeClock, runLoop: @escaping @MainActor (FakeDisplayLink) -> Void = { _ in }) -> DocsUIKitHost {
        let docs = DocsUIKitHost(clock: clock)
        docs.addToRunLoop = runLoop
        docs.viewDidLayoutSubviews(width: portrait.width, height: portrait.height, safeArea: portrait.safeArea, scale: 3)
        return docs
    }

    /// Where Glide's states sit on an iPhone 15, as the checker lays them out.
    static let layout = SheetLayout(configuration: GlideCard.configuration, device: .iPhone15)

    /// A point on the header of the card resting at `closed` (80 pt showing).
    static let onClosedHeader = CardVector(x: 196, y: portrait.height - 40)

    @Test func aSystemCancelEndsTheDrag() throws {
        // CardSwiftUI: onChanged → tracker → host; the gesture state's reset cancels.
        let clock = FakeClock(1)
        let host = Self.host(clock)
        host.layout(safeAreaSize: Self.portrait.width, height: Self.portrait.height - 59 - 34, safeArea: Self.portrait.safeArea, scale: 3)
        // CardSwiftUI's calls: onChanged (touch-down, then past the slop), then the gesture
        // state's reset with no onEnded.
        let header = Self.onClosedHeader
        host.dragChanged(location: header, startLocation: header, translation: .zero, velocity: .zero)
        clock.now = 1.1
        host.dragChanged(location: CardVector(x: header.x, y: header.y - 200), startLocation: header,
                         translation: CardVector(x: 0, y: -200), velocity: CardVector(x: 0, y: -500))
        #expect(host.interaction.isDragging)
        clock.now = 1.2
        host.dragReset()
        clock.now = 4
        let frame = host.displayFrame(at: clock.now)
        #expect(!frame.isDragging && frame.isResting && frame.state == .closed)
        #expect(abs(frame.height - Self.layout.heights[0]) < 1e-6)

        // The docs' SwiftUI host: no cancel path, so the card is still held three seconds later.
        // (Its space is the proxy's, inside the safe area: the same header is 40 pt above its bottom.)
        let old = DocsSwiftUIHost(clock: FakeClock(1))
        old.appear(proxyWidth: Self.portrait.width, proxyHeight: Self.portrait.height - 59 - 34, safeArea: Self.portrait.safeArea)
        let start = CardVector(x: 196, y: Self.portrait.height - 59 - 34 - 40)
        old.onChanged(location: start, startLocation: start, translation: .zero, velocity: .zero)
        old.onChanged(location: CardVector(x: start.x, y: start.y - 200), startLocation: start,
                      translation: CardVector(x: 0, y: -200), velocity: CardVector(x: 0, y: -500))
        let oldFrame = try #require(old.timelineTick(4))
        #expect(oldFrame.isDragging && !oldFrame.isResting)
    }

    @Test func theSafeAreaCountsOnce() throws {
        let expectedTop = Self.layout.cardTop(segment: 2)
        let clock = FakeClock()
        let host = Self.host(clock)
        // What a GeometryReader reports: the size inside the safe area, and the safe area.
        host.layout(safeAreaSize: Self.portrait.width, height: Self.portrait.height - 59 - 34, safeArea: Self.portrait.safeArea, scale: 3)
        host.move(to: .open, animated: false)
        let frame = host.displayFrame(at: clock.now)
        #expect(abs(frame.cardTop - expectedTop) < 1e-9)
        #expect(abs(frame.cardFrame.y + frame.cardFrame.height - Self.portrait.height) < 1e-9)

        let old = DocsSwiftUIHost(clock: clock)
        old.appear(proxyWidth: Self.portrait.width, proxyHeight: Self.portrait.height - 59 - 34, safeArea: Self.portrait.safeArea)
        _ = old.engine?.move(to: .open, animated: false, time: 0)
        let oldFrame = try #require(old.timelineTick(0))
        let oldTop = old.originY + oldFrame.cardTop
        let oldBottom = old.originY + oldFrame.cardFrame.y + oldFrame.cardFrame.height
        #expect(oldTop - expectedTop > 40, "open lands low")
        #expect(Self.portrait.height - oldBottom == 34, "the card floats above the bottom")
    }

    @Test func displayFramesOnlyWhileTheCardMoves() {
        let clock = FakeClock()
        let host = Self.host(clock)
        let link = FakeDisplayLink(target: host) { t in _ = host.displayFrame(at: t) }
        host.onNeedsDisplayFramesChange = { $0 ? link.start() : link.pause() }
        #expect(!host.needsDisplayFrames)
        host.move(to: .open)
        #expect(link.isRunning)
        link.run(for: 3, clock: clock)
        #expect(!link.isRunning && host.state == .open)
        let moving = link.ticks
        // 0.8 s response, damping 1: resting within about two responses, then not one frame.
        #expect(moving > 30 && moving < 150)
        link.run(for: 10, clock: clock)
        #expect(link.ticks == moving)

        // The docs' UIKit host: its link runs at display rate forever and holds the controller.
        var runLoop: [FakeDisplayLink] = []
        let oldClock = FakeClock()
        var old: DocsUIKitHost? = Self.docsUIKit(oldClock) { runLoop.append($0) }
        weak let released = old
        old = nil
        #expect(released != nil, "the run loop's link retains the controller")
        runLoop.first?.run(for: 10, clock: oldClock)
        #expect(runLoop.first?.ticks == 600)
        // The cycles made here, let go (the sanitizer suite's leak check): the link and the
        // host that start and pause it, and the run loop that holds the docs' controller.
        host.onNeedsDisplayFramesChange = nil
        link.invalidate()
        runLoop.removeAll()
    }

    @Test func aRestingCardWritesNoViewStateEachFrame() throws {
        let clock = FakeClock()
        let host = Self.host(clock)
        var writes = 0
        host.onNeedsDisplayFramesChange = { _ in writes += 1 }
        host.onStateChange = { _ in writes += 1 }
        host.move(to: .compressed)
        for _ in 0..<600 {
            clock.now += 1.0 / 60
            if host.needsDisplayFrames { _ = host.displayFrame(at: clock.now) }
        }
        // Frames on, the state change, frames off.
        #expect(writes == 3)

        let old = DocsSwiftUIHost(clock: clock)
        old.appear(proxyWidth: Self.portrait.width, proxyHeight: Self.portrait.height, safeArea: .zero)
        for i in 0..<600 { _ = old.timelineTick(Double(i) / 60) }
        #expect(old.stateWrites > 600)
    }

    @Test func headerTapsMoveTheCard() {
        let clock = FakeClock()
        let host = Self.host(clock)
        #expect(host.shouldReceiveTap(at: Self.onClosedHeader))
        #expect(!host.shouldReceiveTap(at: CardVector(x: 196, y: 100)))
        host.tap(at: Self.onClosedHeader)
        #expect(host.state == .compressed)

        // The docs' hosts have no tap recognizer: the tap reaches nothing.
        let old = Self.docsUIKit(FakeClock())
        #expect(old.engine?.state == .closed)
    }

    @Test func theInnerScrollViewHandsOverToTheCard() throws {
        let clock = FakeClock()
        let host = Self.host(clock)
        host.move(to: .open, animated: false)
        _ = host.displayFrame(at: clock.now)
        let top = host.currentFrame.cardTop
        // The scroll view's pan, moving down with its content at the top: the card follows.
        let finger = CardVector(x: 196, y: top + 200)
        host.pan(PanReport(.began, location: finger, source: .content))
        clock.now += 0.1
        host.pan(PanReport(.changed, location: CardVector(x: 196, y: finger.y + 100), translation: CardVector(x: 0, y: 100),
                           velocity: CardVector(x: 0, y: 300), source: .content))
        #expect(abs(host.currentFrame.cardTop - (top + 100)) < 1e-6)

        // The docs' hosts never see the scroll view's pan: the card stays open.
        let old = Self.docsUIKit(clock)
        _ = old.engine?.move(to: .open, animated: false, time: clock.now)
        let oldTop = try #require(old.engine?.frame(at: clock.now + 0.1).cardTop)
        #expect(abs(oldTop - top) < 1e-6)
    }

    @Test func voiceOverOffersTheStatesOneGestureReaches() {
        let clock = FakeClock()
        let host = Self.host(clock)
        // Named by the spec's labels (glide.card.yaml: closed "Collapsed", compressed "Half height").
        #expect(host.accessibilityValue == "Collapsed")
        #expect(host.accessibilityActions.map(\.name) == ["Half height"])
        if let toCompressed = host.accessibilityActions.first {
            #expect(host.perform(toCompressed.action))
        }
        #expect(host.state == .compressed)
        // Escape moves the card one state down, out of the way.
        #expect(host.accessibilityEscape())
        #expect(host.state == .closed)
        #expect(!host.accessibilityEscape())
        // Localized through the app's strings table, by key.
        host.localize = { "[\($0.key)]" }
        #expect(host.accessibilityValue == "[GlideCard.closed]")
        #expect(host.accessibilityActions.map(\.name) == ["[GlideCard.compressed]"])
        // The docs' hosts expose no accessibility element at all: there is nothing to compare.
    }

    @Test func reduceMotionCanChangeWhileTheCardMoves() throws {
        let clock = FakeClock()
        let host = Self.host(clock)
        host.move(to: .open)
        clock.now = 0.1
        #expect(host.currentFrame.height < Self.layout.heights[2] - 1)
        host.reduceMotion = true
        #expect(abs(host.currentFrame.height - Self.layout.heights[2]) < 1e-9)

        // The docs' hosts fix the mode at init: the card keeps springing.
        let old = Self.docsUIKit(FakeClock())
        _ = old.engine?.move(to: .open, animated: true, time: 0)
        let oldHeight = try #require(old.engine?.frame(at: 0.1).height)
        #expect(oldHeight < Self.layout.heights[2] - 1)
    }

    @Test func sheetsKeepClearOfTheSideSafeAreas() throws {
        let clock = FakeClock()
        let host = Self.host(clock)
        host.layout(width: Self.landscape.width, height: Self.landscape.height, safeArea: Self.landscape.safeArea, scale: 3)
        let frame = host.currentFrame.cardFrame
        #expect(frame.x >= 59 && frame.x + frame.width <= Self.landscape.width - 59)

        let old = DocsUIKitHost(clock: clock)
        old.viewDidLayoutSubviews(width: Self.landscape.width, height: Self.landscape.height, safeArea: Self.landscape.safeArea, scale: 3)
        let oldFrame = try #require(old.engine?.frame(at: 0).cardFrame)
        #expect(oldFrame.x == 0, "under the camera housing")
    }

    @Test func aTouchCatchesAMovingCard() throws {
        let clock = FakeClock()
        let host = Self.host(clock)
        let recognizer = FakePanRecognizer { host.pan($0) }
        recognizer.beginsAtTouchDown = { host.shouldBeginAtTouchDown(at: $0) }
        host.move(to: .open)
        clock.now = 0.2
        let caught = host.currentFrame
        recognizer.touchDown(at: CardVector(x: 196, y: caught.cardTop + 20))
        #expect(recognizer.hasBegun)
        clock.now = 0.5
        #expect(abs(host.currentFrame.height - caught.height) < 1e-9)
        // A resting card is not caught at touch-down: a tap on it still taps.
        recognizer.lift()
        clock.now = 5
        _ = host.displayFrame(at: clock.now)
        #expect(!host.shouldBeginAtTouchDown(at: CardVector(x: 196, y: host.currentFrame.cardTop + 20)))

        // The docs' host: a stock recognizer waits for 10 pt of movement; the card moves on.
        let oldClock = FakeClock()
        let old = Self.docsUIKit(oldClock)
        let stock = FakePanRecognizer { old.pan($0) }
        _ = old.engine?.move(to: .open, animated: true, time: 0)
        oldClock.now = 0.2
        let oldCaught = try #require(old.engine?.frame(at: 0.2))
        stock.touchDown(at: CardVector(x: 196, y: oldCaught.cardTop + 20))
        #expect(!stock.hasBegun)
        let later = try #require(old.engine?.frame(at: 0.5))
        #expect(abs(later.height - oldCaught.height) > 10)
    }

    @Test func layoutsOfTheSameContainerDoNotLayTheCardOutAgain() {
        let clock = FakeClock()
        let host = Self.host(clock)
        host.move(to: .open)
        for _ in 0..<60 {
            clock.now += 1.0 / 60
            _ = host.displayFrame(at: clock.now)
            // Setting the card's frame lays the container view out again, same bounds.
            host.layout(width: Self.portrait.width, height: Self.portrait.height, safeArea: Self.portrait.safeArea, scale: 3)
        }
        #expect(host.containerChangesSent == 1)
        // A real change still goes through.
        host.keyboardChanged(overlap: 300)
        #expect(host.containerChangesSent == 2)

        var runLoop: [FakeDisplayLink] = []
        let oldClock = FakeClock()
        let old = Self.docsUIKit(oldClock) { runLoop.append($0) }
        old.layoutAfterDraw = { old.viewDidLayoutSubviews(width: Self.portrait.width, height: Self.portrait.height,
                                                          safeArea: Self.portrait.safeArea, scale: 3) }
        runLoop.first?.run(for: 1, clock: oldClock)
        #expect(old.containerChanges == 60)
        // The cycles made here, let go (the sanitizer suite's leak check).
        old.layoutAfterDraw = nil
        runLoop.removeAll()
    }

    @Test func aSecondFingerDoesNotMoveTheCard() throws {
        let clock = FakeClock()
        let host = Self.host(clock)
        let recognizer = FakePanRecognizer { host.pan($0) }
        Self.dragUp(recognizer, from: Self.onClosedHeader, by: 100, clock: clock)
        let before = host.currentFrame.height
        #expect(before > 160, "the finger took the card up (less the 10 pt before the pan began)")
        clock.now += 0.05
        recognizer.addFinger(offset: CardVector(x: 0, y: 80))
        #expect(abs(host.currentFrame.height - before) < 1e-9)

        let oldClock = FakeClock()
        let old = Self.docsUIKit(oldClock)
        let stock = FakePanRecognizer { old.pan($0) }
        Self.dragUp(stock, from: Self.onClosedHeader, by: 100, clock: oldClock)
        let oldBefore = try #require(old.engine?.frame(at: oldClock.now).height)
        #expect(oldBefore > 160)
        oldClock.now += 0.05
        stock.addFinger(offset: CardVector(x: 0, y: 80))
        let oldAfter = try #require(old.engine?.frame(at: oldClock.now).height)
        #expect(oldBefore - oldAfter > 30, "the card jumps by half the fingers' distance")
    }

    /// Touches down at `start` and moves up `distance` in 5 pt steps at 60 Hz, as a finger does.
    static func dragUp(_ recognizer: FakePanRecognizer, from start: CardVector, by distance: Double, clock: FakeClock) {
        recognizer.touchDown(at: start)
        var moved = 0.0
        while moved < distance {
            moved += 5
            clock.now += 1.0 / 60
            recognizer.move(to: CardVector(x: start.x, y: start.y - moved), velocity: CardVector(x: 0, y: -300))
        }
    }
}
