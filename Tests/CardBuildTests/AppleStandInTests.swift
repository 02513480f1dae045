import Foundation
import Testing
import CardTestSupport

/// The adapters (CardUIKit, CardSwiftUI) and the example app type-checked on Linux, without an
/// iOS SDK, against stand-in modules that declare exactly the Apple API they use
/// (Tests/AppleStandIns/README.md; README, "What is verified where"). The stand-ins make
/// `canImport(UIKit)` true, so the code behind it is checked; a probe compiled with each adapter
/// names its types, so a check that passes because that code vanished fails instead.
@Suite(.serialized) struct AppleStandInTests {
    static let root = TestSupport.packageRoot.path
    static let standIns = root + "/Tests/AppleStandIns"

    /// The stand-in modules in the order they import each other (UIKit re-exports ObjectiveC,
    /// CoreGraphics and QuartzCore); a folder not listed here fails `everyStandInFolderIsBuilt`.
    static let standInModules = ["ObjectiveC", "CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"]
    /// The adapter targets, each type-checked with its probe `Tests/AppleStandIns/Probes/<name>.swift`.
    static let adapters = ["CardUIKit", "CardSwiftUI"]

    /// Every swiftc run here: Swift 6 (complete concurrency checking), every warning an error,
    /// and Objective-C interop on, so `@objc` and `#selector` are checked by the compiler's own
    /// rules (Linux has no Objective-C runtime; type-checking needs none).
    static let swiftFlags = ["-swift-version", "6", "-warnings-as-errors", "-Xfrontend", "-enable-objc-interop"]
    /// Emitting a module with Objective-C interop crashes swiftc on Linux in code generation of
    /// `@objc` thunks; a module's interface needs no bodies (they are type-checked separately).
    static let interfaceFlags = ["-parse-as-library", "-Xfrontend", "-experimental-skip-all-function-bodies"]

    struct HarnessError: Error, CustomStringConvertible { var description: String }

    /// CardEngine's and CardHost's modules, built in the scratch folder StrictGeneratedCodeTests
    /// also uses (SwiftPM waits for its lock), since the running `swift test` holds `.build`.
    static let packageModules: Result<String, HarnessError> = {
        let scratch = root + "/.build-strict"
        let build = StrictGeneratedCodeTests.run(["swift", "build", "--product", "CardHost", "--package-path", root,
                                                  "--scratch-path", scratch])
        guard build.status == 0 else { return .failure(HarnessError(description: "could not build CardHost: \(build.output)")) }
        for candidate in ["debug/Modules", "debug"] where FileManager.default.fileExists(atPath: "\(scratch)/\(candidate)/CardHost.swiftmodule") {
            return .success("\(scratch)/\(candidate)")
        }
        return .failure(HarnessError(description: "no CardHost.swiftmodule under \(scratch)"))
    }()

    /// The stand-in modules, compiled once per run into a folder of their own.
    static let standInModulesFolder: Result<String, HarnessError> = {
        do {
            let folder = try TestSupport.temporaryDirectory()
            for module in standInModules {
                let compiled = StrictGeneratedCodeTests.run(["swiftc", "-emit-module", "-module-name", module, "-I", folder,
                                                             "-emit-module-path", "\(folder)/\(module).swiftmodule"]
                                                            + swiftFlags + interfaceFlags + (try swiftFiles(in: standIns + "/" + module)))
                guard compiled.status == 0 else { return .failure(HarnessError(description: "stand-in \(module):\n\(compiled.output)")) }
            }
            return .success(folder)
        } catch {
            return .failure(HarnessError(description: "\(error)"))
        }
    }()

    /// The `.swift` files under `folder`, recursively, sorted (none when it does not exist).
    static func swiftFiles(in folder: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder)
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Whether a source file declares anything (a line that is neither blank, a comment, nor a
    /// compiler directive): a placeholder adapter needs no probe.
    static func declaresSomething(_ file: String) throws -> Bool {
        try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").contains { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return !text.isEmpty && !text.hasPrefix("//") && !text.hasPrefix("#")
        }
    }

    /// Type-checks `source` as an app file against the stand-ins, `adapter`'s interface and the
    /// example cards' generated code (the adapter itself checked first, with its probe).
    static func typeCheckApp(_ source: String, using adapter: String) throws -> (status: Int32, output: String) {
        let dir = try TestSupport.temporaryDirectory()
        let checked = try checkAdapter(adapter, into: dir)
        #expect(checked.status == 0, "\(adapter):\n\(checked.output)")
        let file = dir + "/Screen.swift"
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let generated = try swiftFiles(in: root + "/Tests/GeneratedCodeTests/Generated")
        return StrictGeneratedCodeTests.run(["swiftc", "-typecheck", "-module-name", "Probe", "-I", dir,
                                             "-I", try standInModulesFolder.get(), "-I", try packageModules.get()]
                                            + swiftFlags + generated + [file])
    }

    /// Type-checks one adapter with its probe, then emits its interface into `output`, so the
    /// example app can import it.
    static func checkAdapter(_ adapter: String, into output: String) throws -> (status: Int32, output: String) {
        // `import UIKit.UIGestureRecognizerSubclass` made into the stand-in's SPI import (README.md,
        // "The subclass split"); the copies keep their names and line numbers.
        let copies = try TestSupport.temporaryDirectory() + "/" + adapter
        try FileManager.default.createDirectory(atPath: copies, withIntermediateDirectories: true)
        var sources: [String] = []
        for original in try swiftFiles(in: root + "/Sources/" + adapter) {
            let copy = copies + "/" + URL(fileURLWithPath: original).lastPathComponent
            try AvailabilityPasses.importingSubclassSPI(try String(contentsOfFile: original, encoding: .utf8))
                .write(toFile: copy, atomically: true, encoding: .utf8)
            sources.append(copy)
        }
        let probe = standIns + "/Probes/" + adapter + ".swift"
        let probes = FileManager.default.fileExists(atPath: probe) ? [probe] : []
        let search = ["-I", try standInModulesFolder.get(), "-I", try packageModules.get()]
        var typecheck = StrictGeneratedCodeTests.run(["swiftc", "-typecheck", "-module-name", adapter] + search + swiftFlags + sources + probes)
        typecheck.output = typecheck.output.replacingOccurrences(of: copies, with: "Sources/" + adapter)
        guard typecheck.status == 0 else { return typecheck }
        return StrictGeneratedCodeTests.run(["swiftc", "-emit-module", "-module-name", adapter, "-emit-module-path",
                                             "\(output)/\(adapter).swiftmodule"] + search + swiftFlags + interfaceFlags + sources)
    }

    @Test(BuildTests.enabled) func everyStandInFolderIsBuilt() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.standIns).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.standIns + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(Set(folders) == Set(Self.standInModules + ["Probes"]))
        _ = try Self.standInModulesFolder.get()
    }

    /// Each adapter and the example app type-check against the stand-ins, CardEngine, CardHost
    /// and the example cards' generated code; an adapter that declares anything has a probe.
    @Test(BuildTests.enabled) func theAdaptersAndTheExampleAppTypeCheckAgainstTheStandIns() throws {
        let output = try TestSupport.temporaryDirectory()
        for adapter in Self.adapters {
            let sources = try Self.swiftFiles(in: Self.root + "/Sources/" + adapter)
            #expect(!sources.isEmpty, "no sources in Sources/\(adapter)")
            if try sources.contains(where: Self.declaresSomething) {
                #expect(FileManager.default.fileExists(atPath: Self.standIns + "/Probes/" + adapter + ".swift"),
                        "\(adapter) declares code but has no probe naming it")
            }
            let checked = try Self.checkAdapter(adapter, into: output)
            #expect(checked.status == 0 && checked.output.isEmpty, "\(adapter):\n\(checked.output)")
        }
        // The app's sources (not its manifest); its cards come from the goldens, which are what
        // the build plugin generates from the same specs.
        let app = try Self.swiftFiles(in: Self.root + "/examples/App/Sources")
        try #require(!app.isEmpty, "no sources in examples/App/Sources")
        // The example cards' generated code.
        let generated = try Self.swiftFiles(in: Self.root + "/Tests/GeneratedCodeTests/Generated")
        // The screens are behind `#if canImport(UIKit)` / `canImport(SwiftUI)`: a probe naming each
        // (a file's name is its screen's) fails the check if they vanished.
        func names(_ folder: String) -> [String] {
            app.filter { $0.contains("/\(folder)/") }.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
        }
        let screens = names("UIKit")
        let views = names("SwiftUI")
        #expect(!screens.isEmpty && !views.isEmpty, "no UIKit screens or SwiftUI views in examples/App")
        let probe = output + "/ScreensProbe.swift"
        try ("@MainActor func probeScreens() {\n" + screens.map { "    _ = \($0)(nibName: nil, bundle: nil)\n" }.joined()
             + views.map { "    _ = \($0)()\n" }.joined() + "}\n")
            .write(toFile: probe, atomically: true, encoding: .utf8)
        let compiled = StrictGeneratedCodeTests.run(["swiftc", "-typecheck", "-module-name", "ExampleApp",
                                                     "-I", output, "-I", try Self.standInModulesFolder.get(),
                                                     "-I", try Self.packageModules.get()] + Self.swiftFlags + generated + app + [probe])
        #expect(compiled.status == 0 && compiled.output.isEmpty, "examples/App:\n\(compiled.output)")
    }

    /// The probe is what makes the check above mean something: with the adapter's code gone (its
    /// condition false, as on Linux without stand-ins), the probe no longer type-checks.
    @Test(BuildTests.enabled) func theProbeFailsWhenTheAdapterCompilesToNothing() throws {
        let dir = try TestSupport.temporaryDirectory()
        let probe = Self.standIns + "/Probes/CardUIKit.swift"
        let empty = dir + "/Empty.swift"
        try "#if canImport(NoSuchModuleAnywhere)\nstruct Hidden {}\n#endif\n".write(toFile: empty, atomically: true, encoding: .utf8)
        let compiled = StrictGeneratedCodeTests.run(["swiftc", "-typecheck", "-module-name", "CardUIKit",
                                                     "-I", try Self.standInModulesFolder.get(), "-I", try Self.packageModules.get()]
                                                    + Self.swiftFlags + [empty, probe])
        #expect(compiled.status != 0)
        #expect(compiled.output.contains("cannot find"), "\(compiled.output)")
    }

    /// An adapter that uses Apple API the stand-ins do not declare fails, naming it: the stand-ins
    /// are the list of what was checked against Apple's documentation, and nothing else passes.
    @Test(BuildTests.enabled) func apiTheStandInsLackFailsToTypeCheck() throws {
        let dir = try TestSupport.temporaryDirectory()
        let file = dir + "/Undeclared.swift"
        try """
            #if canImport(UIKit)
            import UIKit

            @MainActor func useUndeclaredAPI() {
                let view = UIView(frame: .zero)
                _ = view.someUndeclaredMember
            }
            #endif
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let compiled = StrictGeneratedCodeTests.run(["swiftc", "-typecheck", "-module-name", "Probe",
                                                     "-I", try Self.standInModulesFolder.get()] + Self.swiftFlags + [file])
        #expect(compiled.status != 0)
        #expect(compiled.output.contains("someUndeclaredMember"), "\(compiled.output)")
    }

    /// `@objc` is checked, not waved through: a selector naming a method not exposed to
    /// Objective-C fails as it does on iOS.
    @Test(BuildTests.enabled) func selectorsAreCheckedByTheCompilersRules() throws {
        let dir = try TestSupport.temporaryDirectory()
        let file = dir + "/Selector.swift"
        try """
            import UIKit

            final class Target: NSObject {
                func notExposed(_ sender: AnyObject) {}
            }

            func makeLink() -> CADisplayLink {
                CADisplayLink(target: Target(), selector: #selector(Target.notExposed(_:)))
            }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let compiled = StrictGeneratedCodeTests.run(["swiftc", "-typecheck", "-module-name", "Probe",
                                                     "-I", try Self.standInModulesFolder.get()] + Self.swiftFlags + [file])
        #expect(compiled.status != 0)
        #expect(compiled.output.contains("not exposed to Objective-C"), "\(compiled.output)")
    }
}
