/// The one API of the four kinds' typed interactions (`SheetInteraction`, `StackInteraction`,
/// `DeckInteraction`, `CarouselInteraction`): the same names for events, moves, notices, rest,
/// Reduce Motion and accessibility, so a host (CardHost's `CardHostController`, the UIKit and
/// SwiftUI adapters) is written once for every kind. Only the frame, what a kind draws, differs.
public protocol CardInteraction: Sendable {
    associatedtype State: RawRepresentable & CaseIterable & Hashable & Sendable where State.RawValue == String
    associatedtype Frame: CardFrame
    associatedtype Notices: CardNoticeSet where Notices.State == State

    /// The state the card is in or heading to (a deck: the last outcome).
    var state: State { get }
    /// A finger holds the card (a pan of it began and has not ended).
    var isDragging: Bool { get }
    /// When what now moves comes to rest and `advance(to:)` has nothing more to report: nil when
    /// that has already happened (a host needs no display frames), `+infinity` while a finger
    /// holds the card, else the time at or after which `advance(to:)` reports `didSettle`.
    var restTime: Double? { get }
    /// How the card moves now (Reduce Motion); `setMotion` changes it at any time.
    var motionMode: MotionMode { get }

    @discardableResult mutating func handle(_ event: InteractionEvent) -> Notices
    /// A programmatic move from where the card is and how fast it moves.
    @discardableResult mutating func move(to state: State, animated: Bool, time: Double) -> Notices
    /// What to show at `time`: pure, any time in any order.
    func frame(at time: Double) -> Frame
    /// Reports what has come due by `time` (`didSettle`, a deck's `didRemove`).
    @discardableResult mutating func advance(to time: Double) -> Notices
    /// Reduce Motion turned on or off: from `time` on the card moves that way; a card moving when
    /// it turns on is shown at its destination at once.
    @discardableResult mutating func setMotion(_ mode: MotionMode, time: Double) -> Notices
    /// What a touch at `location` (in the container) lands on at `time`, as the engine will judge
    /// a pan or tap that begins there.
    func hitTest(_ location: CardVector, time: Double) -> CardHitRegion

    /// VoiceOver's value: the state's label.
    var accessibilityValue: CardText { get }
    /// The custom actions: a move to each state one gesture reaches, and the kind's own (undo,
    /// pages). Not a hot path: allocates.
    var accessibilityActions: [CardAccessibilityAction<State>] { get }
    @discardableResult mutating func perform(_ action: CardAccessibilityAction<State>, time: Double) -> Notices
    /// Adjustable increment and decrement (a sheet's next state up or down, a stack's expand and
    /// collapse, a carousel's pages); nothing when no gesture could.
    @discardableResult mutating func accessibilityIncrement(time: Double) -> Notices
    @discardableResult mutating func accessibilityDecrement(time: Double) -> Notices
    /// VoiceOver's escape (two-finger scrub): where the card goes to get out of the way, nil when
    /// it handles none (docs/runtime.md, "Accessibility").
    var escapeState: State? { get }

    /// The state a gesture dismisses the card to (a sheet's `dismissal`), nil when it has none.
    var dismissedState: State? { get }
    /// Whether a gesture may dismiss the card now (a sheet with a `dismissal`); a card with none
    /// answers false and ignores the setting.
    var isDismissalEnabled: Bool { get set }
}

/// The kinds without a dismissal (stacks, decks, carousels): none, and nothing to switch.
extension CardInteraction {
    public var dismissedState: State? { nil }
    public var isDismissalEnabled: Bool {
        get { false }
        set {}
    }
}

/// What a call reported, with the same names for every kind (a deck and a carousel add their own).
public protocol CardNoticeSet: Sendable {
    associatedtype State: Sendable
    /// A spring (or exit, or move) started toward this state.
    var willSettle: State? { get }
    /// The card came to rest in this state.
    var didSettle: State? { get }
    var stateChanged: CardStateChange<State>? { get }
    var isEmpty: Bool { get }
}

/// Where a touch lands, as the engine judges a pan or tap beginning there.
public enum CardHitRegion: Sendable, Hashable {
    /// Outside the card: a pan or tap there does nothing.
    case none
    /// On the card: a pan there drags it.
    case card
    /// On a sheet's header: a pan drags the card, a tap runs the header's tap.
    case header
}
