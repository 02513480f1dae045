import CardEngine
import Testing
@testable import CardGeneration
import CardTestSupport
import CardCompilerTestSupport

/// Heights closer than half a pixel are one position: on screen they cannot be told apart, so
/// the engine treats them as one (its neighbours skip them) and the checker reports them as
/// coincident, with the same tolerance.
@Suite struct SubPixelTests {
    static func sheet(_ heights: [Length], device: DeviceProfile) -> SheetBehavior {
        let segments = heights.enumerated().map { SheetConfiguration.Segment(name: "s\($0.offset)", height: $0.element) }
        return SheetBehavior(configuration: SheetConfiguration(segments: segments, initialIndex: 0), device: device)
    }

    @Test func fortyFivePercentOnTheSmallPhoneIsTheSamePositionAs291_15() {
        // 45% of iphone-se's usable 647 pt is 291.15000000000003.
        let b = Self.sheet([.points(100), .points(291.15), .fraction(0.45), .points(500)], device: .iPhoneSE)
        #expect(b.heights[2] != b.heights[1])
        #expect(b.isSamePosition(b.heights[1], b.heights[2]))
        expectEqual(b.neighbour(of: 0, upward: true), 1)
        #expect(b.neighbour(of: 1, upward: true) == 3, "the twin is not a step up")
        expectEqual(b.neighbour(of: 2, upward: true), 3)
        #expect(b.neighbour(of: 3, upward: false) == 1, "the first declared of the twins")
        // A drag from the twin's position up by less than the threshold stays; it never lands on the other twin.
        expectEqual(b.settle(from: 1, releaseHeight: 291.2, velocity: 0), 1)
    }

    /// "Same position" is not transitive: 100.1 is at the position of both 100 and 100.2 on a 3x
    /// screen. A step up from 100 must not land on 100.1, at its own position (found in review).
    @Test func aStepNeverLandsAtTheStartsOwnPosition() {
        let b = Self.sheet([.points(100), .points(100.1), .points(100.2), .points(500)], device: .iPhone15)
        for s in b.heights.indices {
            for up in [true, false] {
                guard let n = b.neighbour(of: s, upward: up) else { continue }
                #expect(!b.isSamePosition(b.heights[n], b.heights[s]), "\(s) \(up ? "up" : "down") -> \(n)")
                #expect(up ? b.heights[n] > b.heights[s] : b.heights[n] < b.heights[s])
            }
        }
        expectEqual(b.neighbour(of: 0, upward: true), 2)
    }

    @Test func theToleranceIsHalfAPixelOfTheDevicesScale() {
        let twoX = DeviceProfile(name: "a", width: 400, height: 800, safeAreaTop: 0, safeAreaBottom: 0, scale: 2)
        let threeX = DeviceProfile(name: "b", width: 400, height: 800, safeAreaTop: 0, safeAreaBottom: 0, scale: 3)
        #expect(twoX.isSamePosition(100, 100.2))
        #expect(!threeX.isSamePosition(100, 100.2))
        #expect(!twoX.isSamePosition(100, 100.25))
        #expect(threeX.isSamePosition(100, 100.16))
        #expect(DeviceProfile.iPhoneSE.scale == 2 && DeviceProfile.iPhone15.scale == 3)
    }

    @Test func theCheckerReportsSubPixelTwinsAsCoincident() {
        let yaml = """
            version: 1
            name: Twins
            kind: sheet
            devices: [iphone-se]
            segments:
              - { name: closed, height: 100 }
              - { name: peek, height: 291.15 }
              - { name: half, height: 45% }
              - { name: open, height: 500 }
            """
        let found = TestSupport.diagnostics(yaml)
        let coincident = found.filter { $0.rule == .coincidentSegments }
        #expect(coincident.count == 1, "\(found)")
        #expect(coincident.first?.location.line == 8)
        #expect(coincident.first?.message == "segment 'half' is 291 pt, at one position with 'peek' (291.15 pt): less than half a pixel apart on this 2x screen")
        // The twin is never settled in: reported unreachable, as the engine behaves.
        #expect(found.contains { $0.rule == .unreachableState && $0.location.line == 8 }, "\(found)")
    }

    @Test func aCustomProfilesScaleIsReadAndGenerated() throws {
        let yaml = """
            version: 1
            name: Scaled
            kind: sheet
            devices: [{ name: tall, width: 400, height: 900, scale: 2 }]
            segments: [{ name: low, height: 100 }, { name: high, height: 400 }]
            """
        let spec = try #require(TestSupport.spec(yaml))
        #expect(spec.devices.first?.scale == 2)
        #expect(SwiftGenerator().generate(spec, sourcePath: "x").contents.contains("scale: 2.0"))
        let bad = TestSupport.diagnostics(yaml.replacingOccurrences(of: "scale: 2", with: "scale: 0.5"))
        expectEqual(bad.map(\.rule), [.invalidValue])
    }
}

/// overlapping-thresholds considers the states a drag starts in, as the engine does.
@Suite struct OverlappingStartStateTests {
    @Test func aZeroPointStateIsNoStartAndAStateAboveTheScreenIs() {
        // From 0 pt no drag starts: a threshold larger than the 0 -> 100 gap is not reported
        // from there (the 100 -> 400 gap of 300 pt is larger than 150).
        let zero = """
            version: 1
            name: Zero
            kind: sheet
            devices: [iphone-15]
            segments: [{ name: gone, height: 0 }, { name: low, height: 100 }, { name: high, height: 400 }]
            thresholds: { upward: 150, downward: 10 }
            """
        #expect(!TestSupport.diagnostics(zero).contains { $0.rule == .overlappingThresholds }, "\(TestSupport.diagnostics(zero))")
        // The card starts above the 852 pt screen; a drag down from there must travel more than
        // the 500 pt downward threshold, but reaching 'high' is only 200 pt: reported.
        let above = """
            version: 1
            name: Above
            kind: sheet
            devices: [iphone-15]
            initial: top
            segments: [{ name: low, height: 100 }, { name: high, height: 700 }, { name: top, height: 900 }]
            thresholds: { upward: 10, downward: 500 }
            """
        let found = TestSupport.diagnostics(above).filter { $0.rule == .overlappingThresholds }
        #expect(found.contains { $0.message.contains("from 'top' to 'high'") }, "\(TestSupport.diagnostics(above))")
    }
}
