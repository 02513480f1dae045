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

    public static func < (a: GestureClass, b: GestureClass) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
