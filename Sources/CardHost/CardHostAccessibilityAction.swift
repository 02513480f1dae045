public import CardEngine

/// A custom action as VoiceOver shows it: the engine's action and its name, localized by the
/// host's `localize`.
public struct CardHostAccessibilityAction<State: Sendable>: Sendable {
    public var name: String
    public var action: CardAccessibilityAction<State>

    public init(name: String, action: CardAccessibilityAction<State>) {
        self.name = name
        self.action = action
    }
}
