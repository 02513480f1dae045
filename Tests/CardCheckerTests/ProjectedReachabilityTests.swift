import CardEngine
import CardChecker
import Testing
@testable import CardReporters
import CardTestSupport
import CardCompilerTestSupport

/// The checker under `release: projected` (docs/engine.md, "Projected releases"): what the
/// projected rule reaches, and an `unreachable-state` message in its terms.
@Suite struct ProjectedReachabilityTests {
    static func sheet(release: String, thresholds: String) -> String {
        """
        version: 1
        name: Maps
        kind: sheet
        devices: [iphone-15]
        segments:
          - { name: peek, height: 120 }
          - { name: half, height: 50% }
          - { name: full, height: 90% }
        thresholds: \(thresholds)
        \(release)
        """
    }

    /// low 100, mid 200, high 700: a drag leaves low only projecting past 500 pt, nearer high;
    /// high only below 150 pt, nearer low; every flick projects at least 748.5 pt on (1,500 pt/s),
    /// past mid.
    static let stiff = """
        version: 1
        name: Stiff
        kind: sheet
        devices: [iphone-15]
        segments:
          - { name: low, height: 100 }
          - { name: mid, height: 200 }
          - { name: high, height: 700 }
        thresholds: { upward: 400, downward: 550, velocity: 1500 }
        release: projected
        """

    @Test func aStateNoProjectionLandsOnIsUnreachableWithTheProjectedReason() {
        let found = TestSupport.diagnostics(Self.stiff).filter { $0.rule == .unreachableState }
        expectEqual(found.map(\.message), [
            "state 'mid' can never be reached: under `release: projected` a release settles here only when it projects between 150 pt and 450 pt (nearer it than any other segment), and no drag past a threshold or flick from a segment the card reaches does",
        ])
        // At 800 pt/s a flick down from high projects to 300.8 pt, nearest mid: flick only.
        let flick = TestSupport.diagnostics(Self.stiff.replacingOccurrences(of: "velocity: 1500", with: "velocity: 800"))
        expectEqual(flick.filter { $0.rule == .unreachableState }.map(\.message), [
            "state 'mid' can only be reached by a flick, never by a drag: under `release: projected` a release settles here only when it projects between 150 pt and 450 pt (nearer it than any other segment), and no drag past a threshold from a segment the card reaches does",
        ])
        // Under the neighbour rule mid is the only state a drag from low can reach.
        let neighbour = TestSupport.diagnostics(Self.stiff.replacingOccurrences(of: "release: projected", with: ""))
        #expect(!neighbour.contains { $0.rule == .unreachableState && $0.message.hasPrefix("state 'mid'") }, "\(neighbour.map(\.message))")
    }

    /// The Maps-style sheet is clean under both policies: every state is reached by a drag.
    @Test func theMapsSheetReachesEveryStateByDragUnderBothPolicies() {
        for release in ["", "release: projected"] {
            let found = TestSupport.diagnostics(Self.sheet(release: release, thresholds: "{ upward: 25%, downward: 25% }"))
            #expect(!found.contains { $0.rule == .unreachableState }, "\(release): \(found.map(\.message))")
        }
    }

    /// `release` and a stack's `thresholds.velocity` are described keys: decoded, and a typo
    /// gets the did-you-mean every key and value gets.
    @Test func theNewKeysAreDecodedAndCorrected() {
        let typo = TestSupport.diagnostics(Self.stiff.replacingOccurrences(of: "release: projected", with: "relase: projected"))
        #expect(typo.contains { ReportedMessage($0).message == "unknown key 'relase' in the card; did you mean 'release'?" }, "\(typo.map(\.message))")
        let value = TestSupport.diagnostics(Self.stiff.replacingOccurrences(of: "release: projected", with: "release: projectd"))
        #expect(value.contains { ReportedMessage($0).message == "'projectd' is not a valid release policy; expected one of neighbour or projected; did you mean 'projected'?" },
                "\(value.map(\.message))")
        guard case .sheet(let sheet)? = TestSupport.lint(Self.stiff).specs.first?.configuration else { Issue.record("no sheet"); return }
        expectEqual(sheet.release, .projected)
        let stack = """
            version: 1
            name: Flicked
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            thresholds: { upward: 20, downward: 20, velocity: 800 }
            """
        guard case .stack(let c)? = TestSupport.spec(stack)?.configuration else { Issue.record("no stack"); return }
        expectEqual(c.thresholds.velocity, 800)
        guard case .stack(let plain)? = TestSupport.spec(stack.replacingOccurrences(of: ", velocity: 800", with: ""))?.configuration else { return }
        expectEqual(plain.thresholds.velocity, .infinity)
    }

    /// The engine's sheet for a spec (one document, a sheet), on `device`.
    static func behavior(_ yaml: String, on device: DeviceProfile) -> SheetBehavior? {
        guard case .sheet(let c)? = TestSupport.lint(yaml).specs.first?.configuration else { return nil }
        return SheetBehavior(configuration: c, device: device)
    }

    /// The `unreachable-state` messages about one state.
    static func unreachable(_ yaml: String, state: String) -> [String] {
        TestSupport.diagnostics(yaml).filter { $0.rule == .unreachableState && $0.message.hasPrefix("state '\(state)'") }.map(\.message)
    }

    /// A start above the screen stretches its release span to its own height (docs/engine.md,
    /// rule 2): a flick down released there projects from 1,000 pt, not from the highest state
    /// on the screen. On iphone-15 (852 pt) a flick down at 1,400 pt/s from `top` projects to
    /// 301.4 pt and settles in `mid`; released at `high` (800 pt), the projection is below
    /// 151.3 pt for every flick (faster than 1,300 pt/s), nearer `low`. Before, the checker
    /// flicked only from the highest state and called `mid` unreachable.
    static let aboveTheScreen = """
        version: 1
        name: Tall
        kind: sheet
        devices: [iphone-15]
        segments:
          - { name: low, height: 100 }
          - { name: mid, height: 300 }
          - { name: high, height: 800 }
          - { name: top, height: 1000 }
        initial: top
        thresholds: { upward: 2000, downward: 2000, velocity: 1300 }
        release: projected
        """

    @Test func aFlickFromAStartAboveTheScreenProjectsFromItsOwnHeight() {
        guard let b = Self.behavior(Self.aboveTheScreen, on: .iPhone15) else { Issue.record("no sheet"); return }
        expectEqual(b.releaseSpan(from: 3), 100...1000)
        expectEqual(b.settle(from: 3, releaseHeight: 1000, velocity: -1400), 1)
        expectEqual(Reachability.sheet(b)[1], .flick)
        expectEqual(Self.unreachable(Self.aboveTheScreen, state: "mid").map { $0.hasPrefix("state 'mid' can only be reached by a flick") }, [true])
    }

    /// Two states at one position (iphone-15, 3x: within 1/6 pt): an upward flick released past
    /// the first one's position (200.1667 pt) no longer counts it, and settles on the second,
    /// which is still at the release point's position. Before, the checker flicked only from the
    /// span's ends, where the first declared of the two always wins, and called `twin`
    /// unreachable.
    static let twins = """
        version: 1
        name: Twins
        kind: sheet
        devices: [iphone-15]
        segments:
          - { name: low, height: 100 }
          - { name: first, height: 200 }
          - { name: twin, height: 200.1 }
          - { name: top, height: 600 }
        thresholds: { upward: 10, downward: 10, velocity: 100 }
        release: projected
        """

    @Test func aFlickReleasedBetweenTwoStatesAtOnePositionSettlesOnTheOneAhead() {
        guard let b = Self.behavior(Self.twins, on: .iPhone15) else { Issue.record("no sheet"); return }
        expectEqual(b.settle(from: 0, releaseHeight: 200.2, velocity: 150), 2)
        // Released at the first one's position, the first declared wins, as before.
        expectEqual(b.settle(from: 0, releaseHeight: 200.1, velocity: 150), 1)
        expectEqual(Reachability.sheet(b)[2], .flick)
        #expect(Self.unreachable(Self.twins, state: "twin").allSatisfy { $0.hasPrefix("state 'twin' can only be reached by a flick") },
                "\(Self.unreachable(Self.twins, state: "twin"))")
    }

    /// Heights under half a pixel apart (0.24 pt on iphone-se, 2x), with every release a flick
    /// (`velocity: 0`): a release at 498.44 pt, past the first one's position, moving up at
    /// 0.1002 pt/s settles on the second. Before, lint reported it as never reached.
    static let subPixel = """
        version: 1
        name: Close
        kind: sheet
        devices: [iphone-se]
        segments:
          - { name: a, height: 498.19 }
          - { name: b, height: 498.43 }
          - { name: c, height: 554 }
          - { name: d, height: 766 }
        thresholds: { upward: 977, downward: 610, velocity: 0 }
        release: projected
        """

    @Test func heightsUnderHalfAPixelApartAreDecidedAsTheEngineDecides() {
        guard let b = Self.behavior(Self.subPixel, on: .iPhoneSE) else { Issue.record("no sheet"); return }
        #expect(b.isSamePosition(b.heights[0], b.heights[1]))
        expectEqual(b.settle(from: 0, releaseHeight: 498.44, velocity: 0.10020039979951875), 1)
        #expect(Reachability.sheet(b)[1] != .never)
        #expect(!Self.unreachable(Self.subPixel, state: "b").contains { $0.hasPrefix("state 'b' can never be reached") },
                "\(Self.unreachable(Self.subPixel, state: "b"))")
    }

    /// The search for where a flick stops counting a state ends on every profile, whatever its
    /// scale (random specs with such profiles once kept it stepping by ulps for ever), with the
    /// verdicts the brute force finds there.
    @Test func theFlickSearchEndsOnProfilesOfAnyScale() {
        let segments = [100, 100.1, 300].enumerated().map { SheetConfiguration.Segment(name: "s\($0.offset)", height: .points($0.element)) }
        var config = SheetConfiguration(segments: segments, initialIndex: 0, thresholds: .init(upward: .points(10), downward: .points(10), velocity: 100))
        config.release = .projected
        for scale in [0, -2, Double.nan, .infinity, 1e-300, 3] {
            let device = DeviceProfile(name: "odd", width: 320, height: 600, safeAreaTop: 0, safeAreaBottom: 0, scale: scale)
            let behavior = SheetBehavior(configuration: config, device: device)
            let checker = Reachability.sheet(behavior)
            let edges = behavior.heights.indices.map { ReachabilityDifferentialTests.bruteProjectedEdges(behavior, from: $0) }
            let brute = ReachabilityDifferentialTests.bruteVerdicts(stateCount: behavior.heights.count, initial: config.initialIndex, edges: edges)
            #expect(checker == brute, "scale \(scale): checker \(checker) brute \(brute)")
            expectEqual(checker.count, 3)
        }
    }
}
