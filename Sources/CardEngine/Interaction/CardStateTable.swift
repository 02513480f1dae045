/// A typed interaction's states by engine index, and their accessibility labels: read once at
/// init, so converting an index is an array read and a state's index a short scan comparing
/// names (no hashing, no allocation). Never empty: a lookup out of range reads index 0.
package struct CardStateTable<State: RawRepresentable & Hashable & Sendable>: Sendable where State.RawValue == String {
    package let states: [State]
    package let labels: [CardText]

    /// States already matched to the engine's indices; labels are their names.
    package init(states: [State]) {
        self.states = states
        labels = states.map { CardEngineText.state($0) }
    }

    /// A card type's table for an engine with `count` states. The generator writes `Card.states`
    /// as the configuration's states in engine order and `stateLabels` beside them. A hand-written
    /// conformance that lies gets a defined answer, not a trap: a missing state (too few) is
    /// `initialState`, a missing label the state's name; extra entries are not read.
    package init(states cardStates: [State], labels cardLabels: [CardText], initial: State, count: Int) {
        let n = max(1, count)
        var states: [State] = []
        var labels: [CardText] = []
        states.reserveCapacity(n)
        labels.reserveCapacity(n)
        for i in 0..<n {
            let state = i < cardStates.count ? cardStates[i] : initial
            states.append(state)
            labels.append(i < cardStates.count && i < cardLabels.count ? cardLabels[i] : CardEngineText.state(state))
        }
        self.states = states
        self.labels = labels
    }

    package subscript(_ index: Int) -> State { index >= 0 && index < states.count ? states[index] : states[0] }

    package func label(_ index: Int) -> CardText { index >= 0 && index < labels.count ? labels[index] : labels[0] }

    /// The first engine index holding `state` (first on a table a lying card made), nil when none does.
    package func index(of state: State) -> Int? {
        var i = 0
        while i < states.count {
            if states[i] == state { return i }
            i += 1
        }
        return nil
    }
}
