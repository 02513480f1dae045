import CardEngine

/// A frame that says the state the card is in or heading to, and whether it rests.
package protocol SimulatedFrame {
    var state: Int { get }
    var isResting: Bool { get }
}

extension SheetFrame: SimulatedFrame {}
extension StackFrame: SimulatedFrame {}
extension CarouselFrame: SimulatedFrame {}
