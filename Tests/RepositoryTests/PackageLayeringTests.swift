import Foundation
import Testing

/// The compiler's targets are layers (README, "Layout"; docs/architecture.md): each may use only
/// targets declared before it in Package.swift, and a source file may import only the targets
/// its own target depends on. SwiftPM forbids cycles but not an upward edge between two layers,
/// nor an import that works only because the module happens to be built first; this does.
@Suite struct PackageLayeringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Target { var name: String; var dependencies: [String] }

    /// `.target(name: "X", dependencies: [...])` entries of Package.swift, in order.
    static func targets() throws -> [Target] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var found: [Target] = []
        for line in text.split(separator: "\n") {
            let s = line.trimmingCharacters(in: .whitespaces)
            guard s.hasPrefix(".target(name: \""), let nameEnd = s.dropFirst(15).firstIndex(of: "\"") else { continue }
            let name = String(s[s.index(s.startIndex, offsetBy: 15)..<nameEnd])
            var dependencies: [String] = []
            if let open = s.range(of: "dependencies: ["), let close = s[open.upperBound...].firstIndex(of: "]") {
                dependencies = s[open.upperBound..<close].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                }.filter { !$0.isEmpty }
            }
            found.append(Target(name: name, dependencies: dependencies))
        }
        return found
    }

    @Test func everyTargetDependsOnlyOnTargetsDeclaredBeforeIt() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 10, "the compiler's layers were not found in Package.swift")
        let local = Set(targets.map(\.name))
        for (index, target) in targets.enumerated() {
            let below = Set(targets[..<index].map(\.name))
            for dependency in target.dependencies where local.contains(dependency) {
                #expect(below.contains(dependency), "\(target.name) depends on \(dependency), a layer above it")
            }
        }
    }

    @Test func everySourceFileImportsOnlyItsTargetsDependencies() throws {
        let targets = try Self.targets()
        let local = Set(targets.map(\.name)).union(["CYAML"])
        var checked = 0
        for target in targets {
            let folder = Self.root.appendingPathComponent("Sources").appendingPathComponent(target.name)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in files where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@testable import ") {
                    let module = String(line.split(separator: " ").last ?? "")
                    if local.contains(module) {
                        #expect(target.dependencies.contains(module), "\(url.lastPathComponent) in \(target.name) imports \(module), which \(target.name) does not depend on")
                    }
                }
                checked += 1
            }
        }
        #expect(checked > 100)
    }
}
