import Foundation
import PackagePlugin

/// `swift package lint-cards [--target NAME]... [cardc lint options]`: lints every card spec in
/// the package's source targets (or the named ones) with `cardc lint`, prints its report, and
/// fails when cardc does (errors in the specs, or paths it could not read). Options other than
/// `--target` go to cardc (`--strict`, `--format sarif`, `--config FILE`).
@main
struct LintCards: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let specs = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.map(\.url).filter(CardSpecFiles.isSpec)
        }
        guard !specs.isEmpty else {
            let scope = names.isEmpty ? "the package's targets" : "target\(names.count == 1 ? "" : "s") \(names.joined(separator: ", "))"
            Diagnostics.error("no card specs (*.card.yaml, *.card.yml) in \(scope)")
            throw CardcFailed(status: 1)
        }
        let cardc = try context.tool(named: "cardc").url
        let status = try CardcProcess.run(cardc, ["lint"] + extractor.remainingArguments + specs.map(\.path))
        if status != 0 {
            Diagnostics.error("cardc lint found problems in the card specs (exit status \(status))")
            throw CardcFailed(status: status)
        }
    }
}

struct CardcFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "cardc exited with status \(status)" }
}

/// Runs cardc with the plugin's own standard output and error, so its report reaches the user
/// as it prints.
enum CardcProcess {
    static func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// What the plugin knows about spec files (each plugin keeps its own copy: plugins cannot share
/// code with other targets).
enum CardSpecFiles {
    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".card.yaml") || name.hasSuffix(".card.yml")
    }
}
