import Foundation
import Testing
import CardTestSupport

/// `swift test` stays fast and steady (issue 24, item 7): the suites it runs in-process never
/// build the project, run swiftc or the release cardc (those checks live in CardBuildTests,
/// behind CARDC_BUILD_TESTS), never sleep, and never compare wall-clock times, which fail on a
/// loaded machine; they assert counts of work and sizes instead.
@Suite struct TestHygieneTests {
    /// What must not appear in these targets' sources, each with why.
    static let forbidden: [(text: String, why: String)] = [
        ("CardcProcess", "runs the release cardc"),
        ("\"swiftc\"", "runs the compiler"),
        ("\"build\", \"-c\"", "builds the project"),
        ("sleep(", "sleeps"),
        ("Thread.sleep", "sleeps"),
        ("Task.sleep", "sleeps"),
        ("ContinuousClock", "measures wall-clock time"),
        ("SuspendingClock", "measures wall-clock time"),
        ("DispatchTime", "measures wall-clock time"),
        ("timeIntervalSince(", "measures wall-clock time"),
        ("Date()", "reads the clock"),
    ]

    /// Every folder `swift test` compiles: all test targets and test-support targets but CardBuildTests.
    static func targets() throws -> [String] {
        try TestLayoutTests.targets().filter { $0.path.hasPrefix("Tests/") && $0.name != "CardBuildTests" }.map(\.path)
    }

    @Test func inProcessSuitesNeitherBuildNorSleepNorTime() throws {
        let own = URL(fileURLWithPath: #filePath).lastPathComponent
        var found: [String] = []
        var files = 0
        for target in try Self.targets() {
            let folder = TestSupport.packageRoot.appendingPathComponent(target).path
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") && $0 != own }
            for name in names {
                files += 1
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                for (needle, why) in Self.forbidden where text.contains(needle) {
                    found.append("\(target)/\(name): \(needle) (\(why))")
                }
            }
        }
        #expect(files > 20)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// CardBuildTests is a target only when CARDC_BUILD_TESTS is set, so that `swift test` does
    /// not compile it; then every test in it must be one that needs the variable anyway (an
    /// in-process test there would silently stop running in `swift test`).
    @Test func buildTestsAreCompiledOnlyWhenAskedForAndHoldNoInProcessTest() throws {
        let root = TestSupport.packageRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let condition = try #require(manifest.firstIndex { $0.hasPrefix("if ") && $0.contains("Context.environment[\"CARDC_BUILD_TESTS\"]") },
                                     "Package.swift does not test CARDC_BUILD_TESTS")
        let declarations = manifest.indices.filter { manifest[$0].contains("name: \"CardBuildTests\"") }
        expectEqual(declarations.count, 1)
        #expect(declarations.allSatisfy { $0 > condition && !manifest[condition..<$0].contains("}") })

        let folder = root.appendingPathComponent("Tests/CardBuildTests").path
        var ungated: [String] = []
        var tests = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            let lines = try String(contentsOfFile: folder + "/" + name, encoding: .utf8).split(separator: "\n")
            let suiteGated = lines.contains { $0.contains("@Suite(") && $0.contains("BuildTests.enabled") }
            for line in lines where line.contains("@Test") {
                tests += 1
                if !suiteGated && !line.contains("BuildTests.enabled") { ungated.append("\(name): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        #expect(tests > 10)
        #expect(ungated.isEmpty, "in-process tests belong in the test target of the source target they test:\n\(ungated.joined(separator: "\n"))")
    }

    /// `swift test` checks fewer random specs than CI so that it stays within two minutes; CI
    /// must still check the full count, set before its `swift test` runs.
    @Test func ciRunsTheDifferentialTestsAtTheirFullCount() throws {
        let script = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let setting = "export CARDC_DIFFERENTIAL_COUNT="
        let set = try #require(lines.firstIndex { $0.hasPrefix(setting) }, ".ci/run does not set CARDC_DIFFERENTIAL_COUNT")
        let run = try #require(lines.firstIndex { $0 == "swift test" || $0.hasPrefix("swift test ") })
        #expect(set < run)
        expectEqual(Int(lines[set].dropFirst(setting.count)), TestSupport.differentialCICount)
        #expect(TestSupport.differentialCICount >= 10_000)
        #expect(TestSupport.differentialDefaultCount < TestSupport.differentialCICount)
        // The other random suites take their deep counts in the same run.
        expectEqual(TestSupport.isDeepRun, TestSupport.differentialCount >= TestSupport.differentialCICount)
    }
}
