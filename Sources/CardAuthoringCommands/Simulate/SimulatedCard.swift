import CardEngine
import CardModel

/// One kind's runtime as `cardc simulate` drives it: events in, a row of numbers per sampled
/// frame out. Each kind's conformance wraps that kind's engine motion; the engine decides
/// everything, this only names the columns and says what the command may ask of the kind.
/// `CardKind.simulated` is simulate's one switch over the kinds (README, "Adding a kind").
package protocol SimulatedCard {
    associatedtype Configuration: KindConfiguration
    associatedtype Motion: SimulatedMotion
    /// How many numbers `--drag` and `--velocity` take: one (up positive) or two (right and up).
    static var axes: Int { get }
    /// Why `--from` does not apply to the kind, nil when it does.
    static var fromRefusal: String? { get }
    /// Whether the card has a header for `--tap` to tap, at `grabPoint` (sheets).
    static var hasHeader: Bool { get }
    var motion: Motion { get set }
    init(configuration: Configuration, container: CardContainer, motion mode: MotionMode, from state: Int)
    /// The columns of a frame after `t`.
    var columns: [String] { get }
    /// Where the finger goes down on the card resting in its current state (container
    /// coordinates, y down); where a tap lands on a card with a header.
    var grabPoint: CardVector { get }
    mutating func handle(_ event: InteractionEvent)
    /// A programmatic move to a state, by its index in `CardSpec.stateNames` (the engine's order).
    mutating func move(to state: Int, animated: Bool, time: Double)
    /// The frame's values after `t`, in `columns` order.
    func values(at time: Double) -> [Double]
    /// What a host does after drawing each frame: lets the runtime report what has ended.
    mutating func advance(to time: Double)
    func isResting(at time: Double) -> Bool
    /// The state the card is in or heading to, as an index into `CardSpec.stateNames`.
    func state(at time: Double) -> Int
}

/// What most kinds share: the calls go to the motion as they are (its notices are not printed),
/// and there is no header to tap and no reason to refuse `--from`.
extension SimulatedCard {
    package static var fromRefusal: String? { nil }
    package static var hasHeader: Bool { false }
    package mutating func handle(_ event: InteractionEvent) { _ = motion.handle(event) }
    package mutating func advance(to time: Double) { _ = motion.advance(to: time) }
    package mutating func move(to state: Int, animated: Bool, time: Double) { _ = motion.move(to: state, animated: animated, time: time) }
}

/// A kind whose frame says its state and whether it rests (all but the deck, whose state is the
/// last swipe's outcome).
extension SimulatedCard where Motion.Frame: SimulatedFrame {
    package func isResting(at time: Double) -> Bool { motion.frame(at: time).isResting }
    package func state(at time: Double) -> Int { motion.frame(at: time).state }
}

extension CardKind {
    /// The kind's runtime in `cardc simulate`: simulate's one switch over the kinds.
    package var simulated: any SimulatedCard.Type {
        switch self {
        case .sheet: return SimulatedSheet.self
        case .stack: return SimulatedStack.self
        case .deck: return SimulatedDeck.self
        case .carousel: return SimulatedCarousel.self
        }
    }
}
