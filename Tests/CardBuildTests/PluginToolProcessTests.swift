import Foundation
import Testing
@testable import CardCommands
@testable import CardReporters
@testable import CardSupport
import CardTestSupport

/// The source plugins' tool (`cardc-plugin-tool`, issue 36) against the full cardc, both as
/// `swift build` makes them: the same flags (their help is the same text, so an option added to
/// one only fails here), the same bytes on standard output and error and the same exit status
/// for `lint` in every format and for `generate`, and `--fix`, which it cannot serve, refused
/// with exit status 2 and the full cardc named.
@Suite(.serialized, BuildTests.enabled) struct PluginToolProcessTests {
    struct Run: Equatable { var status: Int32; var out: String; var err: String }

    /// The debug build of `product`, built first if it is not there.
    static func executable(_ product: String) throws -> String {
        let path = TestSupport.packageRoot.appendingPathComponent(".build/debug/\(product)").path
        if !FileManager.default.isExecutableFile(atPath: path) {
            let build = Process()
            build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            build.arguments = ["swift", "build", "--product", product, "--package-path", TestSupport.packageRoot.path]
            try build.run()
            build.waitUntilExit()
        }
        try #require(FileManager.default.isExecutableFile(atPath: path), "no \(path)")
        return path
    }

    static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both while it runs: a full pipe would stop it.
        let errData = LockedData()
        let reader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errData.done { usleep(1000) }
        return Run(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self), err: String(decoding: errData.data, as: UTF8.self))
    }

    final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var value = Data()
        private var finished = false
        func set(_ data: Data) { lock.lock(); value = data; finished = true; lock.unlock() }
        var done: Bool { lock.lock(); defer { lock.unlock() }; return finished }
        var data: Data { lock.lock(); defer { lock.unlock() }; return value }
    }

    static let cardc = Result { try executable("cardc") }
    static let tool = Result { try executable(FullCardcOnly.toolName) }

    /// The examples and a spec with an error and a warning, in a folder of their own.
    static func specs() throws -> String {
        let folder = try TestSupport.temporaryDirectory()
        let examples = TestSupport.packageRoot.appendingPathComponent("examples").path
        for name in try FileManager.default.contentsOfDirectory(atPath: examples) where name.hasSuffix(".card.yaml") {
            try FileManager.default.copyItem(atPath: examples + "/" + name, toPath: folder + "/" + name)
        }
        let glide = try String(contentsOfFile: examples + "/glide.card.yaml", encoding: .utf8)
        try glide.replacingOccurrences(of: "name: Glide", with: "name: Broken\nheadr: 1").write(toFile: folder + "/broken.card.yaml", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func lintAndGenerateTakeTheSameFlags() throws {
        let (cardc, tool) = (try Self.cardc.get(), try Self.tool.get())
        let folder = try TestSupport.temporaryDirectory()
        for command in ["lint", "generate"] {
            let full = try Self.run(cardc, [command, "--help"], in: folder)
            let slim = try Self.run(tool, [command, "--help"], in: folder)
            #expect(full.status == 0 && full.out.contains("--format"))
            #expect(slim == full, "\(command) --help differs:\n\(slim.out)\n---\n\(full.out)")
        }
    }

    @Test func lintPrintsTheSameInEveryFormat() throws {
        let (cardc, tool) = (try Self.cardc.get(), try Self.tool.get())
        let folder = try Self.specs()
        var statuses: Set<Int32> = []
        for format in DiagnosticFormat.allCases.map(\.rawValue) {
            for extra in [[], ["--strict"], ["--quiet"]] {
                for paths in [["."], ["--", "glide.card.yaml"]] {
                    let arguments = ["lint", "--format", format] + extra + paths
                    let full = try Self.run(cardc, arguments, in: folder)
                    let slim = try Self.run(tool, arguments, in: folder)
                    #expect(slim == full, "\(arguments)")
                    statuses.insert(full.status)
                }
            }
        }
        // Both outcomes were compared: the broken spec's errors and the clean examples.
        #expect(statuses == [0, 1])
        // A bad flag value is an argument error, printed the same.
        let bad = ["lint", "--format", "xml", "."]
        let full = try Self.run(cardc, bad, in: folder)
        let slim = try Self.run(tool, bad, in: folder)
        #expect(full.status == ExitStatus.toolFailure && slim == full, "\(slim) \(full)")
    }

    @Test func generateWritesTheSameFiles() throws {
        let (cardc, tool) = (try Self.cardc.get(), try Self.tool.get())
        let folder = try Self.specs()
        try FileManager.default.removeItem(atPath: folder + "/broken.card.yaml")
        let specs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".card.yaml") }.sorted()
        for (name, executable) in [("full", cardc), ("slim", tool)] {
            let directory = try Self.run(executable, ["generate", "--output", "out-\(name)", "--"] + specs, in: folder)
            let file = try Self.run(executable, ["generate", "--output-file", "one-\(name).swift", "--"] + specs, in: folder)
            #expect(directory.status == 0 && file.status == 0, "\(directory) \(file)")
        }
        let full = try FileManager.default.contentsOfDirectory(atPath: folder + "/out-full").sorted()
        #expect(full.count >= specs.count)
        let slim = try FileManager.default.contentsOfDirectory(atPath: folder + "/out-slim").sorted()
        #expect(slim == full)
        for name in full {
            #expect(FileManager.default.contentsEqual(atPath: folder + "/out-full/" + name, andPath: folder + "/out-slim/" + name), "\(name)")
        }
        #expect(FileManager.default.contentsEqual(atPath: folder + "/one-full.swift", andPath: folder + "/one-slim.swift"))
        // And `--check` on what the other wrote says the same.
        let check = ["generate", "--check", "--output", "out-full", "--"] + specs
        let checked = (try Self.run(tool, check, in: folder), try Self.run(cardc, check, in: folder))
        #expect(checked.0 == checked.1 && checked.1.status == 0, "\(checked)")
    }

    @Test func fixIsRefusedWithTheFullCardcNamed() throws {
        let tool = try Self.tool.get()
        let folder = try Self.specs()
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/broken.card.yaml"))
        let run = try Self.run(tool, ["lint", "--fix", "--", "broken.card.yaml"], in: folder)
        #expect(run.status == ExitStatus.toolFailure)
        #expect(run.out == "")
        #expect(run.err == "cardc: error: " + FullCardcOnly.fixMessage + "\n", "\(run.err)")
        let after = try Data(contentsOf: URL(fileURLWithPath: folder + "/broken.card.yaml"))
        #expect(after == before)
    }
}
