import CardEngine

/// One kind's runtime as `cardc simulate` drives it: events in, a row of numbers per sampled
/// frame out. Each kind's conformance wraps that kind's engine motion; the engine decides
/// everything, this only names the columns.
package protocol SimulatedCard {
    /// The columns of a frame after `t`.
    var columns: [String] { get }
    /// Where the finger goes down on the card resting in its current state (container
    /// coordinates, y down).
    var grabPoint: CardVector { get }
    /// Where a tap on the header lands (sheets only; others return nil).
    var headerPoint: CardVector? { get }
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
