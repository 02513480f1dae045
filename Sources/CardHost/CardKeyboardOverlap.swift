public import CardEngine

/// How far the keyboard covers a container from its bottom edge, from the keyboard's frame in the
/// container's own coordinates (the adapter converts the system's frame, which is in the screen's
/// coordinate space, into the container's: in Split View, Slide Over and Stage Manager the two
/// differ). The card stands on what this answers.
public enum CardKeyboardOverlap {
    /// Rounding of a converted frame: a keyboard this close to the bottom edge reaches it.
    static let tolerance = 0.5

    /// 0 when the keyboard covers nothing from the bottom edge: hidden (an empty frame, or below
    /// the container), beside the container (a window in Stage Manager), or floating over its
    /// middle without reaching the bottom edge (an iPad's floating keyboard: the card keeps its
    /// place rather than standing on a keyboard that can move anywhere). Otherwise the height from
    /// the keyboard's top edge to the container's bottom, at most the container's height.
    public static func overlap(keyboard: CardRect, containerWidth: Double, containerHeight: Double) -> Double {
        guard keyboard.width > 0, keyboard.height > 0, keyboard.minX.isFinite, keyboard.minY.isFinite,
              keyboard.maxX.isFinite, keyboard.maxY.isFinite else { return 0 }
        guard keyboard.maxX > 0, keyboard.minX < containerWidth else { return 0 }
        guard keyboard.maxY >= containerHeight - tolerance else { return 0 }
        return min(containerHeight, max(0, containerHeight - max(0, keyboard.minY)))
    }
}

extension CardHost {
    /// The keyboard's frame (its end frame) in the container's coordinates: sends how far it
    /// covers the container from its bottom edge (`CardKeyboardOverlap`).
    public func keyboardChanged(frame: CardRect) {
        let container = container
        keyboardChanged(overlap: CardKeyboardOverlap.overlap(keyboard: frame, containerWidth: container.width,
                                                             containerHeight: container.height))
    }
}
