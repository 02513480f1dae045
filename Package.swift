// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cardc",
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
        .target(name: "CardPreview", dependencies: ["CardPipeline", "CardChecker", "CardModel", "CardSupport", "CardEngine"]),
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
        // Traces: the golden traces SheetTraceTests reads from the source tree (not resources).
        .testTarget(name: "CardEngineTests", dependencies: ["CardEngine"], exclude: ["Traces"]),
        .testTarget(name: "CardHostTests", dependencies: ["CardHost", "CardEngine"]),
        .testTarget(name: "CardCompilerTests", dependencies: ["CardAuthoringCommands", "CardCommands", "CardLanguageServer", "CardFixes", "CardPipeline", "CardPreview", "CardReporters", "CardGeneration", "CardChecker", "CardDecoder", "CardReader", "CardModel", "CardSupport", "CardEngine"]),
        // Compiles the golden files of every example against CardEngine and reads values back.
        // Compiled the way strict projects build: every warning an error, internal imports by
        // default, `any` spelled out (Swift 6 mode's complete concurrency checking is on too).
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["CardEngine", "CardHost"],
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
        .testTarget(name: "CardBuildTests", dependencies: ["CardAuthoringCommands", "CardCommands", "CardLanguageServer", "CardFixes", "CardPipeline", "CardPreview", "CardReporters", "CardGeneration", "CardChecker", "CardDecoder", "CardReader", "CardModel", "CardSupport", "CardEngine"])
    )
}
