import ArgumentParser
import CardSupport
import CardReporters
import CardCommands

/// `cardc lint`'s flags, for both executables: `Tool` says what the executable links (the
/// plugins' tool has no fixer, and refuses `--fix`).
package struct Lint<Tool: CommandLineTool>: ParsableCommand {
    package init() {}

    package static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "lint",
        abstract: "Check card specs and print diagnostics.",
        discussion: "Directories are searched for *.card.yaml and *.card.yml; - reads standard input. Exit status: 0 no errors, 1 errors in the input, 2 the tool could not run."
    ) }

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

    @Flag(help: "Print which configuration file applies to each spec, as text lines, and lint nothing.")
    var showConfig = false

    @Flag(help: "Apply the mechanical fixes (did-you-mean keys, missing required keys, quoted # values, ratio thresholds as %, numbers in quotes or with their unit) to the spec files in place, then lint what is left.")
    var fix = LintCommand.Options.defaults.fix

    @Flag(name: .shortAndLong, help: "Print no summary line on standard error; diagnostics are printed as ever.")
    var quiet = LintCommand.Options.defaults.quiet

    @OptionGroup(title: "Limits") var limits: LimitOptions

    package func run() throws {
        if fix, Tool.fixer == nil {
            Output.emit(RunOutput(standardError: "cardc: error: " + FullCardcOnly.fixMessage + "\n",
                                  exitCode: ExitStatus.toolFailure))
        }
        if showConfig, format != .text {
            // Its lines are for people; a reader of JSON or XML would get text it cannot parse.
            Output.emit(RunOutput(standardError: "cardc: error: --show-config prints text lines; leave out --format \(format.rawValue)\n",
                                  exitCode: ExitStatus.toolFailure))
        }
        let options = LintCommand.Options(paths: OptionLikePaths.operands(paths), format: format, strict: strict, limits: limits.limits, configPath: config, fix: fix, quiet: quiet)
        Self.run(options, paths: paths, showConfig: showConfig)
    }

    /// Also called without the parser, for `lint` with operands alone (`CardCLI.main`), with
    /// `LintCommand.Options`' defaults: the same values the flags above take when not given.
    package static func run(_ options: LintCommand.Options, paths: [String], showConfig: Bool) -> Never {
        var command = LintCommand(options: options)
        command.fixer = Tool.fixer
        if showConfig { Output.emit(command.showConfiguration()) }
        // Diagnostics are printed as files finish, not held until the end.
        Output.emit(OptionLikePaths.noted(paths, command.run(writingOutput: { Output.writeOut($0) })))
    }
}
