import Foundation
import PackagePlugin

/// The build-tool plugin: every `*.card.yaml` / `*.card.yml` among a target's sources becomes
/// one Swift file in the plugin's work folder, compiled into the target; nothing is written into
/// the source tree. Each spec is its own build command with exact inputs (the spec, every
/// `.cardc.yml`/`.cardc.yaml` cardc could read for it up to the repository's root, and the
/// folders it looks in, so that a configuration created there later counts too) and one exact
/// output, so a build with no spec changed runs no cardc and an edited spec regenerates only
/// its own file. Errors fail the build with cardc's `path:line:column: error: …` lines, which
/// Xcode shows at the spec's line.
@main
struct CardGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let cardc = try context.tool(named: CardcTool.name).url
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "GeneratedCards", directoryHint: .isDirectory)
        let packageFolder = context.package.directoryURL.standardizedFileURL.path
        // `directoryURL` of a target is available to plugins of tools version 6.1 and later
        // through the protocol; the concrete Swift target has it now.
        let targetFolder = (module as? SwiftSourceModuleTarget)?.directoryURL.standardizedFileURL.path ?? packageFolder
        return CardSpecFiles.specs(in: [module]).map { url -> Command in
            let spec = url.standardizedFileURL
            let relative = CardSpecFiles.relativePath(spec.path, under: targetFolder)
            let output = outputFolder.appending(path: SpecBuildPaths.outputName(forRelativePath: relative))
            let lookup = SpecBuildPaths.configurationLookup(forSpecAt: spec.path)
            // Absolute spec paths, so that diagnostics name the file Xcode opens.
            return .buildCommand(
                displayName: "Generating Swift from \(relative) with cardc",
                executable: cardc,
                // `--` before the path: a spec's name is never read as an option.
                arguments: ["generate", "--output-file", output.path, "--", spec.path],
                inputFiles: [spec] + (lookup.configurations + lookup.folders).map { URL(filePath: $0) },
                outputFiles: [output]
            )
        }
    }
}
