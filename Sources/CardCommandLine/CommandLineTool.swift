import ArgumentParser
import CardSupport
import CardCommands

/// What sets the two executables apart behind the same `lint` and `generate` flags: the full
/// cardc gives `lint --fix` its fixer; the plugins' tool has none (`FullCardcOnly`).
package protocol CommandLineTool: ParsableCommand {
    static var fixer: (any LintFixing)? { get }
}

extension CommandLineTool {
    /// Runs either executable the same way: `lint` with operands alone without the parser, whose
    /// set-up cost more than linting a small file (PlainLintArguments); a mistyped subcommand
    /// with lint's did-you-mean (the parser only says it is unexpected); the rest through the
    /// parser, its argument errors mapped to the documented exit status 2.
    package static func runMain() -> Never {
        if let paths = PlainLintArguments.operands(ToolArguments.all.dropFirst()) {
            Lint<Self>.run(LintCommand.Options(paths: OptionLikePaths.operands(paths)), paths: paths, showConfig: false)
        }
        if let refusal = ChoiceArgument.unknownSubcommand(ToolArguments.all.dropFirst(),
                                                          subcommands: configuration.subcommands.map { $0._commandName }) {
            Output.emit(RunOutput(standardError: "cardc: error: \(refusal.message)\n", exitCode: ExitStatus.toolFailure))
        }
        do {
            var command = try parseAsRoot(Array(ToolArguments.all.dropFirst()))
            try command.run()
            Output.exit(0)
        } catch let exit as ExitCode {
            Output.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error).rawValue
            if code == 0 {
                print(fullMessage(for: error))
                Output.exit(0)
            }
            Output.writeError(ParserMessage.shown(fullMessage(for: error), arguments: ToolArguments.all.dropFirst()) + "\n")
            Output.exit(ExitStatus.toolFailure)
        }
    }
}
