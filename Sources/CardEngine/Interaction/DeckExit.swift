/// The path of a committed card (docs/runtime.md, "Decks"): it starts where it was let go, with
/// the velocity it was let go with, and is fully outside the container after `exit.duration`.
///
/// Each axis moves with constant acceleration over T = `exit.duration`, τ = time since release:
/// - along the outcome's axis (x for left/right, y for up/down, s = +1 right/down, −1 left/up):
///   `p(τ) = p0 + v0·τ + a·τ²/2`, with the travel D = max(exit.distance, v0·s·T, the travel that
///   puts the card's circumscribed circle outside the container, measured from the deck's centre
///   where it is drawn, `DeckLayout.centre(in:)`) and a = 2·(s·D − v0·T)/T²: a
///   card flicked fast enough keeps its speed (a = 0), a slower one speeds up;
/// - across it: `q(τ) = q0 + w0·τ`, plus `exit.drop·(τ/T)²` downward for left/right (the seed's
///   75 pt fall, reached at the end, starting at zero speed so the release stays continuous).
///
/// An exit under a millisecond (`shortest`) is at once: the card is at the end of the path the
/// exit takes as its duration goes to 0 from the start (T = 0 above: D = max(exit.distance, the
/// travel out of the container) along the axis, `exit.drop` down across it), off the screen.
package struct DeckExit: Sendable, Hashable {
    package var card: Int
    package var direction: SwipeDirection
    package var start: Double
    package var duration: Double
    package var x0: Double, y0: Double
    package var vx: Double, vy: Double
    package var ax: Double, ay: Double
    package var drop: Double
    /// Where an exit at once ends, from the release point (0 for one that takes time).
    package var jumpX = 0.0, jumpY = 0.0
    package var rotationSign: Double
    /// The depth the card was shown at when let go (above 0 while the deck was still moving up).
    package var depth: Double = 0

    package init(card: Int, direction: SwipeDirection, x: Double, y: Double, vx: Double, vy: Double,
                 start: Double, configuration: DeckConfiguration, container: CardContainer, rotationSign: Double) {
        self.card = card
        self.direction = direction
        self.start = start
        self.rotationSign = rotationSign
        let exit = configuration.exit
        // Under a millisecond is at once (a shorter one would need an acceleration past any bound).
        let t = exit.duration.isFinite && exit.duration >= DeckExit.shortest ? exit.duration : 0
        duration = t
        x0 = x
        y0 = y
        self.vx = vx
        self.vy = vy
        ax = 0
        ay = 0
        drop = 0
        // Outside the container whatever its rotation: the card's half diagonal past the edge.
        // Sizes are bounded like positions (DeckMotion.limit) so that no product overflows.
        func bounded(_ v: Double) -> Double { v.isFinite ? min(max(0, v), DeckMotion.limit) : 0 }
        let w = bounded(configuration.width), h = bounded(configuration.height)
        let radius = (w * w + h * h).squareRoot() / 2
        let distance = bounded(exit.distance)
        // The card's offsets are from the deck's centre, placed where the runtime draws it
        // (`DeckLayout.centre(in:)`): the room to each edge is measured from there.
        let centre = DeckLayout(configuration: configuration).centre(in: container)
        let cx = bounded(centre.x), cy = bounded(centre.y)
        switch direction {
        case .left, .right:
            let s: Double = direction == .right ? 1 : -1
            let needed = (s > 0 ? bounded(bounded(container.width) - cx) : cx) + radius - s * x
            let travel = max(distance, needed, s * vx * t)
            drop = exit.drop.isFinite ? min(max(exit.drop, -DeckMotion.limit), DeckMotion.limit) : 0
            if t > 0 { ax = 2 * (s * travel - vx * t) / (t * t) } else { (jumpX, jumpY) = (s * travel, drop) }
        case .up, .down:
            let s: Double = direction == .down ? 1 : -1
            let needed = (s > 0 ? bounded(bounded(container.height) - cy) : cy) + radius - s * y
            let travel = max(distance, needed, s * vy * t)
            if t > 0 { ay = 2 * (s * travel - vy * t) / (t * t) } else { jumpY = s * travel }
        }
    }

    package static let shortest = 0.001

    package var end: Double { start + duration }

    /// Position and velocity at `time` (before the start: the start; after the end: the end; an
    /// exit at once: its end, with the velocity it was let go with).
    package func sample(at time: Double) -> (x: Double, y: Double, vx: Double, vy: Double) {
        guard duration > 0 else { return (x0 + jumpX, y0 + jumpY, vx, vy) }
        let tau = min(max(0, time - start), duration)
        let u = tau / duration
        let x = x0 + vx * tau + ax * tau * tau / 2
        let y = y0 + vy * tau + ay * tau * tau / 2 + drop * u * u
        return (x, y, vx + ax * tau, vy + ay * tau + 2 * drop * u / duration)
    }
}
