import Foundation
import PackagePlugin

/// `swift package lint-cards [--target NAME]... [cardc lint options]`: lints every card spec in
/// the package's source targets (or the named ones) with `cardc lint`, prints its report, and
/// fails when cardc does (errors in the specs, or paths it could not read). Options other than
/// `--target` go to cardc (`--strict`, `--format sarif`, `--config FILE`); `--fix` is refused
/// (`LintCardsArguments`).
@main
struct LintCards: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        // Refused here, before any spec is looked for, by both packages' lint-cards alike.
        if let refusal = LintCardsArguments.refusal(extractor.remainingArguments) {
            throw LintCardsRefusal(description: refusal)
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let specs = CardSpecFiles.specs(in: targets)
        guard !specs.isEmpty else {
            let scope = names.isEmpty ? "the package's targets" : "target\(names.count == 1 ? "" : "s") \(names.joined(separator: ", "))"
            Diagnostics.error("no card specs (*.card.yaml, *.card.yml) in \(scope)")
            throw CardcFailed(status: 1)
        }
        // `--` ends cardc's options: what follows is only ever a spec path, whatever its name.
        try CardcProcess.run(try context.tool(named: PluginTool.name).url, ["lint"] + extractor.remainingArguments + ["--"] + specs.map(\.path),
                             failure: "cardc lint found problems in the card specs")
    }
}
