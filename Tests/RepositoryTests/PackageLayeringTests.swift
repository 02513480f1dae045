import Foundation
import Testing
import CardTestSupport

/// The compiler's targets are layers (README, "Layout"; docs/architecture.md): each may use only
/// targets declared before it in Package.swift, and a source file may import only the targets
/// its own target depends on. SwiftPM forbids cycles but not an upward edge between two layers,
/// nor an import that works only because the module happens to be built first; this does.
@Suite struct PackageLayeringTests {
    /// The regular targets, in the order Package.swift declares them.
    static func targets() throws -> [PackageManifest.Target] {
        try PackageManifest.targets().filter { !$0.isTest }
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
        let (problems, files) = try PackageManifest.undeclaredImports(of: targets, among: targets)
        #expect(problems.isEmpty, "\(problems)")
        #expect(files > 100)
    }
}
