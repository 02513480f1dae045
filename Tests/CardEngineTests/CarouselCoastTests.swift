import Testing
@testable import CardEngine
import CardTestSupport

/// The content's momentum in an expanded carousel card: UIScrollView's deceleration in closed
/// form, stopping dead at the content's ends, at rest exactly.
@Suite struct CarouselCoastTests {
    @Test func startsAtTheReleaseVelocityAndCarriesAboutTheProjection() {
        let coast = CarouselCoast(from: 100, velocity: 1000, within: 0...1e6)
        #expect(coast.position(at: 0) == 100 && coast.velocity(at: 0) == 1000)
        // v(t) = v₀ · 0.998^(1000 t): after 1 ms, 0.2 % slower.
        #expect(abs(coast.velocity(at: 0.001) - 998) < 1e-9)
        // It travels v₀ / (−1000 ln 0.998) in all, less what is left under the rest speed.
        #expect(abs(coast.end - (100 + 1000 * SheetBehavior.projectionFactor)) < 1)
        #expect(coast.position(at: coast.restTime) == coast.end && coast.velocity(at: coast.restTime) == 0)
        #expect(abs(coast.velocity(at: coast.restTime * (1 - 1e-12))) <= Spring.restSpeed * 1.000001)
    }

    @Test func stopsDeadAtTheEndItMovesToward() {
        let down = CarouselCoast(from: 250, velocity: -5000, within: 200...1e6)
        #expect(down.end == 200 && down.position(at: down.restTime) == 200)
        #expect(down.restTime < 0.02)
        var last = 250.0
        for i in 0...100 {
            let x = down.position(at: Double(i) * 0.001)
            #expect(x <= last && x >= 200)
            last = x
        }
        let up = CarouselCoast(from: 900, velocity: 5000, within: 200...1000)
        expectEqual(up.end, 1000)
    }

    @Test func hostileInputsRestAtOnceOrStayInBounds() {
        for (x, v) in [(Double.nan, 100.0), (50, .nan), (.infinity, .infinity), (-.infinity, -1e300), (0, 0)] {
            let coast = CarouselCoast(from: x, velocity: v, within: 0...500)
            for t in [0, 0.1, 1, 100, -1, .nan] {
                #expect(coast.position(at: t).isFinite && coast.velocity(at: t).isFinite)
                #expect((0...500).contains(coast.position(at: t)))
            }
        }
    }
}
