import Foundation
import Testing
@testable import CardCommands
@testable import CardGeneration
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

@Suite struct GeneratorTests {
    static let goldenDirectory = TestSupport.packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Generated")

    /// The golden files in GeneratedCodeTests/Generated are what `cardc generate examples` writes;
    /// that target compiles them. Set CARDC_UPDATE_GOLDENS=1 to rewrite them after a deliberate change.
    @Test func goldenFilesMatchTheGeneratorForEveryExample() throws {
        let update = ProcessInfo.processInfo.environment["CARDC_UPDATE_GOLDENS"] == "1"
        var expectedNames: Set<String> = []
        // The examples, and fixtures such as hostile strings whose compiled values are checked.
        let files = try TestSupport.exampleFiles() + TestSupport.specFiles(in: "Tests/Fixtures")
        #expect(files.count >= 7)
        for relative in files {
            let bytes = try FileSystem.read(TestSupport.packageRoot.appendingPathComponent(relative).path)
            let result = Linter().lint(bytes, path: relative)
            #expect(result.diagnostics.isEmpty, "\(relative): \(result.diagnostics)")
            for spec in result.specs {
                // As `cardc generate examples --output Tests/GeneratedCodeTests/Generated` names it.
                let file = SwiftGenerator().generate(spec, sourcePath: relative, specReference: "../../../" + relative)
                expectedNames.insert(file.name)
                let goldenURL = Self.goldenDirectory.appendingPathComponent(file.name)
                if update { try file.contents.write(to: goldenURL, atomically: true, encoding: .utf8) }
                let golden = try String(contentsOf: goldenURL, encoding: .utf8)
                #expect(golden == file.contents, "\(file.name) differs from its golden file; run with CARDC_UPDATE_GOLDENS=1 if the change is intended")
            }
        }
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.goldenDirectory.path).filter { $0.hasSuffix(".swift") })
        #expect(present == expectedNames, "golden files without an example, or examples without a golden file")
    }

    @Test func generationIsDeterministic() throws {
        let spec = try #require(TestSupport.spec(TestSupport.minimalSheet))
        let first = SwiftGenerator().generate(spec, sourcePath: "a.card.yaml")
        for _ in 0..<5 {
            expectEqual(SwiftGenerator().generate(spec, sourcePath: "a.card.yaml"), first)
        }
    }

    @Test func headerSaysGeneratedByWhatFromWhereAndNotToEdit() throws {
        let spec = try #require(TestSupport.spec(TestSupport.minimalSheet))
        let text = SwiftGenerator().generate(spec, sourcePath: "specs/a.card.yaml").contents
        #expect(text.hasPrefix(GeneratedFile.marker + " \(CardC.version) from specs/a.card.yaml. Do not edit"))
    }

    @Test func aHostilePathCannotEscapeTheHeaderComment() throws {
        let spec = try #require(TestSupport.spec(TestSupport.minimalSheet))
        let text = SwiftGenerator().generate(spec, sourcePath: "evil\nfatalError()\u{202E}.card.yaml").contents
        let headerLines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(2)
        #expect(headerLines.allSatisfy { $0.hasPrefix("// ") })
        #expect(!text.contains("\nfatalError()"))
        #expect(text.contains("\\u{A}fatalError()\\u{202E}"))
    }

    /// Backticks where the position needs them and nowhere else: needless ones in an argument
    /// label are a warning ("keyword does not need to be escaped").
    @Test func keywordFieldsAndStatesAreBacktickedWhereTheirPositionNeedsIt() throws {
        let spec = try #require(TestSupport.spec("""
            version: 1
            name: Words
            kind: sheet
            segments:
              - { name: default, height: 10 }
              - { name: open, height: 20 }
            models:
              Item: { class: String, "self": Int, protocol: "[String]" }
            """))
        let text = SwiftGenerator().generate(spec, sourcePath: "w.card.yaml").contents
        #expect(text.contains("case `default` = \"default\""))
        #expect(text.contains("public var `class`: String"))
        #expect(text.contains("public var `self`: Int"))
        #expect(text.contains("self.protocol = __protocol"))
        #expect(text.contains("self.`self` = __self"))
        #expect(text.contains("self __self: Int"))
        #expect(!text.contains("`self` __self"))
        #expect(text.contains("public static let initialState: State = .default"))
    }
}

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#),
        ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("nul\u{0}", #""nul\0""#),
        ("#\"raw\"#", ##""#\"raw\"#""##),
        ("*/ end", #""*/ end""#),
        ("café 🍔", "\"café 🍔\""),
        ("e\u{301}", #""e\u{301}""#),
        ("rtl\u{202E}mark", #""rtl\u{202E}mark""#),
        ("zero\u{200B}width", #""zero\u{200B}width""#),
        ("sep\u{2028}", #""sep\u{2028}""#),
    ])
    func stringLiteralsAreEscaped(input: String, expected: String) {
        expectEqual(SwiftLiteral.string(input), expected)
    }

    @Test func doublesRoundTrip() {
        expectEqual(SwiftLiteral.double(80), "80.0")
        expectEqual(SwiftLiteral.double(0.45), "0.45")
        expectEqual(SwiftLiteral.double(1e-7), "1e-07")
        expectEqual(SwiftLiteral.double(1e20), "1e+20")
        for value in [0.1, 1.0 / 3, 123456.789, Double.leastNormalMagnitude, -Double.leastNormalMagnitude] {
            expectEqual(Double(SwiftLiteral.double(value)), value)
        }
        // swiftc refuses a subnormal's decimal literal ("underflows and loses precision"): its
        // bits (HostileStrings.Tiny's samples compile and read back in GeneratedCodeTests).
        expectEqual(SwiftLiteral.double(.leastNonzeroMagnitude), "Swift.Double(bitPattern: 0x0000000000000001)")
        expectEqual(SwiftLiteral.double(-Double.leastNormalMagnitude.nextDown), "Swift.Double(bitPattern: 0x800FFFFFFFFFFFFF)")
        expectEqual(SwiftLiteral.double(0), "0.0")
        expectEqual(SwiftLiteral.double(-0.0), "-0.0")
    }

    @Test func hexIsPadded() {
        expectEqual(SwiftLiteral.hex(0x00FF00FF), "0x00FF00FF")
    }
}
