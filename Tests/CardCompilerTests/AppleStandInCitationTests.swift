import Foundation
import Testing

/// Every declaration of the stand-in Apple modules (Tests/AppleStandIns, which CardBuildTests'
/// AppleStandInTests type-checks the adapters against) cites the developer.apple.com page its
/// signature was checked against, in the comment lines right above it: a declaration without
/// one was not checked, and the adapters' check against it would prove nothing.
@Suite struct AppleStandInCitationTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/AppleStandIns").path
    static let citation = "// https://developer.apple.com/documentation/"

    /// `file:line: declaration` for each `public` or `open` declaration in `text` whose comment
    /// lines above it (up to the first line that is not a comment) hold no citation.
    static func uncited(in text: String, file: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            let words = line.split(separator: " ")
            guard words.contains(where: { $0 == "public" || $0 == "open" }), !line.hasPrefix("//") else { continue }
            var above = index - 1
            var cited = false
            while above >= 0, lines[above].hasPrefix("//") {
                if lines[above].hasPrefix(citation) { cited = true }
                above -= 1
            }
            if !cited { found.append("\(file):\(index + 1): \(line)") }
        }
        return found
    }

    @Test func everyStandInDeclarationCitesItsPage() throws {
        let names = try FileManager.default.subpathsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Probes/") }.sorted()
        #expect(names.count >= 5)
        var declarations = 0
        var found: [String] = []
        for name in names {
            let text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
            declarations += text.split(separator: "\n").filter { $0.contains("public ") || $0.contains("open ") }.count
            found += Self.uncited(in: text, file: name)
        }
        #expect(declarations >= 5)
        #expect(found.isEmpty, "declarations without a developer.apple.com citation:\n\(found.joined(separator: "\n"))")
    }

    /// The check finds what it is for: a declaration with only a plain comment, or none.
    @Test func anUncitedDeclarationIsFound() {
        let text = """
            // https://developer.apple.com/documentation/uikit/uiview
            @MainActor open class UIView: UIResponder {
                // Where it is.
                open var frame: CGRect = .zero
                public init(frame: CGRect) {}
                // A note.
                // https://developer.apple.com/documentation/uikit/uiview/bounds
                open var bounds: CGRect = .zero
            }
            """
        #expect(Self.uncited(in: text, file: "UIView.swift") == [
            "UIView.swift:4: open var frame: CGRect = .zero",
            "UIView.swift:5: public init(frame: CGRect) {}",
        ])
    }
}
