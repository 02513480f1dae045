import CardSupport
import CardModel
import CardReader

/// Decodes `labels`: each state's accessibility label (docs/format.md, "Accessibility labels").
package enum LabelDecoder {
    /// The labels by state name. `states` are the card's states, nil when they are not known (a
    /// configuration that did not decode): then only the values are checked, since any name
    /// could be one of the states meant. `id`'s start was just read.
    package static func decode(_ id: NodeID, states: [String]?, _ c: inout DecodeContext) -> [String: String] {
        guard c.tree[id].kind == .mapping else {
            c.report(.invalidValue, id, "expected a mapping of state names to labels for labels, found \(c.describe(id))")
            return [:]
        }
        if case .some(nil) = c.coreTag(id) { return [:] }
        let level = c.events.depth
        var labels: [String: String] = [:]
        // Looked up per key: a spec may hold many labels and many states.
        let known = states.map(Set.init)
        while let (keyID, valueID) = c.nextPair(level) {
            let repeated = c.repeats(keyID)
            guard c.tree[keyID].kind == .scalar else {
                c.report(.invalidValue, keyID, "keys must be plain names; found \(c.describe(keyID)) as a key in labels")
                continue
            }
            // A repeated key was reported by the reader; the first one stands.
            if repeated { continue }
            let name = c.tree.value(keyID)
            c.locations.record(parent: "labels", key: name, c.tree[keyID].location)
            var isState = true
            if let states, let known, !known.contains(name) {
                if c.builds {
                    c.report(.unknownReference, keyID, .labelOfUndefinedState(name, suggestion: NameSuggester.suggestion(for: name, among: states)),
                             notes: ["states: " + NameSuggester.list(states)])
                } else {
                    // Past the cap (`DecodeContext.room`): counted, no did-you-mean or note made.
                    c.report(.unknownReference, keyID, "")
                }
                isState = false
            }
            guard let label = c.string(valueID, what: "the label of '\(name)'") else { continue }
            // VoiceOver would read nothing: leaving the key out reads the state's name instead.
            if !hasSomethingToRead(label) {
                c.report(.invalidValue, valueID, "the label of '\(name)' is empty, so VoiceOver would read nothing; write a label, or leave the key out to read the state's name")
                continue
            }
            if isState { labels[name] = label }
        }
        return labels
    }

    /// Whether a label holds a character VoiceOver reads: not only white space, line breaks,
    /// control characters and invisible format characters (a zero-width space, a direction mark).
    package static func hasSomethingToRead(_ label: String) -> Bool {
        label.unicodeScalars.contains { scalar in
            let p = scalar.properties
            return !p.isWhitespace && p.generalCategory != .control && p.generalCategory != .format
        }
    }
}
