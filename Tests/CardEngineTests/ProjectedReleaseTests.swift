import Testing
import CardEngine
import CardTestSupport

/// `release: projected` (docs/engine.md, "Projected releases"), the Maps-style sheet on
/// iphone-15 through the runtime, and the rule's edges through `SheetBehavior.settle`.
@Suite struct ProjectedReleaseTests {
    /// peek 120 pt, half 50%, full 90% of the usable height (852 - 59 = 793): 120, 396.5, 713.7.
    static func maps(_ release: SheetConfiguration.Release) -> SheetConfiguration {
        SheetConfiguration(segments: [.init(name: "peek", height: .points(120)), .init(name: "half", height: .fraction(0.5)),
                                      .init(name: "full", height: .fraction(0.9))],
                           release: release)
    }

    static let container = CardContainer(device: .iPhone15)
    static let peek = 120.0, half = 793 * 0.5, full = 793 * 0.9

    static func pan(_ phase: PanEvent.Phase, _ ty: Double, velocity vy: Double = 0, at t: Double, from height: Double = 0) -> InteractionEvent {
        .pan(PanEvent(phase, location: CardVector(x: 196, y: 852 - height + 10), translation: CardVector(x: 0, y: ty),
                      velocity: CardVector(x: 0, y: vy), time: t, source: .card))
    }

    /// Drags the sheet from `state` up by `up` points (down when negative) and releases it at
    /// `velocity` (up positive): the height shown just before the lift and the state it settles in.
    static func release(_ policy: SheetConfiguration.Release, from state: Int, up: Double, velocity: Double) -> (shown: Double, settled: Int) {
        var m = SheetMotion(configuration: maps(policy), container: container, initialState: state)
        let start = [peek, half, full][state]
        _ = m.handle(pan(.began, 0, at: 0, from: start))
        _ = m.handle(pan(.changed, -up, velocity: -velocity, at: 0.1))
        let shown = m.frame(at: 0.1).height
        _ = m.handle(pan(.ended, -up, velocity: -velocity, at: 0.2))
        _ = m.advance(to: 100)
        let frame = m.frame(at: 100)
        #expect(frame.isResting)
        return (shown, frame.state)
    }

    @Test func aShortDragFlickedUpFromPeekSettlesAtFull() {
        expectEqual(Self.release(.projected, from: 0, up: 150, velocity: 3000).settled, 2)
    }

    @Test func aSlowDragFollowsTheFingerPastHalfAndSettlesAtFull() {
        let r = Self.release(.projected, from: 0, up: 500, velocity: 0)
        #expect(abs(r.shown - 620) < 1e-9)
        expectEqual(r.settled, 2)
    }

    @Test func aDragToNearHalfSettlesAtHalf() {
        expectEqual(Self.release(.projected, from: 0, up: 300, velocity: 0).settled, 1)
    }

    @Test func aFlickDownFromFullSettlesAtPeek() {
        expectEqual(Self.release(.projected, from: 2, up: -50, velocity: -3000).settled, 0)
    }

    @Test func aDragShortOfTheThresholdStays() {
        expectEqual(Self.release(.projected, from: 0, up: 30, velocity: 0).settled, 0)
    }

    @Test func withoutReleaseAFlickedDragStillMovesOneState() {
        expectEqual(SheetConfiguration(segments: [.init(name: "a", height: .points(1)), .init(name: "b", height: .points(2))]).release, .neighbour)
        expectEqual(Self.release(.neighbour, from: 0, up: 150, velocity: 3000).settled, 1)
        // The neighbour rule's card stops following at half (396.5) and bands past it.
        #expect(Self.release(.neighbour, from: 0, up: 500, velocity: 0).shown < 520)
    }

    // MARK: The rule's edges, through the one release function

    static let behavior = SheetBehavior(configuration: maps(.projected), device: .iPhone15)

    /// The release span is the lowest state to the highest, from every state.
    @Test func theReleaseSpanRunsFromTheLowestStateToTheHighest() {
        for s in 0..<3 {
            let span = Self.behavior.releaseSpan(from: s)
            #expect(span.map { abs($0.lowerBound - Self.peek) < 1e-9 && abs($0.upperBound - Self.full) < 1e-9 } == true)
        }
    }

    /// A flick up released just above half with a projection nearer half than full still
    /// goes no lower than its release point: half is behind it, so full.
    @Test func aFlickNeverSettlesBehindItsReleasePoint() {
        let b = Self.behavior
        // From peek, released 1 pt above half at 801 pt/s: p = half + 1 + 400 ≈ 797 → full anyway;
        // at a larger threshold, a slow flick: p just above the release point, nearest half,
        // which is behind it.
        let slow = SheetBehavior(configuration: SheetConfiguration(
            segments: Self.maps(.projected).segments, thresholds: .init(velocity: 10), release: .projected), device: .iPhone15)
        expectEqual(slow.settle(from: 0, releaseHeight: Self.half + 1, velocity: 20), 2)
        // The same as a drag (under the velocity threshold) settles on the nearest: half.
        expectEqual(slow.settle(from: 0, releaseHeight: Self.half + 1, velocity: 5), 1)
        // Downward alike.
        expectEqual(slow.settle(from: 2, releaseHeight: Self.half - 1, velocity: -20), 0)
        expectEqual(b.settle(from: 1, releaseHeight: Self.half, velocity: 0), 1)
    }

    /// A drag that projects past the threshold leaves its state even when the projection is
    /// nearer the start than the next state: the threshold keeps its meaning.
    @Test func aDragPastTheThresholdLeavesItsState() {
        let b = Self.behavior
        let gap = Self.half - Self.peek  // 276.5; the threshold is 25% of it, 69.125
        expectEqual(b.settle(from: 0, releaseHeight: Self.peek + 70, velocity: 0), 1)
        expectEqual(b.settle(from: 0, releaseHeight: Self.peek + 69, velocity: 0), 0)
        expectEqual(b.settle(from: 1, releaseHeight: Self.half - gap * 0.25 - 1, velocity: 0), 0)
    }

    /// Of two states at one distance from the projection, the one nearer the start wins.
    @Test func aTieGoesToTheStateNearerTheStart() {
        let b = Self.behavior
        let mid = (Self.half + Self.full) / 2
        expectEqual(b.settle(from: 0, releaseHeight: mid, velocity: 0), 1)
        expectEqual(b.settle(from: 0, releaseHeight: mid.nextUp, velocity: 0), 2)
    }

    /// A projection far beyond every state lands on the one on its side: at -1e300 pt/s every
    /// distance is one Double (1e300 absorbs the heights), which once made all three tie and
    /// the tie keep the state nearest the start (found by the projected differential test).
    @Test func aHugeFlickLandsOnTheFarthestStateItsWay() {
        expectEqual(Self.behavior.settle(from: 2, releaseHeight: Self.half + 50, velocity: -1e300), 0)
        expectEqual(Self.behavior.settle(from: 0, releaseHeight: Self.half - 50, velocity: 1e300), 2)
    }

    /// The checker's moves from peek: every state, by drag and by flick.
    @Test func movesReachEveryStateFromEveryState() {
        for s in 0..<3 {
            var drags = Set<Int>(), flicks = Set<Int>()
            Self.behavior.moves(from: s) { to, gesture in
                if gesture == .drag { drags.insert(to) } else if gesture == .flick { flicks.insert(to) }
            }
            expectEqual(drags, Set(0..<3).subtracting([s]))
            expectEqual(flicks, Set(0..<3).subtracting([s]))
        }
        // Under the neighbour rule peek reaches only half.
        var neighbour = Set<Int>()
        SheetBehavior(configuration: Self.maps(.neighbour), device: .iPhone15).moves(from: 0) { to, _ in neighbour.insert(to) }
        expectEqual(neighbour, [1])
    }
}
