import Testing
@testable import CardCommands
import CardEngine

/// The trace format `cardc simulate --trace` reads (docs/runtime.md, "Traces").
@Suite struct SimulationTraceTests {
    func parse(_ text: String) throws -> SimulationTrace {
        try SimulationTrace.parse(Array(text.utf8))
    }

    func problem(_ text: String) -> String? {
        do { _ = try parse(text); return nil } catch { return (error as? SimulationTrace.Problem)?.message }
    }

    @Test func everyEventTypeReadsAsDocumented() throws {
        let trace = try parse("""
        {"events": [
          {"time": 0, "type": "pan", "phase": "began", "x": 187, "y": 600},
          {"time": 0.1, "type": "pan", "phase": "changed", "tx": 0, "ty": -120, "vx": 1, "vy": -900, "source": "content"},
          {"time": 0.2, "type": "tap", "x": 10, "y": 20},
          {"time": 0.3, "type": "contentOffset", "offset": 42.5},
          {"time": 0.4, "type": "container", "width": 667, "height": 375, "keyboard": 100, "scale": 2},
          {"time": 0.5, "type": "move", "state": "open", "animated": false}
        ]}
        """)
        #expect(trace.steps == [
            .event(.pan(PanEvent(.began, location: CardVector(x: 187, y: 600), time: 0))),
            .event(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: -120), velocity: CardVector(x: 1, y: -900), time: 0.1, source: .content))),
            .event(.tap(location: CardVector(x: 10, y: 20), time: 0.2)),
            .event(.contentOffset(42.5, time: 0.3)),
            .event(.container(CardContainer(width: 667, height: 375, keyboardInset: 100, scale: 2), time: 0.4)),
            .move(state: "open", animated: false, time: 0.5),
        ])
    }

    @Test func badTracesAreRefusedWithTheEventNamed() {
        #expect(problem("not json") == "the trace is not JSON")
        expectEqual(problem("{}"), "the trace has no \"events\" list")
        #expect(problem(#"{"events": [{"type": "tap"}]}"#)?.hasPrefix("event 1:") == true)
        #expect(problem(#"{"events": [{"time": 0, "type": "tap"}, {"time": 1, "type": "swipe"}]}"#)?.hasPrefix("event 2: \"type\" is one of") == true)
        #expect(problem(#"{"events": [{"time": 0, "type": "pan", "phase": "moved"}]}"#)?.contains("began, changed, ended, cancelled") == true)
        #expect(problem(#"{"events": [{"time": 0, "type": "pan", "phase": "began", "source": "x"}]}"#)?.contains("card, content") == true)
        expectEqual(problem(#"{"events": [{"time": 0, "type": "move"}]}"#), "event 1: a move needs \"state\"")
        #expect(problem(#"{"events": [{"time": 1e999, "type": "tap"}]}"#) != nil)
        #expect(problem(#"{"events": [{"time": 0, "type": "tap", "x": "left"}]}"#)?.hasPrefix("event 1:") == true)
    }

    /// At the limit a trace is read; one event over it, it is refused before any event is
    /// decoded (the first one here is invalid, yet the count is what is reported). The limit is
    /// injected small; the command's is the documented constant
    /// (`SimulateCommandTests.theLimitsAreTheDocumentedConstants`).
    @Test func aTraceHasABoundedNumberOfEvents() throws {
        func trace(_ events: [String]) -> [UInt8] { Array(("{\"events\": [" + events.joined(separator: ",") + "]}").utf8) }
        let event = #"{"time": 0, "type": "tap"}"#
        expectEqual(try SimulationTrace.parse(trace(Array(repeating: event, count: 5)), maxEvents: 5).steps.count, 5)
        let over = trace([#"{"type": "swipe"}"#] + Array(repeating: event, count: 5))
        #expect(throws: SimulationTrace.Problem(message: "the trace has 6 events; at most 5 are replayed")) {
            try SimulationTrace.parse(over, maxEvents: 5)
        }
        // Under the limit the same trace is refused for its first event.
        #expect(problem(String(decoding: over, as: UTF8.self))?.hasPrefix("event 1:") == true)
        // CI's deep run also reaches the documented limit itself, through `parse`'s default.
        if TestSupport.isDeepRun {
            let many = trace(Array(repeating: event, count: SimulationTrace.maxEvents + 1))
            #expect(throws: SimulationTrace.Problem(message: "the trace has \(SimulationTrace.maxEvents + 1) events; at most \(SimulationTrace.maxEvents) are replayed")) {
                try SimulationTrace.parse(many)
            }
        }
    }

    @Test func numbersPrintShortAndWhole() {
        expectEqual(Simulation.number(291.15000000000003), "291.15")
        expectEqual(Simulation.number(-0.0001), "0")
        expectEqual(Simulation.number(12), "12")
        expectEqual(Simulation.number(0.016666), "0.017")
        expectEqual(Simulation.number(.nan), "0")
    }

    @Test func dragNumbersParse() {
        expectEqual(SimulateCommand.numbers("200"), [200])
        expectEqual(SimulateCommand.numbers("-120,40"), [-120, 40])
        expectEqual(SimulateCommand.numbers(" 1 , 2 "), [1, 2])
        expectEqual(SimulateCommand.numbers(""), [])
        expectEqual(SimulateCommand.numbers("1,2,3"), nil)
        expectEqual(SimulateCommand.numbers("inf"), nil)
        expectEqual(SimulateCommand.numbers("x"), nil)
    }
}
