import CardEngine
import CardHost

/// A pan recognizer as UIPanGestureRecognizer behaves: it begins only once the finger has moved
/// about 10 pt from where it went down (the system's hysteresis), unless the host asks it to
/// begin at touch-down (CardUIKit's recognizer does, when `CardHost.shouldBeginAtTouchDown`
/// says the card is moving under the finger); its translation is the touches' centroid's, so it
/// jumps when a second finger lands.
@MainActor final class FakePanRecognizer {
    static let hysteresis = 10.0

    /// What the recognizer reports (CardHost.pan, or a docs host's action method).
    var send: @MainActor (PanReport) -> Void
    /// Asked at touch-down; nil: a stock recognizer.
    var beginsAtTouchDown: (@MainActor (CardVector) -> Bool)?

    private var down: CardVector?
    private var began = false
    private var centroid = CardVector.zero
    private var touches = 0
    private var lastVelocity = CardVector.zero

    init(send: @escaping @MainActor (PanReport) -> Void) {
        self.send = send
    }

    var hasBegun: Bool { began }

    func touchDown(at point: CardVector) {
        down = point
        centroid = point
        touches = 1
        began = false
        if let ask = beginsAtTouchDown, ask(point) {
            began = true
            send(PanReport(.began, location: point, translation: .zero, velocity: .zero, touches: 1))
        }
    }

    /// The finger (the centroid) moves to `point` at `velocity`.
    func move(to point: CardVector, velocity: CardVector = .zero) {
        guard let start = down else { return }
        centroid = point
        lastVelocity = velocity
        let translation = CardVector(x: point.x - start.x, y: point.y - start.y)
        if !began {
            guard (translation.x * translation.x + translation.y * translation.y).squareRoot() >= Self.hysteresis else { return }
            began = true
            send(PanReport(.began, location: point, translation: translation, velocity: velocity, touches: touches))
            return
        }
        send(PanReport(.changed, location: point, translation: translation, velocity: velocity, touches: touches))
    }

    /// A second finger lands `offset` away: the centroid moves by half of it at once.
    func addFinger(offset: CardVector) {
        touches += 1
        let moved = CardVector(x: centroid.x + offset.x / 2, y: centroid.y + offset.y / 2)
        move(to: moved, velocity: lastVelocity)
    }

    func lift(velocity: CardVector = .zero) {
        guard let start = down else { return }
        if began {
            send(PanReport(.ended, location: centroid, translation: CardVector(x: centroid.x - start.x, y: centroid.y - start.y),
                           velocity: velocity, touches: touches))
        }
        down = nil
        began = false
    }

    /// The system cancels the gesture (an incoming call).
    func cancel() {
        guard let start = down else { return }
        if began {
            send(PanReport(.cancelled, location: centroid, translation: CardVector(x: centroid.x - start.x, y: centroid.y - start.y),
                           touches: touches))
        }
        down = nil
        began = false
    }
}
