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

    struct Target { var name: String; var isTest: Bool; var path: String; var dependencies: [String] }

    /// Every `.target` and `.testTarget` of Package.swift (CardBuildTests too, declared when
    /// CARDC_BUILD_TESTS is set), with the folder it is in.
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
        let local = Set(targets.map(\.name)).union(["CYAML"])
        var checked = 0
        for target in targets where target.path.hasPrefix("Tests/") {
            let folder = TestSupport.packageRoot.appendingPathComponent(target.path)
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
        #expect(checked > 150)
    }
}
