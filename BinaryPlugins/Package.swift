// swift-tools-version:6.0
import PackageDescription

// cardc's three plugins on a prebuilt cardc, with the runtime libraries the generated code
// and its hosts use (docs/plugins.md, "Plugins on the prebuilt binary"): a package that uses
// it compiles no cardc and needs no libyaml, and needs no other cardc package (two packages
// of one graph may not both declare CardEngine). This folder is not used from here:
// Scripts/binary_plugins.sh copies it (links resolved) to the root of its own repository for
// a release and writes the release's bundle URL and checksum into the `binaryTarget` line
// below, or, for tests, a local bundle by path.
let package = Package(
    name: "cardc-plugins",
    products: [
        // The same runtime products as cardc's package (their sources are links to Sources/).
        .library(name: "CardEngine", targets: ["CardEngine"]),
        .library(name: "CardHost", targets: ["CardHost"]),
        .library(name: "CardUIKit", targets: ["CardUIKit"]),
        .library(name: "CardSwiftUI", targets: ["CardSwiftUI"]),
        .plugin(name: "CardGenerator", targets: ["CardGenerator"]),
        .plugin(name: "LintCards", targets: ["LintCards"]),
        .plugin(name: "GenerateCards", targets: ["GenerateCards"]),
    ],
    targets: [
        .target(name: "CardEngine"),
        .target(name: "CardHost", dependencies: ["CardEngine"]),
        .target(name: "CardUIKit", dependencies: ["CardHost", "CardEngine"]),
        .target(name: "CardSwiftUI", dependencies: ["CardHost", "CardEngine"]),
        // The artifact bundle Scripts/release.sh writes (its artifact `cardc`, an executable).
        .binaryTarget(name: "cardc", url: "https://github.com/OWNER/cardc/releases/download/VERSION/cardc.artifactbundle.zip", checksum: "CHECKSUM"),
        // The same plugins as cardc's own package (their sources are links to Plugins/).
        .plugin(name: "CardGenerator", capability: .buildTool(), dependencies: ["cardc"]),
        .plugin(
            name: "LintCards",
            capability: .command(intent: .custom(verb: "lint-cards", description: "Lint the card specs of the package's targets with cardc.")),
            dependencies: ["cardc"]
        ),
        .plugin(
            name: "GenerateCards",
            capability: .command(
                intent: .custom(verb: "generate-cards", description: "Generate Swift from the card specs of the package's targets into a folder."),
                permissions: [.writeToPackageDirectory(reason: "cardc writes the generated Swift files into the folder named with --output.")]
            ),
            dependencies: ["cardc"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
