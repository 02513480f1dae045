// Shared by the three plugins. SwiftPM lets a plugin depend on executables only, not on code,
// so each plugin folder holds a symbolic link to this one file.
import Foundation
import PackagePlugin

/// The executable the plugins run, by the name SwiftPM knows it: the slim `cardc-plugin-tool`
/// (lint and generate only, Package.swift) in this package; the prebuilt `cardc` in a package
/// of the plugins over the binary. The one place the plugins name it.
enum CardcTool {
    static let name = "cardc-plugin-tool"
}

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
