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

/// Generated code that strict projects accept: every example (and the hostile-strings fixture,
/// whose fields are named `class`, `self`, `default` and `init`) is generated at each access
/// level and type-checked with `swiftc` under Swift 6, complete concurrency checking and
/// `-warnings-as-errors`, with and without the upcoming features `InternalImportsByDefault` and
/// `ExistentialAny`, next to a user file that imports the same modules plainly, calls the
/// generated initializers with keyword labels and uses the cards through their kinds' protocols
/// (`CardDefinition`, `SheetCard`, `DeckCard`). Any warning fails.
@Suite(.serialized) struct StrictGeneratedCodeTests {
    /// The folder holding CardEngine's module, built (incrementally) once per run in its own
    /// scratch folder, since the running `swift test` holds the lock on `.build`.
    static let modules: Result<String, StrictError> = {
        let scratch = TestSupport.packageRoot.appendingPathComponent(".build-strict").path
        let build = run(["swift", "build", "--product", "CardEngine", "--package-path", TestSupport.packageRoot.path,
                         "--scratch-path", scratch])
        guard build.status == 0 else { return .failure(StrictError(message: "could not build CardEngine: \(build.output)")) }
        for candidate in ["debug/Modules", "debug"] where FileManager.default.fileExists(atPath: "\(scratch)/\(candidate)/CardEngine.swiftmodule") {
            return .success("\(scratch)/\(candidate)")
        }
        return .failure(StrictError(message: "no CardEngine.swiftmodule under \(scratch)"))
    }()

    struct StrictError: Error { var message: String }

    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A card whose fields and states are the keywords each escaping position treats differently
    /// (a state is a case, a member in `initialState` and `states`, and text in `stateLabels`).
    static let keywordFields = """
        version: 1
        name: KeywordFields
        kind: sheet
        segments: [{ name: class, height: 100 }, { name: self, height: 250 }, { name: Type, height: 400 }]
        initial: self
        labels: { Type: '\\(Type) "' }
        models:
          Word: { let: String, var: Int, inout: Bool, where: String, Type: String, Protocol: Int, init: String, self: Int }
        samples:
          Word: [ { let: a, var: 1, inout: true, where: w, Type: t, Protocol: 2, init: i, self: 3 } ]
        """

    static let userFile = """
        import CardEngine
        import Foundation

        func useGeneratedCode() -> [Double] {
            let layout = SheetLayout(configuration: GlideCard.configuration, device: .iPhoneSE)
            let quote = HostileStrings.Quote(text: "t", class: "c", self: 1, default: nil, image: CardImage("i"), init: [])
            let classes: [String] = HostileStrings.Quote.samples.map { $0.class } + [quote.class]
            _ = Date()
            _ = classes
            let word = KeywordFields.Word(let: "a", var: 1, `inout`: true, where: "w", Type: "t", Protocol: 2, init: "i", self: 3)
            let words: [String] = [word.let, word.where, word.`Type`, word.`init`, quote.`self`.description, word.`self`.description]
            _ = words
            // The cards through their kinds' protocols, as a host is written.
            _ = labels(of: GlideCard.self) + labels(of: CardsStack.self) + labels(of: HostileStrings.self) + labels(of: PagingCarousel.self)
            _ = segmentCount(of: GlideCard.self) + directionCount(of: ExpenseDeck.self)
            return layout.heights
        }

        func labels<Card: CardDefinition>(of card: Card.Type) -> [String] {
            zip(Card.states, Card.stateLabels).map { $0.0.rawValue + ": " + $0.1.key + " " + $0.1.defaultValue }
        }

        func segmentCount<Card: SheetCard>(of card: Card.Type) -> Int { Card.configuration.segments.count }

        func directionCount<Card: DeckCard>(of card: Card.Type) -> Int { Card.configuration.directions.count }
        """

    @Test(BuildTests.enabled, arguments: AccessLevel.allCases, [false, true])
    func everyExampleCompilesWithoutAWarning(access: AccessLevel, upcomingFeatures: Bool) throws {
        let modules = try Self.modules.get()
        let dir = try TestSupport.temporaryDirectory()
        let specs = [TestSupport.packageRoot.appendingPathComponent("examples").path,
                     TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/hostile-strings.card.yaml").path,
                     // `cardc init`'s starting specs, one per kind (InitCommandTests keeps them its output).
                     TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/starters").path]
        try Self.keywordFields.write(toFile: dir + "/keywords.card.yaml", atomically: true, encoding: .utf8)
        let generated = GenerateCommand(options: .init(specs: specs + [dir + "/keywords.card.yaml"], outputDirectory: dir + "/out",
                                                       access: access)).run()
        try #require(generated.exitCode == ExitStatus.success, "\(generated)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted().map { dir + "/out/" + $0 }
        // One file per golden (every example card, the hostile strings and the starters), and the keyword card.
        let goldens = try FileManager.default.contentsOfDirectory(
            atPath: TestSupport.packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Generated").path).filter { $0.hasSuffix(".swift") }
        #expect(goldens.count >= 9)
        #expect(files.count == goldens.count + 1)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(text.contains("\n// swiftlint:disable all\n// swift-format-ignore-file\n"))
            #expect(!text.contains("public ") || access == .public, "\(file)")
        }
        try Self.userFile.write(toFile: dir + "/User.swift", atomically: true, encoding: .utf8)
        // A user's plain import next to `package import` draws "ambiguous implicit access level"
        // unless the feature is on (documented); every other combination must be clean with it.
        let withUser = !(access == .package && !upcomingFeatures)
        var arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors",
                         "-package-name", "consumer", "-module-name", "Consumer", "-I", modules] + files
        if withUser { arguments.append(dir + "/User.swift") }
        if upcomingFeatures {
            arguments += ["-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "ExistentialAny"]
        }
        let compiled = Self.run(arguments)
        #expect(compiled.status == 0 && compiled.output.isEmpty, "\(access), features \(upcomingFeatures):\n\(compiled.output)")
    }

    /// The check above would pass if swiftc passed everything: the same settings reject what the
    /// generator wrote before (a plain import under InternalImportsByDefault, a backticked label).
    @Test(BuildTests.enabled) func theSettingsRejectWhatTheGeneratorUsedToWrite() throws {
        let modules = try Self.modules.get()
        let dir = try TestSupport.temporaryDirectory()
        let old = """
            import CardEngine

            public struct Old: Sendable {
                public var `class`: String
                public var configuration: SheetConfiguration? { nil }
            }

            let old = Old(`class`: "c")
            """
        try old.write(toFile: dir + "/Old.swift", atomically: true, encoding: .utf8)
        let compiled = Self.run(["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Consumer",
                                 "-I", modules, dir + "/Old.swift",
                                 "-enable-upcoming-feature", "InternalImportsByDefault", "-enable-upcoming-feature", "ExistentialAny"])
        #expect(compiled.status != 0)
        #expect(compiled.output.contains("does not need to be escaped"))
        #expect(compiled.output.contains("internal"))
    }
}
