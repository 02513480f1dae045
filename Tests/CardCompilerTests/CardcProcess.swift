import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `cardc` executable as a child process and measures it: exit status, output,
/// wall time, and the child's own peak resident memory (from `wait4`).
enum CardcProcess {
    struct Run {
        var exitCode: Int32
        var standardOutput: String
        var seconds: Double
        /// Peak resident set of the child, in bytes.
        var peakMemory: Int
    }

    /// The release build of cardc, as users run it: the time and memory bounds are the
    /// product's. Built (incrementally) once per test run, in its own scratch directory, since
    /// the running `swift test` holds the lock on `.build`.
    static let executable: String = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", "release", "--product", "cardc", "--package-path", TestSupport.packageRoot.path,
                             "--scratch-path", TestSupport.packageRoot.appendingPathComponent(".build-release").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
        process.waitUntilExit()
        let release = TestSupport.packageRoot.appendingPathComponent(".build-release/release/cardc").path
        precondition(process.terminationStatus == 0 && FileManager.default.isExecutableFile(atPath: release),
                     "could not build the release cardc for the hostile-input tests")
        return release
    }()

    static func run(_ arguments: [String]) throws -> Run {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("cardc-out-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw NSError(domain: "spawn", code: Int(spawned)) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let exited = (status & 0x7F) == 0
        let code: Int32 = exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return Run(exitCode: code, standardOutput: output, seconds: seconds, peakMemory: Int(usage.ru_maxrss) * 1024)
    }
}
