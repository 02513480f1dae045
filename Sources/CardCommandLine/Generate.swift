import ArgumentParser
import CardModel
import CardReporters
import CardCommands

/// `cardc generate`'s flags, for both executables.
package struct Generate: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
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

    package func validate() throws {
        switch (output, outputFile) {
        case (nil, nil): throw ValidationError("give --output DIR or --output-file FILE")
        case (.some, .some): throw ValidationError("--output and --output-file cannot be used together")
        case (nil, .some) where prune: throw ValidationError("--prune works on an --output directory")
        default: break
        }
    }

    package func run() throws {
        let destination: GenerateCommand.Destination = outputFile.map { .file($0) } ?? .directory(output ?? "")
        let result = GenerateCommand(options: .init(specs: OptionLikePaths.operands(specs), destination: destination, check: check, prune: prune, format: format,
                                                    limits: limits.limits, configPath: config, access: access, quiet: quiet)).run(writingOutput: Output.writeOut)
        Output.emit(OptionLikePaths.noted(specs, result))
    }
}
