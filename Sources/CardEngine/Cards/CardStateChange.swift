/// The state a card is in or heading to changed: the same type for every kind, so a host or an
/// app compares and stores it (a tuple cannot be Equatable).
public struct CardStateChange<State: Sendable>: Sendable {
    public var from: State
    public var to: State

    public init(from: State, to: State) {
        self.from = from
        self.to = to
    }
}

extension CardStateChange: Equatable where State: Equatable {}
extension CardStateChange: Hashable where State: Hashable {}
