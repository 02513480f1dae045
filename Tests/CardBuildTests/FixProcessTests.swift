import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardLanguageServer
@testable import CardFixes
@testable import CardPipeline
@testable import CardPreview
@testable import CardReporters
@testable import CardGeneration
@testable import CardChecker
@testable import CardDecoder
@testable import CardReader
@testable import CardModel
@testable import CardSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CardTestSupport

/// Moved from FixSafetyTests (now in CardFixesTests): a `--fix` process killed by the kernel.
@Suite(.serialized, BuildTests.enabled) struct FixProcessTests {
    /// The real thing: `--fix` killed by SIGXFSZ (a file-size limit smaller than the spec)
    /// while writing its temporary; the next `--fix` removes what it left, and fixes the spec.
    @Test func aFixKilledByTheFileSizeLimitIsCleanedUpByTheNext() throws {
        let dir = try TestSupport.temporaryDirectory()
        let path = dir + "/a.card.yaml"
        let text = TestSupport.minimalSheet + "\n" + String(repeating: "# padding to pass the 512-byte limit\n", count: 30) + "heder: { height: 60 }\n"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        // A file-size limit of 512 bytes: the spec is larger, so writing its fixed copy raises
        // SIGXFSZ, whose default action ends the process. Python sets the limit and the
        // signal's default action, which a test runner may have changed (a shell cannot undo
        // an ignored signal it inherits).
        let launcher = """
            import os, resource, signal, sys
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            resource.setrlimit(resource.RLIMIT_FSIZE, (512, 512))
            os.execv(sys.argv[1], sys.argv[1:])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", launcher, Self.cardc, "lint", "--fix", path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGXFSZ,
                "\(process.terminationReason) \(process.terminationStatus)")
        let leftBehind = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix(".a.card.yaml.cardc-tmp-\(process.processIdentifier)-") }
        #expect(leftBehind.count == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        var command = LintCommand(options: .init(paths: [path], fix: true))
        command.fixer = SpecFileFixes()
        let result = command.run()
        #expect(result.standardError.contains("fixed 1 problem"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.card.yaml"])
    }

    /// The debug build `swift test` made, if it is there; else the release build.
    static let cardc: String = {
        let debug = TestSupport.packageRoot.appendingPathComponent(".build/debug/cardc").path
        return FileManager.default.isExecutableFile(atPath: debug) ? debug : CardcProcess.executable
    }()
}
