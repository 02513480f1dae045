import Foundation
import CardTestSupport

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

    /// Runs cardc under a small Python wrapper that reports the child's peak memory. Spawning
    /// it straight from this (large) test process would not do: on Linux a child started with
    /// vfork or fork carries its parent's memory high-water mark into `ru_maxrss` across exec.
    /// The wrapper is small (about 10 MB), so the figure is cardc's peak or, at most, that.
    static func run(_ arguments: [String]) throws -> Run {
        let wrapper = """
            import resource, subprocess, sys, time
            start = time.perf_counter()
            with open(sys.argv[1], "wb") as out:
                code = subprocess.call(sys.argv[2:], stdout=out, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
            seconds = time.perf_counter() - start
            # ru_maxrss is in kilobytes on Linux, bytes on macOS.
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * (1 if sys.platform == "darwin" else 1024)
            print(code, seconds, peak)
            """
        let outputPath = try TestSupport.temporaryDirectory() + "/cardc-out"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", wrapper, outputPath, executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = report.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 3, let code = Int32(fields[0]), let seconds = Double(fields[1]), let peak = Int(fields[2]) else {
            throw NSError(domain: "CardcProcess", code: 1, userInfo: [NSLocalizedDescriptionKey: "wrapper said: \(report)"])
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        return Run(exitCode: code < 0 ? 128 - code : code, standardOutput: output, seconds: seconds, peakMemory: peak)
    }
}
