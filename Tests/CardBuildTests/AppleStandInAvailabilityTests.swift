import Foundation
import Testing
import CardTestSupport

/// The adapters build as Xcode would: no API newer than the platform minimum of Package.swift (or
/// the enclosing `@available`), no subclass-only UIKit API without
/// `import UIKit.UIGestureRecognizerSubclass` (Tests/AppleStandIns/README.md, "Availability" and
/// "The subclass split"; `AvailabilityPasses` says how this is checked on Linux).
@Suite(.serialized) struct AppleStandInAvailabilityTests {
    typealias Platform = AvailabilityPasses.Platform
    typealias Version = AvailabilityPasses.Version

    /// The platforms each adapter is built and checked for: UIKit's is iOS's (and Mac Catalyst's);
    /// SwiftUI's is macOS's too.
    static let platforms: [String: [Platform]] = ["CardUIKit": [.iOS, .macCatalyst], "CardSwiftUI": [.iOS, .macCatalyst, .macOS]]

    /// One source file of an adapter: where it is shown in diagnostics, and its text.
    struct Source {
        var name: String
        var text: String
    }

    /// The stand-in modules rewritten for one platform and version, compiled once per run for
    /// each distinct rewriting (most platforms' and versions' rewritings coincide).
    final class ModuleCache: @unchecked Sendable {
        private let lock = NSLock()
        private var folders: [String: String] = [:]

        func folder(for key: String, make: () throws -> String) throws -> String {
            lock.lock()
            defer { lock.unlock() }
            if let folder = folders[key] { return folder }
            let folder = try make()
            folders[key] = folder
            return folder
        }
    }

    static let cache = ModuleCache()

    /// The stand-ins as Swift on Linux checks them for `platform` at `level`, compiled.
    static func standIns(for platform: Platform, at level: Version) throws -> String {
        var rewritten: [(module: String, files: [(name: String, text: String)])] = []
        for module in AppleStandInTests.standInModules {
            let folder = AppleStandInTests.standIns + "/" + module
            let files = try AppleStandInTests.swiftFiles(in: folder).map { path in
                (name: String(path.dropFirst(folder.count + 1)),
                 text: try AvailabilityPasses.rewrite(try String(contentsOfFile: path, encoding: .utf8), for: platform, at: level, file: path))
            }
            rewritten.append((module, files))
        }
        let key = "\(level)\n" + rewritten.map { $0.module + $0.files.map { $0.name + $0.text }.joined() }.joined()
        return try cache.folder(for: key) {
            let output = try TestSupport.temporaryDirectory()
            for (module, files) in rewritten {
                let sources = output + "/" + module
                try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
                for file in files {
                    let path = sources + "/" + file.name.replacingOccurrences(of: "/", with: "_")
                    try file.text.write(toFile: path, atomically: true, encoding: .utf8)
                }
                let compiled = StrictGeneratedCodeTests.run(
                    ["swiftc", "-emit-module", "-module-name", module, "-I", output, "-emit-module-path", "\(output)/\(module).swiftmodule",
                     "-package-description-version", "\(level)"]
                    + AppleStandInTests.swiftFlags + AppleStandInTests.interfaceFlags + (try AppleStandInTests.swiftFiles(in: sources)))
                guard compiled.status == 0 else {
                    throw AppleStandInTests.HarnessError(description: "stand-in \(module) for \(platform.rawValue) \(level):\n\(compiled.output)")
                }
            }
            return output
        }
    }

    /// Every failure of `sources` (module `adapter`) for each of `platforms`, at the minimum
    /// `minimums` gives it and at each later version its own `@available`/`#available` names.
    /// Empty when it builds as Xcode would.
    static func failures(adapter: String, sources: [Source], platforms: [Platform], minimums: [Platform: Version]) throws -> [String] {
        var found: [String] = []
        var checked: Set<String> = []
        for platform in platforms {
            guard let minimum = minimums[platform] else { continue }
            let levels = [minimum] + AvailabilityPasses.laterVersions(in: sources.map(\.text), for: platform, above: minimum)
            for level in levels {
                let rewritten = try sources.map { source in
                    Source(name: source.name, text: try AvailabilityPasses.rewrite(AvailabilityPasses.importingSubclassSPI(source.text),
                                                                                  for: platform, at: level, file: source.name))
                }
                let modules = try standIns(for: platform, at: level)
                // A pass whose stand-ins and sources are those of a pass already made proves nothing more.
                let key = modules + "\(level)" + rewritten.map(\.text).joined()
                guard checked.insert(key).inserted else { continue }
                let folder = try TestSupport.temporaryDirectory()
                var paths: [String] = []
                for (index, source) in rewritten.enumerated() {
                    let path = "\(folder)/\(index)-" + URL(fileURLWithPath: source.name).lastPathComponent
                    try source.text.write(toFile: path, atomically: true, encoding: .utf8)
                    paths.append(path)
                }
                // Every file's diagnostics: swiftc otherwise stops checking bodies after the first
                // file that has an error.
                let typecheck = StrictGeneratedCodeTests.run(
                    ["swiftc", "-typecheck", "-continue-building-after-errors", "-module-name", adapter, "-I", modules, "-I", try AppleStandInTests.packageModules.get(),
                     "-package-description-version", "\(level)"] + AppleStandInTests.swiftFlags + paths)
                guard typecheck.status != 0 || !typecheck.output.isEmpty else { continue }
                // Diagnostics name the files as they are in the repository.
                var output = typecheck.output
                for (path, source) in zip(paths, sources) { output = output.replacingOccurrences(of: path, with: source.name) }
                found.append("\(adapter) for \(platform.rawValue) \(level):\n\(output)")
            }
        }
        return found
    }

    /// The minimums Package.swift declares.
    static func packageMinimums() throws -> [Platform: Version] {
        AvailabilityPasses.minimums(manifest: try String(contentsOfFile: AppleStandInTests.root + "/Package.swift", encoding: .utf8))
    }

    /// An adapter's sources and probe, named as in the repository.
    static func sources(of adapter: String) throws -> [Source] {
        let files = try AppleStandInTests.swiftFiles(in: AppleStandInTests.root + "/Sources/" + adapter)
            + [AppleStandInTests.standIns + "/Probes/" + adapter + ".swift"].filter { FileManager.default.fileExists(atPath: $0) }
        return try files.map { path in
            Source(name: String(path.dropFirst(AppleStandInTests.root.count + 1)), text: try String(contentsOfFile: path, encoding: .utf8))
        }
    }

    // MARK: The adapters

    @Test(BuildTests.enabled) func theAdaptersUseNoAPINewerThanTheirDeclaredMinimum() throws {
        let minimums = try Self.packageMinimums()
        for (adapter, platforms) in Self.platforms.sorted(by: { $0.key < $1.key }) {
            let failures = try Self.failures(adapter: adapter, sources: try Self.sources(of: adapter), platforms: platforms, minimums: minimums)
            #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        }
    }

    /// Package.swift names every platform the adapters are checked for, and the compiler's
    /// platform (macOS) no later than the Macs current Swift toolchains run on (docs/runtime.md,
    /// "Requirements").
    @Test(BuildTests.enabled) func packageSwiftDeclaresThePlatformsTheAdaptersAreCheckedFor() throws {
        let manifest = try String(contentsOfFile: AppleStandInTests.root + "/Package.swift", encoding: .utf8)
        let minimums = AvailabilityPasses.minimums(manifest: manifest)
        for platform in Platform.allCases {
            #expect(minimums[platform] != AvailabilityPasses.swiftPMDefaults[platform], "Package.swift names no \(platform.rawValue) minimum")
        }
        #expect(try #require(minimums[.macOS]) <= Version("14.0")!)
    }

    // MARK: The check finds what it is for

    static let swiftUIMinimums: [Platform: Version] = [.iOS: Version("16.0")!, .macCatalyst: Version("16.0")!, .macOS: Version("13.0")!]

    /// An iOS 17 call (`onChange(of:initial:_:)`) in code that is iOS 16.
    static let onChangeInAnIOS16Context = """
        import SwiftUI

        struct Watcher: View {
            var value: Int
            var body: some View {
                EmptyView().onChange(of: value, initial: true) { _, _ in }
            }
        }
        """

    @Test(BuildTests.enabled) func anIOS17CallInAnIOS16ContextFails() throws {
        let failures = try Self.failures(adapter: "Probe", sources: [Source(name: "Sources/Probe/Watcher.swift", text: Self.onChangeInAnIOS16Context)],
                                         platforms: [.iOS, .macOS], minimums: Self.swiftUIMinimums)
        // iOS 16 and macOS 13 each refuse it, naming the call and the file as the repository has it.
        #expect(failures.count == 2, "\(failures)")
        for failure in failures {
            #expect(failure.contains("'onChange(of:initial:_:)' is unavailable"), "\(failure)")
            #expect(failure.contains("Sources/Probe/Watcher.swift:6:"), "\(failure)")
        }
        #expect(failures.first?.hasPrefix("Probe for iOS 16.0") == true)
    }

    /// The same call passes inside a declaration that is iOS 17 itself, or under `if #available`;
    /// that declaration is then checked against iOS 17, where an iOS 18 call still fails.
    @Test(BuildTests.enabled) func anIOS17CallPassesInAnIOS17Context() throws {
        let annotated = Self.onChangeInAnIOS16Context.replacingOccurrences(of: "struct Watcher", with: "@available(iOS 17.0, macOS 14.0, *)\nstruct Watcher")
        #expect(try Self.failures(adapter: "Probe", sources: [Source(name: "Watcher.swift", text: annotated)],
                                  platforms: [.iOS, .macCatalyst, .macOS], minimums: Self.swiftUIMinimums) == [])
        let guarded = """
            import SwiftUI

            func watch(_ value: Int) -> some View {
                if #available(iOS 17.0, macOS 14.0, *) {
                    let watched = EmptyView().onChange(of: value, initial: true) { _, _ in }
                    _ = watched
                }
                return EmptyView()
            }
            """
        #expect(try Self.failures(adapter: "Probe", sources: [Source(name: "Watch.swift", text: guarded)],
                                  platforms: [.iOS, .macOS], minimums: Self.swiftUIMinimums) == [])
        // Claiming iOS 15 for the same code fails again: the attribute is what is checked.
        let tooEarly = annotated.replacingOccurrences(of: "iOS 17.0, macOS 14.0", with: "iOS 15.0, macOS 12.0")
        let failures = try Self.failures(adapter: "Probe", sources: [Source(name: "Watcher.swift", text: tooEarly)],
                                         platforms: [.iOS], minimums: [.iOS: Version("14.0")!])
        // Checked at iOS 15, where the declaration is available and the call is not.
        #expect(failures.count == 1 && failures[0].hasPrefix("Probe for iOS 15.0") && failures[0].contains("'onChange(of:initial:_:)' is unavailable"),
                "\(failures)")
    }

    /// Without any `platforms:` (SwiftPM builds for iOS 12), `TimelineView` (iOS 15) fails.
    @Test(BuildTests.enabled) func withoutDeclaredPlatformsIOS15APIFails() throws {
        let text = """
            import SwiftUI

            func timeline() -> some View {
                TimelineView(.animation(paused: true)) { _ in EmptyView() }
            }
            """
        let failures = try Self.failures(adapter: "Probe", sources: [Source(name: "Timeline.swift", text: text)], platforms: [.iOS],
                                         minimums: AvailabilityPasses.swiftPMDefaults)
        #expect(failures.count == 1 && failures[0].contains("'TimelineView' is unavailable"), "\(failures)")
    }

    static let subclass = """
        import UIKit
        import UIKit.UIGestureRecognizerSubclass

        final class Catcher: UIPanGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                if state == .possible { state = .began }
            }
        }
        """

    @Test(BuildTests.enabled) func subclassOnlyAPINeedsTheSubclassImport() throws {
        let minimums: [Platform: Version] = [.iOS: Version("16.0")!]
        #expect(try Self.failures(adapter: "Probe", sources: [Source(name: "Catcher.swift", text: Self.subclass)], platforms: [.iOS],
                                  minimums: minimums) == [])
        let withoutImport = Self.subclass.replacingOccurrences(of: "import UIKit.UIGestureRecognizerSubclass\n", with: "\n")
        let failures = try Self.failures(adapter: "Probe", sources: [Source(name: "Catcher.swift", text: withoutImport)], platforms: [.iOS],
                                         minimums: minimums)
        #expect(failures.count == 1, "\(failures)")
        let failure = failures.first ?? ""
        #expect(failure.contains("Catcher.swift:5:") && failure.contains("does not override"), "\(failure)")
        #expect(failure.contains("Catcher.swift:7:") && failure.contains("'state' is a get-only property"), "\(failure)")
        // A client (no subclass import) still reads the state.
        let client = """
            import UIKit

            @MainActor func ended(_ recognizer: UITapGestureRecognizer) -> Bool { recognizer.state == .ended }
            @MainActor func end(_ recognizer: UITapGestureRecognizer) { recognizer.state = .ended }
            """
        let clientFailures = try Self.failures(adapter: "Probe", sources: [Source(name: "Client.swift", text: client)], platforms: [.iOS],
                                               minimums: minimums)
        #expect(clientFailures.count == 1 && clientFailures[0].contains("Client.swift:4:") && !clientFailures[0].contains("Client.swift:3:"),
                "\(clientFailures)")
    }

    /// Forms the check cannot model fail rather than pass unchecked. (In-process, but a test of
    /// this harness, which exists only with the build tests.)
    @Test(BuildTests.enabled) func unmodelledAvailabilityFormsAreRefused() throws {
        let level = Version("16.0")!
        for text in ["guard #available(iOS 17.0, *) else { return }", "if #unavailable(iOS 17.0) {}", "@available(iOS, introduced: 17.0)\nfunc f() {}"] {
            #expect(throws: AvailabilityPasses.Unmodelled.self) { try AvailabilityPasses.rewrite(text, for: .iOS, at: level, file: "F.swift") }
        }
        #expect(try AvailabilityPasses.rewrite("@available(*, unavailable)\n@available(iOS 13.0, macCatalyst 13.1, *)\n@available(iOS 17.0, *) f",
                                               for: .macCatalyst, at: level, file: "F.swift")
                == "@available(*, unavailable)\n\n@available(_PackageDescription, introduced: 17.0) f")
        #expect(AvailabilityPasses.minimums(manifest: "platforms: [.iOS(.v16), .macOS(.v10_15)]")
                == [.iOS: Version("16.0")!, .macOS: Version("10.15")!, .macCatalyst: Version("13.0")!])
    }
}
