import Testing
@testable import CardEngine
import CardTestSupport

/// A committed card's path (docs/runtime.md, "Decks"): it starts where and as fast as it was let
/// go, never slows along the way it leaves, and ends fully outside the container.
@Suite struct DeckExitTests {
    typealias Random = SpringTests.Random

    @Test func startsAtTheReleaseAndEndsOutsideTheContainer() {
        var random = Random(state: 31)
        for _ in 0..<2_000 {
            let configuration = DeckMotionTests.randomConfiguration(&random)
            let size = DeckMotionTests.randomContainer(&random)
            // Uneven insets: the deck is centred in the safe area, not in the container.
            let container = CardContainer(width: size.width, height: size.height, safeAreaTop: random.uniform(0...60),
                                          safeAreaBottom: random.uniform(0...40), safeAreaLeading: random.uniform(0...50))
            // The deck's centre, as docs/runtime.md ("The scene") places it.
            let cx = container.safeAreaLeading + (container.width - container.safeAreaLeading) / 2
            let cy = container.safeAreaTop + (container.height - container.safeAreaTop - container.safeAreaBottom) / 2
            let direction = SwipeDirection.allCases[Int(random.next() * 4)]
            let x = random.uniform(-400...400), y = random.uniform(-400...400)
            let vx = random.uniform(-4000...4000), vy = random.uniform(-4000...4000)
            let start = random.uniform(0...100)
            let exit = DeckExit(card: 0, direction: direction, x: x, y: y, vx: vx, vy: vy, start: start,
                                configuration: configuration, container: container, rotationSign: 1)
            let first = exit.sample(at: start)
            #expect(first.x == x && first.y == y && first.vx == vx && first.vy == vy)
            expectEqual(exit.end, start + configuration.exit.duration)
            let last = exit.sample(at: exit.end)
            let radius = (configuration.width * configuration.width + configuration.height * configuration.height).squareRoot() / 2
            // `half`: from the deck's centre to the edge the card leaves by.
            let (s, along, v0, half): (Double, Double, Double, Double) = switch direction {
            case .right: (1, last.x, vx, container.width - cx)
            case .left: (-1, last.x, vx, cx)
            case .down: (1, last.y, vy, container.height - cy)
            case .up: (-1, last.y, vy, cy)
            }
            // Fully outside: the card's circumscribed circle is past the container's edge.
            #expect(s * along >= half + radius - 1e-6)
            // At least exit.distance further out, and never slower outward than when let go.
            let from = direction == .left || direction == .right ? x : y
            #expect(s * (along - from) >= configuration.exit.distance - 1e-6)
            var previous = s * v0
            for step in 1...20 {
                let p = exit.sample(at: start + Double(step) / 20 * configuration.exit.duration)
                let speed = s * (direction == .left || direction == .right ? p.vx : p.vy)
                #expect(speed >= previous - 1e-6)
                previous = speed
            }
        }
    }

    /// On an iPhone 15 (59 pt top, 34 pt bottom inset) the deck is drawn 12.5 pt below the
    /// screen's centre: a card thrown up travels that much further before its circumscribed
    /// circle is off the top (docs/runtime.md, "The scene").
    @Test func aCardThrownUpLeavesTheScreenFromTheSafeAreasCentre() {
        let phone = CardContainer(width: 393, height: 852, safeAreaTop: 59, safeAreaBottom: 34)
        var configuration = DeckConfiguration(width: 300, height: 400, directions: [.up])
        configuration.exit.distance = 0
        let exit = DeckExit(card: 0, direction: .up, x: 0, y: 0, vx: 0, vy: 0, start: 0,
                            configuration: configuration, container: phone, rotationSign: 1)
        let end = exit.sample(at: exit.end)
        // The card's centre on screen: the safe area's centre (59 + 759 / 2 = 438.5) moved by `end`.
        let centreY = 438.5 + end.y
        #expect(centreY + 250 <= 1e-9, "the card's circle (radius 250) still reaches \(centreY + 250) pt into the screen")
    }

    /// Across the way it leaves, the card keeps its release velocity; a left/right card also
    /// falls `exit.drop` by the end (the seed's 75 pt), from zero speed.
    @Test func acrossTheWayOutItKeepsItsVelocityAndFalls() {
        let seed = DeckMotionTests.seed
        let exit = DeckExit(card: 2, direction: .left, x: -230, y: 10, vx: -900, vy: -120, start: 1,
                            configuration: seed, container: DeckMotionTests.phone, rotationSign: -1)
        let end = exit.sample(at: exit.end)
        #expect(abs(end.y - (10 - 120 * 0.2 + 75)) < 1e-9)
        #expect(abs(exit.sample(at: 1).vy - -120) < 1e-12)
        // Travel max(200 (exit.distance), 180 (0.2 s at 900 pt/s), 215 (to 195 + 250 = 445 pt
        // from the centre on a 390 pt phone, the 300 × 400 card's half diagonal outside)).
        #expect(abs(end.x - -445) < 1e-9)
        let up = DeckExit(card: 0, direction: .up, x: 5, y: -100, vx: 40, vy: -3000, start: 0,
                          configuration: DeckConfiguration(width: 300, height: 400, directions: [.up]),
                          container: DeckMotionTests.phone, rotationSign: 1)
        // Thrown faster than it needs: straight on at the release velocity (no drop up/down).
        let top = up.sample(at: up.end)
        #expect(up.ay == 0 && abs(top.y - (-100 - 3000 * 0.2)) < 1e-9 && abs(top.x - (5 + 40 * 0.2)) < 1e-9)
    }

    @Test func aZeroOrSubMillisecondDurationLeavesAtOnce() {
        for duration in [0, 1e-300, -1, Double.nan] {
            var configuration = DeckMotionTests.seed
            configuration.exit.duration = duration
            let exit = DeckExit(card: 0, direction: .right, x: 260, y: 0, vx: 100, vy: 0, start: 3,
                                configuration: configuration, container: DeckMotionTests.phone, rotationSign: 1)
            #expect(exit.duration == 0 && exit.end == 3)
            // At the end of the path as its duration goes to 0, off the screen: D = max(200,
            // 195 + 250 − 260) along x, the 75 pt drop across (it was the release point, 260, 0).
            expectEqual(exit.sample(at: 10).x, 260 + 200)
            expectEqual(exit.sample(at: 10).y, 75)
            expectEqual(exit.sample(at: 0).x, 260 + 200)
        }
    }
}
