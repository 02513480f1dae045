// swift-tools-version:6.0
import PackageDescription

// The example app: every example card of examples/ presented through CardUIKit and CardSwiftUI.
// Its card types are generated at build time by cardc's CardGenerator build plugin from
// Sources/CardExamplesApp/Cards/, links to the specs in examples/ (cardc reads a spec reached by
// two paths once, so `cardc lint examples` is unchanged). `.github/workflows/macos.yml` builds it
// for the iOS simulator; on Linux its Swift is type-checked against the Apple stand-ins
// (Tests/AppleStandIns) by the build tests, and `swift build` here builds the generated cards
// (the screens are iOS code behind `#if canImport(UIKit)` / `canImport(SwiftUI)`).
let package = Package(
    name: "CardExamplesApp",
    // iOS 18 and macOS 15, not CardSwiftUI's iOS 17 and macOS 14: every sheet and page here hands
    // its list off to the card with `.cardScrollContent()` (iOS 18: `onScrollGeometryChange`,
    // `ScrollPosition`), and an `if #available` around each would double the screens' code.
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [.library(name: "CardExamplesApp", targets: ["CardExamplesApp"])],
    dependencies: [.package(name: "cardc", path: "../..")],
    targets: [
        .target(
            name: "CardExamplesApp",
            dependencies: [
                .product(name: "CardEngine", package: "cardc"),
                .product(name: "CardUIKit", package: "cardc"),
                .product(name: "CardSwiftUI", package: "cardc"),
            ],
            plugins: [.plugin(name: "CardGenerator", package: "cardc")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
