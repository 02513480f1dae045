import CardEngine
import CardSupport
import CardCommands
import CardModel
import CardReader
import CardReporters
import CardPipeline

/// `cardc simulate`: replays one gesture (or a recorded trace) through CardEngine's runtime on one
/// device and prints the state the card settles in and its frames from the lift until it rests
/// (docs/runtime.md, "cardc simulate"). The spec is linted first; one with errors is not
/// simulated (exit 1), as the runtime would not be given it.
public struct SimulateCommand: Sendable {
    public enum Gesture: Sendable, Equatable {
        /// The finger goes down on the card, moves by `distance` and lifts at `velocity`:
        /// one component (up positive) for sheets and stacks, two (right and up positive) for
        /// decks and carousels.
        case drag(distance: [Double], velocity: [Double])
        /// A tap on the card's header (sheets).
        case tap
        /// A recorded sequence of events (`SimulationTrace`).
        case trace(path: String)
    }

    public enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    public struct Options: Sendable {
        public var spec: String
        /// A device profile's name; nil: the spec's first device, said in a note (`defaultDeviceNote`).
        public var device: String?
        public var orientation: DeviceOrientation
        public var card: String?
        public var from: String?
        public var gesture: Gesture
        public var fps: Double
        public var format: Format
        public var limits: ReaderLimits
        public var configPath: String?
        /// Replay under Reduce Motion (`MotionMode.reduced`), as a trace's `reduceMotion` does.
        public var reduceMotion: Bool
        /// The limits a run stops or refuses at: the documented constants, smaller only in tests
        /// that reach them cheaply.
        package var maxFrames = SimulateCommand.maxFrames
        package var maxTraceEvents = SimulationTrace.maxEvents

        public init(spec: String, device: String? = nil, orientation: DeviceOrientation = .portrait, card: String? = nil, from: String? = nil,
                    gesture: Gesture, fps: Double = 60, format: Format = .text, limits: ReaderLimits = .default, configPath: String? = nil,
                    reduceMotion: Bool = false) {
            self.spec = spec
            self.device = device
            self.orientation = orientation
            self.card = card
            self.from = from
            self.gesture = gesture
            self.fps = fps
            self.format = format
            self.limits = limits
            self.configPath = configPath
            self.reduceMotion = reduceMotion
        }
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Frames per second accepted by `--fps`.
    package static let fpsRange = 1.0...1_000.0
    /// The most frames one run prints: a spring a spec makes very slow (`duration: 1e6`) would
    /// otherwise print for days. Past it the output says the card had not come to rest.
    package static let maxFrames = 20_000

    public func run() -> RunOutput {
        func failure(_ message: String) -> RunOutput {
            RunOutput(standardError: "cardc: error: \(message)\n", exitCode: ExitStatus.toolFailure)
        }
        guard options.fps.isFinite, Self.fpsRange.contains(options.fps) else {
            return failure("--fps must be between \(Int(Self.fpsRange.lowerBound)) and \(Int(Self.fpsRange.upperBound))")
        }
        let plan: LintPlan
        switch LintPlan.startWithFiles([options.spec], limits: options.limits, configPath: options.configPath, command: "simulate",
                                       nothing: "nothing was simulated") {
        case .success(let p): plan = p
        case .failure(let stopped): return stopped.output
        }
        guard plan.jobs.count == 1, case .file(let path) = plan.jobs[0].input else {
            return failure("simulate takes one spec file")
        }
        let bytes: [UInt8]
        do throws(FileSystem.Failure) { bytes = try FileSystem.read(path, limit: options.limits.maxFileSize) } catch {
            return failure("cannot read \(FileName.display(path)): \(error.reason)")
        }
        let result = plan.linters[plan.jobs[0].linter].lint(bytes, path: path)
        let diagnostics = plan.configurationDiagnostics + result.diagnostics
        if diagnostics.contains(where: { $0.severity == .error }) {
            return RunOutput(standardError: DiagnosticFormatter.render(Diagnostic.sortedForOutput(diagnostics), as: .text)
                                + "cardc: not simulated: the spec has errors\n",
                             exitCode: ExitStatus.inputErrors)
        }

        // The card.
        let specs = result.specs
        let spec: CardSpec
        if let name = options.card {
            guard let named = specs.first(where: { $0.name == name }) else {
                return failure(UnknownChoice.message("no card '\(name)' in \(path)", given: name, choices: specs.map(\.name), takes: "--card takes"))
            }
            spec = named
        } else {
            guard specs.count == 1, let only = specs.first else {
                return failure(specs.isEmpty ? "\(FileName.display(path)) holds no card"
                                             : FileName.display(path) + VisibleText.line(" holds \(specs.count) cards; name one with --card: \(NameSuggester.oneOf(specs.map(\.name)))"))
            }
            spec = only
        }

        // The device: the spec's own profile of that name, else a built-in one; none named, the
        // spec's first (its `devices`, else the configuration's or built-in defaults), said on
        // standard error so that standard output stays the trace alone.
        let device: DeviceProfile
        var notes = ""
        if let name = options.device {
            guard let found = spec.devices.first(where: { $0.name == name }) ?? DeviceProfile.builtIn(named: name) else {
                return failure(UnknownChoice.message("unknown device '\(name)'", given: name,
                                                     choices: UnknownChoice.unique(spec.devices.map(\.name) + DeviceProfile.builtIn.map(\.name)),
                                                     takes: "--device takes"))
            }
            device = found
        } else {
            guard let first = spec.devices.first else { return failure("\(VisibleText.line(spec.name)) has no device profile; name one with --device") }
            device = first
            notes += Self.defaultDeviceNote(first.name, named: spec.locations.contains("devices.0"))
        }
        let turned = device.turned(to: options.orientation)

        // The state the finger goes down in. A kind with none to choose (a deck) refuses --from
        // rather than ignoring it (`SimulatedCard.fromRefusal`; docs/runtime.md, "cardc simulate").
        let simulated = spec.kind.simulated
        if let reason = simulated.fromRefusal, let named = options.from {
            return failure("--from does not apply to a \(spec.kind.rawValue): \(reason) (got '\(VisibleText.line(named))')")
        }
        let from = options.from ?? spec.initialState
        guard let fromIndex = spec.stateNames.firstIndex(of: from) else {
            return failure(UnknownChoice.message("'\(from)' is not a state of \(spec.name)", given: from, choices: spec.stateNames, takes: "--from takes"))
        }

        let replay: SimulationReplay
        var reduceMotion = options.reduceMotion
        switch options.gesture {
        case .drag(let distance, let velocity):
            let axes = simulated.axes
            guard distance.count == axes, velocity.isEmpty || velocity.count == axes else {
                return failure(axes == 1 ? "a \(spec.kind.rawValue)'s --drag and --velocity are one number (points, up positive)"
                                         : "a \(spec.kind.rawValue)'s --drag and --velocity are DX,DY (points, right and up positive)")
            }
            guard (distance + velocity).allSatisfy(\.isFinite) else { return failure("--drag and --velocity must be finite numbers") }
            replay = .drag(distance: distance, velocity: velocity.isEmpty ? Array(repeating: 0, count: axes) : velocity)
        case .tap:
            guard simulated.hasHeader else { return failure("--tap taps a sheet's header; a \(spec.kind.rawValue) has none") }
            replay = .tap
        case .trace(let tracePath):
            let traceBytes: [UInt8]
            do throws(FileSystem.Failure) { traceBytes = try FileSystem.read(tracePath, limit: options.limits.maxFileSize) } catch {
                return failure("cannot read the trace \(FileName.display(tracePath)): \(error.reason)")
            }
            // The read stops one byte past the limit: a larger trace is refused as such, not
            // parsed cut short (it read as "not JSON").
            guard traceBytes.count <= options.limits.maxFileSize else {
                return failure("\(FileName.display(tracePath)): the trace is larger than the limit of \(options.limits.maxFileSize) bytes (--max-file-size)")
            }
            let trace: SimulationTrace
            do throws(SimulationTrace.Problem) { trace = try SimulationTrace.parse(traceBytes, maxEvents: options.maxTraceEvents) } catch {
                return failure("\(FileName.display(tracePath)): \(error.message)")
            }
            // Either turns it on: a trace recorded under Reduce Motion replays so by itself.
            reduceMotion = reduceMotion || trace.reduceMotion
            replay = .trace(trace)
        }

        let simulation: Simulation
        do throws(Simulator.Failure) {
            simulation = try Simulator(spec: spec, device: turned, from: fromIndex, fps: options.fps, maxFrames: options.maxFrames,
                                       motion: reduceMotion ? .reduced : .full).run(replay)
        } catch {
            return failure(error.message)
        }
        var output = RunOutput(standardOutput: options.format == .json ? simulation.json() : simulation.text(), standardError: notes)
        if !simulation.complete {
            output.standardError += "cardc: note: the card had not come to rest after \(options.maxFrames) frames; the rest is not printed\n"
        }
        return output
    }

    /// `200`, `-120,40`: one or two finite numbers separated by a comma; empty: none.
    public static func numbers(_ text: String) -> [Double]? {
        if text.isEmpty { return [] }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        var values: [Double] = []
        for part in parts {
            guard let value = Double(String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())), value.isFinite else { return nil }
            values.append(value)
        }
        return values
    }

    /// What `simulate` without `--device` says on standard error: which profile it chose and why.
    package static func defaultDeviceNote(_ device: String, named: Bool) -> String {
        VisibleText.line("cardc: note: simulating on \(device), the first of " + (named ? "the spec's devices" : "the default devices (.cardc.yml's `devices`, else the built-in iPhones)")
                             + "; --device chooses another") + "\n"
    }
}
