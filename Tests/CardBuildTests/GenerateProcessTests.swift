import Foundation
import Testing
import CardTestSupport

/// Moved from GenerateCommandTests (now in CardCommandsTests): many cardc processes at once, which
/// takes the release executable.
@Suite(.serialized, BuildTests.enabled) struct GenerateProcessTests {
    /// SwiftPM's build-tool plugin runs one cardc per spec, all writing into one folder at
    /// once; a run must never take a neighbour's temporary for a killed run's and remove it
    /// (that made the neighbour's rename fail with "No such file or directory").
    @Test func concurrentRunsIntoOneFolderAllSucceed() throws {
        let directory = try TestSupport.temporaryDirectory()
        let output = directory + "/GeneratedCards"
        let count = 12
        for round in 0..<8 {
            let processes = try (0..<count).map { i -> Process in
                let spec = directory + "/card\(i).card.yaml"
                let yaml = TestSupport.minimalSheet
                    .replacingOccurrences(of: "name: Sheet", with: "name: Sheet\(i)")
                    .replacingOccurrences(of: "100", with: "\(100 + round)")
                try yaml.write(toFile: spec, atomically: true, encoding: .utf8)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: CardcProcess.executable)
                process.arguments = ["generate", spec, "--output-file", output + "/Card\(i).swift"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: count), "round \(round)")
            for i in 0..<count {
                let text = try String(contentsOfFile: output + "/Card\(i).swift", encoding: .utf8)
                #expect(text.contains("Sheet\(i)") && text.contains("points(\(100 + round).0)"), "round \(round), card \(i)")
            }
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: output)
        #expect(left.filter { $0.contains(".cardc-tmp-") }.isEmpty, "\(left)")
    }
}
