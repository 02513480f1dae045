import Foundation
import CardTestSupport

/// The targets Package.swift declares, read once for the tests that hold the package to its
/// layout (PackageLayeringTests, TestLayoutTests, TestHygieneTests): one reading of the manifest,
/// so the checks cannot disagree about what a target is.
struct PackageManifest {
    struct Target {
        var name: String
        var isTest: Bool
        /// The target's folder, relative to the package root.
        var path: String
        var dependencies: [String]
    }

    /// Every `.target` and `.testTarget` of Package.swift in declaration order (CardBuildTests
    /// too, declared when CARDC_BUILD_TESTS is set), with the folder it is in.
    static func targets() throws -> [Target] {
        let text = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try Regex(#"\.(target|testTarget)\(\s*name: "([^"]+)"(?:,\s*dependencies: \[([^\]]*)\])?(?:,\s*path: "([^"]+)")?"#)
        return text.matches(of: declaration).map { match in
            let isTest = match.output[1].substring == "testTarget"
            let name = String(match.output[2].substring ?? "")
            let dependencies = (match.output[3].substring ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }.filter { !$0.isEmpty && !$0.hasPrefix(".product") }
            let path = match.output[4].substring.map(String.init) ?? (isTest ? "Tests/" : "Sources/") + name
            return Target(name: name, isTest: isTest, path: path, dependencies: dependencies)
        }
    }

    /// Each import in the Swift files of `targets` of a package target that its target does not
    /// depend on ("FILE in TARGET imports MODULE, ..."), and how many files were read.
    static func undeclaredImports(of targets: [Target], among all: [Target]) throws -> (problems: [String], files: Int) {
        let local = Set(all.map(\.name)).union(["CYAML"])
        var problems: [String] = []
        var files = 0
        for target in targets {
            let folder = TestSupport.packageRoot.appendingPathComponent(target.path)
            guard let entries = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in entries where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let module = String(line.split(separator: " ").last ?? "")
                    if local.contains(module) && !target.dependencies.contains(module) {
                        problems.append("\(url.lastPathComponent) in \(target.name) imports \(module), which \(target.name) does not depend on")
                    }
                }
                files += 1
            }
        }
        return (problems, files)
    }
}
