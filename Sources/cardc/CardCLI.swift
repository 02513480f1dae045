import ArgumentParser
import CardEngine
import CardSupport
import CardModel
import CardReader
import CardChecker
import CardReporters
import CardLanguageServer
import CardCommands
import CardAuthoringCommands
import CardCommandLine

/// The executable only parses flags and calls the library; every behaviour lives in
/// library targets (CardCommands and below), where it is tested.
@main
struct CardCLI: CommandLineTool {
    static let configuration = CommandConfiguration(
        commandName: "cardc",
        abstract: "Checks card specs and generates their Swift configuration.",
        version: CardC.versionLine,
        subcommands: [Lint<CardCLI>.self, Generate.self, Preview.self, Simulate.self, Init.self, LSP.self, Explain.self, Rules.self, Schema.self]
    )

    /// `lint --fix`'s fixer (CardFixes, through CardAuthoringCommands).
    static var fixer: (any LintFixing)? { SpecFileFixes() }

    /// Runs the command (`CommandLineTool.runMain`, shared with the other executable).
    static func main() { runMain() }
}


struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw each card on each device as SVG, with an index.html.",
        discussion: "Writes NAME.svg per card and index.html into the output directory; diagnostics are printed as lint prints them, and a spec with errors that stop it decoding is not drawn. Exit status: 0 no errors, 1 errors in the specs, 2 the tool could not run."
    )

    @Argument(help: "Spec files or directories.")
    var specs: [String]

    @Option(name: .shortAndLong, help: "Directory to write the SVG files and index.html into.")
    var output: String

    @Option(name: .customLong("device"), help: ArgumentHelp("Draw this built-in profile instead of each spec's devices (repeatable).", valueName: "name"))
    var devices: [String] = []

    @Option(help: choiceHelp("Diagnostic format. \(DiagnosticFormat.help).", valueName: "format", default: Self.defaultFormat),
            completion: choices(DiagnosticFormat.self), transform: choice("--format"))
    var format = Self.defaultFormat
    static let defaultFormat = DiagnosticFormat.text

    @Option(help: "A .cardc.yml to use instead of the nearest one above each spec.")
    var config: String?

    @Flag(name: .shortAndLong, help: "Print no summary line on standard error; diagnostics are printed as ever.")
    var quiet = false

    @OptionGroup(title: "Limits") var limits: LimitOptions

    func run() throws {
        Output.emit(OptionLikePaths.noted(specs, PreviewCommand(options: .init(specs: OptionLikePaths.operands(specs), output: output, devices: devices, format: format,
                                                                              limits: limits.limits, configPath: config, quiet: quiet)).run()))
    }
}

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Replay one gesture through CardEngine and print where the card settles and its frames.",
        discussion: "The finger goes down on the card resting in --from, moves by --drag points and lifts at --velocity points per second (sheets and stacks: one number, up positive; decks and carousels: DX,DY, right and up positive), or taps the header (--tap), or replays a recorded trace (--trace, docs/runtime.md). Prints the state it settles in and a frame per 1/--fps seconds from the lift until it rests. Exit status: 0 simulated, 1 the spec has errors, 2 the tool could not run."
    )

    @Argument(help: "The spec file.")
    var spec: String

    @Option(help: ArgumentHelp("A device profile: the spec's own or a built-in one (default: the spec's first, named on standard error).", valueName: "name"))
    var device: String?

    @Option(help: choiceHelp("portrait or landscape.", valueName: "orientation", default: Self.defaultOrientation), completion: choices(DeviceOrientation.self),
            transform: choice("--orientation"))
    var orientation = Self.defaultOrientation
    static let defaultOrientation = DeviceOrientation.portrait

    @Option(help: ArgumentHelp("The card, when the file holds more than one.", valueName: "name"))
    var card: String?

    @Option(help: ArgumentHelp("The state the card rests in when the finger goes down (default: its initial state).", valueName: "state"))
    var from: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How far the finger moves: D, or DX,DY.", valueName: "distance"))
    var drag: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The finger's velocity at the lift: V, or VX,VY (default 0).", valueName: "velocity"))
    var velocity: String?

    @Flag(help: "Tap the header instead of dragging.")
    var tap = false

    @Option(help: ArgumentHelp("Replay a recorded trace (JSON) instead.", valueName: "file"))
    var trace: String?

    @Option(help: "Frames per second to sample.")
    var fps: Double = 60

    @Flag(name: .customLong("reduce-motion"), help: "Replay under Reduce Motion: no springs, no rubber band, no deck rotation (a trace's \"reduceMotion\": true does the same).")
    var reduceMotion = false

    @Option(help: choiceHelp("text or json.", valueName: "format", default: Self.defaultFormat), completion: choices(SimulateCommand.Format.self),
            transform: choice("--format"))
    var format = Self.defaultFormat
    static let defaultFormat = SimulateCommand.Format.text

    @Option(help: "A .cardc.yml to use instead of the nearest one above the spec.")
    var config: String?

    @OptionGroup(title: "Limits") var limits: LimitOptions

    func validate() throws {
        let chosen = [drag != nil, tap, trace != nil].filter { $0 }.count
        guard chosen == 1 else { throw ValidationError("give one of --drag, --tap or --trace") }
        if velocity != nil && drag == nil { throw ValidationError("--velocity goes with --drag") }
    }

    func run() throws {
        let gesture: SimulateCommand.Gesture
        if let drag {
            guard let distance = SimulateCommand.numbers(drag), let speed = SimulateCommand.numbers(velocity ?? "") else {
                throw ValidationError("--drag and --velocity take a number or two separated by a comma, such as 200 or -120,40")
            }
            gesture = .drag(distance: distance, velocity: speed)
        } else if let trace {
            gesture = .trace(path: trace)
        } else {
            gesture = .tap
        }
        Output.emit(SimulateCommand(options: .init(spec: spec, device: device, orientation: orientation, card: card, from: from, gesture: gesture,
                                                   fps: fps, format: format, limits: limits.limits, configPath: config,
                                                   reduceMotion: reduceMotion)).run())
    }
}

extension DeviceOrientation: ExpressibleByArgument {}
extension SimulateCommand.Format: ExpressibleByArgument {}

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starting spec of one kind.",
        discussion: "KIND is \(Self.kinds). The spec lints clean on every built-in device in both orientations. Without FILE it is printed on standard output; FILE is created only if nothing is at that path (never overwritten, never written through a link), and its name gives the card's name. Exit status: 0 written, 2 the tool could not run (an unknown kind, FILE exists)."
    )

    /// The kinds, from the format's one list (`CardKind`), as help words them.
    static let kinds = NameSuggester.sentence(CardKind.allCases.map(\.rawValue))

    @Argument(help: ArgumentHelp("\(Self.kinds).", valueName: "kind"))
    var kind: String

    @Argument(help: "The spec file to create (default: standard output).")
    var file: String?

    func run() throws {
        Output.emit(InitCommand(options: .init(kind: kind, file: file)).run())
    }
}

struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server on standard input and output.",
        discussion: "Speaks the Language Server Protocol 3.17 (JSON-RPC 2.0, Content-Length framing): diagnostics as you type, hover, completion, go to definition, document symbols and quick fixes. Exit status: 0 after shutdown and exit, 1 otherwise."
    )

    @OptionGroup(title: "Limits") var limits: LimitOptions

    func run() throws {
        Output.exit(LanguageServerLoop.run(limits: limits.limits))
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain a rule: what it reports, why, and examples.")

    @Argument(help: "A rule id, such as unreachable-state.")
    var rule: String

    func run() throws {
        Output.emit(ExplainCommand.run(rule))
    }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List every rule with its default severity.")

    @Flag(help: "Print docs/rules.md instead.")
    var markdown = false

    func run() throws {
        Output.writeOut(markdown ? RuleDocumentation.markdown() : RuleDocumentation.list())
    }
}

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", abstract: "Print the JSON Schema of the spec format, or of .cardc.yml.")

    @Flag(name: .customLong("configuration"), help: "Print the schema of .cardc.yml instead.")
    var configurationFile = false

    @Option(name: .customLong("update-docs"), help: ArgumentHelp("Rewrite the key tables of a copy of docs/format.md instead.", valueName: "FILE"))
    var docs: String?

    func run() throws {
        if let docs {
            do {
                let changed = try FormatReference.updateFile(docs)
                Output.writeError("cardc: \(docs): \(changed ? "tables rewritten" : "tables up to date")\n")
            } catch {
                Output.writeError("cardc: \(error)\n")
                throw ExitCode(ExitStatus.toolFailure)
            }
            return
        }
        print((configurationFile ? SchemaRenderer.configurationSchema() : SchemaRenderer.cardSchema()).rendered())
    }
}
