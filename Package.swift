// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cardc",
    // What the adapters need (CardSwiftUI's modifiers: iOS 17 and macOS 14, on their own), and
    // below every Mac that runs a Swift 6 toolchain, so the compiler and plugins build where they
    // run (docs/runtime.md, "Requirements").
    platforms: [.iOS(.v16), .macCatalyst(.v16), .macOS(.v13)],
    products: [
        .executable(name: "cardc", targets: ["cardc"]),
        .library(name: "CardEngine", targets: ["CardEngine"]),
        // What every app host of a card does, in pure Swift (docs/runtime.md, "The host layer").
        .library(name: "CardHost", targets: ["CardHost"]),
        // The UIKit and SwiftUI adapters over CardHost: code behind `#if canImport(UIKit)` /
        // `#if canImport(SwiftUI)`, type-checked on Linux against Tests/AppleStandIns
        // (README, "What is verified where").
        .library(name: "CardUIKit", targets: ["CardUIKit"]),
        .library(name: "CardSwiftUI", targets: ["CardSwiftUI"]),
        // SwiftPM plugins for packages that depend on cardc (README, "SwiftPM plugins").
        .plugin(name: "CardGenerator", targets: ["CardGenerator"]),
        .plugin(name: "LintCards", targets: ["LintCards"]),
        .plugin(name: "GenerateCards", targets: ["GenerateCards"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libyaml, found through pkg-config on Linux and Homebrew on macOS.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The runtime that generated code imports; depends on nothing of the compiler.
        .target(name: "CardEngine"),
        // The host layer the UIKit and SwiftUI adapters sit on; no UIKit, tested on Linux.
        .target(name: "CardHost", dependencies: ["CardEngine"]),
        .target(name: "CardUIKit", dependencies: ["CardHost", "CardEngine"]),
        .target(name: "CardSwiftUI", dependencies: ["CardHost", "CardEngine"]),
        // The compiler, one target a layer; each uses only the ones above it in this list
        // (README, "Layout"). `package` access joins them; nothing here is public API but
        // what the executable and the tests call.
        .target(name: "CardSupport"),
        .target(name: "CardModel", dependencies: ["CardSupport", "CardEngine"]),
        .target(name: "CardReader", dependencies: ["CardModel", "CardSupport", "CYAML"]),
        .target(name: "CardDecoder", dependencies: ["CardReader", "CardModel", "CardSupport", "CardEngine"]),
        .target(name: "CardChecker", dependencies: ["CardModel", "CardSupport", "CardEngine"]),
        // read, decode, check, and the one place a run's `DocumentStage` (generate or draw) runs;
        // the stages live in the modules below that make their products (docs/architecture.md).
        .target(name: "CardPipeline", dependencies: ["CardChecker", "CardDecoder", "CardReader", "CardModel", "CardSupport", "CardEngine"]),
        .target(name: "CardGeneration", dependencies: ["CardPipeline", "CardModel", "CardSupport", "CardEngine"]),
        .target(name: "CardReporters", dependencies: ["CardChecker", "CardModel", "CardSupport"]),
        .target(name: "CardPreview", dependencies: ["CardPipeline", "CardChecker", "CardModel", "CardSupport", "CardHost", "CardEngine"]),
        .target(name: "CardFixes", dependencies: ["CardPipeline", "CardReader", "CardModel", "CardSupport"]),
        .target(name: "CardLanguageServer", dependencies: ["CardFixes", "CardPipeline", "CardPreview", "CardReporters", "CardChecker", "CardReader", "CardModel", "CardSupport", "CardEngine"]),
        // lint and generate: what the plugins' tool links (no preview, fixer or server).
        .target(name: "CardCommands", dependencies: ["CardPipeline", "CardReporters", "CardGeneration", "CardChecker", "CardDecoder", "CardReader", "CardModel", "CardSupport", "CardEngine"]),
        // preview, simulate, schema and `lint --fix`: the full cardc's commands beyond what the plugins run.
        .target(name: "CardAuthoringCommands", dependencies: ["CardCommands", "CardFixes", "CardPreview", "CardPipeline", "CardReporters", "CardChecker", "CardReader", "CardModel", "CardSupport", "CardEngine"]),
        // The lint and generate flags, declared once for both executables below.
        .target(name: "CardCommandLine", dependencies: ["CardCommands", "CardReporters", "CardReader", "CardModel", "CardSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // A thin executable: parses flags, calls CardCommands (and names the types its flags take).
        .executableTarget(
            name: "cardc",
            dependencies: [
                "CardEngine",
                "CardSupport",
                "CardModel",
                "CardReader",
                "CardChecker",
                "CardReporters",
                "CardLanguageServer",
                "CardCommands",
                "CardAuthoringCommands",
                "CardCommandLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The plugins' tool: cardc's `lint` and `generate` with the same flags and output, linking
        // no preview, fixer or language server (docs/plugins.md, "The source plugins' build").
        .executableTarget(name: "cardc-plugin-tool", dependencies: ["CardCommandLine", "CardCommands", "CardReader", "CardSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Generates the Swift of a target's *.card.yaml sources into the build, one command per spec.
        .plugin(name: "CardGenerator", capability: .buildTool(), dependencies: ["cardc-plugin-tool"]),
        // `swift package lint-cards`: lints the specs of the package's targets.
        .plugin(
            name: "LintCards",
            capability: .command(intent: .custom(verb: "lint-cards", description: "Lint the card specs of the package's targets with cardc.")),
            dependencies: ["cardc-plugin-tool"]
        ),
        // `swift package generate-cards --output DIR`: writes their Swift into a folder of the package.
        .plugin(
            name: "GenerateCards",
            capability: .command(
                intent: .custom(verb: "generate-cards", description: "Generate Swift from the card specs of the package's targets into a folder."),
                permissions: [.writeToPackageDirectory(reason: "cardc writes the generated Swift files into the folder named with --output.")]
            ),
            dependencies: ["cardc-plugin-tool"]
        ),
        // What test targets share (issue 37, item 5; they were symbolic links between targets):
        // CardTestSupport links nothing of the project (folders, seeded randomness, expectEqual),
        // CardCompilerTestSupport runs the pipeline on YAML text; regular targets, so that test targets
        // can depend on them, and `package` access, so that no `@testable` is needed.
        .target(name: "CardTestSupport", path: "Tests/CardTestSupport"),
        .target(name: "CardCompilerTestSupport", dependencies: ["CardTestSupport", "CardCommands", "CardReader", "CardModel", "CardSupport", "CardEngine"], path: "Tests/CardCompilerTestSupport"),
        // The build-tool plugin's `SpecBuildPaths` and lint-cards' `LintCardsArguments`, as a
        // module PluginTests imports: a plugin can depend on no library, so each plugin compiles
        // the same file through its own link. The other two files import PackagePlugin, which
        // only a plugin can.
        .target(name: "CardPluginPaths", path: "Plugins/Shared", exclude: ["PluginTool.swift", "PluginSupport.swift"]),
        // Traces: the golden traces SheetTraceTests reads from the source tree (not resources).
        .testTarget(name: "CardEngineTests", dependencies: ["CardTestSupport", "CardEngine"], exclude: ["Traces"]),
        .testTarget(name: "CardHostTests", dependencies: ["CardHost", "CardEngine"]),
        // One test target per compiler target, named after it (README, "Layout"): each file sits
        // with the target whose code it is about, and depends on what its files import.
        .testTarget(name: "CardSupportTests", dependencies: ["CardTestSupport", "CardSupport"]),
        .testTarget(name: "CardModelTests", dependencies: ["CardTestSupport", "CardAuthoringCommands", "CardCommands", "CardLanguageServer", "CardPreview", "CardReporters", "CardGeneration", "CardChecker", "CardDecoder", "CardReader", "CardModel", "CardSupport", "CardEngine"]),
        .testTarget(name: "CardReaderTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardCommands", "CardFixes", "CardReader", "CardModel", "CardSupport"]),
        .testTarget(name: "CardDecoderTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardCommands", "CardFixes", "CardPipeline", "CardPreview", "CardReporters", "CardGeneration", "CardChecker", "CardDecoder", "CardReader", "CardModel", "CardSupport", "CardEngine"]),
        .testTarget(name: "CardCheckerTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardCommands", "CardPipeline", "CardReporters", "CardGeneration", "CardChecker", "CardModel", "CardSupport", "CardEngine"]),
        .testTarget(name: "CardPipelineTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardCommands", "CardLanguageServer", "CardFixes", "CardPipeline", "CardPreview", "CardReporters", "CardGeneration", "CardReader", "CardModel", "CardSupport"]),
        .testTarget(name: "CardGenerationTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardCommands", "CardGeneration", "CardSupport"]),
        .testTarget(name: "CardReportersTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardLanguageServer", "CardReporters", "CardChecker", "CardModel", "CardSupport"]),
        .testTarget(name: "CardPreviewTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardCommands", "CardPreview", "CardChecker", "CardModel", "CardHost", "CardEngine"]),
        .testTarget(name: "CardFixesTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardCommands", "CardFixes", "CardReporters", "CardChecker", "CardModel", "CardEngine"]),
        .testTarget(name: "CardLanguageServerTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardLanguageServer", "CardPipeline", "CardPreview", "CardChecker", "CardReader", "CardModel", "CardSupport"]),
        .testTarget(name: "CardCommandsTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardCommands", "CardReporters", "CardGeneration", "CardChecker", "CardDecoder", "CardReader", "CardModel", "CardSupport", "CardEngine"]),
        .testTarget(name: "CardAuthoringCommandsTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardCommands", "CardGeneration", "CardChecker", "CardDecoder", "CardModel", "CardSupport", "CardEngine"]),
        // The SwiftPM plugins (Plugins/, BinaryPlugins/).
        .testTarget(name: "PluginTests", dependencies: ["CardTestSupport", "CardPluginPaths", "CardCommands", "CardPipeline"]),
        // Checks of the repository as a whole: docs against code, Package.swift's layers and the
        // plugins' tool graph, the example app, the test folders' own hygiene.
        .testTarget(name: "RepositoryTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardModel", "CardEngine"]),
        // Compiles the golden files of every example against CardEngine and reads values back.
        // Compiled the way strict projects build: every warning an error, internal imports by
        // default, `any` spelled out (Swift 6 mode's complete concurrency checking is on too).
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["CardTestSupport", "CardEngine", "CardHost"],
            swiftSettings: [
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("ExistentialAny"),
                .unsafeFlags(["-warnings-as-errors"]),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The checks that build the project, run swiftc or run the release cardc (strict compilation
// of generated code, platform-name staleness, hostile processes): a target only when
// CARDC_BUILD_TESTS is set (README, Development; `.ci/run` runs them on every CI run), so that
// a plain `swift test` does not compile them (about 20 s of CPU, docs/performance.md).
if let value = Context.environment["CARDC_BUILD_TESTS"], !value.isEmpty, value != "0" {
    package.targets.append(
        .testTarget(name: "CardBuildTests", dependencies: ["CardCompilerTestSupport", "CardTestSupport", "CardAuthoringCommands", "CardCommands", "CardLanguageServer", "CardFixes", "CardPipeline", "CardPreview", "CardReporters", "CardGeneration", "CardChecker", "CardDecoder", "CardReader", "CardModel", "CardSupport", "CardEngine"])
    )
}
