// Shared by the three plugins. SwiftPM lets a plugin depend on executables only, not on code,
// so each plugin folder holds a symbolic link to this one file.
import Foundation
import PackagePlugin

/// What the plugins know about spec files.
enum CardSpecFiles {
    static func isSpec(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".card.yaml") || name.hasSuffix(".card.yml")
    }

    /// The specs among the source files of `targets`.
    static func specs(in targets: [any Target]) -> [URL] {
        targets.compactMap { $0 as? SourceModuleTarget }.flatMap { $0.sourceFiles.map(\.url).filter(isSpec) }
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
    /// to the package's: the configuration cardc may read for it (its rules, devices and access
    /// change what is generated), so editing one regenerates the specs below it.
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

/// cardc's exit status, when it was not 0.
struct CardcFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "cardc exited with status \(status)" }
}

/// Runs cardc with the plugin's own standard output and error, so its report reaches the user
/// as it prints, and fails with its status.
enum CardcProcess {
    static func run(_ executable: URL, _ arguments: [String], failure: String) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("\(failure) (exit status \(process.terminationStatus))")
            throw CardcFailed(status: process.terminationStatus)
        }
    }
}
