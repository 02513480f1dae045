import CardEngine
import Foundation
import Testing
import CardTestSupport
import CardCompilerTestSupport

/// The README's `SheetLayout` sample (between `<!-- example: layout -->` and its end marker)
/// shows what the code prints: each `expression // value` line is evaluated on Glide's
/// configuration on the iPhone SE and printed as Swift prints it.
@Suite struct ReadmeLayoutExampleTests {
    @Test func theLayoutSampleShowsWhatTheCodePrints() throws {
        let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "<!-- example: layout -->"))
        let end = try #require(readme.range(of: "<!-- /example -->", range: start.upperBound..<readme.endIndex))
        let block = readme[start.upperBound..<end.lowerBound]
        #expect(block.contains("SheetLayout(configuration: GlideCard.configuration, device: .iPhoneSE)"))

        let glide = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("examples/glide.card.yaml"), encoding: .utf8)
        let spec = try #require(TestSupport.lint(glide, file: "examples/glide.card.yaml").specs.first)
        expectEqual(spec.name, "GlideCard")
        guard case .sheet(let configuration) = spec.configuration else { Issue.record("Glide is a sheet"); return }
        let layout = SheetLayout(configuration: configuration, device: .iPhoneSE)

        var shown: [String: String] = [:]
        for line in block.split(separator: "\n") {
            guard let comment = line.range(of: "//") else { continue }
            shown[line[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)] = line[comment.upperBound...].trimmingCharacters(in: .whitespaces)
        }
        #expect(shown == [
            "layout.heights": "\(layout.heights)",
            "layout.dimAlpha(atHeight: 200)": "\(layout.dimAlpha(atHeight: 200))",
        ])
    }
}
