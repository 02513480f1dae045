import Testing
@testable import CardEngine
import CardTestSupport

/// Item 5 and 9, replayed: the paging-carousel seed (examples/paging-carousel.card.yaml, five
/// pages) on a 375 × 667 container. Events in (a finger at 60 Hz); out, the state, the page
/// and the frames sampled at 60 Hz from the first event until the card rests: t, page offset,
/// scroll offset, the card's x, y and height, the content offset. Goldens are Swift literal
/// tables below (to regenerate, make `printing` true and read the diff).
@Suite struct CarouselTraceTests {
    struct Row: Equatable, CustomStringConvertible {
        var t: Double, pageOffset: Double, scrollOffset: Double, x: Double, y: Double, height: Double, content: Double, state: Int, page: Int
        var description: String { "(\(t), \(pageOffset), \(scrollOffset), \(x), \(y), \(height), \(content), \(state), \(page))" }
    }

    /// Gestures, each a pan of `frames` 60 Hz steps by (dx, dy), lifted at (vx, vy); the next
    /// begins once the card rests.
    struct Gesture {
        var dx = 0.0
        var dy = 0.0
        var frames: Int
        var vx = 0.0
        var vy = 0.0
    }

    static func replay(_ gestures: [Gesture], from state: Int = 0, hz: Double = 60) -> (rows: [Row], state: Int, page: Int) {
        var m = CarouselMotionTests.motion(state: state)
        var rows: [Row] = []
        func sample(_ t: Double) {
            let f = m.frame(at: t)
            let card = f.cardFrame
            rows.append(Row(t: t, pageOffset: f.pageOffset, scrollOffset: f.scrollOffset, x: card.x, y: card.y, height: card.height,
                            content: f.contentOffset, state: f.state, page: f.page))
            _ = m.advance(to: t)
        }
        var k = 0.0
        for g in gestures {
            let t0 = k / hz
            _ = m.handle(CarouselMotionTests.pan(.began, at: t0))
            sample(t0)
            for i in 1...g.frames {
                let t = t0 + Double(i) / 60
                let s = Double(i) / Double(g.frames)
                let last = i == g.frames
                _ = m.handle(CarouselMotionTests.pan(last ? .ended : .changed, dx: g.dx * s, dy: g.dy * s,
                                                     vx: last ? g.vx : g.dx / Double(g.frames) * 60,
                                                     vy: last ? g.vy : g.dy / Double(g.frames) * 60, at: t))
                if !last { sample(t) }
            }
            k += Double(g.frames) * hz / 60
            while rows.count < 400 {
                sample(k / hz)
                k += 1
                if m.frame(at: (k - 1) / hz).isResting { break }
            }
        }
        return (rows, m.state, m.page)
    }

    static func rounded(_ rows: [Row]) -> [Row] {
        func r(_ x: Double) -> Double { (x * 1e4).rounded() / 1e4 }
        return rows.map { Row(t: r($0.t), pageOffset: r($0.pageOffset), scrollOffset: r($0.scrollOffset), x: r($0.x), y: r($0.y),
                              height: r($0.height), content: r($0.content), state: $0.state, page: $0.page) }
    }

    /// Every fifth row and the last: the content's coast is long, and its rows are alike.
    static func thinned(_ rows: [Row]) -> [Row] {
        rows.enumerated().filter { $0.offset % 5 == 0 || $0.offset == rows.count - 1 }.map(\.element)
    }

    func check(_ all: [Row], _ golden: [Row]) {
        let rows = Self.thinned(all)
        expectEqual(rows.count, golden.count)
        for (row, want) in zip(rows, golden) {
            #expect(row.state == want.state && row.page == want.page && abs(row.t - want.t) < 1e-3, "\(row) vs \(want)")
            let pairs = [(row.pageOffset, want.pageOffset), (row.scrollOffset, want.scrollOffset), (row.x, want.x), (row.y, want.y),
                         (row.height, want.height), (row.content, want.content)]
            #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 1e-3 }, "\(row) vs \(want)")
        }
    }

    static var printing: Bool { false }

    /// Left 150 pt in 9 frames, lifted at 600 pt/s: page 1 (the projection passes the half
    /// page), the neighbours following 1:1; then right 60 pt slowly: back on page 1.
    @Test func pagesForwardAndSnapsBack() {
        let replay = Self.replay([Gesture(dx: -150, frames: 9, vx: -600), Gesture(dx: 60, frames: 6, vx: 100)])
        if Self.printing { print(Self.rounded(Self.thinned(replay.rows))) }
        #expect(replay.page == 1 && replay.state == 0)
        check(replay.rows, Self.paging)
        for row in replay.rows.prefix(9) {
            #expect(abs(row.pageOffset - 1000 * row.t) < 1e-6 && abs(row.x - (24 - row.pageOffset)) < 1e-9)
        }
        #expect(replay.rows.last?.pageOffset == CarouselMotionTests.pageWidth)
    }

    /// Up 130 pt (past the 100 pt threshold): expands to full screen; up 250 pt more: the
    /// content scrolls and coasts; a swipe down of 800 pt inside the content stops at its top; a swipe
    /// down from the top collapses.
    @Test func swipeUpExpandsTheContentScrollsSwipeDownAtTheTopCollapses() {
        let replay = Self.replay([
            Gesture(dy: -130, frames: 8, vy: -300),
            Gesture(dy: -250, frames: 10, vy: -800),
            Gesture(dy: 800, frames: 10, vy: 2000),
            Gesture(dy: 160, frames: 8, vy: 600),
        ])
        if Self.printing { print(Self.rounded(Self.thinned(replay.rows))) }
        #expect(replay.state == 0 && replay.page == 0)
        check(replay.rows, Self.expandScrollCollapse)
        // Independent of the golden: while the first pan drags, the card's frame is the
        // layout's for the finger's offset.
        let layout = CarouselLayout(configuration: CarouselMotionTests.seed, containerWidth: 375, containerHeight: 667)
        for row in replay.rows.prefix(8) {
            let offset = 130 * (row.t * 60).rounded() / 8
            let card = layout.cardFrame(scrollOffset: offset)
            #expect(abs(row.y - card.y) < 1e-9 && abs(row.height - card.height) < 1e-9)
        }
        #expect(replay.rows.contains { $0.state == 1 && $0.content > 200 })
        #expect(replay.rows.last?.scrollOffset == 0)
    }

    @Test func sixtyAndOneTwentyHertzAgree() {
        let gestures = [Gesture(dy: -130, frames: 8, vy: -300)]
        let at60 = Self.replay(gestures).rows
        let at120 = Self.replay(gestures, hz: 120).rows
        let end = at120.last?.t ?? 0
        #expect(at60.last?.t ?? 0 >= end)
        for row in at60.dropFirst(8) where row.t <= end {
            let match = at120.first { abs($0.t - row.t) < 1e-12 }
            #expect(match == row, "\(row.t)")
        }
    }

    // MARK: Goldens

    static let paging: [Row] = [
        Row(t: 0.0, pageOffset: 0.0, scrollOffset: 0.0, x: 24.0, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 0),
        Row(t: 0.0833, pageOffset: 83.3333, scrollOffset: 0.0, x: -59.3333, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 0),
        Row(t: 0.1667, pageOffset: 166.4255, scrollOffset: 0.0, x: 192.5745, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.25, pageOffset: 279.828, scrollOffset: 0.0, x: 79.172, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.3333, pageOffset: 325.6705, scrollOffset: 0.0, x: 33.3295, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.4167, pageOffset: 334.5747, scrollOffset: 0.0, x: 24.4253, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.5, pageOffset: 335.2751, scrollOffset: 0.0, x: 23.7249, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.5833, pageOffset: 335.1012, scrollOffset: 0.0, x: 23.8988, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.6667, pageOffset: 335.0186, scrollOffset: 0.0, x: 23.9814, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.75, pageOffset: 315.0, scrollOffset: 0.0, x: 44.0, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.8333, pageOffset: 276.7548, scrollOffset: 0.0, x: 82.2452, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 0.9167, pageOffset: 313.2293, scrollOffset: 0.0, x: 45.7707, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 1.0, pageOffset: 330.9611, scrollOffset: 0.0, x: 28.0389, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 1.0833, pageOffset: 334.7245, scrollOffset: 0.0, x: 24.2755, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 1.1667, pageOffset: 335.0916, scrollOffset: 0.0, x: 23.9084, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 1.25, pageOffset: 335.0395, scrollOffset: 0.0, x: 23.9605, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
        Row(t: 1.3333, pageOffset: 335.0, scrollOffset: 0.0, x: 24.0, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 1),
    ]
    static let expandScrollCollapse: [Row] = [
        Row(t: 0.0, pageOffset: 0.0, scrollOffset: 0.0, x: 24.0, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 0),
        Row(t: 0.0833, pageOffset: 0.0, scrollOffset: 81.25, x: 14.25, y: 71.25, height: 548.25, content: 0.0, state: 0, page: 0),
        Row(t: 0.1667, pageOffset: 0.0, scrollOffset: 146.521, x: 6.4175, y: 32.0874, height: 613.521, content: 0.0, state: 1, page: 0),
        Row(t: 0.25, pageOffset: 0.0, scrollOffset: 185.4051, x: 1.7514, y: 8.757, height: 652.4051, content: 0.0, state: 1, page: 0),
        Row(t: 0.3333, pageOffset: 0.0, scrollOffset: 197.916, x: 0.2501, y: 1.2504, height: 664.916, content: 0.0, state: 1, page: 0),
        Row(t: 0.4167, pageOffset: 0.0, scrollOffset: 200.0031, x: 0.0, y: 0.0, height: 667.0, content: 0.0031, state: 1, page: 0),
        Row(t: 0.5, pageOffset: 0.0, scrollOffset: 200.091, x: 0.0, y: 0.0, height: 667.0, content: 0.091, state: 1, page: 0),
        Row(t: 0.5833, pageOffset: 0.0, scrollOffset: 200.0273, x: 0.0, y: 0.0, height: 667.0, content: 0.0273, state: 1, page: 0),
        Row(t: 0.6667, pageOffset: 0.0, scrollOffset: 225.0, x: 0.0, y: 0.0, height: 667.0, content: 25.0, state: 1, page: 0),
        Row(t: 0.75, pageOffset: 0.0, scrollOffset: 350.0, x: 0.0, y: 0.0, height: 667.0, content: 150.0, state: 1, page: 0),
        Row(t: 0.8333, pageOffset: 0.0, scrollOffset: 463.1133, x: 0.0, y: 0.0, height: 667.0, content: 263.1133, state: 1, page: 0),
        Row(t: 0.9167, pageOffset: 0.0, scrollOffset: 522.5007, x: 0.0, y: 0.0, height: 667.0, content: 322.5007, state: 1, page: 0),
        Row(t: 1.0, pageOffset: 0.0, scrollOffset: 572.7626, x: 0.0, y: 0.0, height: 667.0, content: 372.7626, state: 1, page: 0),
        Row(t: 1.0833, pageOffset: 0.0, scrollOffset: 615.3013, x: 0.0, y: 0.0, height: 667.0, content: 415.3013, state: 1, page: 0),
        Row(t: 1.1667, pageOffset: 0.0, scrollOffset: 651.3035, x: 0.0, y: 0.0, height: 667.0, content: 451.3035, state: 1, page: 0),
        Row(t: 1.25, pageOffset: 0.0, scrollOffset: 681.7736, x: 0.0, y: 0.0, height: 667.0, content: 481.7736, state: 1, page: 0),
        Row(t: 1.3333, pageOffset: 0.0, scrollOffset: 707.5617, x: 0.0, y: 0.0, height: 667.0, content: 507.5617, state: 1, page: 0),
        Row(t: 1.4167, pageOffset: 0.0, scrollOffset: 729.3872, x: 0.0, y: 0.0, height: 667.0, content: 529.3872, state: 1, page: 0),
        Row(t: 1.5, pageOffset: 0.0, scrollOffset: 747.8591, x: 0.0, y: 0.0, height: 667.0, content: 547.8591, state: 1, page: 0),
        Row(t: 1.5833, pageOffset: 0.0, scrollOffset: 763.4925, x: 0.0, y: 0.0, height: 667.0, content: 563.4925, state: 1, page: 0),
        Row(t: 1.6667, pageOffset: 0.0, scrollOffset: 776.7237, x: 0.0, y: 0.0, height: 667.0, content: 576.7237, state: 1, page: 0),
        Row(t: 1.75, pageOffset: 0.0, scrollOffset: 787.9218, x: 0.0, y: 0.0, height: 667.0, content: 587.9218, state: 1, page: 0),
        Row(t: 1.8333, pageOffset: 0.0, scrollOffset: 797.3992, x: 0.0, y: 0.0, height: 667.0, content: 597.3992, state: 1, page: 0),
        Row(t: 1.9167, pageOffset: 0.0, scrollOffset: 805.4204, x: 0.0, y: 0.0, height: 667.0, content: 605.4204, state: 1, page: 0),
        Row(t: 2.0, pageOffset: 0.0, scrollOffset: 812.209, x: 0.0, y: 0.0, height: 667.0, content: 612.209, state: 1, page: 0),
        Row(t: 2.0833, pageOffset: 0.0, scrollOffset: 817.9544, x: 0.0, y: 0.0, height: 667.0, content: 617.9544, state: 1, page: 0),
        Row(t: 2.1667, pageOffset: 0.0, scrollOffset: 822.8171, x: 0.0, y: 0.0, height: 667.0, content: 622.8171, state: 1, page: 0),
        Row(t: 2.25, pageOffset: 0.0, scrollOffset: 826.9325, x: 0.0, y: 0.0, height: 667.0, content: 626.9325, state: 1, page: 0),
        Row(t: 2.3333, pageOffset: 0.0, scrollOffset: 830.4156, x: 0.0, y: 0.0, height: 667.0, content: 630.4156, state: 1, page: 0),
        Row(t: 2.4167, pageOffset: 0.0, scrollOffset: 833.3634, x: 0.0, y: 0.0, height: 667.0, content: 633.3634, state: 1, page: 0),
        Row(t: 2.5, pageOffset: 0.0, scrollOffset: 835.8583, x: 0.0, y: 0.0, height: 667.0, content: 635.8583, state: 1, page: 0),
        Row(t: 2.5833, pageOffset: 0.0, scrollOffset: 837.9698, x: 0.0, y: 0.0, height: 667.0, content: 637.9698, state: 1, page: 0),
        Row(t: 2.6667, pageOffset: 0.0, scrollOffset: 839.7569, x: 0.0, y: 0.0, height: 667.0, content: 639.7569, state: 1, page: 0),
        Row(t: 2.75, pageOffset: 0.0, scrollOffset: 841.2694, x: 0.0, y: 0.0, height: 667.0, content: 641.2694, state: 1, page: 0),
        Row(t: 2.8333, pageOffset: 0.0, scrollOffset: 842.5494, x: 0.0, y: 0.0, height: 667.0, content: 642.5494, state: 1, page: 0),
        Row(t: 2.9167, pageOffset: 0.0, scrollOffset: 843.6328, x: 0.0, y: 0.0, height: 667.0, content: 643.6328, state: 1, page: 0),
        Row(t: 3.0, pageOffset: 0.0, scrollOffset: 844.5497, x: 0.0, y: 0.0, height: 667.0, content: 644.5497, state: 1, page: 0),
        Row(t: 3.0833, pageOffset: 0.0, scrollOffset: 845.3257, x: 0.0, y: 0.0, height: 667.0, content: 645.3257, state: 1, page: 0),
        Row(t: 3.1667, pageOffset: 0.0, scrollOffset: 845.9825, x: 0.0, y: 0.0, height: 667.0, content: 645.9825, state: 1, page: 0),
        Row(t: 3.25, pageOffset: 0.0, scrollOffset: 846.5383, x: 0.0, y: 0.0, height: 667.0, content: 646.5383, state: 1, page: 0),
        Row(t: 3.3333, pageOffset: 0.0, scrollOffset: 847.0087, x: 0.0, y: 0.0, height: 667.0, content: 647.0087, state: 1, page: 0),
        Row(t: 3.4167, pageOffset: 0.0, scrollOffset: 847.4069, x: 0.0, y: 0.0, height: 667.0, content: 647.4069, state: 1, page: 0),
        Row(t: 3.5, pageOffset: 0.0, scrollOffset: 847.7439, x: 0.0, y: 0.0, height: 667.0, content: 647.7439, state: 1, page: 0),
        Row(t: 3.5833, pageOffset: 0.0, scrollOffset: 848.0291, x: 0.0, y: 0.0, height: 667.0, content: 648.0291, state: 1, page: 0),
        Row(t: 3.6667, pageOffset: 0.0, scrollOffset: 848.2704, x: 0.0, y: 0.0, height: 667.0, content: 648.2704, state: 1, page: 0),
        Row(t: 3.75, pageOffset: 0.0, scrollOffset: 848.4747, x: 0.0, y: 0.0, height: 667.0, content: 648.4747, state: 1, page: 0),
        Row(t: 3.8333, pageOffset: 0.0, scrollOffset: 848.6476, x: 0.0, y: 0.0, height: 667.0, content: 648.6476, state: 1, page: 0),
        Row(t: 3.9167, pageOffset: 0.0, scrollOffset: 848.7939, x: 0.0, y: 0.0, height: 667.0, content: 648.7939, state: 1, page: 0),
        Row(t: 4.0, pageOffset: 0.0, scrollOffset: 848.9178, x: 0.0, y: 0.0, height: 667.0, content: 648.9178, state: 1, page: 0),
        Row(t: 4.0833, pageOffset: 0.0, scrollOffset: 849.0226, x: 0.0, y: 0.0, height: 667.0, content: 649.0226, state: 1, page: 0),
        Row(t: 4.1667, pageOffset: 0.0, scrollOffset: 849.1004, x: 0.0, y: 0.0, height: 667.0, content: 649.1004, state: 1, page: 0),
        Row(t: 4.25, pageOffset: 0.0, scrollOffset: 529.1004, x: 0.0, y: 0.0, height: 667.0, content: 329.1004, state: 1, page: 0),
        Row(t: 4.3333, pageOffset: 0.0, scrollOffset: 200.0, x: 0.0, y: 0.0, height: 667.0, content: 0.0, state: 1, page: 0),
        Row(t: 4.4167, pageOffset: 0.0, scrollOffset: 140.0, x: 7.2, y: 36.0, height: 607.0, content: 0.0, state: 1, page: 0),
        Row(t: 4.5, pageOffset: 0.0, scrollOffset: 40.0, x: 19.2, y: 96.0, height: 507.0, content: 0.0, state: 0, page: 0),
        Row(t: 4.5833, pageOffset: 0.0, scrollOffset: 8.4402, x: 22.9872, y: 114.9359, height: 475.4402, content: 0.0, state: 0, page: 0),
        Row(t: 4.6667, pageOffset: 0.0, scrollOffset: 0.8131, x: 23.9024, y: 119.5121, height: 467.8131, content: 0.0, state: 0, page: 0),
        Row(t: 4.75, pageOffset: 0.0, scrollOffset: -0.1199, x: 24.0, y: 120.1199, height: 467.0, content: 0.0, state: 0, page: 0),
        Row(t: 4.8333, pageOffset: 0.0, scrollOffset: -0.0712, x: 24.0, y: 120.0712, height: 467.0, content: 0.0, state: 0, page: 0),
        Row(t: 4.9167, pageOffset: 0.0, scrollOffset: -0.0163, x: 24.0, y: 120.0163, height: 467.0, content: 0.0, state: 0, page: 0),
        Row(t: 4.95, pageOffset: 0.0, scrollOffset: 0.0, x: 24.0, y: 120.0, height: 467.0, content: 0.0, state: 0, page: 0),
    ]
}
