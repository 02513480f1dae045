import Foundation
import PackagePlugin

/// The build-tool plugin: every `*.card.yaml` / `*.card.yml` among a target's sources becomes
/// one Swift file in the plugin's work folder, compiled into the target; nothing is written into
/// the source tree. Each spec is its own build command with exact inputs (the spec and every
/// `.cardc.yml`/`.cardc.yaml` that could apply to it) and one exact output, so a build with no
/// spec changed runs no cardc and an edited spec regenerates only its own file. Errors fail the
/// build with cardc's `path:line:column: error: …` lines, which Xcode shows at the spec's line.
@main
struct CardGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let cardc = try context.tool(named: "cardc").url
        let outputFolder = context.pluginWorkDirectoryURL.appending(path: "GeneratedCards", directoryHint: .isDirectory)
        let targetFolder = (module as? SwiftSourceModuleTarget)?.directoryURL.standardizedFileURL.path ?? context.package.directoryURL.path
        let packageFolder = context.package.directoryURL.standardizedFileURL.path
        return module.sourceFiles.compactMap { file -> Command? in
            let spec = file.url.standardizedFileURL
            guard CardSpecFiles.isSpec(spec) else { return nil }
            let relative = CardSpecFiles.relativePath(spec.path, under: targetFolder)
            let output = outputFolder.appending(path: CardSpecFiles.outputName(forRelativePath: relative))
            return .buildCommand(
                displayName: "Generating Swift from \(relative) with cardc",
                executable: cardc,
                arguments: ["generate", spec.path, "--output-file", output.path],
                inputFiles: [spec] + CardSpecFiles.configurations(for: spec, upTo: packageFolder),
                outputFiles: [output]
            )
        }
    }
}

/// What the plugin knows about spec files. (Plugins cannot share code with other targets, so
/// each plugin that needs this keeps its own short copy: Plugins/*/CardSpecFiles.swift.)
enum CardSpecFiles {
    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".card.yaml") || name.hasSuffix(".card.yml")
    }

    /// `path` relative to `folder` when inside it.
    static func relativePath(_ path: String, under folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : (path as NSString).lastPathComponent
    }

    /// The generated file's name for a spec at `relative` in its target: the path with `_`
    /// doubled and `/` written as `_`, then `.swift` (`Cards/glide.card.yaml` ->
    /// `Cards_glide.card.yaml.swift`). Distinct paths give distinct names (the doubling keeps
    /// `a_b/c` and `a/b_c` apart), and every name is unique in the module, as swiftc requires.
    static func outputName(forRelativePath relative: String) -> String {
        relative.replacingOccurrences(of: "_", with: "__").replacingOccurrences(of: "/", with: "_") + ".swift"
    }

    /// Every `.cardc.yml` and `.cardc.yaml` in the spec's folder and the folders above it, up
    /// to the package's: the configuration cardc may read for it (its rules and devices change
    /// what is generated), so editing one regenerates the specs below it.
    static func configurations(for spec: URL, upTo packageFolder: String) -> [URL] {
        var found: [URL] = []
        var folder = spec.deletingLastPathComponent()
        while true {
            for name in [".cardc.yml", ".cardc.yaml"] {
                let candidate = folder.appending(path: name)
                if FileManager.default.fileExists(atPath: candidate.path) { found.append(candidate) }
            }
            let path = folder.standardizedFileURL.path
            if path == packageFolder || path == "/" || !path.hasPrefix(packageFolder) { break }
            folder = folder.deletingLastPathComponent()
        }
        return found
    }
}
