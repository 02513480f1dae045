import Foundation
import Testing
@testable import CardCommands
@testable import CardReporters
@testable import CardModel
@testable import CardSupport
import CardTestSupport

/// `lint` prints each file's diagnostics as soon as every file before it is done. What it
/// prints must be exactly what sorting every diagnostic at the end printed, and it must not
/// hold more than a window of results, however the work is scheduled.
@Suite struct StreamedOutputTests {
    /// What `lint` printed before it streamed: every diagnostic gathered (configuration files'
    /// first, then each input's in the order named), sorted by file and position, rendered.
    static func printedAllAtOnce(_ options: LintCommand.Options, standardInput: [UInt8]? = nil) throws -> String {
        let inputs = try InputDiscovery.expand(options.paths)
        let plan = try LintPlan(inputs: inputs, limits: options.limits, configPath: options.configPath)
        var all = plan.configurationDiagnostics
        for case .success(let file)? in plan.run(keepSpecs: false, standardInput: standardInput) { all += file.diagnostics }
        let sorted = Diagnostic.sortedForOutput(all).map { d -> Diagnostic in
            var d = d
            if options.strict && d.severity == .warning { d.severity = .error }
            return d
        }
        return DiagnosticFormatter.render(sorted, as: options.format)
    }

    /// A tree whose walk order is not its sorted order (`a/` is walked before `a-b/`, while
    /// `a-b/...` sorts first), with a configuration file that has mistakes, specs with several
    /// findings each, and a clean spec.
    static func tree() throws -> String {
        let dir = try TestSupport.temporaryDirectory()
        for folder in ["a", "a-b", "a/inner", "z"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
        }
        let broken = "version: 1\nname: x\nkind: sheet\nsegments: [{ name: a, height: 10% }]\nthresholds: { upward: 0.5, sidewaysX: 1 }\nfoo: 1\n"
        let warned = TestSupport.minimalSheet + "\nthresholds: { upward: 0.5 }\n"
        try broken.write(toFile: dir + "/a/x.card.yaml", atomically: true, encoding: .utf8)
        try warned.write(toFile: dir + "/a/inner/w.card.yaml", atomically: true, encoding: .utf8)
        try broken.write(toFile: dir + "/a-b/y.card.yaml", atomically: true, encoding: .utf8)
        try TestSupport.minimalSheet.write(toFile: dir + "/a-b/clean.card.yaml", atomically: true, encoding: .utf8)
        try "version: 1\nkind: deck\n".write(toFile: dir + "/z/m.card.yml", atomically: true, encoding: .utf8)
        try "disabledRules: [unreachable-stat]\nrules: 1\n".write(toFile: dir + "/a/.cardc.yml", atomically: true, encoding: .utf8)
        // Two files whose names are equal as Swift Strings (canonically equivalent) but not
        // as bytes: é written precomposed and decomposed. Their findings merge by position.
        try broken.write(toFile: dir + "/z/caf\u{E9}.card.yaml", atomically: true, encoding: .utf8)
        try warned.write(toFile: dir + "/z/cafe\u{301}.card.yaml", atomically: true, encoding: .utf8)
        return dir
    }

    /// Every format but those that list clean files too (JUnit), which sorting diagnostics
    /// cannot show; `junitListsEveryFileOnce` covers those.
    @Test(arguments: DiagnosticFormat.allCases.filter { !$0.reporter().reportsEveryFile }, [false, true])
    func printsWhatSortingEverythingPrinted(format: DiagnosticFormat, strict: Bool) throws {
        let dir = try Self.tree()
        // Named out of order, one file twice (its findings merge with its own), the
        // configuration file as a spec (its findings as a spec merge with those as a
        // configuration), standard input.
        let paths = [dir + "/z", dir, dir + "/a-b/y.card.yaml", dir + "/a/.cardc.yml", "-"]
        let stdin = Array("version: 1\nkind: deck\nsize: { width: 0, height: 1 }\n".utf8)
        let options = LintCommand.Options(paths: paths, format: format, strict: strict)
        let output = LintCommand(options: options, standardInput: { stdin }).run()
        let expected = try Self.printedAllAtOnce(options, standardInput: stdin)
        #expect(expected.contains(".cardc.yml"))
        // SARIF names every rule's default level up front; its results say `"level": "warning"`.
        #expect(expected.contains(format == .sarif ? "\"level\": \"warning\", \"message\"" : "warning") != strict)
        expectEqual(output.standardOutput, expected)
        expectEqual(output.exitCode, ExitStatus.inputErrors)
    }

    /// JUnit lists every linted file once, clean or not, sorted like the other formats, with the
    /// failures of the files that have errors; a path named twice is still one test case.
    @Test func junitListsEveryFileOnce() throws {
        let dir = try Self.tree()
        let options = LintCommand.Options(paths: [dir + "/z", dir, dir + "/a-b/y.card.yaml"], format: .junit)
        let output = LintCommand(options: options).run()
        let names = output.standardOutput.split(separator: "\n").filter { $0.hasPrefix("<testcase ") }
            .map { String($0.split(separator: "\"")[3]) }
        let files = try InputDiscovery.expand([dir]).map(\.path)
        #expect(names == Set(files + [dir + "/a/.cardc.yml"]).sorted(), "\(output.standardOutput)")
        let failing = Set(try Self.printedAllAtOnce(options.with(format: .json)).split(separator: "\n")
            .filter { $0.contains("\"severity\": \"error\"") }.map { String($0.split(separator: "\"")[3]) })
        expectEqual(output.standardOutput.components(separatedBy: "<failure ").count - 1, failing.count)
        #expect(failing.contains(dir + "/a-b/y.card.yaml") && !failing.contains(dir + "/a-b/clean.card.yaml"))
    }

    @Test func largeOutputIsWrittenInPiecesThatAddUp() throws {
        let dir = try TestSupport.temporaryDirectory()
        for i in 0..<400 {
            let spec = "version: 1\nname: x\(i)\nkind: deck\nsize: { width: -1, height: [1] }\nvisible: 0\nexit: { drop: yes }\n"
            try spec.write(toFile: dir + "/s\(i).card.yaml", atomically: true, encoding: .utf8)
        }
        let pieces = Pieces()
        let options = LintCommand.Options(paths: [dir])
        let output = LintCommand(options: options).run(writingOutput: { pieces.append($0) })
        #expect(output.standardOutput.isEmpty)
        #expect(pieces.all.count > 1)
        #expect(pieces.all.joined() == (try Self.printedAllAtOnce(options)))
        #expect(output.standardError.contains("400 files"))
    }

    private final class Pieces: @unchecked Sendable {
        private let mutex = Mutex()
        private var pieces: [String] = []
        func append(_ piece: String) { mutex.withLock { pieces.append(piece) } }
        var all: [String] { mutex.withLock { pieces } }
    }

    @Test func everyResultIsHandedOnOnceAndInOrder() {
        let seen = Pieces()
        let inside = Census()
        Parallel.forEachInOrder(3000, workers: 4, perWorker: { () }, { _, i -> Int in
            // Uneven work, so results finish out of order.
            if i % 97 == 0 { Self.work(20_000) }
            return i * 3
        }, consume: { i, value in
            // Never two at once: counted outside any lock of the hand-off.
            inside.born()
            if i % 50 == 0 { Self.work(10_000) }
            seen.append("\(i):\(value)")
            inside.died()
        })
        expectEqual(seen.all, (0..<3000).map { "\($0):\($0 * 3)" })
        expectEqual(inside.most, 1)
    }

    /// Busy work of `rounds` steps, in place of a sleep: it keeps a thread running, for a
    /// number of steps rather than a time.
    @discardableResult
    static func work(_ rounds: Int) -> UInt64 {
        var x: UInt64 = 1
        for k in 0..<UInt64(rounds) { x = x &* 6364136223846793005 &+ k }
        return x
    }

    /// Counts instances alive, and the most ever alive at once.
    private final class Census: @unchecked Sendable {
        private let mutex = Mutex()
        private var alive = 0
        private var peak = 0
        func born() { mutex.withLock { alive += 1; peak = max(peak, alive) } }
        func died() { mutex.withLock { alive -= 1 } }
        var most: Int { mutex.withLock { peak } }
    }

    private final class Counted: Sendable {
        let census: Census
        init(_ census: Census) { self.census = census; census.born() }
        deinit { census.died() }
    }

    /// The id of the first thread to arrive, handed to one that waits for it (untimed).
    private final class Arrival: @unchecked Sendable {
        private let condition = NSCondition()
        private var thread: String?
        func arrive(_ id: String) {
            condition.lock()
            if thread == nil { thread = id }
            condition.broadcast()
            condition.unlock()
        }
        func wait() -> String {
            condition.lock()
            defer { condition.unlock() }
            while thread == nil { condition.wait() }
            return thread ?? ""
        }
        var arrived: Bool {
            condition.lock()
            defer { condition.unlock() }
            return thread != nil
        }
    }

    /// The calling thread's `/proc/self/task` entry (`/proc/thread-self` names it).
    static func currentThread() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self"))
            .map { String($0.split(separator: "/").last ?? "") } ?? ""
    }

    /// Whether a thread of this process is asleep (state S: waiting on a lock or a condition,
    /// or parked in the pool with no work), from the field after its name in `stat`.
    static func isWaiting(_ thread: String) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/self/task/\(thread)/stat", encoding: .utf8),
              let name = stat.range(of: ") ", options: .backwards) else { return false }
        return stat[name.upperBound...].hasPrefix("S")
    }

    /// The first result is held back until the other worker has gone as far as it can: it
    /// waits for that worker to start, then until it sleeps, which it does when the bound
    /// stops it (or, were there no bound, when it has finished everything else). Counts, not
    /// time: the other worker may start late (the pool may be slow to give a second thread
    /// while other tests run) and nothing is missed. Linux only: it reads thread states in
    /// /proc.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/thread-self")))
    func workersDoNotRunFarAheadOfTheFirstUnfinishedResult() {
        let census = Census()
        let other = Arrival()
        let count = 20_000
        Parallel.forEachInOrder(count, workers: 2, perWorker: { () }, { _, i -> Counted in
            if i == 0 {
                let thread = other.wait()
                while !Self.isWaiting(thread) {}
            } else if i >= 64 && !other.arrived {
                other.arrive(Self.currentThread())
            }
            return Counted(census)
        }, consume: { _, _ in })
        #expect(other.arrived, "the second worker never ran, so nothing was tested")
        #expect(census.most > 64)
        #expect(census.most <= 1_000)
    }
}

extension LintCommand.Options {
    func with(format: DiagnosticFormat) -> Self {
        var copy = self
        copy.format = format
        return copy
    }
}
