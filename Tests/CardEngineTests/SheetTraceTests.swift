import Foundation
import Testing
import CardEngine

/// Golden traces of the seeds' sheet behaviour (issue 25, items 5 and 9): events in, the state,
/// notices and frames sampled at 60 Hz out, compared against Tests/CardEngineTests/Traces/*.json.
/// Run with CARDC_UPDATE_TRACES=1 to rewrite the goldens after a deliberate change (and read the
/// diff: it is the motion the change makes).
@Suite struct SheetTraceTests {
    enum DemoState: String, CaseIterable, Sendable {
        case collapsed, expanded
    }

    typealias GlideState = SheetInteractionTests.GlideState

    static let fps = 60.0

    /// Events at their times; frames at every 1/60 s from 0 until the card has rested for a frame
    /// after the last event. At each tick: the events due, then `frame(at:)`, then `advance(to:)`.
    static func record<State>(_ name: String, _ sheet: SheetInteraction<State>, events: [InteractionEvent]) -> String {
        var sheet = sheet
        var lines: [String] = []
        var pending = events[...]
        var tick = 0
        var restedTicks = 0
        while tick < 600 {
            let t = Double(tick) / fps
            while let event = pending.first, event.time <= t + 1e-9 {
                pending = pending.dropFirst()
                let notices = sheet.handle(event)
                lines.append(#"{"event": \#(describe(event)), "notices": \#(describe(notices))}"#)
            }
            let f = sheet.frame(at: t)
            let notices = sheet.advance(to: t)
            lines.append(#"{"t": \#(n(t)), "state": "\#(f.state.rawValue)", "height": \#(n(f.height)), "cardTop": \#(n(f.cardTop)), "velocity": \#(n(f.velocity)), "dimAlpha": \#(n(f.dimAlpha)), "contentOffset": \#(n(f.contentOffset)), "contentScrolls": \#(f.contentScrolls), "dragging": \#(f.isDragging), "resting": \#(f.isResting)\#(notices.isEmpty ? "" : #", "notices": "# + describe(notices))}"#)
            restedTicks = pending.isEmpty && f.isResting && notices.isEmpty ? restedTicks + 1 : 0
            if restedTicks > 1 { break }
            tick += 1
        }
        return "{\"trace\": \"\(name)\", \"fps\": 60, \"lines\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// Six decimals: what a golden keeps (the last bits of exp and sin may differ between C libraries).
    static func n(_ x: Double) -> String {
        let r = (x * 1e6).rounded() / 1e6
        return r == 0 ? "0" : "\(r)"
    }

    static func describe(_ event: InteractionEvent) -> String {
        switch event {
        case .pan(let p):
            return #"{"pan": "\#(p.phase.rawValue)", "source": "\#(p.source.rawValue)", "t": \#(n(p.time)), "x": \#(n(p.location.x)), "y": \#(n(p.location.y)), "ty": \#(n(p.translation.y)), "vy": \#(n(p.velocity.y))}"#
        case .tap(let location, let time):
            return #"{"tap": {"x": \#(n(location.x)), "y": \#(n(location.y))}, "t": \#(n(time))}"#
        case .contentOffset(let offset, let time):
            return #"{"contentOffset": \#(n(offset)), "t": \#(n(time))}"#
        case .container(let c, let time):
            return #"{"container": {"width": \#(n(c.width)), "height": \#(n(c.height))}, "t": \#(n(time))}"#
        }
    }

    static func describe<State>(_ notices: SheetInteraction<State>.Notices) -> String {
        var fields: [String] = []
        if let s = notices.willSettle { fields.append(#""willSettle": "\#(s.rawValue)""#) }
        if let s = notices.didSettle { fields.append(#""didSettle": "\#(s.rawValue)""#) }
        if let c = notices.stateChanged { fields.append(#""stateChanged": ["\#(c.from.rawValue)", "\#(c.to.rawValue)"]"#) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func pan(_ phase: PanEvent.Phase, _ ty: Double, _ vy: Double, at t: Double, y: Double = 0, source: PanEvent.Source = .card) -> InteractionEvent {
        .pan(PanEvent(phase, location: CardVector(x: 187, y: y), translation: CardVector(x: 0, y: ty), velocity: CardVector(x: 0, y: vy), time: t, source: source))
    }

    /// A drag of `distance` points (up negative, as UIKit reports) over `duration` seconds at a
    /// steady speed, reported at 60 Hz, released at `releaseVelocity` (pt/s, UIKit's sign).
    static func drag(from y: Double, by distance: Double, start: Double, duration: Double, releaseVelocity: Double,
                     source: PanEvent.Source = .card) -> [InteractionEvent] {
        var events = [pan(.began, 0, 0, at: start, y: y, source: source)]
        let steps = Int((duration * fps).rounded())
        for i in 1...steps {
            let t = start + Double(i) / fps
            events.append(pan(.changed, distance * Double(i) / Double(steps), distance / duration, at: t, source: source))
        }
        events.append(pan(.ended, distance, releaseVelocity, at: start + Double(steps) / fps, source: source))
        return events
    }

    static func check(_ name: String, _ produced: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Traces/\(name).json")
        if ProcessInfo.processInfo.environment["CARDC_UPDATE_TRACES"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try produced.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        let a = try #require(try JSONSerialization.jsonObject(with: Data(golden.utf8)) as? [String: Any])
        let b = try #require(try JSONSerialization.jsonObject(with: Data(produced.utf8)) as? [String: Any])
        let goldenLines = try #require(a["lines"] as? [[String: Any]]), lines = try #require(b["lines"] as? [[String: Any]])
        #expect(goldenLines.count == lines.count, "\(name): \(lines.count) lines, golden \(goldenLines.count); CARDC_UPDATE_TRACES=1 rewrites it if intended")
        for (index, (g, p)) in zip(goldenLines, lines).enumerated() {
            #expect(same(g, p), "\(name), line \(index + 1): \(p) differs from the golden \(g)")
        }
    }

    /// Equal up to 1e-5 in every number (the goldens keep six decimals).
    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case let (x as [String: Any], y as [String: Any]):
            return x.keys.sorted() == y.keys.sorted() && x.keys.allSatisfy { same(x[$0]!, y[$0]!) }
        case let (x as [Any], y as [Any]):
            return x.count == y.count && zip(x, y).allSatisfy(same)
        case let (x as String, y as String):
            return x == y
        case let (x as NSNumber, y as NSNumber):
            // JSONSerialization reads true and 1 alike; the keys tell booleans from numbers.
            return abs(x.doubleValue - y.doubleValue) <= 1e-5
        default:
            return false
        }
    }

    static let se = SheetMotionTests.se

    /// Glide on iphone-se: from closed, a slow drag up to compressed's neighbourhood (the backdrop
    /// dims as the card rises, 0 at closed to 0.4 at compressed), released slowly: compressed;
    /// then a drag up past open, released with a flick: open, the card banded past it.
    @Test func glideDimFollowsTheDrag() throws {
        let sheet = try #require(SheetInteraction<GlideState>(configuration: SheetMotionTests.glide, container: Self.se, initial: .closed))
        var events = Self.drag(from: 600, by: -200, start: 0.1, duration: 0.5, releaseVelocity: -50)
        events += Self.drag(from: 400, by: -400, start: 1.8, duration: 0.3, releaseVelocity: -1500)
        let produced = Self.record("glide-drag", sheet, events: events)
        // The dim follows the card's height while dragging, before any golden is read.
        #expect(produced.contains(#""dimAlpha": 0.4"#))
        try Self.check("glide-drag", produced)
    }

    /// Glide on iphone-se, open: the content's pan first scrolls up 120 pt (the card stays), then
    /// comes down 200 pt: the content scrolls back to its top, and the last 80 pt move the card,
    /// which, released past the 40 pt threshold, settles at compressed.
    @Test func glideScrollHandOff() throws {
        let sheet = try #require(SheetInteraction<GlideState>(configuration: SheetMotionTests.glide, container: Self.se, initial: .open))
        var events = [Self.pan(.began, 0, 0, at: 0.1, y: 300, source: .content)]
        for i in 1...12 { events.append(Self.pan(.changed, -10 * Double(i), -600, at: 0.1 + Double(i) / 60, source: .content)) }
        for i in 1...20 { events.append(Self.pan(.changed, -120 + 10 * Double(i), 600, at: 0.3 + Double(i) / 60, source: .content)) }
        events.append(Self.pan(.ended, 80, 100, at: 0.3 + 20 / 60, source: .content))
        try Self.check("glide-scroll-handoff", Self.record("glide-scroll-handoff", sheet, events: events))
    }

    /// CardDemo on iphone-se: a header tap sends the card up; a second tap 0.12 s later reverses
    /// it from where it is, at its speed (the interruptible animator), back to collapsed.
    @Test func cardDemoTapReversal() throws {
        let sheet = try #require(SheetInteraction<DemoState>(configuration: SheetMotionTests.cardDemo, container: Self.se, initial: .collapsed))
        let first = InteractionEvent.tap(location: CardVector(x: 187, y: 667 - 30), time: 0.05)
        // Where the header is at 0.17 s: the card's top plus 20 pt.
        var probe = sheet
        _ = probe.handle(first)
        let second = InteractionEvent.tap(location: CardVector(x: 187, y: probe.frame(at: 0.17).cardTop + 20), time: 0.17)
        try Self.check("carddemo-tap-reversal", Self.record("carddemo-tap-reversal", sheet, events: [first, second]))
    }
}
