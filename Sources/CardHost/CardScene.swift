public import CardEngine
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The whole picture of one card at one instant, in the container's coordinates (points, y down,
/// origin at the container's top-left corner, safe area included): every view an adapter places,
/// the backdrop's dim, the clip, the accessibility element and the hit regions
/// (docs/runtime.md, "The scene"). A pure function of the engine's frame and the container,
/// computed on demand: `view(at:)` builds each placement when asked, so a scene holds no array
/// and drawing one allocates nothing.
///
/// CardUIKit, CardSwiftUI and `cardc preview` draw this and nothing else: each placement is a
/// view laid out at `frame` (UIKit: `bounds` of `frame`'s size, `center`; SwiftUI: `.frame` and
/// `.position`), then turned by `rotation` and scaled by `scale` about its centre, at `alpha`,
/// clipped to `cornerRadius`, drawn in `view(at:)` order (back to front), all inside `clip` when
/// there is one, over a black backdrop at `dimAlpha`.
public struct CardScene: Sendable {
    /// The container the scene is placed in (what the host sent the engine).
    public let container: CardContainer
    let drawing: Drawing

    /// What each kind's frame contributes, with what its placement needs worked out once.
    enum Drawing: Sendable {
        case sheet(SheetPart)
        /// `top`: the stack's top edge in the container (it stands on the bottom safe area).
        case stack(StackFrame, top: Double)
        /// `originX`, `originY`: where the deck's own coordinates start in the container (the
        /// deck box centred in the safe area).
        case deck(DeckFrame, originX: Double, originY: Double)
        case carousel(CarouselFrame)
    }

    /// A sheet's frame reduced to what is drawn (the typed and the index-based frames both have it).
    struct SheetPart: Sendable, Hashable {
        var cardFrame: CardRect
        var headerHeight: Double
        var cornerRadius: Double
        var dimAlpha: Double
    }

    init(container: CardContainer, drawing: Drawing) {
        self.container = container
        self.drawing = drawing
    }

    // MARK: Views

    /// How many views are placed: `view(at:)` answers for `0..<viewCount`. A sheet's one card, a
    /// stack's `cards`, a deck's cards on screen (the leaving one included), a carousel's pages.
    public var viewCount: Int {
        switch drawing {
        case .sheet: return 1
        case .stack(let frame, _): return max(0, frame.layout.configuration.cards)
        case .deck(let frame, _, _): return max(0, frame.count)
        case .carousel(let frame): return max(0, frame.pageCount)
        }
    }

    /// The view drawn `index`-th, back to front (its `zIndex` is `index`); nil outside
    /// `0..<viewCount`.
    public func view(at index: Int) -> CardViewPlacement? {
        guard index >= 0, index < viewCount else { return nil }
        switch drawing {
        case .sheet(let sheet):
            return CardViewPlacement(item: 0, frame: sheet.cardFrame, zIndex: index, cornerRadius: sheet.cornerRadius)
        case .stack(let frame, let top):
            // The front card (item 0) is drawn last; a card wholly below the stack's height is
            // clipped away (alpha 0: an adapter may hide it).
            let item = viewCount - 1 - index
            let f = frame.cardFrame(item)
            let placed = CardRect(x: f.x, y: top + f.y, width: f.width, height: f.height)
            let shown = f.y < frame.height && f.maxY > 0
            return CardViewPlacement(item: item, frame: placed, zIndex: index, alpha: shown ? 1 : 0,
                                     cornerRadius: frame.layout.configuration.appearance.cornerRadius)
        case .deck(let frame, let originX, let originY):
            // Back to front: the deepest card first, depth 0 (the leaving card, else the top
            // card) last. `DeckCardFrame.frame` already holds the centre offset: added once.
            guard let card = frame.card(at: viewCount - 1 - index) else { return nil }
            let placed = CardRect(x: originX + card.frame.x, y: originY + card.frame.y, width: card.frame.width, height: card.frame.height)
            return CardViewPlacement(item: card.card, frame: placed, rotation: card.rotation, scale: card.scale, zIndex: index,
                                     cornerRadius: frame.cornerRadius)
        case .carousel(let frame):
            // The current page last, over its neighbours as it grows to the whole container.
            let current = min(max(frame.page, 0), viewCount - 1)
            let page = index == viewCount - 1 ? current : (index < current ? index : index + 1)
            let placed = frame.pageFrame(page)
            let radius = frame.layout.configuration.appearance.cornerRadius
            return CardViewPlacement(item: page, frame: placed, zIndex: index, alpha: container.overlaps(placed) ? 1 : 0,
                                     cornerRadius: page == frame.page ? radius * (1 - min(max(frame.progress, 0), 1)) : radius)
        }
    }

    // MARK: Backdrop and clip

    /// The black backdrop's alpha behind the card (a sheet's `dim`; 0 for the other kinds).
    public var dimAlpha: Double {
        if case .sheet(let sheet) = drawing { return sheet.dimAlpha }
        return 0
    }

    /// The rectangle every view is clipped to, nil when none is: a stack's own frame (the full
    /// width, its height up from where it stands), as CardsStack's collection view clips.
    public var clip: CardRect? {
        guard case .stack(let frame, let top) = drawing else { return nil }
        return CardRect(x: 0, y: top, width: container.width, height: max(0, frame.height))
    }

    // MARK: Accessibility and hit regions

    /// The card's one accessibility element: the sheet's card, the stack's frame, the deck's top
    /// card (the box around it as it is turned), the carousel's current page. Its value is the
    /// host's `accessibilityValue`. nil when nothing is shown (a deck with no card left).
    public var accessibilityFrame: CardRect? {
        switch drawing {
        case .sheet(let sheet): return sheet.cardFrame
        case .stack: return clip
        case .deck(let frame, _, _):
            guard let top = topDeckView(frame) else { return nil }
            return top.boundingBox
        case .carousel(let frame):
            guard frame.pageCount > 0 else { return nil }
            return frame.pageFrame(frame.page)
        }
    }

    /// A sheet's header band (from the card's top down the header height it shows), where a tap
    /// runs the header's tap; nil for the other kinds.
    public var headerFrame: CardRect? {
        guard case .sheet(let sheet) = drawing else { return nil }
        let card = sheet.cardFrame
        return CardRect(x: card.x, y: card.y, width: card.width, height: min(max(0, sheet.headerHeight), card.height))
    }

    /// Where the card's scroll content is: a sheet's card below its header, a carousel's current
    /// page; nil for stacks and decks, which hold no scroll view.
    public var contentFrame: CardRect? {
        switch drawing {
        case .sheet(let sheet):
            let card = sheet.cardFrame
            let header = min(max(0, sheet.headerHeight), card.height)
            return CardRect(x: card.x, y: card.y + header, width: card.width, height: card.height - header)
        case .carousel(let frame):
            guard frame.pageCount > 0 else { return nil }
            return frame.pageFrame(frame.page)
        case .stack, .deck:
            return nil
        }
    }

    /// What is drawn at `point`: the header, the scroll content, elsewhere on the card, or
    /// nothing. The card is the sheet's card, the stack's frame, any card of the deck (as it is
    /// turned; not one that is leaving), the band of the carousel's pages (the container's width,
    /// the current page's height: its paging scroll view spans the screen, gaps and peeks
    /// included).
    public func region(at point: CardVector) -> CardSceneRegion {
        guard point.x.isFinite, point.y.isFinite else { return .none }
        // Edges included, as the engine's hit test takes them (a header of no height is the
        // card's top edge, where a sheet's hit test still answers `.header`).
        if case .sheet(let sheet) = drawing, sheet.cardFrame.height <= 0 { return .none }
        if let header = headerFrame, header.containsClosed(point) { return .header }
        if let content = contentFrame, content.height > 0, content.containsClosed(point) { return .content }
        switch drawing {
        case .sheet(let sheet):
            return sheet.cardFrame.height > 0 && sheet.cardFrame.containsClosed(point) ? .card : .none
        case .stack:
            guard let clip, clip.height > 0 else { return .none }
            return clip.containsClosed(point) ? .card : .none
        case .deck(let frame, _, _):
            // The leaving card, while one flies out, is drawn last (depth 0): it takes no touch.
            let taking = frame.leaving == nil ? viewCount : viewCount - 1
            for index in 0..<taking {
                if let view = view(at: index), view.contains(point) { return .card }
            }
            return .none
        case .carousel(let frame):
            guard frame.pageCount > 0 else { return .none }
            let page = frame.pageFrame(frame.page)
            return point.x >= 0 && point.x <= container.width && point.y >= page.minY && point.y <= page.maxY ? .card : .none
        }
    }

    private func topDeckView(_ frame: DeckFrame) -> CardViewPlacement? {
        // Depth 0 is the leaving card while one flies out; the top card is then depth 1.
        let depth = frame.leaving == nil ? 0 : 1
        guard depth < frame.count else { return nil }
        return view(at: viewCount - 1 - depth)
    }
}

/// Where a point lands on a scene (`CardScene.region(at:)`).
public enum CardSceneRegion: Sendable, Hashable {
    case none
    /// On the card, outside its header and scroll content.
    case card
    /// A sheet's header band.
    case header
    /// The card's scroll content.
    case content
}

/// One view of a scene: which of the app's content views it shows and where. Lay it out at
/// `frame` (untransformed; `center` is its centre), then turn it by `rotation` and scale it by
/// `scale` about its centre.
public struct CardViewPlacement: Sendable, Hashable {
    /// Which of the app's content views (its index: a stack's card, a deck's data index, a
    /// carousel's page; 0 for a sheet).
    public var item: Int
    /// The layout frame in the container, before rotation and scale.
    public var frame: CardRect
    /// Radians, clockwise on screen positive (UIKit's convention; SwiftUI's `rotationEffect`
    /// turns the same way for a positive angle).
    public var rotation: Double
    public var scale: Double
    /// Draw order: 0 is drawn first (at the back); equal to the view's index in the scene.
    public var zIndex: Int
    /// 0 for a view that shows nothing (a stack's card wholly below its height, a carousel page
    /// off the container): an adapter may hide it.
    public var alpha: Double
    public var cornerRadius: Double

    public init(item: Int, frame: CardRect, rotation: Double = 0, scale: Double = 1, zIndex: Int, alpha: Double = 1,
                cornerRadius: Double) {
        self.item = item
        self.frame = frame
        self.rotation = rotation
        self.scale = scale
        self.zIndex = zIndex
        self.alpha = alpha
        self.cornerRadius = cornerRadius
    }

    /// The frame's centre: UIKit's `center`, SwiftUI's `.position`.
    public var center: CardVector { CardVector(x: frame.midX, y: frame.midY) }

    /// The smallest upright rectangle around the view as drawn (turned and scaled): an
    /// accessibility frame, never read from a transformed view.
    public var boundingBox: CardRect {
        let c = cos(rotation), s = sin(rotation)
        let w = abs(frame.width * scale), h = abs(frame.height * scale)
        let bw = abs(w * c) + abs(h * s), bh = abs(w * s) + abs(h * c)
        return CardRect(x: frame.midX - bw / 2, y: frame.midY - bh / 2, width: bw, height: bh)
    }

    /// Whether `point` is on the view as drawn (turned and scaled about its centre).
    public func contains(_ point: CardVector) -> Bool {
        guard scale != 0, scale.isFinite else { return false }
        // Into the view's own axes: turn back by the rotation, undo the scale.
        let dx = point.x - frame.midX, dy = point.y - frame.midY
        let c = cos(rotation), s = sin(rotation)
        let x = (dx * c + dy * s) / scale, y = (-dx * s + dy * c) / scale
        return abs(x) <= frame.width / 2 && abs(y) <= frame.height / 2
    }
}

extension CardRect {
    /// Edges included, as the engine's hit tests take them.
    func containsClosed(_ point: CardVector) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

extension CardContainer {
    func overlaps(_ rect: CardRect) -> Bool {
        rect.maxX > 0 && rect.minX < width && rect.maxY > 0 && rect.minY < height
    }
}
