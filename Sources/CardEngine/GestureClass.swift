/// The kinds of gesture that move a card between states, cheapest first: the checker labels a
/// state by the cheapest class that reaches it, and a card's accessibility actions offer the
/// same moves (docs/engine.md, "Reachability"; docs/runtime.md, "Accessibility").
public enum GestureClass: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A release at or below the flick velocity.
    case drag
    /// A release faster than the flick velocity.
    case flick
    /// A tap on the header.
    case tap

    /// How far a finger moves before UIKit's pan gesture recognizer begins, about 10 pt (its
    /// slop; CardUIKit's recognizer begins at touch-down only on a moving card): every drag of
    /// a resting card starts this far from its state, so a drag meant to stop between states
    /// nearer each other than this cannot be told from a tap (`states-too-close`).
    public static let panSlop: Double = 10

    public static func < (a: GestureClass, b: GestureClass) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
