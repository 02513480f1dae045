import ArgumentParser
import CardEngine
import CardSupport
import CardModel
import CardReader
import CardChecker
import CardReporters
import CardLanguageServer
import CardCommands

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The executable only parses flags and calls the library; every behaviour lives in
/// library targets (CardCommands and below), where it is tested.
@main
struct CardCLI: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cardc",
        abstract: "Checks card specs and generates their Swift configuration.",
        version: CardC.versionLine,
        subcommands: [Lint.self, Generate.self, Preview.self, Simulate.self, Init.self, LSP.self, Explain.self, Rules.self, Schema.self]
    )

    /// Runs the command, mapping argument errors to the documented exit status 2.
    static func main() {
        // `lint` with operands alone runs with the flags' defaults without the parser, whose
        // set-up cost more than linting a small file (PlainLintArguments).
        if let paths = PlainLintArguments.operands(CommandLine.arguments.dropFirst()) {
            Lint.run(LintCommand.Options(paths: OptionLikePaths.operands(paths)), paths: paths, showConfig: false)
        }
        // A mistyped subcommand gets lint's did-you-mean (the parser only says it is unexpected).
        if let refusal = ChoiceArgument.unknownSubcommand(CommandLine.arguments.dropFirst(),
                                                          subcommands: configuration.subcommands.map { $0._commandName }) {
            Output.emit(RunOutput(standardError: "cardc: error: \(refusal.message)\n", exitCode: ExitStatus.toolFailure))
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Output.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error).rawValue
            if code == 0 {
                print(fullMessage(for: error))
                Output.exit(0)
            }
            Output.writeError(fullMessage(for: error) + "\n")
            Output.exit(ExitStatus.toolFailure)
        }
    }
}

extension DiagnosticFormat: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}

/// An option's enumeration value; a word that names none is refused with lint's did-you-mean
/// and the values in one sentence (`ChoiceArgument`), as the parser's usage error.
func choice<T: CaseIterable & RawRepresentable & Sendable>(_ flag: String) -> @Sendable (String) throws -> T where T.RawValue == String {
    { text in
        switch ChoiceArgument.value(text, of: T.self, flag: flag) {
        case .success(let value): return value
        case .failure(let refusal): throw ValidationError(refusal.message)
        }
    }
}

/// An enumeration option's help as the parser words it without a transform, which hides them:
/// `TEXT (values: a, b; default: x)`.
func choiceHelp<T: CaseIterable & RawRepresentable>(_ text: String, valueName: String, default value: T?) -> ArgumentHelp where T.RawValue == String {
    ArgumentHelp(text + " (values: " + T.allCases.map(\.rawValue).joined(separator: ", ") + (value.map { "; default: " + $0.rawValue } ?? "") + ")",
                 valueName: valueName)
}

/// The values an enumeration option completes to in the shells.
func choices<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> CompletionKind where T.RawValue == String {
    .list(T.allCases.map(\.rawValue))
}

/// The reader's resource limits, for lint and generate.
struct LimitOptions: ParsableArguments {
    @Option(help: "Largest spec file, in bytes.")
    var maxFileSize = ReaderLimits.default.maxFileSize

    @Option(help: "Deepest nesting of lists and mappings.")
    var maxDepth = ReaderLimits.default.maxDepth

    @Option(help: "Most nodes a document may span with its aliases expanded.")
    var maxAliasExpansion = ReaderLimits.default.maxAliasExpansion

    @Option(help: "How many times a file's size its text may come to with its aliases expanded.")
    var maxExpandedTextRatio = ReaderLimits.default.maxExpandedTextRatio

    @Option(help: "Expanded text, in bytes, any file may come to however small.")
    var expandedTextFloor = ReaderLimits.default.expandedTextFloor

    @Option(help: "Longest scalar, in bytes.")
    var maxScalarLength = ReaderLimits.default.maxScalarLength

    @Option(help: "Most documents in one file.")
    var maxDocuments = ReaderLimits.default.maxDocuments

    @Option(help: "Most diagnostics reported per file; the rest are counted.")
    var maxDiagnostics = ReaderLimits.default.maxDiagnostics

    func validate() throws {
        for (name, value) in [("max-file-size", maxFileSize), ("max-depth", maxDepth), ("max-scalar-length", maxScalarLength),
                              ("max-documents", maxDocuments), ("max-diagnostics", maxDiagnostics),
                              ("max-expanded-text-ratio", maxExpandedTextRatio), ("expanded-text-floor", expandedTextFloor)] where value < 1 {
            throw ValidationError("--\(name) must be at least 1")
        }
        if maxAliasExpansion < 1 { throw ValidationError("--max-alias-expansion must be at least 1") }
        // Node positions and counts are 32-bit inside the reader.
        for (name, value) in [("max-file-size", maxFileSize), ("max-scalar-length", maxScalarLength)] where value > 1 << 30 {
            throw ValidationError("--\(name) must be at most \(1 << 30) (1 GiB)")
        }
        if maxDepth > 100_000 { throw ValidationError("--max-depth must be at most 100000") }
        if maxExpandedTextRatio > 1_000_000 { throw ValidationError("--max-expanded-text-ratio must be at most 1000000") }
    }

    var limits: ReaderLimits {
        ReaderLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion,
                     maxExpandedTextRatio: maxExpandedTextRatio, expandedTextFloor: expandedTextFloor,
                     maxScalarLength: maxScalarLength, maxDocuments: maxDocuments, maxDiagnostics: maxDiagnostics)
    }
}

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check card specs and print diagnostics.",
        discussion: "Directories are searched for *.card.yaml and *.card.yml; - reads standard input. Exit status: 0 no errors, 1 errors in the input, 2 the tool could not run."
    )

    @Argument(help: "Spec files, directories, or - for standard input.")
    var paths: [String] = []

    @Option(help: choiceHelp("Output format. \(DiagnosticFormat.help).", valueName: "format", default: LintCommand.Options.defaults.format),
            completion: choices(DiagnosticFormat.self),
            transform: choice("--format"))
    var format = LintCommand.Options.defaults.format

    @Flag(help: "Treat warnings as errors.")
    var strict = LintCommand.Options.defaults.strict

    @Option(help: "A .cardc.yml to use instead of the nearest one above each spec.")
    var config: String?

    @Flag(help: "Print which configuration file applies to each spec, and lint nothing.")
    var showConfig = false

    @Flag(help: "Apply the mechanical fixes (did-you-mean keys, missing required keys, quoted # values, ratio thresholds as %, numbers in quotes or with their unit) to the spec files in place, then lint what is left.")
    var fix = LintCommand.Options.defaults.fix

    @Flag(name: .shortAndLong, help: "Print no summary line on standard error; diagnostics are printed as ever.")
    var quiet = LintCommand.Options.defaults.quiet

    @OptionGroup(title: "Limits") var limits: LimitOptions

    func run() throws {
        let options = LintCommand.Options(paths: OptionLikePaths.operands(paths), format: format, strict: strict, limits: limits.limits, configPath: config, fix: fix, quiet: quiet)
        Self.run(options, paths: paths, showConfig: showConfig)
    }

    /// Also called without the parser, for `lint` with operands alone (`CardCLI.main`), with
    /// `LintCommand.Options`' defaults: the same values the flags above take when not given.
    static func run(_ options: LintCommand.Options, paths: [String], showConfig: Bool) -> Never {
        let command = LintCommand(options: options)
        if showConfig { Output.emit(command.showConfiguration()) }
        // Diagnostics are printed as files finish, not held until the end.
        Output.emit(OptionLikePaths.noted(paths, command.run(writingOutput: { Output.writeOut($0) })))
    }
}

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate one Swift file per card.",
        discussion: "Nothing is written when any spec has an error. Unchanged files are not touched; a file that does not start with cardc's generated header is never overwritten. Exit status: 0 written or up to date, 1 errors in the specs (or, with --check, output out of date), 2 the tool could not run."
    )

    @Argument(help: "Spec files or directories.")
    var specs: [String]

    @Option(name: .shortAndLong, help: "Directory to write one Swift file per card into.")
    var output: String?

    @Option(help: ArgumentHelp("Write every card of the specs into this one Swift file instead (for build tools, which name their outputs before reading the specs).", valueName: "file"))
    var outputFile: String?

    @Flag(help: "Write nothing; exit 1 if any generated file is missing, out of date, orphaned, or not made by the specs given.")
    var check = false

    @Flag(help: "Remove orphaned files from --output: files with cardc's generated header that no spec produces any more.")
    var prune = false

    @Option(help: choiceHelp("Diagnostic format. \(DiagnosticFormat.help).", valueName: "format", default: Self.defaultFormat),
            completion: choices(DiagnosticFormat.self), transform: choice("--format"))
    var format = Self.defaultFormat
    static let defaultFormat = DiagnosticFormat.text

    @Option(help: "A .cardc.yml to use instead of the nearest one above each spec.")
    var config: String?

    @Option(help: choiceHelp("Access of the generated declarations and imports (\(AccessLevel.help)); overrides `access:` in .cardc.yml. Default: public.", valueName: "level",
                       default: AccessLevel?.none),
            completion: choices(AccessLevel.self), transform: choice("--access"))
    var access: AccessLevel?

    @Flag(name: .shortAndLong, help: "Print no summary line on standard error; diagnostics are printed as ever.")
    var quiet = false

    @OptionGroup(title: "Limits") var limits: LimitOptions

    func validate() throws {
        switch (output, outputFile) {
        case (nil, nil): throw ValidationError("give --output DIR or --output-file FILE")
        case (.some, .some): throw ValidationError("--output and --output-file cannot be used together")
        case (nil, .some) where prune: throw ValidationError("--prune works on an --output directory")
        default: break
        }
    }

    func run() throws {
        let destination: GenerateCommand.Destination = outputFile.map { .file($0) } ?? .directory(output ?? "")
        let result = GenerateCommand(options: .init(specs: OptionLikePaths.operands(specs), destination: destination, check: check, prune: prune, format: format,
                                                    limits: limits.limits, configPath: config, access: access, quiet: quiet)).run()
        Output.emit(OptionLikePaths.noted(specs, result))
    }
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
        discussion: "KIND is sheet, stack, deck or carousel. The spec lints clean on every built-in device in both orientations. Without FILE it is printed on standard output; FILE is created only if nothing is at that path (never overwritten, never written through a link), and its name gives the card's name. Exit status: 0 written, 2 the tool could not run (an unknown kind, FILE exists)."
    )

    @Argument(help: "sheet, stack, deck or carousel.")
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

/// Paths that start with `-` can only have come after `--` (before it, they are options, and
/// an unknown one is an error); one that names nothing was most likely meant as an option:
/// pre-commit puts a hook's `args:` after its entry's `--`. It is still a path that does not
/// exist (exit 2), and this note says why, so that the option is never silently lost.
enum OptionLikePaths {
    /// The paths with each `-` that came after `--` made `./-`: after `--` every argument is a
    /// file name (pre-commit passes a staged file named `-` there), so only a `-` before it
    /// means standard input. The parser keeps positional arguments in order, so those after
    /// the terminator are the last ones.
    static func operands(_ paths: [String], arguments: [String] = CommandLine.arguments) -> [String] {
        guard let terminator = arguments.dropFirst().firstIndex(of: "--") else { return paths }
        let after = arguments.count - terminator - 1
        guard after > 0, after <= paths.count else { return paths }
        var paths = paths
        for i in (paths.count - after)..<paths.count where paths[i] == "-" { paths[i] = "./-" }
        return paths
    }

    static func noted(_ paths: [String], _ output: RunOutput) -> RunOutput {
        let missing = paths.filter { $0.hasPrefix("-") && $0 != "-" && FileSystem.kind(of: $0, followingLinks: false) == .missing }
        guard let first = missing.first else { return output }
        var output = output
        output.standardError += "cardc: note: \(missing.map { "'\($0)'" }.joined(separator: ", ")) came after '--', so cardc read "
            + "\(missing.count == 1 ? "it as a file name" : "them as file names"); options go before '--' (with the pre-commit hooks, "
            + "in the hook's `entry:` or the cardc-lint-strict hook, not in `args:`): \(first) -- FILES\n"
        return output
    }
}

enum Output {
    static func emit(_ output: RunOutput) -> Never {
        if !output.standardOutput.isEmpty { writeOut(output.standardOutput) }
        if !output.standardError.isEmpty { writeError(output.standardError) }
        exit(output.exitCode)
    }

    static func writeOut(_ text: String) { write(text, to: 1) }
    static func writeError(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        bytes.withUnsafeMutableBytes { raw in
            while offset < raw.count {
                #if canImport(Glibc)
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #else
                let n = Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if n <= 0 { return }
                offset += n
            }
        }
    }

    static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }
}
