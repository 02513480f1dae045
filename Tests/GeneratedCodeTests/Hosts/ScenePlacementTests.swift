import CardEngine
import CardHost
import Foundation
import Testing

/// CardHost's scene puts every view where the engine, the checker's geometry and
/// docs/runtime.md say: every example card, on every built-in device turned both ways, at rest
/// in each state and in the middle of a drag. The same checks run over what CardUIKit drew
/// before the scene (its `CardDrawableFrame` arithmetic, copied below): they fail there.
@MainActor @Suite struct ScenePlacementTests {
    /// Every built-in device, portrait and landscape, as the checker turns them.
    static let containers: [(name: String, box: CardContainer)] = DeviceProfile.builtIn.flatMap { device in
        DeviceOrientation.allCases.map { turn in
            let profile = device.turned(to: turn)
            return (profile.name, CardContainer(device: profile))
        }
    }

    /// The generated example cards (Generated/, what `cardc generate examples` writes).
    static let sheets: [any SheetCard.Type] = [GlideCard.self, CardDemo.self, FilterSheet.self, NowPlayingSheet.self, MapsSheet.self, StarterSheet.self]
    static let stacks: [any StackCard.Type] = [CardsStack.self, StarterStack.self]
    static let decks: [any DeckCard.Type] = [ExpenseDeck.self, StarterDeck.self]
    static let carousels: [any CarouselCard.Type] = [PagingCarousel.self, StarterCarousel.self]

    @Test func everyGeneratedExampleIsPlaced() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "HostileStrings.swift" }
            .map { String($0.dropLast(".swift".count)) }
        let placed: [any CardDefinition.Type] = Self.sheets + Self.stacks + Self.decks + Self.carousels
        #expect(Set(files) == Set(placed.map { String(describing: $0) }))
    }

    @Test func sheetsArePlacedWhereTheEngineSays() {
        for card in Self.sheets { expectNone(Self.sheetViolations(card, by: .scene)) }
    }

    @Test func stacksStandOnTheBottomSafeArea() {
        for card in Self.stacks { expectNone(Self.stackViolations(card, by: .scene)) }
    }

    @Test func decksAreCentredInTheSafeAreaAndFollowTheFinger() {
        for card in Self.decks { expectNone(Self.deckViolations(card, by: .scene)) }
    }

    @Test func carouselPagesSitSideBySide() {
        for card in Self.carousels { expectNone(Self.carouselViolations(card, by: .scene)) }
    }

    /// What CardUIKit drew before the scene fails the same checks: a stack at the container's
    /// top, a deck not centred, its top card moved twice by the finger, a carousel's current
    /// page under its neighbours. Sheets were drawn right.
    @Test func whatCardUIKitDrewBeforeFailsTheChecks() {
        for card in Self.stacks {
            let found = Self.stackViolations(card, by: .oldUIKit)
            #expect(found.contains { $0.contains("at rest") && $0.contains("card 0") }, "\(card)")
            #expect(found.contains { $0.contains("mid-drag") }, "\(card)")
        }
        for card in Self.decks {
            let found = Self.deckViolations(card, by: .oldUIKit)
            #expect(found.contains { $0.contains("at rest") && $0.contains("top card's centre") }, "\(card)")
            #expect(found.contains { $0.contains("mid-drag") && $0.contains("top card's centre") }, "\(card)")
        }
        for card in Self.carousels {
            #expect(!Self.carouselViolations(card, by: .oldUIKit).isEmpty, "\(card)")
        }
        for card in Self.sheets {
            #expect(Self.sheetViolations(card, by: .oldUIKit).isEmpty, "\(card)")
        }
    }

    /// CardHost lets a pan begin only where the card is drawn: the engine takes a stack's, a
    /// deck's and a carousel's pans anywhere in the container, and a touch off the drawn card
    /// belongs to the app's views behind it.
    @Test func pansBeginOnlyWhereTheCardIsDrawn() {
        let box = CardContainer(device: .iPhone15)
        let corner = CardVector(x: 5, y: box.safeAreaTop + 5)
        func check<I: CardInteraction>(_ interaction: I, on point: CardVector, _ what: String) where I.Frame: CardSceneFrame {
            let host = CardHost(interaction, clock: { 0 })
            host.layout(width: box.width, height: box.height, safeArea: CardEdgeInsets(top: box.safeAreaTop, bottom: box.safeAreaBottom), scale: 3)
            #expect(host.interaction.hitTest(corner, time: 0) != .none, "the engine takes \(what) anywhere")
            #expect(!host.shouldBeginPan(at: corner), "\(what): nothing drawn at the corner")
            #expect(host.region(at: corner) == .none, "\(what)")
            #expect(host.shouldBeginPan(at: point), "\(what): on the card")
            #expect(host.region(at: point) != .none, "\(what)")
        }
        let bottom = box.height - box.safeAreaBottom
        check(StackInteraction(CardsStack.self, container: box), on: CardVector(x: box.width / 2, y: bottom - 5), "a stack")
        check(DeckInteraction(ExpenseDeck.self, container: box, cardCount: 3),
              on: CardVector(x: box.width / 2, y: box.safeAreaTop + (bottom - box.safeAreaTop) / 2), "a deck")
        check(CarouselInteraction(PagingCarousel.self, container: box, pageCount: 3, page: 1), on: CardVector(x: 2, y: box.height / 2),
              "a carousel (its band of pages, the peek included)")
    }

    /// A sheet's header in the scene is exactly where the engine's hit test answers `.header`,
    /// and every point the engine takes as the card is on the card, its header or its content.
    @Test func aSheetsHitRegionsAreTheEngines() {
        for card in Self.sheets {
            func run<C: SheetCard>(_ c: C.Type) {
                let box = CardContainer(device: .iPhone15)
                for state in C.states {
                    var sheet = SheetInteraction(c, container: box)
                    sheet.move(to: state, animated: false, time: 0)
                    sheet.advance(to: 1)
                    let scene = sheet.frame(at: 1).scene(in: box)
                    for x in stride(from: 0.0, through: box.width, by: 28) {
                        for y in stride(from: 0.0, through: box.height, by: 7) {
                            let p = CardVector(x: x, y: y)
                            let engine = sheet.hitTest(p, time: 1), drawn = scene.region(at: p)
                            #expect((engine == .header) == (drawn == .header), "\(C.self) \(state) at \(x), \(y)")
                            if engine == .card { #expect(drawn == .card || drawn == .content, "\(C.self) \(state) at \(x), \(y)") }
                        }
                    }
                }
            }
            run(card)
        }
    }

    /// The one accessibility element is the front card as drawn: a sheet's card, a stack's frame,
    /// a carousel's current page, a deck's top card (the box around it as it turns mid-drag).
    @Test func theAccessibilityElementIsTheFrontCard() {
        let box = CardContainer(device: .iPhone15)
        let sheet = SheetInteraction(GlideCard.self, container: box).frame(at: 0)
        #expect(sheet.scene(in: box).accessibilityFrame == sheet.cardFrame)
        let stack = StackInteraction(CardsStack.self, container: box).frame(at: 0).scene(in: box)
        #expect(stack.accessibilityFrame == stack.clip && stack.clip != nil)
        let carousel = CarouselInteraction(PagingCarousel.self, container: box, pageCount: 3, page: 1).frame(at: 0)
        #expect(carousel.scene(in: box).accessibilityFrame == carousel.pageFrame(1))
        var deck = DeckInteraction(ExpenseDeck.self, container: box, cardCount: 3)
        let centre = CardVector(x: box.width / 2, y: box.clearFrame.midY)
        deck.handle(.pan(PanEvent(.began, location: centre, time: 0)))
        deck.handle(.pan(PanEvent(.changed, location: CardVector(x: centre.x + 120, y: centre.y), translation: CardVector(x: 120, y: 0), time: 0.1)))
        let scene = deck.frame(at: 0.1).scene(in: box)
        guard let top = scene.view(at: scene.viewCount - 1), let element = scene.accessibilityFrame else {
            Issue.record("no top card")
            return
        }
        #expect(top.rotation != 0, "a card dragged sideways turns")
        // Its four corners, turned about its centre, lie in the element; the element is no larger.
        let c = top.center, w = top.frame.width / 2, h = top.frame.height / 2
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for (dx, dy) in [(-w, -h), (w, -h), (w, h), (-w, h)] {
            let x = c.x + dx * cos(top.rotation) - dy * sin(top.rotation), y = c.y + dx * sin(top.rotation) + dy * cos(top.rotation)
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        #expect(Self.close(CardRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), element))
        #expect(scene.region(at: c) == .card && scene.region(at: CardVector(x: element.minX + 1, y: element.minY + 1)) == .none,
                "the turned card's own shape is hit, not its box's corner")
    }

    /// A deck's card flying out is drawn (in front) but takes no touch: a finger on it reaches
    /// the card under it, or nothing when the deck is empty.
    @Test func aLeavingDeckCardTakesNoTouch() {
        let box = CardContainer(device: .iPhone15)
        for cards in [1, 2] {
            var deck = DeckInteraction(ExpenseDeck.self, container: box, cardCount: cards)
            deck.move(to: .right, animated: true, time: 0)
            let scene = deck.frame(at: 0.02).scene(in: box)
            guard let leaving = scene.view(at: scene.viewCount - 1) else {
                Issue.record("no leaving card")
                continue
            }
            #expect(deck.frame(at: 0.02).leaving != nil && leaving.item == 0)
            #expect(leaving.contains(leaving.center), "the point is on the leaving card as drawn")
            let under = scene.viewCount > 1 ? scene.view(at: scene.viewCount - 2) : nil
            let expected: CardSceneRegion = under?.contains(leaving.center) == true ? .card : .none
            #expect(scene.region(at: leaving.center) == expected)
            if cards == 1 { #expect(expected == .none) }
        }
    }

    /// With the keyboard up a stack stands on the keyboard, and a deck is centred in what it
    /// leaves of the safe area.
    @Test func theKeyboardIsABottomInset() {
        let keyboard = CardContainer(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34, keyboardInset: 336)
        let stack = StackInteraction(CardsStack.self, container: keyboard).frame(at: 0).scene(in: keyboard)
        #expect(Self.close(stack.clip?.maxY ?? 0, 852.0 - 336.0))
        let deck = DeckInteraction(ExpenseDeck.self, container: keyboard, cardCount: 2).frame(at: 0).scene(in: keyboard)
        #expect(Self.close(deck.view(at: deck.viewCount - 1)?.center.y ?? 0, 59.0 + (852.0 - 336.0 - 59.0) / 2))
    }

    private func expectNone(_ violations: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        // The count, not the list: a list of hundreds would fill the log.
        #expect(violations.count == 0, "misplaced, first: \(violations.prefix(5))", sourceLocation: sourceLocation)
    }

    // MARK: The pictures compared

    /// How a picture is made: CardHost's scene, or CardUIKit's arithmetic before it.
    enum Arithmetic { case scene, oldUIKit }

    /// What a picture shows: the views back to front, the backdrop's dim and the clip.
    struct Picture {
        var views: [CardViewPlacement]
        var dim: Double
        var clip: CardRect?

        init(_ scene: CardScene) {
            views = (0..<scene.viewCount).compactMap { scene.view(at: $0) }
            dim = scene.dimAlpha
            clip = scene.clip
        }

        init(views: [CardViewPlacement], dim: Double) {
            self.views = views
            self.dim = dim
            clip = nil
        }

        func view(showing item: Int) -> CardViewPlacement? { views.last { $0.item == item } }
    }

    /// CardUIKit's `CardDrawableFrame` as it was: `placement.frame` drawn as it is, in the order
    /// it gave them.
    enum OldUIKit {
        static func sheet<S>(_ f: SheetInteraction<S>.Frame) -> Picture {
            Picture(views: [CardViewPlacement(item: 0, frame: f.cardFrame, zIndex: 0, cornerRadius: f.cornerRadius)], dim: f.dimAlpha)
        }

        static func stack<S>(_ f: StackInteraction<S>.Frame) -> Picture {
            let items = Array(stride(from: f.cardCount - 1, through: 0, by: -1))
            return Picture(views: items.enumerated().map { z, i in
                CardViewPlacement(item: i, frame: f.cardFrame(i), zIndex: z, cornerRadius: f.cornerRadius)
            }, dim: 0)
        }

        static func deck(_ f: DeckFrame) -> Picture {
            var views: [CardViewPlacement] = []
            for depth in stride(from: f.count - 1, through: 0, by: -1) {
                guard let card = f.card(at: depth) else { continue }
                let frame = CardRect(x: card.frame.x + card.offsetX, y: card.frame.y + card.offsetY, width: card.frame.width, height: card.frame.height)
                views.append(CardViewPlacement(item: card.card, frame: frame, rotation: card.rotation, scale: card.scale, zIndex: views.count,
                                               cornerRadius: f.cornerRadius))
            }
            return Picture(views: views, dim: 0)
        }

        static func carousel<S>(_ f: CarouselInteraction<S>.Frame) -> Picture {
            Picture(views: (0..<f.pageCount).map { CardViewPlacement(item: $0, frame: f.pageFrame($0), zIndex: $0, cornerRadius: f.cornerRadius) }, dim: 0)
        }
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    static func close(_ a: CardRect, _ b: CardRect) -> Bool {
        close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width) && close(a.height, b.height)
    }

    // MARK: Sheets: the engine's card frame and dim; its top where the checker's layout puts it

    static func sheetViolations(_ card: any SheetCard.Type, by arithmetic: Arithmetic) -> [String] {
        func run<C: SheetCard>(_ c: C.Type) -> [String] {
            var out: [String] = []
            for (name, box) in containers {
                // The checker's geometry on this container (`SheetLayout`, heights from the bottom).
                let layout = SheetLayout(configuration: C.configuration, device: box.profile)
                func check(_ f: SheetInteraction<C.State>.Frame, _ what: String, segment: Int?) {
                    let picture = arithmetic == .scene ? Picture(f.scene(in: box)) : OldUIKit.sheet(f)
                    let at = "\(C.self) on \(name) \(what)"
                    guard picture.views.count == 1, let view = picture.views.first else { return out.append("\(at): \(picture.views.count) views") }
                    if !close(view.frame, f.cardFrame) { out.append("\(at): card at \(view.frame), the engine's \(f.cardFrame)") }
                    if !close(view.frame.maxY, box.height - box.keyboardInset) { out.append("\(at): bottom edge at \(view.frame.maxY)") }
                    if let segment, !close(view.frame.minY, layout.cardTop(segment: segment)) {
                        out.append("\(at): top edge at \(view.frame.minY), the checker's \(layout.cardTop(segment: segment))")
                    }
                    if !close(picture.dim, f.dimAlpha) || !close(picture.dim, layout.dimAlpha(atHeight: f.height)) {
                        out.append("\(at): dim \(picture.dim), the engine's \(f.dimAlpha)")
                    }
                }
                for (index, state) in C.states.enumerated() {
                    var sheet = SheetInteraction(c, container: box)
                    sheet.move(to: state, animated: false, time: 0)
                    sheet.advance(to: 1)
                    check(sheet.frame(at: 1), "at rest in \(state)", segment: index)
                }
                // Mid-drag: grabbed by its header, dragged up 30 pt.
                var sheet = SheetInteraction(c, container: box)
                let start = sheet.frame(at: 0).cardFrame
                let grab = CardVector(x: start.midX, y: start.minY + 1)
                sheet.handle(.pan(PanEvent(.began, location: grab, translation: .zero, velocity: .zero, time: 0)))
                sheet.handle(.pan(PanEvent(.changed, location: CardVector(x: grab.x, y: grab.y - 30), translation: CardVector(x: 0, y: -30),
                                           velocity: CardVector(x: 0, y: -300), time: 0.1)))
                check(sheet.frame(at: 0.1), "mid-drag", segment: nil)
            }
            return out
        }
        return run(card)
    }

    // MARK: Stacks: standing on the bottom safe area, cards as `StackLayout` lays them out

    static func stackViolations(_ card: any StackCard.Type, by arithmetic: Arithmetic) -> [String] {
        func run<C: StackCard>(_ c: C.Type) -> [String] {
            var out: [String] = []
            for (name, box) in containers {
                let standing = box.height - box.safeAreaBottom
                func check(_ f: StackInteraction<C.State>.Frame, _ what: String) {
                    let picture = arithmetic == .scene ? Picture(f.scene(in: box)) : OldUIKit.stack(f)
                    let at = "\(C.self) on \(name) \(what)"
                    let config = C.configuration
                    let layout = StackLayout(configuration: config, containerWidth: box.width)
                    let phase = StackLayout.Phase.inTransit(translation: f.height - config.collapsedHeight)
                    if picture.views.count != config.cards { out.append("\(at): \(picture.views.count) views for \(config.cards) cards") }
                    // The stack's top edge is its height above the bottom safe area.
                    let top = standing - f.height
                    for i in 0..<max(0, config.cards) {
                        let local = layout.frame(index: i, phase: phase)
                        let expected = CardRect(x: local.x, y: top + local.y, width: local.width, height: local.height)
                        guard let view = picture.view(showing: i) else { out.append("\(at): card \(i) not drawn"); continue }
                        if !close(view.frame, expected) { out.append("\(at): card \(i) at \(view.frame), standing on the safe area \(expected)") }
                    }
                    if picture.views.last?.item != 0 && config.cards > 0 { out.append("\(at): the front card is not drawn last") }
                    let clip = CardRect(x: 0, y: top, width: box.width, height: f.height)
                    if picture.clip.map({ !close($0, clip) }) ?? true { out.append("\(at): clip \(String(describing: picture.clip)), the stack's \(clip)") }
                }
                for state in C.states {
                    var stack = StackInteraction(c, container: box)
                    stack.move(to: state, animated: false, time: 0)
                    stack.advance(to: 1)
                    let f = stack.frame(at: 1)
                    let height = state.rawValue == "expanded" ? C.configuration.expandedHeight : C.configuration.collapsedHeight
                    if !close(f.height, height) { out.append("\(C.self) on \(name): at rest in \(state) the stack is \(f.height) high") }
                    check(f, "at rest in \(state)")
                }
                // Mid-drag: a finger on the stack moved up 30 pt.
                var stack = StackInteraction(c, container: box)
                let grab = CardVector(x: box.width / 2, y: standing - 5)
                stack.handle(.pan(PanEvent(.began, location: grab, translation: .zero, velocity: .zero, time: 0)))
                stack.handle(.pan(PanEvent(.changed, location: CardVector(x: grab.x, y: grab.y - 30), translation: CardVector(x: 0, y: -30),
                                           velocity: CardVector(x: 0, y: -300), time: 0.1)))
                check(stack.frame(at: 0.1), "mid-drag")
            }
            return out
        }
        return run(card)
    }

    // MARK: Decks: centred in the safe area, the top card moved by exactly the finger

    static func deckViolations(_ card: any DeckCard.Type, by arithmetic: Arithmetic) -> [String] {
        func run<C: DeckCard>(_ c: C.Type) -> [String] {
            var out: [String] = []
            let cards = 8
            for (name, box) in containers {
                let safeX = box.safeAreaLeading + (box.width - box.safeAreaLeading - box.safeAreaTrailing) / 2
                let safeY = box.safeAreaTop + (box.height - box.safeAreaTop - box.safeAreaBottom) / 2
                let config = C.configuration
                let layout = DeckLayout(configuration: config)
                func check(_ f: DeckFrame, _ what: String, finger: CardVector, atRest: Bool) {
                    let picture = arithmetic == .scene ? Picture(f.scene(in: box)) : OldUIKit.deck(f)
                    let at = "\(C.self) on \(name) \(what)"
                    guard let top = f.topCard, let view = picture.views.last, view.item == top else {
                        return out.append("\(at): the top card is not drawn last")
                    }
                    let centre = view.center
                    if !close(centre.x, safeX + finger.x) || !close(centre.y, safeY + finger.y) {
                        out.append("\(at): the top card's centre at (\(centre.x), \(centre.y)), the safe area's (\(safeX), \(safeY)) moved by the finger (\(finger.x), \(finger.y))")
                    }
                    if !close(view.rotation, f.card(at: 0)?.rotation ?? 0) { out.append("\(at): top card turned \(view.rotation)") }
                    guard atRest else { return }
                    // Every depth as `DeckLayout` lays it out, the deck's box centred in the safe area.
                    for depth in 0..<f.count {
                        guard let shown = f.card(at: depth), let placed = picture.view(showing: shown.card) else { continue }
                        let local = layout.frame(depth: depth)
                        let expected = CardRect(x: safeX - config.width / 2 + local.x, y: safeY - config.height / 2 + local.y, width: local.width, height: local.height)
                        if !close(placed.frame, expected) { out.append("\(at): depth \(depth) at \(placed.frame), expected \(expected)") }
                    }
                }
                for state in C.states {
                    var deck = DeckInteraction(c, container: box, cardCount: cards)
                    deck.move(to: state, animated: false, time: 0)
                    deck.advance(to: 5)
                    check(deck.frame(at: 5), "at rest after \(state)", finger: .zero, atRest: true)
                }
                // Mid-drag: the top card grabbed at its centre and moved 30 pt right, 20 pt up.
                var deck = DeckInteraction(c, container: box, cardCount: cards)
                let grab = CardVector(x: safeX, y: safeY)
                let finger = CardVector(x: 30, y: -20)
                deck.handle(.pan(PanEvent(.began, location: grab, translation: .zero, velocity: .zero, time: 0)))
                deck.handle(.pan(PanEvent(.changed, location: CardVector(x: grab.x + finger.x, y: grab.y + finger.y), translation: finger,
                                          velocity: CardVector(x: 300, y: -200), time: 0.05)))
                check(deck.frame(at: 0.05), "mid-drag", finger: finger, atRest: false)
            }
            return out
        }
        return run(card)
    }

    // MARK: Carousels: pages one page width apart, the current one on top

    static func carouselViolations(_ card: any CarouselCard.Type, by arithmetic: Arithmetic) -> [String] {
        func run<C: CarouselCard>(_ c: C.Type) -> [String] {
            var out: [String] = []
            let pages = 3
            for (name, box) in containers {
                let layout = CarouselLayout(configuration: C.configuration, containerWidth: box.width, containerHeight: box.height)
                func check(_ f: CarouselInteraction<C.State>.Frame, _ what: String, finger: Double, collapsed: Bool) {
                    let picture = arithmetic == .scene ? Picture(f.scene(in: box)) : OldUIKit.carousel(f)
                    let at = "\(C.self) on \(name) \(what)"
                    if picture.views.count != pages { out.append("\(at): \(picture.views.count) views for \(pages) pages") }
                    if picture.views.last?.item != f.page { out.append("\(at): the current page is not drawn last") }
                    let width = layout.collapsedFrame.width + C.configuration.spacing
                    for p in 0..<pages {
                        guard let view = picture.view(showing: p) else { out.append("\(at): page \(p) not drawn"); continue }
                        var expected = p == f.page && !collapsed ? layout.expandedFrame : layout.collapsedFrame
                        expected.x += Double(p - f.page) * width + finger
                        if !close(view.frame, expected) { out.append("\(at): page \(p) at \(view.frame), expected \(expected)") }
                    }
                }
                for state in C.states {
                    var carousel = CarouselInteraction(c, container: box, pageCount: pages, page: 1)
                    carousel.move(to: state, animated: false, time: 0)
                    carousel.advance(to: 5)
                    check(carousel.frame(at: 5), "at rest in \(state)", finger: 0, collapsed: state.rawValue == "collapsed")
                }
                // Mid-drag: a collapsed carousel paged 40 pt toward the next page.
                var carousel = CarouselInteraction(c, container: box, pageCount: pages, page: 1)
                let grab = CardVector(x: box.width / 2, y: box.height / 2)
                carousel.handle(.pan(PanEvent(.began, location: grab, translation: .zero, velocity: .zero, time: 0)))
                carousel.handle(.pan(PanEvent(.changed, location: CardVector(x: grab.x - 40, y: grab.y), translation: CardVector(x: -40, y: 0),
                                              velocity: CardVector(x: -300, y: 0), time: 0.1)))
                check(carousel.frame(at: 0.1), "mid-drag", finger: -40, collapsed: true)
            }
            return out
        }
        return run(card)
    }
}
