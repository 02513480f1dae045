/// One deck card as the host shows it at some instant (docs/runtime.md, "Decks"). Apply it as a
/// UIView does: lay the card out at `frame`, then rotate by `rotation` and scale by `scale`
/// about its centre.
public struct DeckCardFrame: Sendable, Hashable {
    /// The card's data index (0 is the app's first item).
    public var card: Int
    /// Where the card is laid out, in the deck's coordinates (the deck's box starts at
    /// `DeckLayout.origin(in:)`, centred in its container's safe area): its depth's frame (between two depths while the
    /// deck moves up or down) moved by the centre offset.
    public var frame: CardRect
    /// How far the card's centre is from its depth frame's centre, x right and y down.
    public var offsetX: Double
    public var offsetY: Double
    /// Radians, clockwise on screen positive (UIKit's convention); 0 under Reduce Motion.
    public var rotation: Double
    /// Always 1: the seed's deck narrows deeper cards through the depth frames instead.
    public var scale: Double
    /// The enabled direction the card has gone furthest toward, relative to its threshold, and
    /// how far (0...1, 1 at the threshold and beyond); nil at the centre.
    public var overlay: SwipeDirection?
    public var overlayAlpha: Double
    /// The card has been committed and is flying out.
    public var isLeaving: Bool

    public init(card: Int, frame: CardRect, offsetX: Double, offsetY: Double, rotation: Double, scale: Double,
                overlay: SwipeDirection?, overlayAlpha: Double, isLeaving: Bool) {
        self.card = card
        self.frame = frame
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.rotation = rotation
        self.scale = scale
        self.overlay = overlay
        self.overlayAlpha = overlayAlpha
        self.isLeaving = isLeaving
    }
}
