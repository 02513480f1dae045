import Foundation
import Testing

/// Shared helpers of every test target (issue 37, item 5: a target, where they were symbolic
/// links between targets): find the repository's files, make folders, scale the random suites.
/// Running the pipeline on YAML text is CardCompilerTestSupport's, which links the compiler; this
/// target links nothing of the project, so CardEngineTests and GeneratedCodeTests use it too.
package enum TestSupport {
    /// The package root, found from this file's path.
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh empty directory under the process's `TemporaryFolders` root, removed with it when
    /// the tests end.
    package static func temporaryDirectory() throws -> String {
        try TemporaryFolders.shared.make()
    }

    /// Random specs per run of the differential suites: 400 by default, so that `swift test`
    /// stays quick (issue 24, item 7; 10,000 cost about 50 s of CPU, half the run, 1,000 about
    /// 7 s); `.ci/run` sets CARDC_DIFFERENTIAL_COUNT to `differentialCICount`, so CI tests as
    /// many as before.
    package static let differentialDefaultCount = 400
    package static let differentialCICount = 10_000
    package static let differentialCount = Int(ProcessInfo.processInfo.environment["CARDC_DIFFERENTIAL_COUNT"] ?? "") ?? differentialDefaultCount

    /// CI's deep run (`differentialCount` at `differentialCICount`): the other random suites then
    /// check as many cases as they always did; `swift test` alone checks `modest` of them,
    /// enough to show the property.
    package static let isDeepRun = differentialCount >= differentialCICount

    package static func randomCount(modest: Int, ci: Int) -> Int {
        isDeepRun ? ci : modest
    }

    /// Nests `levels` folders named `component` in `folder`, each made relative to the one
    /// above it, so that together they are deeper than a path can name; returns the deepest
    /// one's open descriptor, which the caller closes.
    package static func nestFolders(in folder: String, named component: String, levels: Int = 24) throws -> Int32 {
        var fd = open(folder, O_RDONLY | O_DIRECTORY)
        try #require(fd >= 0)
        for _ in 0..<levels {
            #expect(mkdirat(fd, component, 0o755) == 0)
            let next = openat(fd, component, O_RDONLY | O_DIRECTORY)
            close(fd)
            fd = next
            try #require(fd >= 0)
        }
        return fd
    }

    package static let minimalSheet = """
        version: 1
        name: Sheet
        kind: sheet
        segments:
          - { name: low, height: 100 }
          - { name: high, height: 50% }
        """

    /// About 400 KB of documents, some with mistakes, so every part has something to report.
    package static func stream(breakingAt broken: Int? = nil) -> String {
        var documents: [String] = []
        for i in 0..<4000 {
            var doc = "version: 1\nname: Card\(i)\nkind: carousel\nexpandDistance: \(i % 7 == 0 ? "-5" : "200")\n"
            if i % 11 == 0 { doc += "thresholds: { expand: 100% }\n" }
            if i % 13 == 0 { doc += "spacng: 3\n" }
            if i % 17 == 0 { doc += "peek: 4\npeek: 5\n" }
            if i == broken { doc += "insets: { top: [1, \n" }
            doc += "appearance: { cornerRadius: 12, shadow: { opacity: 0.5, radius: 3 } }\nanimation: { duration: 0.3, damping: 0.9 }\n"
            documents.append(doc)
        }
        return documents.joined(separator: "---\n")
    }
}
