#if canImport(UIKit)
import CardEngine

/// How CardUIKit draws a kind's frame: the card views it places (one for a sheet, one per item
/// for a stack, a deck and a carousel's pages) and the backdrop's dim. The four kinds' frames conform
/// below; everything else about a frame is `CardFrame`'s.
public protocol CardDrawableFrame: CardFrame {
    /// The backdrop's alpha (a sheet's `dim`; 0 for the other kinds).
    var dimAlpha: Double { get }
    /// Calls `body` with each placed card, back to front, for an app with `itemCount` items.
    func forEachPlacement(itemCount: Int, _ body: (CardPlacement) -> Void)
}

/// One card view's place at one instant: laid out at `frame` (in the container), then rotated and
/// scaled about its centre.
public struct CardPlacement: Sendable, Hashable {
    /// Which of the app's content views (its index; 0 for a sheet).
    public var item: Int
    public var frame: CardRect
    /// Radians, clockwise positive (UIKit's convention).
    public var rotation: Double
    public var scale: Double
    /// nil: the configuration's (a deck's frame carries none; the controller was given it).
    public var cornerRadius: Double?

    public init(item: Int, frame: CardRect, rotation: Double = 0, scale: Double = 1, cornerRadius: Double?) {
        self.item = item
        self.frame = frame
        self.rotation = rotation
        self.scale = scale
        self.cornerRadius = cornerRadius
    }
}

extension SheetInteraction.Frame: CardDrawableFrame {
    public func forEachPlacement(itemCount: Int, _ body: (CardPlacement) -> Void) {
        body(CardPlacement(item: 0, frame: cardFrame, cornerRadius: cornerRadius))
    }
}

extension StackInteraction.Frame: CardDrawableFrame {
    public var dimAlpha: Double { 0 }

    /// The last item is drawn first: the first item is the stack's front card.
    public func forEachPlacement(itemCount: Int, _ body: (CardPlacement) -> Void) {
        for index in stride(from: itemCount - 1, through: 0, by: -1) {
            body(CardPlacement(item: index, frame: cardFrame(index), cornerRadius: cornerRadius))
        }
    }
}

extension DeckFrame: CardDrawableFrame {
    public var dimAlpha: Double { 0 }

    /// The deck's cards from the back to the leaving card in front; `DeckCardFrame.frame` is the
    /// depth's frame and the offset moves its centre.
    public func forEachPlacement(itemCount: Int, _ body: (CardPlacement) -> Void) {
        for depth in stride(from: count - 1, through: 0, by: -1) {
            guard let card = card(at: depth), card.card < itemCount else { continue }
            let frame = CardRect(x: card.frame.x + card.offsetX, y: card.frame.y + card.offsetY,
                                 width: card.frame.width, height: card.frame.height)
            body(CardPlacement(item: card.card, frame: frame, rotation: card.rotation, scale: card.scale, cornerRadius: nil))
        }
    }
}

extension CarouselInteraction.Frame: CardDrawableFrame {
    public var dimAlpha: Double { 0 }

    /// One item per page, each at its page's frame (page `i` rests at `i` page widths).
    public func forEachPlacement(itemCount: Int, _ body: (CardPlacement) -> Void) {
        for index in 0..<itemCount {
            body(CardPlacement(item: index, frame: pageFrame(index), cornerRadius: cornerRadius))
        }
    }
}
#endif
