import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardSupport
import CardEngine
import CardTestSupport

/// `cardc simulate` end to end in process: the examples replayed, its refusals, and its bounds
/// (docs/runtime.md, "cardc simulate").
@Suite struct SimulateCommandTests {
    static let examples = TestSupport.packageRoot.appendingPathComponent("examples").path

    func run(_ spec: String, device: String? = "iphone-se", orientation: DeviceOrientation = .portrait, card: String? = nil, from: String? = nil,
             _ gesture: SimulateCommand.Gesture, fps: Double = 60, format: SimulateCommand.Format = .text) -> RunOutput {
        SimulateCommand(options: .init(spec: spec, device: device, orientation: orientation, card: card, from: from, gesture: gesture,
                                       fps: fps, format: format)).run()
    }

    func example(_ name: String) -> String { Self.examples + "/" + name }

    /// The JSON output's settled state and its frames as column → value.
    func frames(_ output: RunOutput) throws -> (settled: String, complete: Bool, frames: [[String: Double]]) {
        let json = try #require(JSONValue.parse(Array(output.standardOutput.utf8)))
        let frames = try #require(json["frames"]?.array).map { frame -> [String: Double] in
            guard case .object(let members) = frame else { return [:] }
            return Dictionary(members.map { ($0.0, $0.1.number ?? .nan) }, uniquingKeysWith: { a, _ in a })
        }
        guard case .bool(let complete)? = json["complete"] else { throw CancellationError() }
        return (try #require(json["settled"]?.string), complete, frames)
    }

    /// Issue 25, item 4: Glide on iphone-se from `closed` (80 pt), the finger taken up to 500 pt
    /// and flicked up: the card settles at `compressed`. While dragged it is never shown farther
    /// above it than the rubber band's give for the finger's overshoot; let go there, it carries
    /// on at the band's slope of the finger's speed, which a damping-1 spring stops within
    /// v/(e·ω) (docs/runtime.md, "Rubber band"); it comes to rest at `compressed` exactly.
    /// FilterSheet is dismissable (`dismissal: { state: dismissed, distance: 80 }`): a drag 90 pt
    /// down from peek (96 pt) settles in `dismissed`, the card's top running to the screen's
    /// bottom; 70 pt springs back to peek.
    @Test func aDragPastTheDismissalDistanceDismissesTheSheet() throws {
        let filter = example("more/kiosk-sheets.card.yaml")
        let output = run(filter, card: "FilterSheet", from: "peek", .drag(distance: [-90], velocity: [0]), format: .json)
        expectEqual(output.exitCode, 0)
        let (settled, complete, frames) = try frames(output)
        expectEqual(settled, "dismissed")
        #expect(complete)
        expectEqual(frames.last?["height"], 0)
        expectEqual(frames.last?["top"], 667)
        let short = run(filter, card: "FilterSheet", from: "peek", .drag(distance: [-70], velocity: [0]), format: .json)
        expectEqual(try self.frames(short).settled, "peek")
    }

    @Test func glideFlickedFromFarAboveItsSpanFallsOnlyTheBandsGive() throws {
        for (distance, velocity) in [(420.0, 900.0), (480.0, 700.0)] {
            let output = run(example("glide.card.yaml"), from: "closed", .drag(distance: [distance], velocity: [velocity]), format: .json)
            expectEqual(output.exitCode, 0)
            let (settled, complete, frames) = try frames(output)
            expectEqual(settled, "compressed")
            #expect(complete)
            let compressed = 0.45 * (667 - 20)
            let give = RubberBand(dimension: 667).give(overshoot: 80 + distance - compressed)
            let highest = frames.compactMap { $0["height"] }.max() ?? .nan
            let liftSpeed = try #require(frames.first?["velocity"])
            #expect(abs(liftSpeed - RubberBand(dimension: 667).slope(overshoot: 80 + distance - compressed) * velocity) < 0.001)
            let omega = SpringParameters(response: 0.8, dampingRatio: 1).angularFrequency
            #expect(highest <= compressed + give + liftSpeed / (exp(1) * omega) + 0.001)
            #expect(highest < compressed + 150)
            #expect(abs((frames.first?["height"] ?? 0) - (compressed + give)) < 0.001)
            #expect(frames.last?["height"] == 291.15)
            #expect(frames.last?["velocity"] == 0)
        }
    }

    @Test func textOutputStartsWithTheSettledStateAndAHeader() {
        let output = run(example("card-demo.card.yaml"), device: "iphone-15", .tap)
        let lines = output.standardOutput.split(separator: "\n")
        expectEqual(output.exitCode, 0)
        expectEqual(lines.first, "settled: expanded")
        #expect(lines.dropFirst().first?.split(separator: " ") == ["t", "height", "velocity", "dimAlpha", "top"])
        // Frames at 1/60 s from the lift (here the tap) until the card rests at 600 pt.
        #expect(lines.dropFirst(2).first?.split(separator: " ").first == "0")
        #expect(lines.last?.split(separator: " ").dropFirst().first == "600")
    }

    @Test func framesAt60And120HertzAgreeAtSharedInstants() throws {
        let gesture = SimulateCommand.Gesture.drag(distance: [150], velocity: [400])
        let at60 = try frames(run(example("glide.card.yaml"), from: "closed", gesture, fps: 60, format: .json)).frames
        let at120 = try frames(run(example("glide.card.yaml"), from: "closed", gesture, fps: 120, format: .json)).frames
        #expect(at60.count > 10)
        for (i, frame) in at60.enumerated() where 2 * i < at120.count {
            expectEqual(frame["height"], at120[2 * i]["height"])
        }
    }

    @Test func everyKindSimulates() throws {
        let cases: [(String, SimulateCommand.Gesture, String)] = [
            ("swipe-deck.card.yaml", .drag(distance: [260, 0], velocity: [300, 0]), "right"),
            ("swipe-deck.card.yaml", .drag(distance: [40, 0], velocity: [0, 0]), "center"),
            ("cards-stack.card.yaml", .drag(distance: [150], velocity: [0]), "expanded"),
            ("cards-stack.card.yaml", .drag(distance: [10], velocity: [0]), "collapsed"),
            ("paging-carousel.card.yaml", .drag(distance: [0, 150], velocity: [0, 300]), "expanded"),
        ]
        for (file, gesture, settled) in cases {
            let output = run(example(file), device: "iphone-15", gesture, format: .json)
            #expect(output.exitCode == 0, "\(file)")
            let result = try frames(output)
            #expect(result.settled == settled, "\(file) \(gesture)")
            #expect(result.complete, "\(file)")
        }
    }

    @Test func refusalsSayWhyWithStatus2() throws {
        let glide = example("glide.card.yaml")
        let unknownDevice = run(glide, device: "pixel", .tap)
        expectEqual(unknownDevice.exitCode, 2)
        #expect(unknownDevice.standardError.hasPrefix("cardc: error: unknown device 'pixel'"))
        #expect(run(glide, from: "opened", .tap).standardError.contains("'opened' is not a state of GlideCard; did you mean 'open'? --from takes one of closed, compressed or open"))
        expectEqual(run(example("swipe-deck.card.yaml"), .tap).exitCode, 2)
        #expect(run(glide, .drag(distance: [1, 2], velocity: [])).standardError.contains("one number"))
        #expect(run(example("swipe-deck.card.yaml"), .drag(distance: [1], velocity: [])).standardError.contains("DX,DY"))
        expectEqual(run(glide, .tap, fps: 0).exitCode, 2)
        let multi = example("more/kiosk-sheets.card.yaml")
        #expect(run(multi, .tap).standardError.contains("name one with --card"))
        let missingTrace = run(glide, .trace(path: "/nonexistent/trace.json"))
        #expect(missingTrace.exitCode == 2 && missingTrace.standardError.contains("cannot read the trace"))
    }

    /// Issue 36, item 6: a misspelt `--device`, `--from` or `--card` gets the did-you-mean lint
    /// offers for the same slip in a spec, and every choice in one sentence; exit 2 (a usage error).
    @Test func misspeltChoicesGetADidYouMeanAndEveryChoiceInOneSentence() {
        let glide = example("glide.card.yaml")
        let device = run(glide, device: "iphone15", .tap)
        expectEqual(device.exitCode, 2)
        expectEqual(device.standardError, "cardc: error: unknown device 'iphone15'; did you mean 'iphone-15'? "
                     + "--device takes one of iphone-se, iphone-15, iphone-15-pro-max or ipad-11\n")
        let state = run(glide, from: "opn", .tap)
        expectEqual(state.exitCode, 2)
        expectEqual(state.standardError, "cardc: error: 'opn' is not a state of GlideCard; did you mean 'open'? --from takes one of closed, compressed or open\n")
        let multi = example("more/kiosk-sheets.card.yaml")
        let card = run(multi, card: "FiltreSheet", .tap)
        expectEqual(card.exitCode, 2)
        #expect(card.standardError.hasPrefix("cardc: error: no card 'FiltreSheet' in \(multi); did you mean 'FilterSheet'? --card takes one of NowPlayingSheet"),
                "\(card.standardError)")
        #expect(card.standardError.hasSuffix(" or FilterSheet\n"), "\(card.standardError)")
        // Nothing near: no did-you-mean, the choices still.
        expectEqual(run(glide, device: "pixel", .tap).standardError,
                    "cardc: error: unknown device 'pixel'; --device takes one of iphone-se, iphone-15, iphone-15-pro-max or ipad-11\n")
        expectEqual(run(multi, .tap).standardError.hasSuffix("cards; name one with --card: one of NowPlayingSheet or FilterSheet\n"), true)
    }

    /// Issue 36, item 7: without `--device` the spec's first device is simulated, and standard
    /// error says which (standard output is the trace alone, as with `--device`); a spec that
    /// names no devices takes the first default one.
    @Test func withoutADeviceTheSpecsFirstIsSimulatedAndNamed() {
        let glide = example("glide.card.yaml")
        let chosen = run(glide, device: nil, from: "closed", .drag(distance: [120], velocity: [0]))
        let named = run(glide, device: "iphone-se", from: "closed", .drag(distance: [120], velocity: [0]))
        expectEqual(chosen.exitCode, 0)
        expectEqual(chosen.standardOutput, named.standardOutput)
        expectEqual(named.standardError, "")
        expectEqual(chosen.standardError, "cardc: note: simulating on iphone-se, the first of the spec's devices; --device chooses another\n")
        let demo = example("card-demo.card.yaml")
        let unnamed = run(demo, device: nil, .tap)
        expectEqual(unnamed.exitCode, 0)
        expectEqual(unnamed.standardOutput, run(demo, device: DeviceProfile.defaults[0].name, .tap).standardOutput)
        #expect(unnamed.standardError.hasPrefix("cardc: note: simulating on \(DeviceProfile.defaults[0].name), the first of the default devices"),
                "\(unnamed.standardError)")
    }

    /// Issue 35: the Maps-style example (`release: projected`) on iphone-15, through `cardc
    /// simulate`: the issue's releases settle where the release function says, and a 500 pt drag
    /// from peek shows the card at 620 pt at the lift (the card follows the finger past half).
    @Test func theMapsSheetCarriesMomentumAcrossStates() throws {
        let maps = example("maps-sheet.card.yaml")
        for (from, distance, velocity, expected) in [("peek", 150.0, 3000.0, "full"), ("peek", 500, 0, "full"), ("peek", 300, 0, "half"),
                                                     ("full", -50, -3000, "peek"), ("peek", 30, 0, "peek")] {
            let output = run(maps, device: "iphone-15", from: from, .drag(distance: [distance], velocity: [velocity]), format: .json)
            expectEqual(output.exitCode, 0)
            let (settled, complete, frames) = try frames(output)
            #expect(complete)
            expectEqual(settled, expected)
            if distance == 500 { #expect(abs((frames.first?["height"] ?? 0) - 620) < 1e-9, "\(frames.first ?? [:])") }
        }
        // Glide (no `release`) moves one state: a 150 pt drag from closed flicked up at 3,000 pt/s.
        let (glide, _, _) = try frames(run(example("glide.card.yaml"), device: "iphone-15", from: "closed",
                                           .drag(distance: [150], velocity: [3000]), format: .json))
        expectEqual(glide, "compressed")
    }

    /// Issue 35: a stack with `thresholds.velocity: 800`, 21 pt up then flicked down at 5,000
    /// pt/s, stays collapsed through `cardc simulate`; without the key it expands (the travel).
    @Test func aStackFlickedDownAfterADragUpStaysCollapsed() throws {
        let folder = try TestSupport.temporaryDirectory()
        let stack = "version: 1\nname: Flicked\nkind: stack\ncardHeight: 200\noffset: 40\nheight: { collapsed: 200, expanded: 500 }\n"
        for (thresholds, expected) in [("thresholds: { upward: 20, downward: 20, velocity: 800 }\n", "collapsed"), ("", "expanded")] {
            let path = folder + "/stack\(expected).card.yaml"
            try (stack + thresholds).write(toFile: path, atomically: true, encoding: .utf8)
            let output = run(path, from: "collapsed", .drag(distance: [21], velocity: [-5000]), format: .json)
            expectEqual(output.exitCode, 0)
            expectEqual(try frames(output).settled, expected)
        }
    }

    @Test func aSpecWithErrorsIsNotSimulated() throws {
        let directory = try TestSupport.temporaryDirectory()
        let path = directory + "/bad.card.yaml"
        try (TestSupport.minimalSheet + "\ninitial: nowhere\n").write(toFile: path, atomically: true, encoding: .utf8)
        let output = run(path, .tap)
        expectEqual(output.exitCode, 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("[invalid-reference]") || output.standardError.contains("error:"))
        #expect(output.standardError.hasSuffix("cardc: not simulated: the spec has errors\n"))
    }

    @Test func aTraceReplaysEventsAndMoves() throws {
        let directory = try TestSupport.temporaryDirectory()
        let trace = directory + "/trace.json"
        // Glide on iphone-se: grab the header at closed (80 pt showing: top at 587), drag up
        // 250 pt, release slowly; then a programmatic move to open.
        try """
        {"events": [
          {"time": 0, "type": "pan", "phase": "began", "x": 187, "y": 600},
          {"time": 0.1, "type": "pan", "phase": "changed", "x": 187, "y": 350, "ty": -250, "vy": -100},
          {"time": 0.2, "type": "pan", "phase": "ended", "x": 187, "y": 350, "ty": -250, "vy": -100},
          {"time": 2.5, "type": "move", "state": "open"}
        ]}
        """.write(toFile: trace, atomically: true, encoding: .utf8)
        let result = try frames(run(example("glide.card.yaml"), .trace(path: trace), format: .json))
        expectEqual(result.settled, "open")
        #expect(result.complete)
        let at = { (t: Double) in result.frames.first { abs(($0["t"] ?? -1) - t) < 1e-6 }?["height"] }
        expectEqual(at(0), 80)
        expectEqual(at(2.4), 291.15)       // the release settled at compressed before the move
        #expect(result.frames.last?["height"] == 582.3)

        try #"{"events": [{"time": 0, "type": "move", "state": "nowhere"}]}"#.write(toFile: trace, atomically: true, encoding: .utf8)
        let bad = run(example("glide.card.yaml"), .trace(path: trace))
        #expect(bad.exitCode == 2 && bad.standardError.contains("'nowhere', which is not a state of GlideCard"))
    }

    /// A spring that takes 100,000 s to rest stops at the frame limit, injected small here (the
    /// command's own is the documented constant: below), with `"complete": false` and a note.
    @Test func aSpringThatNeverRestsInTimeStopsAtTheFrameLimit() throws {
        let directory = try TestSupport.temporaryDirectory()
        let path = directory + "/slow.card.yaml"
        try (TestSupport.minimalSheet + "\nheader: { height: 40, tap: toggle }\nanimation: { duration: 100000 }\n").write(toFile: path, atomically: true, encoding: .utf8)
        var options = SimulateCommand.Options(spec: path, device: "iphone-se", gesture: .tap, format: .json)
        options.maxFrames = 50
        let output = SimulateCommand(options: options).run()
        expectEqual(output.exitCode, 0)
        let result = try frames(output)
        #expect(!result.complete)
        expectEqual(result.frames.count, 50)
        #expect(output.standardError.contains("had not come to rest after 50 frames"))
        // CI's deep run also runs to the documented limit itself, with the command's defaults.
        if TestSupport.isDeepRun {
            let full = SimulateCommand(options: SimulateCommand.Options(spec: path, device: "iphone-se", gesture: .tap, format: .json)).run()
            let fullResult = try frames(full)
            #expect(!fullResult.complete)
            expectEqual(fullResult.frames.count, SimulateCommand.maxFrames)
            #expect(full.standardError.contains("had not come to rest after \(SimulateCommand.maxFrames) frames"))
        }
    }

    /// A trace over the command's event limit (injected small) is refused with exit 2.
    @Test func aTraceOverTheEventLimitIsRefused() throws {
        let trace = try TestSupport.temporaryDirectory() + "/t.json"
        try #"{"events": [{"time": 0, "type": "tap"}, {"time": 1, "type": "tap"}, {"time": 2, "type": "tap"}]}"#.write(toFile: trace, atomically: true, encoding: .utf8)
        var options = SimulateCommand.Options(spec: example("glide.card.yaml"), device: "iphone-se", gesture: .trace(path: trace))
        options.maxTraceEvents = 2
        let refused = SimulateCommand(options: options).run()
        expectEqual(refused.exitCode, 2)
        #expect(refused.standardError.contains("the trace has more than 2 events; at most 2 are replayed"))
        options.maxTraceEvents = 3
        expectEqual(SimulateCommand(options: options).run().exitCode, 0)
        // Issue 33, item 10: bytes too. A trace past --max-file-size (injected small) is refused
        // as too large; it was read cut short at the limit and reported as not JSON.
        let spec = try FileSystem.read(example("glide.card.yaml")).count
        try (#"{"events": [{"time": 0, "type": "tap"}]}"# + String(repeating: " ", count: spec)).write(toFile: trace, atomically: true, encoding: .utf8)
        options.limits.maxFileSize = spec
        let large = SimulateCommand(options: options).run()
        expectEqual(large.exitCode, 2)
        #expect(large.standardError.hasSuffix("t.json: the trace is larger than the limit of \(spec) bytes (--max-file-size)\n"), "\(large.standardError)")
    }

    /// Writes `text` to a new file and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        let path = try TestSupport.temporaryDirectory() + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every number of a JSON output is finite and the text holds no `inf` (it parses: `frames`).
    func expectAllFinite(_ output: RunOutput, _ what: String) throws {
        #expect(output.exitCode == 0, "\(what): \(output.standardError)")
        #expect(!output.standardOutput.contains("inf") && !output.standardOutput.contains("nan"), "\(what)")
        let result = try frames(output)
        #expect(!result.frames.isEmpty, "\(what)")
        #expect(result.frames.allSatisfy { $0.values.allSatisfy(\.isFinite) }, "\(what)")
    }

    /// Issue 33, item 8: values above about 1.8e305 printed `inf` (JSON cannot hold it) with exit
    /// 0, and a sheet's spring over a 1e308 pt container was itself infinite. A 1e308 container,
    /// a stack thrown at 1e308 pt/s and a custom device 2e305 tall print finite numbers (the
    /// engine takes a container's lengths up to `CardContainer.maxLength`); a trace time of
    /// 1e306 is refused (exit 2).
    @Test func hugeValuesPrintFiniteNumbersOrAreRefused() throws {
        let container = try file("container.json", #"""
        {"events": [{"time": 0, "type": "container", "width": 1e308, "height": 1e308, "safeAreaBottom": 1e308},
                    {"time": 0.1, "type": "move", "state": "open"}]}
        """#)
        try expectAllFinite(run(example("glide.card.yaml"), .trace(path: container), format: .json), "1e308 container")
        try expectAllFinite(run(example("cards-stack.card.yaml"), device: "iphone-15", .drag(distance: [150], velocity: [1e308]), format: .json),
                            "stack at 1e308 pt/s")
        try expectAllFinite(run(example("cards-stack.card.yaml"), device: "iphone-15", .drag(distance: [150], velocity: [-1e308]), format: .json),
                            "stack at -1e308 pt/s")
        let tall = try file("tall.card.yaml", TestSupport.minimalSheet + """

            devices:
              - { name: tower, width: 400, height: 2e305, safeArea: { top: 0, bottom: 0 } }
            header: { height: 40, tap: toggle }
            """)
        for gesture in [SimulateCommand.Gesture.tap, .drag(distance: [1e305], velocity: [0])] {
            let output = run(tall, device: "tower", gesture, format: .json)
            try expectAllFinite(output, "2e305 tall device")
            // The screen is taken 1e9 pt tall: `high` (50%) rests with its top 5e8 pt down.
            let result = try frames(output)
            #expect(result.complete)
            expectEqual(result.settled, "high")
            expectEqual(result.frames.last?["top"], CardContainer.maxLength / 2)
            let text = run(tall, device: "tower", gesture)
            #expect(text.exitCode == 0 && !text.standardOutput.contains("inf"))
        }
        let late = try file("late.json", #"{"events": [{"time": 1e306, "type": "move", "state": "open"}]}"#)
        let refused = run(example("glide.card.yaml"), .trace(path: late), format: .json)
        expectEqual(refused.exitCode, 2)
        #expect(refused.standardOutput.isEmpty)
        #expect(refused.standardError.contains("event 1: \"time\" must be a number of seconds within ±1000000000000"))
    }

    /// Issue 33, item 13: `--reduce-motion` and a trace's `"reduceMotion": true` replay what
    /// docs/runtime.md says Reduce Motion does: no spring (the card is at its target in the
    /// first frame, and rests there), no rubber band (a drag stops hard at the span's end).
    @Test func reduceMotionReplaysAsDocumented() throws {
        let glide = example("glide.card.yaml")
        let drag = SimulateCommand.Gesture.drag(distance: [150], velocity: [400])
        func reduced(_ spec: String, _ gesture: SimulateCommand.Gesture, from: String? = nil, device: String = "iphone-se") -> RunOutput {
            SimulateCommand(options: .init(spec: spec, device: device, from: from, gesture: gesture, format: .json, reduceMotion: true)).run()
        }
        let full = try frames(run(glide, from: "closed", drag, format: .json))
        let still = try frames(reduced(glide, drag, from: "closed"))
        expectEqual(full.settled, still.settled)
        #expect(full.frames.count > 10)
        expectEqual(still.frames.count, 1)
        expectEqual(still.frames.first?["height"], 291.15)
        expectEqual(still.frames.first?["velocity"], 0)
        #expect(full.frames.first?["height"] != 291.15)

        // A finger held 600 pt above `closed`: banded past `compressed` in full motion, stopped
        // there under Reduce Motion; the trace's field does what the flag does.
        let events = #"""
          {"time": 0, "type": "pan", "phase": "began", "x": 187, "y": 620},
          {"time": 0.1, "type": "pan", "phase": "changed", "x": 187, "y": 20, "ty": -600},
          {"time": 0.5, "type": "pan", "phase": "ended", "x": 187, "y": 20, "ty": -600}
        """#
        let plain = try file("held.json", "{\"events\": [" + events + "]}")
        let marked = try file("held-reduced.json", "{\"reduceMotion\": true, \"events\": [" + events + "]}")
        let banded = try frames(run(glide, .trace(path: plain), format: .json))
        let stopped = try frames(reduced(glide, .trace(path: plain)))
        let byField = run(glide, .trace(path: marked), format: .json)
        expectEqual(byField.standardOutput, reduced(glide, .trace(path: plain)).standardOutput)
        let heldFull = try #require(banded.frames.first { $0["t"] == 0.25 }?["height"])
        let heldReduced = try #require(stopped.frames.first { $0["t"] == 0.25 }?["height"])
        #expect(heldFull > 291.15 + 10)
        expectEqual(heldReduced, 291.15)

        // A deck under Reduce Motion: no rotation, the committed card gone at once.
        let deck = try frames(reduced(example("swipe-deck.card.yaml"), .drag(distance: [260, 0], velocity: [300, 0]), device: "iphone-15"))
        expectEqual(deck.settled, "right")
        #expect(deck.frames.allSatisfy { $0["rotation"] == 0 })
        let thrown = try frames(run(example("swipe-deck.card.yaml"), device: "iphone-15", .drag(distance: [260, 0], velocity: [300, 0]), format: .json))
        #expect(thrown.frames.contains { ($0["rotation"] ?? 0) != 0 })
    }

    /// Issue 33, item 12: a deck has no state to start from (its state is the last swipe's
    /// outcome and its cards always start at the centre): `--from` is refused, not ignored.
    @Test func fromOnADeckIsRefused() {
        for state in ["center", "right"] {
            let output = run(example("swipe-deck.card.yaml"), device: "iphone-15", from: state, .drag(distance: [40, 0], velocity: [0, 0]))
            expectEqual(output.exitCode, 2)
            #expect(output.standardOutput.isEmpty)
            #expect(output.standardError.hasPrefix("cardc: error: --from does not apply to a deck"), "\(output.standardError)")
        }
    }

    /// Issue 33, item 12: a header taller than the card shows. The finger went down at the
    /// header's middle, below the card's visible part and the screen, so a drag and a tap did
    /// nothing; it now goes down in the middle of the part of the header that shows.
    @Test func aHeaderTallerThanTheVisibleCardIsGrabbedWhereItShows() throws {
        let spec = try file("tall-header.card.yaml", """
            version: 1
            name: TallHeader
            kind: sheet
            header: { height: 200, tap: toggle }
            segments:
              - { name: low, height: 60 }
              - { name: high, height: 50% }
            """)
        let dragged = try frames(run(spec, from: "low", .drag(distance: [200], velocity: [0]), format: .json))
        expectEqual(dragged.settled, "high")
        expectEqual(dragged.frames.first?["height"], 260)
        let tapped = try frames(run(spec, from: "low", .tap, format: .json))
        expectEqual(tapped.settled, "high")
        #expect((tapped.frames.last?["height"] ?? 0) > 300)
    }

    /// Issue 33, item 12: a trace's events are applied in time order (equal times as written),
    /// and its frames run on the trace's own clock from its earliest event, wherever that event
    /// is written (it was the first one written).
    @Test func aTraceRunsFromItsEarliestEventInTimeOrder() throws {
        let trace = try file("unordered.json", #"""
        {"events": [
          {"time": 12.5, "type": "move", "state": "open"},
          {"time": 10.2, "type": "pan", "phase": "ended", "x": 187, "y": 350, "ty": -250, "vy": -100},
          {"time": 10, "type": "pan", "phase": "began", "x": 187, "y": 600},
          {"time": 10.1, "type": "pan", "phase": "changed", "x": 187, "y": 350, "ty": -250, "vy": -100}
        ]}
        """#)
        let result = try frames(run(example("glide.card.yaml"), .trace(path: trace), format: .json))
        expectEqual(result.frames.first?["t"], 10)
        expectEqual(result.frames.first?["height"], 80)
        expectEqual(result.frames.first { $0["t"] == 12.4 }?["height"], 291.15)
        expectEqual(result.settled, "open")
    }

    /// Issue 33, item 12: what the deck's columns hold when a card is not drawn. Card 1 gone
    /// stays at the end of its exit path (x did drop back to 0); card 2 waiting behind a
    /// `visible: 1` deck sits at the depth it enters from (`nextY` was 0, the top's place).
    @Test func deckColumnsHoldWhereAnUndrawnCardIs() throws {
        let deck = example("swipe-deck.card.yaml")
        let gone = try frames(run(deck, device: "iphone-15", .drag(distance: [260, 0], velocity: [300, 0]), format: .json))
        expectEqual(gone.settled, "right")
        let xs = gone.frames.compactMap { $0["x"] }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }, "x never jumps back")
        // The exit's end: D = max(200, 300 × 0.2, 195 + r − 260) past the release point.
        #expect((xs.last ?? 0) >= 260 + 200)
        #expect((gone.frames.last?["rotation"] ?? 0) > 0)

        let single = try file("single.card.yaml", try String(contentsOfFile: deck, encoding: .utf8).replacingOccurrences(of: "visible: 3", with: "visible: 1"))
        let back = try frames(run(single, device: "iphone-15", .drag(distance: [40, 0], velocity: [0, 0]), format: .json))
        expectEqual(back.settled, "center")
        #expect(back.frames.allSatisfy { $0["nextY"] == 10 }, "card 2 waits at depth 1 (10 pt down)")
        let moved = try frames(run(single, device: "iphone-15", .drag(distance: [260, 0], velocity: [300, 0]), format: .json))
        expectEqual(moved.frames.first?["nextY"], 10)
        expectEqual(moved.frames.last?["nextY"], 0)
    }

    /// A deck whose `exit.duration` is under a millisecond: card 1 is gone at the lift, and its
    /// columns hold the end of its exit path, off the screen, as with the example's 0.2 s (they
    /// held the release point, on the screen).
    @Test func anInstantExitEndsOffTheScreen() throws {
        let text = try String(contentsOfFile: example("swipe-deck.card.yaml"), encoding: .utf8)
        let instant = try file("instant.card.yaml", text.replacingOccurrences(of: "duration: 0.2 }", with: "duration: 0.0005 }"))
        let gesture = SimulateCommand.Gesture.drag(distance: [260, 0], velocity: [300, 0])
        let now = try frames(run(instant, device: "iphone-15", gesture, format: .json))
        let timed = try frames(run(example("swipe-deck.card.yaml"), device: "iphone-15", gesture, format: .json))
        expectEqual(now.settled, "right")
        let end = try #require(timed.frames.last)
        for frame in now.frames {
            expectEqual(frame["x"], end["x"])
            expectEqual(frame["y"], -75)
            expectEqual(frame["rotation"], end["rotation"])
        }
        #expect((end["x"] ?? 0) >= 260 + 200)
    }

    /// A header tap from a state 1e308 pt high (lint's errors suppressed): the spring runs in
    /// finite numbers from 1e308 down to `closed`, never overshooting (damping 1 from rest), and
    /// rests there exactly (every frame showed height 0 and top 0, then jumped to 80). With
    /// damping 3 (and a shorter response, so that it rests within the 20,000 frames) the same.
    @Test func aTapFromAHugeHeightSpringsDownInFiniteSteps() throws {
        let glide = try String(contentsOfFile: example("glide.card.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "  - { name: open, height: 90% }",
                                  with: "  # cardc:disable-next-line segment-bounds unreachable-state\n  - { name: open, height: 1e308 }")
        for animation in ["{ duration: 0.8, damping: 1.0 }", "{ duration: 0.3, damping: 3 }"] {
            let spec = try file("huge.card.yaml", glide.replacingOccurrences(of: "{ duration: 0.8, damping: 1.0 }", with: animation))
            let output = run(spec, from: "open", .tap, format: .json)
            expectEqual(output.exitCode, 0)
            let result = try frames(output)
            expectEqual(result.settled, "closed")
            #expect(result.complete, "\(animation)")
            let heights = result.frames.compactMap { $0["height"] }
            expectEqual(heights.first, 1e308)
            #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 }, "\(animation): the height goes down only")
            expectEqual(heights.last, 80)
            expectEqual(result.frames.last?["top"], 667 - 80)
            expectEqual(result.frames.last?["velocity"], 0)
            #expect(result.frames.allSatisfy { $0.values.allSatisfy(\.isFinite) }, "\(animation)")
        }
    }

    /// Issue 33, item 12: the carousel's `page` column is the page it rests on or is heading
    /// to, from the lift on; `x`…`height` are that page's card.
    @Test func theCarouselPageColumnIsThePageItIsHeadingTo() throws {
        let carousel = example("paging-carousel.card.yaml")
        let paged = try frames(run(carousel, device: "iphone-15", .drag(distance: [-200, 0], velocity: [-300, 0]), format: .json))
        #expect(paged.frames.allSatisfy { $0["page"] == 2 })
        let stayed = try frames(run(carousel, device: "iphone-15", .drag(distance: [-20, 0], velocity: [0, 0]), format: .json))
        #expect(stayed.frames.allSatisfy { $0["page"] == 1 })
        // The card of page 2 ends where page 1's card was: the collapsed frame.
        expectEqual(paged.frames.last?["x"], stayed.frames.last?["x"])
    }

    /// Issue 33, item 12: `peek` is checked, not laid out: two carousels that differ only in it
    /// replay alike (the layout shows min(leading, trailing) − spacing).
    @Test func thePeekKeyDoesNotMoveTheCarousel() throws {
        let text = try String(contentsOfFile: example("paging-carousel.card.yaml"), encoding: .utf8)
        let other = try file("peek.card.yaml", text.replacingOccurrences(of: "peek: 16", with: "peek: 40"))
        let gesture = SimulateCommand.Gesture.drag(distance: [-200, 0], velocity: [-300, 0])
        expectEqual(run(other, device: "iphone-15", gesture).standardOutput, run(example("paging-carousel.card.yaml"), device: "iphone-15", gesture).standardOutput)
    }

    /// The command's limits, unless a test injects smaller ones, are the constants
    /// docs/runtime.md states: 20,000 frames and 100,000 trace events.
    @Test func theLimitsAreTheDocumentedConstants() throws {
        let options = SimulateCommand.Options(spec: "s.card.yaml", device: "iphone-se", gesture: .tap)
        expectEqual(options.maxFrames, SimulateCommand.maxFrames)
        expectEqual(options.maxTraceEvents, SimulationTrace.maxEvents)
        let docs = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/runtime.md"), encoding: .utf8)
        let words = docs.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        func grouped(_ n: Int) -> String { n < 1000 ? "\(n)" : grouped(n / 1000) + "," + String(String(n % 1000 + 1000).dropFirst()) }
        #expect(words.contains("At most \(grouped(SimulateCommand.maxFrames)) frames are printed"))
        #expect(words.contains("of at most \(grouped(SimulationTrace.maxEvents)) events"))
        expectEqual(SimulateCommand.maxFrames, 20_000)
        expectEqual(SimulationTrace.maxEvents, 100_000)
        // Issue 33, items 8 and 10: the reading limits and the bounds on times and containers.
        let limits = SimulationTrace.limits(maxEvents: SimulationTrace.maxEvents)
        #expect(words.contains("an event holds at most the \(limits.maxFieldsPerEvent) fields above"))
        #expect(words.contains("at most \(limits.maxDepth) levels deep"))
        #expect(words.contains("at most (events + 1) × \(limits.maxFieldsPerEvent + 1) values"))
        #expect(words.contains("a string or number at most \(grouped(limits.maxTokenBytes)) bytes"))
        expectEqual(limits.maxValues, (SimulationTrace.maxEvents + 1) * (limits.maxFieldsPerEvent + 1))
        expectEqual(SimulationTrace.maxTime, 1e12)
        #expect(words.contains("within ±10¹² s"))
        expectEqual(CardContainer.maxLength, 1e9)
        #expect(words.contains("taken within 0…10⁹ pt (`CardContainer.maxLength`)"))
    }
}
