import ArgumentParser
import CardSupport
import CardCommands
import CardCommandLine

/// The SwiftPM plugins' tool: cardc's `lint` and `generate`, with the very flag definitions
/// the full cardc has (CardCommandLine), the same output and exit statuses, and none of the
/// preview, the fixer or the language server linked (docs/plugins.md, "The source plugins'
/// build"). Messages say `cardc`, as the full tool's do, so that what a plugin prints does not
/// depend on which tool ran.
@main
struct PluginTool: ParsableCommand, CommandLineTool {
    static let configuration = CommandConfiguration(
        commandName: "cardc",
        abstract: "cardc's lint and generate, for the SwiftPM plugins (\(FullCardcOnly.toolName)); the full cardc has every command.",
        version: CardC.versionLine,
        subcommands: [Lint<PluginTool>.self, Generate.self]
    )

    /// No fixer: `lint --fix` is refused with exit status 2.
    static var fixer: (any LintFixing)? { nil }

    /// Runs the command, mapping argument errors to the documented exit status 2 (as CardCLI).
    static func main() {
        if let paths = PlainLintArguments.operands(CommandLine.arguments.dropFirst()) {
            Lint<PluginTool>.run(LintCommand.Options(paths: OptionLikePaths.operands(paths)), paths: paths, showConfig: false)
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
