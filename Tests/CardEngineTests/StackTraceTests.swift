import Testing
@testable import CardEngine
import CardTestSupport

/// Item 5 and 9, replayed: the CardsStack seed (examples/cards-stack.card.yaml) on a 375 × 667
/// container. Events in (a finger at 60 Hz); out, the state and the frames sampled at 60 Hz
/// from the first event until the stack rests: t, height, velocity, card 4's y. The goldens
/// are Swift literal tables below (to regenerate, make `printing` true and read the diff).
@Suite struct StackTraceTests {
    struct Row: Equatable, CustomStringConvertible {
        var t: Double, height: Double, velocity: Double, lastCardY: Double, state: Int
        var description: String { "(\(t), \(height), \(velocity), \(lastCardY), \(state))" }
    }

    /// A finger that goes down at t = 0, moves `dy` in equal 60 Hz steps over `frames` frames,
    /// and lifts at `vy` (UIKit's y: negative is up).
    static func replay(from state: Int, dy: Double, frames: Int, vy: Double, hz: Double = 60) -> (rows: [Row], settled: Int) {
        var m = StackMotion(configuration: StackMotionTests.seed, container: StackMotionTests.phone, initialState: state)
        var rows: [Row] = []
        func sample(_ t: Double) {
            let f = m.frame(at: t)
            rows.append(Row(t: t, height: f.height, velocity: f.velocity, lastCardY: f.cardFrame(4).y, state: f.state))
            _ = m.advance(to: t)
        }
        _ = m.handle(StackMotionTests.pan(.began, dy: 0, at: 0))
        sample(0)
        for i in 1...frames {
            let t = Double(i) / 60
            _ = m.handle(StackMotionTests.pan(i == frames ? .ended : .changed, dy: dy * Double(i) / Double(frames),
                                               vy: i == frames ? vy : dy / Double(frames) * 60, at: t))
            if i < frames { sample(t) }
        }
        var k = Double(frames) * hz / 60
        while rows.count < 200 {
            sample(k / hz)
            if m.frame(at: k / hz).isResting { break }
            k += 1
        }
        return (rows, m.state)
    }

    static func rounded(_ rows: [Row]) -> [Row] {
        func r(_ x: Double) -> Double { (x * 1e4).rounded() / 1e4 }
        return rows.map { Row(t: r($0.t), height: r($0.height), velocity: r($0.velocity), lastCardY: r($0.lastCardY), state: $0.state) }
    }

    func check(_ replay: (rows: [Row], settled: Int), _ golden: [Row], settled: Int) {
        expectEqual(replay.settled, settled)
        expectEqual(replay.rows.count, golden.count)
        for (row, want) in zip(replay.rows, golden) {
            #expect(row.state == want.state && abs(row.t - want.t) < 1e-3, "\(row) vs \(want)")
            #expect(abs(row.height - want.height) < 1e-3 && abs(row.velocity - want.velocity) < 1e-2
                    && abs(row.lastCardY - want.lastCardY) < 1e-3, "\(row) vs \(want)")
        }
    }

    /// Collapsed, up 120 pt in 12 frames, lifted at 900 pt/s up: past the 20 pt threshold, it
    /// expands. The cards follow 1:1 (card 4 moves 632/300 pt per pt of growth), then spring.
    @Test func expandsPastTheUpwardThreshold() {
        let replay = Self.replay(from: 0, dy: -120, frames: 12, vy: -900)
        if Self.printing { print(Self.rounded(replay.rows)) }
        check(replay, Self.expand, settled: 1)
        // Independent of the golden: during the drag, height = 200 + growth and card 4's y is
        // CardsStack's in-transit formula.
        for row in replay.rows.prefix(12) {
            let growth = 10 * (row.t * 60).rounded()
            #expect(abs(row.height - (200 + growth)) < 1e-9)
            #expect(abs(row.lastCardY - (8 + 160 + abs(832 - 168) * growth / 300)) < 1e-9)
        }
        #expect(replay.rows.last?.height == 500 && replay.rows.last?.lastCardY == 832)
    }

    /// Expanded, down 15 pt, lifted at rest: short of the 20 pt threshold, it returns.
    @Test func snapsBackShortOfTheDownwardThreshold() {
        let replay = Self.replay(from: 1, dy: 15, frames: 3, vy: 0)
        if Self.printing { print(Self.rounded(replay.rows)) }
        check(replay, Self.snapBack, settled: 1)
        #expect(replay.rows.last?.height == 500)
    }

    /// Expanded, up 300 pt: the height bands past 500 (never 1:1), then springs back.
    @Test func bandsPastTheExpandedHeight() {
        let replay = Self.replay(from: 1, dy: -300, frames: 10, vy: -1800)
        if Self.printing { print(Self.rounded(replay.rows)) }
        check(replay, Self.band, settled: 1)
        let band = RubberBand(dimension: 667)
        #expect(abs(replay.rows[9].height - (500 + band.give(overshoot: 270))) < 1e-9)
    }

    /// The same gestures sampled at 120 Hz agree with the 60 Hz frames at the shared instants.
    @Test func sixtyAndOneTwentyHertzAgree() {
        let at60 = Self.replay(from: 0, dy: -120, frames: 12, vy: -900).rows
        let at120 = Self.replay(from: 0, dy: -120, frames: 12, vy: -900, hz: 120).rows
        let end = at120.last?.t ?? 0
        #expect(at60.last?.t ?? 0 >= end)
        for row in at60.dropFirst(12) where row.t <= end {
            let match = at120.first { abs($0.t - row.t) < 1e-12 }
            #expect(match == row, "\(row.t)")
        }
    }

    static var printing: Bool { false }

    // MARK: Goldens
    static let expand: [Row] = [
        Row(t: 0.0, height: 200.0, velocity: 0.0, lastCardY: 168.0, state: 0),
        Row(t: 0.0167, height: 210.0, velocity: 600.0, lastCardY: 190.1333, state: 0),
        Row(t: 0.0333, height: 220.0, velocity: 600.0, lastCardY: 212.2667, state: 0),
        Row(t: 0.05, height: 230.0, velocity: 600.0, lastCardY: 234.4, state: 0),
        Row(t: 0.0667, height: 240.0, velocity: 600.0, lastCardY: 256.5333, state: 0),
        Row(t: 0.0833, height: 250.0, velocity: 600.0, lastCardY: 278.6667, state: 0),
        Row(t: 0.1, height: 260.0, velocity: 600.0, lastCardY: 300.8, state: 0),
        Row(t: 0.1167, height: 270.0, velocity: 600.0, lastCardY: 322.9333, state: 0),
        Row(t: 0.1333, height: 280.0, velocity: 600.0, lastCardY: 345.0667, state: 0),
        Row(t: 0.15, height: 290.0, velocity: 600.0, lastCardY: 367.2, state: 0),
        Row(t: 0.1667, height: 300.0, velocity: 600.0, lastCardY: 389.3333, state: 0),
        Row(t: 0.1833, height: 310.0, velocity: 600.0, lastCardY: 411.4667, state: 0),
        Row(t: 0.2, height: 320.0, velocity: 900.0, lastCardY: 433.6, state: 1),
        Row(t: 0.2167, height: 339.2996, velocity: 1341.4198, lastCardY: 476.3164, state: 1),
        Row(t: 0.2333, height: 362.8535, velocity: 1444.5695, lastCardY: 528.449, state: 1),
        Row(t: 0.25, height: 386.479, velocity: 1370.4696, lastCardY: 580.7402, state: 1),
        Row(t: 0.2667, height: 408.089, velocity: 1214.6188, lastCardY: 628.5703, state: 1),
        Row(t: 0.2833, height: 426.82, velocity: 1031.627, lastCardY: 670.0283, state: 1),
        Row(t: 0.3, height: 442.4925, velocity: 851.0196, lastCardY: 704.7168, state: 1),
        Row(t: 0.3167, height: 455.2826, velocity: 687.2789, lastCardY: 733.0255, state: 1),
        Row(t: 0.3333, height: 465.5283, velocity: 546.1456, lastCardY: 755.7026, state: 1),
        Row(t: 0.35, height: 473.6185, velocity: 428.5132, lastCardY: 773.6089, state: 1),
        Row(t: 0.3667, height: 479.9339, velocity: 332.7856, lastCardY: 787.5871, state: 1),
        Row(t: 0.3833, height: 484.8181, velocity: 256.2672, lastCardY: 798.3974, state: 1),
        Row(t: 0.4, height: 488.5661, velocity: 195.949, lastCardY: 806.6931, state: 1),
        Row(t: 0.4167, height: 491.4235, velocity: 148.9274, lastCardY: 813.0174, state: 1),
        Row(t: 0.4333, height: 493.5898, velocity: 112.6035, lastCardY: 817.812, state: 1),
        Row(t: 0.45, height: 495.224, velocity: 84.7556, lastCardY: 821.4291, state: 1),
        Row(t: 0.4667, height: 496.4517, velocity: 63.5424, lastCardY: 824.1465, state: 1),
        Row(t: 0.4833, height: 497.3706, velocity: 47.4717, lastCardY: 826.1803, state: 1),
        Row(t: 0.5, height: 498.056, velocity: 35.3548, lastCardY: 827.6974, state: 1),
        Row(t: 0.5167, height: 498.5658, velocity: 26.2569, lastCardY: 828.8257, state: 1),
        Row(t: 0.5333, height: 498.944, velocity: 19.451, lastCardY: 829.6627, state: 1),
        Row(t: 0.55, height: 499.2238, velocity: 14.3762, lastCardY: 830.282, state: 1),
        Row(t: 0.5667, height: 499.4304, velocity: 10.6032, lastCardY: 830.7393, state: 1),
        Row(t: 0.5833, height: 499.5826, velocity: 7.8056, lastCardY: 831.0762, state: 1),
        Row(t: 0.6, height: 499.6946, velocity: 5.736, lastCardY: 831.3241, state: 1),
        Row(t: 0.6167, height: 499.7768, velocity: 4.2084, lastCardY: 831.5061, state: 1),
        Row(t: 0.6333, height: 499.8371, velocity: 3.083, lastCardY: 831.6395, state: 1),
        Row(t: 0.65, height: 499.8813, velocity: 2.2554, lastCardY: 831.7372, state: 1),
        Row(t: 0.6667, height: 499.9135, velocity: 1.6479, lastCardY: 831.8086, state: 1),
        Row(t: 0.6833, height: 499.9371, velocity: 1.2025, lastCardY: 831.8607, state: 1),
        Row(t: 0.7, height: 499.9543, velocity: 0.8766, lastCardY: 831.8988, state: 1),
        Row(t: 0.7167, height: 499.9668, velocity: 0.6383, lastCardY: 831.9265, state: 1),
        Row(t: 0.7333, height: 499.9759, velocity: 0.4643, lastCardY: 831.9467, state: 1),
        Row(t: 0.75, height: 499.9825, velocity: 0.3375, lastCardY: 831.9613, state: 1),
        Row(t: 0.7667, height: 499.9873, velocity: 0.2451, lastCardY: 831.972, state: 1),
        Row(t: 0.7833, height: 500.0, velocity: 0.0, lastCardY: 832.0, state: 1),
    ]
    static let snapBack: [Row] = [
        Row(t: 0.0, height: 500.0, velocity: 0.0, lastCardY: 832.0, state: 1),
        Row(t: 0.0167, height: 495.0, velocity: -300.0, lastCardY: 820.9333, state: 1),
        Row(t: 0.0333, height: 490.0, velocity: -300.0, lastCardY: 809.8667, state: 1),
        Row(t: 0.05, height: 485.0, velocity: 0.0, lastCardY: 798.8, state: 1),
        Row(t: 0.0667, height: 485.7266, velocity: 77.3499, lastCardY: 800.4082, state: 1),
        Row(t: 0.0833, height: 487.3273, velocity: 109.117, lastCardY: 803.9512, state: 1),
        Row(t: 0.1, height: 489.224, velocity: 115.448, lastCardY: 808.149, state: 1),
        Row(t: 0.1167, height: 491.1031, velocity: 108.5745, lastCardY: 812.3083, state: 1),
        Row(t: 0.1333, height: 492.8105, velocity: 95.7283, lastCardY: 816.0872, state: 1),
        Row(t: 0.15, height: 494.2841, velocity: 81.026, lastCardY: 819.3489, state: 1),
        Row(t: 0.1667, height: 495.5135, velocity: 66.6766, lastCardY: 822.0699, state: 1),
        Row(t: 0.1833, height: 496.5147, velocity: 53.7487, lastCardY: 824.2859, state: 1),
        Row(t: 0.2, height: 497.3154, velocity: 42.6504, lastCardY: 826.058, state: 1),
        Row(t: 0.2167, height: 497.9468, velocity: 33.4259, lastCardY: 827.4556, state: 1),
        Row(t: 0.2333, height: 498.4392, velocity: 25.9346, lastCardY: 828.5455, state: 1),
        Row(t: 0.25, height: 498.8197, velocity: 19.9558, lastCardY: 829.3876, state: 1),
        Row(t: 0.2667, height: 499.1115, velocity: 15.2488, lastCardY: 830.0334, state: 1),
        Row(t: 0.2833, height: 499.3338, velocity: 11.583, lastCardY: 830.5254, state: 1),
        Row(t: 0.3, height: 499.5022, velocity: 8.7536, lastCardY: 830.8983, state: 1),
        Row(t: 0.3167, height: 499.6292, velocity: 6.586, lastCardY: 831.1794, state: 1),
        Row(t: 0.3333, height: 499.7246, velocity: 4.9357, lastCardY: 831.3905, state: 1),
        Row(t: 0.35, height: 499.796, velocity: 3.6862, lastCardY: 831.5484, state: 1),
        Row(t: 0.3667, height: 499.8492, velocity: 2.7445, lastCardY: 831.6662, state: 1),
        Row(t: 0.3833, height: 499.8888, velocity: 2.0377, lastCardY: 831.7538, state: 1),
        Row(t: 0.4, height: 499.9181, velocity: 1.5091, lastCardY: 831.8188, state: 1),
        Row(t: 0.4167, height: 499.9398, velocity: 1.1152, lastCardY: 831.8668, state: 1),
        Row(t: 0.4333, height: 499.9558, velocity: 0.8223, lastCardY: 831.9023, state: 1),
        Row(t: 0.45, height: 499.9677, velocity: 0.6052, lastCardY: 831.9284, state: 1),
        Row(t: 0.4667, height: 499.9763, velocity: 0.4447, lastCardY: 831.9476, state: 1),
        Row(t: 0.4833, height: 499.9827, velocity: 0.3262, lastCardY: 831.9617, state: 1),
        Row(t: 0.5, height: 499.9874, velocity: 0.2389, lastCardY: 831.9721, state: 1),
        Row(t: 0.5167, height: 500.0, velocity: 0.0, lastCardY: 832.0, state: 1),
    ]
    static let band: [Row] = [
        Row(t: 0.0, height: 500.0, velocity: 0.0, lastCardY: 832.0, state: 1),
        Row(t: 0.0167, height: 516.1017, velocity: 942.7788, lastCardY: 867.6384, state: 1),
        Row(t: 0.0333, height: 531.4443, velocity: 898.8574, lastCardY: 901.5967, state: 1),
        Row(t: 0.05, height: 546.0803, velocity: 857.9352, lastCardY: 933.991, state: 1),
        Row(t: 0.0667, height: 560.0573, velocity: 819.7453, lastCardY: 964.9268, state: 1),
        Row(t: 0.0833, height: 573.4189, velocity: 784.0497, lastCardY: 994.5006, state: 1),
        Row(t: 0.1, height: 586.205, velocity: 750.6359, lastCardY: 1022.8003, state: 1),
        Row(t: 0.1167, height: 598.4518, velocity: 719.3134, lastCardY: 1049.9066, state: 1),
        Row(t: 0.1333, height: 610.1927, velocity: 689.9114, lastCardY: 1075.8933, state: 1),
        Row(t: 0.15, height: 621.4586, velocity: 662.2759, lastCardY: 1100.8284, state: 1),
        Row(t: 0.1667, height: 632.2776, velocity: 636.2682, lastCardY: 1124.7745, state: 1),
        Row(t: 0.1833, height: 633.3498, velocity: -389.9785, lastCardY: 1127.1476, state: 1),
        Row(t: 0.2, height: 622.3057, velocity: -866.6924, lastCardY: 1102.7034, state: 1),
        Row(t: 0.2167, height: 606.1925, velocity: -1028.6174, lastCardY: 1067.0394, state: 1),
        Row(t: 0.2333, height: 588.9562, velocity: -1019.8722, lastCardY: 1028.8898, state: 1),
        Row(t: 0.25, height: 572.6577, velocity: -926.9755, lastCardY: 992.8158, state: 1),
        Row(t: 0.2667, height: 558.2408, velocity: -800.2775, lastCardY: 960.9063, state: 1),
        Row(t: 0.2833, height: 546.0117, velocity: -667.763, lastCardY: 933.8392, state: 1),
        Row(t: 0.3, height: 535.9328, velocity: -543.8595, lastCardY: 911.5312, state: 1),
        Row(t: 0.3167, height: 527.7987, velocity: -434.9977, lastCardY: 893.5277, state: 1),
        Row(t: 0.3333, height: 521.3383, velocity: -343.0706, lastCardY: 879.2289, state: 1),
        Row(t: 0.35, height: 516.2716, velocity: -267.55, lastCardY: 868.0145, state: 1),
        Row(t: 0.3667, height: 512.3382, velocity: -206.7487, lastCardY: 859.3085, state: 1),
        Row(t: 0.3833, height: 509.31, velocity: -158.5491, lastCardY: 852.6061, state: 1),
        Row(t: 0.4, height: 506.9951, velocity: -120.8038, lastCardY: 847.4826, state: 1),
        Row(t: 0.4167, height: 505.2361, velocity: -91.5367, lastCardY: 843.5893, state: 1),
        Row(t: 0.4333, height: 503.9064, velocity: -69.0287, lastCardY: 840.6462, state: 1),
        Row(t: 0.45, height: 502.9057, velocity: -51.8375, lastCardY: 838.4313, state: 1),
        Row(t: 0.4667, height: 502.1556, velocity: -38.7841, lastCardY: 836.771, state: 1),
        Row(t: 0.4833, height: 501.5952, velocity: -28.9226, lastCardY: 835.5307, state: 1),
        Row(t: 0.5, height: 501.1779, velocity: -21.5053, lastCardY: 834.6071, state: 1),
        Row(t: 0.5167, height: 500.8681, velocity: -15.948, lastCardY: 833.9213, state: 1),
        Row(t: 0.5333, height: 500.6385, velocity: -11.7985, lastCardY: 833.4133, state: 1),
        Row(t: 0.55, height: 500.4689, velocity: -8.7097, lastCardY: 833.0378, state: 1),
        Row(t: 0.5667, height: 500.3438, velocity: -6.4168, lastCardY: 832.7609, state: 1),
        Row(t: 0.5833, height: 500.2517, velocity: -4.719, lastCardY: 832.5571, state: 1),
        Row(t: 0.6, height: 500.184, velocity: -3.4646, lastCardY: 832.4073, state: 1),
        Row(t: 0.6167, height: 500.1344, velocity: -2.5397, lastCardY: 832.2974, state: 1),
        Row(t: 0.6333, height: 500.098, velocity: -1.8591, lastCardY: 832.217, state: 1),
        Row(t: 0.65, height: 500.0714, velocity: -1.359, lastCardY: 832.1581, state: 1),
        Row(t: 0.6667, height: 500.052, velocity: -0.9923, lastCardY: 832.1151, state: 1),
        Row(t: 0.6833, height: 500.0378, velocity: -0.7236, lastCardY: 832.0837, state: 1),
        Row(t: 0.7, height: 500.0275, velocity: -0.5272, lastCardY: 832.0608, state: 1),
        Row(t: 0.7167, height: 500.0199, velocity: -0.3837, lastCardY: 832.0441, state: 1),
        Row(t: 0.7333, height: 500.0145, velocity: -0.2789, lastCardY: 832.032, state: 1),
        Row(t: 0.75, height: 500.0105, velocity: -0.2026, lastCardY: 832.0232, state: 1),
        Row(t: 0.7667, height: 500.0, velocity: 0.0, lastCardY: 832.0, state: 1),
    ]
}
