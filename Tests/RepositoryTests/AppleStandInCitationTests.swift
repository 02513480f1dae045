import Foundation
import Testing
import CardTestSupport

/// Every declaration of the stand-in Apple modules (Tests/AppleStandIns, which CardBuildTests'
/// AppleStandInTests type-checks the adapters against) cites the developer.apple.com page its
/// signature was checked against, in the comment lines right above it: a declaration without
/// one was not checked, and the adapters' check against it would prove nothing. Between the
/// citation and the declaration stands Apple's availability from that page, as the attribute
/// AppleStandInAvailabilityTests checks the adapters with (Tests/AppleStandIns/README.md,
/// "Availability").
@Suite struct AppleStandInCitationTests {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/AppleStandIns").path
    static let citation = "// https://developer.apple.com/documentation/"

    /// The indices of the `public` or `open` declarations among `lines`.
    static func declarations(_ lines: [String]) -> [Int] {
        lines.indices.filter { index in
            let words = lines[index].split(separator: " ")
            return words.contains(where: { $0 == "public" || $0 == "open" }) && !lines[index].hasPrefix("//")
        }
    }

    static func trimmedLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `file:line: declaration` for each `public` or `open` declaration in `text` whose comment
    /// lines above it (up to the first line that is not a comment, past its `@available` line)
    /// hold no citation.
    static func uncited(in text: String, file: String) -> [String] {
        let lines = trimmedLines(text)
        var found: [String] = []
        for index in declarations(lines) {
            let line = lines[index]
            var above = index - 1
            if above >= 0, lines[above].hasPrefix("@available(") { above -= 1 }
            var cited = false
            while above >= 0, lines[above].hasPrefix("//") {
                if lines[above].hasPrefix(citation) { cited = true }
                above -= 1
            }
            if !cited { found.append("\(file):\(index + 1): \(line)") }
        }
        return found
    }

    /// Apple's availability as the stand-ins spell it: platforms and versions with their minor
    /// part, then `*` (`@available(iOS 15.0, macOS 12.0, *)`).
    static var availability: Regex<Substring> { /@available\((?:(?:iOS|macCatalyst|macOS|tvOS|watchOS|visionOS) \d+\.\d+(?:\.\d+)?, )+\*\)/ }

    /// `file:line: declaration` for each `public` or `open` declaration in `text` whose line right
    /// above is not an `@available` attribute of that form.
    static func withoutAvailability(in text: String, file: String) -> [String] {
        let lines = trimmedLines(text)
        return declarations(lines).compactMap { index in
            index > 0 && lines[index - 1].wholeMatch(of: availability) != nil ? nil : "\(file):\(index + 1): \(lines[index])"
        }
    }

    /// The names `public`/`open` declarations and enum cases in `text` declare (initializers and
    /// `rawValue`, which every option set has, left out).
    static func declaredNames(in text: String) -> [(name: String, line: String)] {
        // `class var name`: the keyword before the name, not `class`.
        let pattern = /(?:func|var|let|class|struct|enum|case|typealias)\s+(?!var\b|let\b|func\b)([A-Za-z_][A-Za-z0-9_]*)/
        return text.split(separator: "\n").compactMap { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("//"), line.contains("public ") || line.contains("open ") || line.hasPrefix("case "),
                  let match = line.firstMatch(of: pattern) else { return nil }
            let name = String(match.1)
            return name == "rawValue" ? nil : (name, line)
        }
    }

    /// `text` without its comments (a citation's address names what it cites).
    static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    static func mentions(_ name: String, in text: String) throws -> Bool {
        // Simple word boundaries: Unicode's would not break `view.isHidden` at the dot.
        text.contains(try Regex("\\b\(name)\\b").wordBoundaryKind(.simple))
    }

    /// The names a result builder's transform calls (The Swift Programming Language, "Result Builders").
    static let resultBuilderHooks: Set<String> = ["buildBlock", "buildExpression", "buildIf", "buildOptional", "buildEither",
                                                  "buildPartialBlock", "buildArray", "buildLimitedAvailability", "buildFinalResult"]

    @Test func everyStandInDeclarationIsUsed() throws {
        let root = TestSupport.packageRoot.path
        var users: [String] = []
        for folder in ["Sources/CardUIKit", "Sources/CardSwiftUI", "examples/App"] where FileManager.default.fileExists(atPath: root + "/" + folder) {
            for name in try FileManager.default.subpathsOfDirectory(atPath: root + "/" + folder) where name.hasSuffix(".swift") {
                users.append(Self.code(try String(contentsOfFile: root + "/" + folder + "/" + name, encoding: .utf8)))
            }
        }
        let names = try FileManager.default.subpathsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Probes/") }.sorted()
        let standIns = try names.map { try String(contentsOfFile: Self.folder + "/" + $0, encoding: .utf8) }
        var unused: [String] = []
        var declared = 0
        for (file, text) in zip(names, standIns) {
            for (name, line) in Self.declaredNames(in: text) {
                declared += 1
                // A result builder's hooks are called by the compiler, never by name.
                if Self.resultBuilderHooks.contains(name) { continue }
                // Another stand-in's signatures count (a parameter's type), the declaring line not.
                let others = standIns.map { Self.code($0.replacingOccurrences(of: line, with: "")) }
                if try !(users + others).contains(where: { try Self.mentions(name, in: $0) }) { unused.append("\(file): \(name)") }
            }
        }
        #expect(declared >= 20)
        #expect(unused.isEmpty, "stand-in declarations nothing uses:\n\(unused.joined(separator: "\n"))")
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

    @Test func everyStandInDeclarationDeclaresItsAvailability() throws {
        let names = try FileManager.default.subpathsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Probes/") }.sorted()
        var found: [String] = []
        for name in names {
            found += Self.withoutAvailability(in: try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8), file: name)
        }
        #expect(names.count >= 5)
        #expect(found.isEmpty, "declarations without `@available(<platform> <version>, …, *)` right above:\n\(found.joined(separator: "\n"))")
    }

    /// A declaration without the attribute, with it above its citation, or in another form, is found.
    @Test func aDeclarationWithoutItsAvailabilityIsFound() {
        let text = """
            // https://developer.apple.com/documentation/uikit/uiview
            @available(iOS 2.0, macCatalyst 13.1, *)
            @MainActor open class UIView: UIResponder {
                // https://developer.apple.com/documentation/uikit/uiview/frame
                open var frame: CGRect = .zero
                @available(iOS 2.0, *)
                // https://developer.apple.com/documentation/uikit/uiview/bounds
                open var bounds: CGRect = .zero
                // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
                @available(iOS 11, *)
                open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets() }
                // https://developer.apple.com/documentation/uikit/uiview/alpha
                @available(iOS, introduced: 2.0)
                open var alpha: CGFloat = 1
            }
            """
        #expect(Self.withoutAvailability(in: text, file: "UIView.swift") == [
            "UIView.swift:5: open var frame: CGRect = .zero",
            "UIView.swift:8: open var bounds: CGRect = .zero",
            "UIView.swift:11: open var safeAreaInsets: UIEdgeInsets { UIEdgeInsets() }",
            "UIView.swift:14: open var alpha: CGFloat = 1",
        ])
        // Every citation is found, past the attribute where there is one.
        #expect(Self.uncited(in: text, file: "UIView.swift") == [])
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
