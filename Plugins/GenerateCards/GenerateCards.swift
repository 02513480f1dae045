import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-cards --output DIR [--target NAME]...
/// [cardc generate options]`: writes the Swift of every card spec in the package's source
/// targets (or the named ones) into DIR, a folder of the package (relative to its root), with
/// `cardc generate`: for teams that commit generated code instead of using the build-tool
/// plugin. SwiftPM asks for permission to write into the package first.
@main
struct GenerateCards: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
        guard outputs.count == 1, let output = outputs.first else {
            Diagnostics.error("name the folder to write into once: generate-cards --output Sources/App/Generated")
            throw CardcFailed(status: 2)
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let specs = CardSpecFiles.specs(in: targets)
        guard !specs.isEmpty else {
            Diagnostics.error("no card specs (*.card.yaml, *.card.yml) in \(names.isEmpty ? "the package's targets" : names.joined(separator: ", "))")
            throw CardcFailed(status: 1)
        }
        let folder = output.hasPrefix("/") ? URL(filePath: output) : context.package.directoryURL.appending(path: output)
        try CardcProcess.run(try context.tool(named: CardcTool.name).url,
                             // Options first, then `--`: a spec path is never read as an option, whatever its name.
                             ["generate", "--output", folder.path] + extractor.remainingArguments + ["--"] + specs.map(\.path),
                             failure: "cardc generate failed")
    }
}
