import CardEngine

/// An index-based engine motion as `cardc simulate` drives it: the four kinds' motions answer
/// the same calls, with notices and frames of their own.
package protocol SimulatedMotion {
    associatedtype Notices
    associatedtype Frame
    mutating func handle(_ event: InteractionEvent) -> Notices
    mutating func move(to state: Int, animated: Bool, time: Double) -> Notices
    mutating func advance(to time: Double) -> Notices
    func frame(at time: Double) -> Frame
}

extension SheetMotion: SimulatedMotion {}
extension StackMotion: SimulatedMotion {}
extension DeckMotion: SimulatedMotion {}
extension CarouselMotion: SimulatedMotion {}
