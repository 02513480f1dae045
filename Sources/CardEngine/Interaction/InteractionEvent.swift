/// What a host tells a card's interaction: the events of the screen, in the order they happen.
/// Programmatic moves are typed methods of each interaction (they name a `State`), not events.
public enum InteractionEvent: Sendable, Hashable {
    case pan(PanEvent)
    /// A tap at `location` in the container.
    case tap(location: CardVector, time: Double)
    /// The scroll view inside the card reports its content offset (y, 0 at the content's top).
    case contentOffset(Double, time: Double)
    /// The container changed size, safe area or keyboard.
    case container(CardContainer, time: Double)

    public var time: Double {
        switch self {
        case .pan(let pan): return pan.time
        case .tap(_, let time), .contentOffset(_, let time), .container(_, let time): return time
        }
    }
}
