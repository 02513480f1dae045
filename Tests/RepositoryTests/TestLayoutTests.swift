import Foundation
import Testing
import CardTestSupport

/// The test folders mirror the source targets (issue 37, item 5): a layer's tests are in the
/// test target named after it, what test targets share is a target of its own (CardTestSupport,
/// CardCompilerTestSupport), never a symbolic link from one test folder into another, and a test
/// file imports only targets its test target depends on (the rule PackageLayeringTests holds
/// the source targets to).
@Suite struct TestLayoutTests {
    /// Test targets that test no one source target, each with what it holds instead
    /// (README, "Layout").
    static let crossCutting: Set<String> = [
        "CardBuildTests",       // builds and runs the project (CARDC_BUILD_TESTS=1)
        "GeneratedCodeTests",   // compiles the golden files under strict settings
        "PluginTests",          // the SwiftPM plugins of Plugins/ and BinaryPlugins/
        "RepositoryTests",      // docs against code, Package.swift, the example app, these tests
    ]

    static func targets() throws -> [PackageManifest.Target] {
        try PackageManifest.targets()
    }

    @Test func noSymbolicLinkJoinsTestTargets() throws {
        let tests = TestSupport.packageRoot.appendingPathComponent("Tests").path
        let walker = try #require(FileManager.default.enumerator(atPath: tests))
        var links: [String] = []
        var entries = 0
        while let relative = walker.nextObject() as? String {
            entries += 1
            let attributes = try FileManager.default.attributesOfItem(atPath: tests + "/" + relative)
            if attributes[.type] as? FileAttributeType == .typeSymbolicLink { links.append("Tests/" + relative) }
        }
        #expect(entries > 100)
        #expect(links.isEmpty, "symbolic links in Tests (make the shared code part of a test-support target):\n\(links.joined(separator: "\n"))")
    }

    @Test func everyTestTargetIsNamedAfterASourceTargetOrIsCrossCutting() throws {
        let targets = try Self.targets()
        let sources = Set(targets.filter { !$0.isTest && $0.path.hasPrefix("Sources/") }.map(\.name))
        let tests = targets.filter(\.isTest)
        #expect(tests.count >= 15, "the test targets were not found in Package.swift")
        #expect(Self.crossCutting.isSubset(of: Set(tests.map(\.name))))
        for test in tests where !Self.crossCutting.contains(test.name) {
            #expect(test.name.hasSuffix("Tests") && sources.contains(String(test.name.dropLast("Tests".count))),
                    "\(test.name) is named after no source target")
            expectEqual(test.path, "Tests/" + test.name)
        }
        // Every folder of Swift tests is a target: a file put in a new folder is compiled.
        let folders = try FileManager.default.contentsOfDirectory(atPath: TestSupport.packageRoot.appendingPathComponent("Tests").path)
        let declared = Set(targets.map(\.path))
        for folder in folders {
            let path = TestSupport.packageRoot.appendingPathComponent("Tests/" + folder).path
            let swift = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).contains { $0.hasSuffix(".swift") }
            if swift && !["AppleStandIns", "Fuzz", "Sanitizers", "Fixtures", "Integration"].contains(folder) {
                #expect(declared.contains("Tests/" + folder), "Tests/\(folder) holds Swift files but is no target")
            }
        }
    }

    @Test func everyTestFileImportsOnlyItsTargetsDependencies() throws {
        let targets = try Self.targets()
        let (problems, files) = try PackageManifest.undeclaredImports(of: targets.filter { $0.path.hasPrefix("Tests/") }, among: targets)
        #expect(problems.isEmpty, "\(problems)")
        #expect(files > 150)
    }
}
