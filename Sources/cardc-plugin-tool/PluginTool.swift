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
struct PluginTool: CommandLineTool {
    static let configuration = CommandConfiguration(
        commandName: "cardc",
        abstract: "cardc's lint and generate, for the SwiftPM plugins (\(FullCardcOnly.toolName)); the full cardc has every command.",
        version: CardC.versionLine,
        subcommands: [Lint<PluginTool>.self, Generate.self]
    )

    /// No fixer: `lint --fix` is refused with exit status 2.
    static var fixer: (any LintFixing)? { nil }

    /// Runs the command (`CommandLineTool.runMain`, shared with the other executable).
    static func main() { runMain() }
}
