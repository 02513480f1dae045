import Testing
@testable import CardEngine
import CardTestSupport

/// The edges docs/engine.md decides in one sentence each: the projection's exact arithmetic,
/// finite and huge velocities, and what "the top" is for `tap: cycle` when states share a
/// position.
@Suite struct EngineEdgeTests {
    static func sheet(_ heights: [Double], tap: SheetConfiguration.HeaderTap = .none) -> SheetBehavior {
        let segments = heights.enumerated().map { SheetConfiguration.Segment(name: "s\($0.offset)", height: .points($0.element)) }
        return SheetBehavior(configuration: SheetConfiguration(header: .init(height: .points(40), tap: tap), segments: segments, initialIndex: 0),
                             device: .iPhone15)
    }

    @Test func theProjectionIsYPlusVTimesTheFactorComputedOnce() {
        expectEqual(SheetBehavior.projectionFactor, 0.49899999999999956)
        expectEqual(SheetBehavior.projectionFactor, 0.998 / (1 - 0.998) / 1000)
        // Evaluated the other way, the formula differs by an ulp for some releases: the engine's
        // is the one the docs state.
        var differs = 0
        for y in stride(from: 0.0, through: 800, by: 7.3) {
            for v in stride(from: -3000.0, through: 3000, by: 117.1) {
                let engine = SheetBehavior.project(height: y, velocity: v)
                expectEqual(engine, y + v * SheetBehavior.projectionFactor)
                if engine != y + v * 0.998 / (1 - 0.998) / 1000 { differs += 1 }
            }
        }
        #expect(differs > 0, "the two evaluations never differ here, so the docs' sentence would be moot")
    }

    @Test func hugeFiniteVelocitiesAreFlicksAndOverflowOnlyPastTheDoubleRange() {
        let b = Self.sheet([100, 400, 700])
        expectEqual(b.settle(from: 0, releaseHeight: 100, velocity: 1e300), 1)
        expectEqual(b.settle(from: 1, releaseHeight: 400, velocity: -Double.greatestFiniteMagnitude), 0)
        #expect(SheetBehavior.project(height: 0, velocity: Double.greatestFiniteMagnitude).isFinite)
    }

    @Test func cycleGoesBackToTheLowestFromEveryStateAtTheTopPosition() {
        // States 2 and 3 are one position (less than half a pixel apart); both are "the top".
        let b = Self.sheet([100, 400, 700, 700 + 1e-13], tap: .cycle)
        expectEqual(b.tap(from: 1), 2)
        expectEqual(b.tap(from: 2), 0)
        expectEqual(b.tap(from: 3), 0)
        // A state above the screen has no neighbour up either.
        let above = Self.sheet([100, 400, 900], tap: .cycle)
        expectEqual(above.tap(from: 2), 0)
    }

    @Test func aDragStartsInEveryStateWithSomeCardShowingAndNeverAtZero() {
        let b = Self.sheet([0, 400, 900])
        #expect(!b.acceptsGestures(in: 0))
        expectEqual(b.settle(from: 0, releaseHeight: 400, velocity: 0), 0)
        #expect(b.acceptsGestures(in: 2), "above the screen, but a drag starts there")
        expectEqual(b.settle(from: 2, releaseHeight: 400, velocity: 0), 1)
    }
}
