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
import CardTestSupport
import CardCompilerTestSupport

/// A spec that lints clean compiles in bounded memory: the largest the limits allow for one
/// model (`maxFields` fields of the costliest types by `maxSamples` samples) is generated and
/// type-checked under the strict settings of `StrictGeneratedCodeTests`, with swiftc's address
/// space capped and its peak memory measured. Samples written as one array literal took
/// 11 GB for 50 samples of 256 `Double` fields, and 100 aborted with `bad_alloc`.
@Suite(.serialized) struct LargestSpecCompileTests {
    /// Runs a command with its address space capped, returning its status, output and peak
    /// resident memory (measured by a small Python parent, as `CardcProcess` does).
    static func measured(_ arguments: [String], addressSpace: Int) throws -> (status: Int32, output: String, peak: Int, seconds: Double) {
        let wrapper = """
            import resource, subprocess, sys, time
            limit = int(sys.argv[1])
            def cap():
                resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
            start = time.perf_counter()
            done = subprocess.run(sys.argv[2:], preexec_fn=cap, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            seconds = time.perf_counter() - start
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * (1 if sys.platform == "darwin" else 1024)
            sys.stdout.write(f"{done.returncode} {peak} {seconds}\\n")
            sys.stdout.write(done.stdout.decode("utf-8", "replace")[-4000:])
            """
        let result = StrictGeneratedCodeTests.run(["python3", "-c", wrapper, String(addressSpace)] + arguments)
        let firstLine = result.output.prefix { $0 != "\n" }.split(separator: " ")
        guard firstLine.count == 3, let status = Int32(firstLine[0]), let peak = Int(firstLine[1]), let seconds = Double(firstLine[2]) else {
            throw StrictGeneratedCodeTests.StrictError(message: result.output)
        }
        return (status, String(result.output.drop { $0 != "\n" }.dropFirst()), peak, seconds)
    }

    @Test(BuildTests.enabled) func theLargestSpecTheLimitsAllowCompilesInBoundedMemory() throws {
        let modules = try StrictGeneratedCodeTests.modules.get()
        let dir = try TestSupport.temporaryDirectory()
        let yaml = LargestSpec.yaml()
        #expect(TestSupport.diagnostics(yaml).isEmpty, "\(TestSupport.summary(yaml).prefix(5))")
        try yaml.write(toFile: dir + "/largest.card.yaml", atomically: true, encoding: .utf8)
        let generated = GenerateCommand(options: .init(specs: [dir + "/largest.card.yaml"], outputDirectory: dir + "/out")).run()
        try #require(generated.exitCode == ExitStatus.success, "\(generated)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").map { dir + "/out/" + $0 }
        let compiled = try Self.measured(["swiftc", "-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
                                          "-module-name", "Consumer", "-I", modules] + files, addressSpace: 6 << 30)
        #expect(compiled.status == 0 && compiled.output.isEmpty, "\(compiled.output)")
        // Measured on the 2-core machine: about 0.4 GB (a tenth of the cap).
        #expect(compiled.peak < 2 << 30, "peak memory \(compiled.peak >> 20) MB")
        print("LargestSpecCompileTests: swiftc -typecheck of \(CardFormat.maxFields) fields x \(CardFormat.maxSamples) samples: \(compiled.seconds) s, peak \(compiled.peak >> 20) MB")
    }
}
