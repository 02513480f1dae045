import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardReporters
@testable import CardChecker
@testable import CardSupport
import CardTestSupport

/// Issue 23, item 3: a committed link named like a spec or `.cardc.yml` that points at a file
/// outside the repository (a credentials file) is refused unread, and no report quotes the text
/// of a document cardc could not read as a spec or configuration.
@Suite struct LinkContainmentTests {
    static let secret = "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI-K7MDENG-bPxRfiCYSECRET"

    /// A temporary repository (a folder holding `.git`) inside a folder that also holds
    /// `secret.env`, outside the repository.
    static func repository() throws -> (outer: String, repo: String) {
        let outer = try TestSupport.temporaryDirectory()
        let repo = outer + "/repo"
        try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repo + "/Cards", withIntermediateDirectories: true)
        try (secret + "\n").write(toFile: outer + "/secret.env", atomically: true, encoding: .utf8)
        return (outer, repo)
    }

    static let formats: [DiagnosticFormat] = [.text, .json, .sarif, .github, .checkstyle, .junit]

    @Test func aSpecLinkedOutOfTheRepositoryIsRefusedUnreadInEveryFormat() throws {
        let (outer, repo) = try Self.repository()
        try FileManager.default.createSymbolicLink(atPath: repo + "/Cards/leak.card.yaml", withDestinationPath: outer + "/secret.env")
        try TestSupport.minimalSheet.write(toFile: repo + "/Cards/good.card.yaml", atomically: true, encoding: .utf8)
        for format in Self.formats {
            for paths in [[repo + "/Cards"], [repo + "/Cards/leak.card.yaml", repo + "/Cards/good.card.yaml"]] {
                let result = LintCommand(options: .init(paths: paths, format: format)).run()
                #expect(result.exitCode == ExitStatus.toolFailure, "\(format)")
                #expect(!(result.standardOutput + result.standardError).contains("wJalrXUtnFEMI"), "\(format): \(result.standardOutput)")
                #expect(!(result.standardOutput + result.standardError).contains("AWS_SECRET"), "\(format)")
                #expect(result.standardOutput.contains("unreadable-file"), "\(format): \(result.standardOutput)")
                #expect(result.standardOutput.contains("leak.card.yaml"), "\(format)")
            }
        }
        let text = LintCommand(options: .init(paths: [repo + "/Cards/leak.card.yaml"])).run()
        #expect(text.standardOutput.contains("leak.card.yaml:1:1: error: cannot read this file: it is a symbolic link (or is reached through one) that leads outside the repository (\(repo))"),
                "\(text.standardOutput)")
        // generate and preview refuse it the same way, and write nothing.
        let generated = GenerateCommand(options: .init(specs: [repo + "/Cards"], destination: .directory(repo + "/Generated"))).run()
        #expect(generated.exitCode == ExitStatus.toolFailure && !generated.standardError.contains("wJalrXUtnFEMI"))
        #expect(!FileManager.default.fileExists(atPath: repo + "/Generated"))
        let drawn = PreviewCommand(options: .init(specs: [repo + "/Cards"], output: repo + "/Preview")).run()
        #expect(drawn.exitCode == ExitStatus.toolFailure && !(drawn.standardOutput + drawn.standardError).contains("wJalrXUtnFEMI"))
    }

    @Test func aConfigurationLinkedOutOfTheRepositoryIsRefusedUnreadInEveryFormat() throws {
        let (outer, repo) = try Self.repository()
        try FileManager.default.createSymbolicLink(atPath: repo + "/.cardc.yml", withDestinationPath: outer + "/secret.env")
        try TestSupport.minimalSheet.write(toFile: repo + "/Cards/good.card.yaml", atomically: true, encoding: .utf8)
        for format in Self.formats {
            let result = LintCommand(options: .init(paths: [repo + "/Cards"], format: format)).run()
            #expect(result.exitCode == ExitStatus.toolFailure, "\(format)")
            #expect(!(result.standardOutput + result.standardError).contains("wJalrXUtnFEMI"), "\(format): \(result.standardOutput)")
            #expect(result.standardOutput.contains("unreadable-file") && result.standardOutput.contains(".cardc.yml"), "\(format): \(result.standardOutput)")
        }
        let shown = LintCommand(options: .init(paths: [repo + "/Cards"])).showConfiguration()
        #expect(shown.exitCode == ExitStatus.toolFailure && shown.standardError.contains("leads outside the repository"))
    }

    @Test func aFolderLinkedOutOfTheRepositoryIsNeitherWalkedNorRead() throws {
        let (outer, repo) = try Self.repository()
        try FileManager.default.createDirectory(atPath: outer + "/elsewhere", withIntermediateDirectories: true)
        try (Self.secret + "\n").write(toFile: outer + "/elsewhere/x.card.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: repo + "/Linked", withDestinationPath: outer + "/elsewhere")
        for paths in [[repo + "/Linked"], [repo + "/Linked/x.card.yaml"], [repo + "/Linked/"]] {
            let result = LintCommand(options: .init(paths: paths, format: .json)).run()
            #expect(result.exitCode == ExitStatus.toolFailure, "\(paths)")
            #expect(!(result.standardOutput + result.standardError).contains("wJalrXUtnFEMI"), "\(paths): \(result.standardOutput)")
            #expect(result.standardError.contains("leads outside the repository"), "\(paths): \(result.standardError)")
        }
    }

    @Test func linksThatStayInsideTheRepositoryAreFollowed() throws {
        let (_, repo) = try Self.repository()
        try FileManager.default.createDirectory(atPath: repo + "/Shared", withIntermediateDirectories: true)
        try TestSupport.minimalSheet.write(toFile: repo + "/Shared/sheet.card.yaml", atomically: true, encoding: .utf8)
        try "disabledRules: [threshold-unit]\n".write(toFile: repo + "/Shared/config.yml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: repo + "/Cards/sheet.card.yaml", withDestinationPath: "../Shared/sheet.card.yaml")
        try FileManager.default.createSymbolicLink(atPath: repo + "/.cardc.yml", withDestinationPath: "Shared/config.yml")
        let result = LintCommand(options: .init(paths: [repo + "/Cards"])).run()
        #expect(result.exitCode == ExitStatus.success, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardError.contains("1 file, 1 card: 0 errors"))
    }

    /// Outside any repository and outside the working directory, a link may not leave the
    /// file's own folder (the working-directory case is run with cardc in Tests/Integration).
    @Test func withoutARepositoryALinkStaysInItsFolder() throws {
        let outer = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: outer + "/specs/inner", withIntermediateDirectories: true)
        try (Self.secret + "\n").write(toFile: outer + "/secret.env", atomically: true, encoding: .utf8)
        try TestSupport.minimalSheet.write(toFile: outer + "/specs/inner/sheet.card.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: outer + "/specs/leak.card.yaml", withDestinationPath: outer + "/secret.env")
        try FileManager.default.createSymbolicLink(atPath: outer + "/specs/ok.card.yaml", withDestinationPath: "inner/sheet.card.yaml")
        expectEqual(RepositoryRoot.of(outer + "/specs/leak.card.yaml"), RepositoryRoot(path: outer + "/specs", description: "its folder"))
        let leak = LintCommand(options: .init(paths: [outer + "/specs/leak.card.yaml"], format: .sarif)).run()
        #expect(leak.exitCode == ExitStatus.toolFailure && !leak.standardOutput.contains("wJalrXUtnFEMI"))
        #expect(leak.standardOutput.contains("leads outside its folder"), "\(leak.standardOutput)")
        let ok = LintCommand(options: .init(paths: [outer + "/specs/ok.card.yaml"])).run()
        #expect(ok.exitCode == ExitStatus.success, "\(ok.standardOutput)")
    }

    /// A document that is not a mapping is said by its shape: the file may be anything (this one
    /// reached by name, not through a link), and its text is never echoed.
    @Test func aDocumentThatIsNotAMappingIsNeverQuoted() throws {
        let folder = try TestSupport.temporaryDirectory()
        let cases = [
            ("plain.card.yaml", Self.secret + "\n", "a plain string"),
            ("quoted.card.yaml", "\"\(Self.secret)\"\n", "a quoted string"),
            ("block.card.yaml", "|\n  \(Self.secret)\n", "a block string"),
            ("list.card.yaml", "- \(Self.secret)\n", "a list"),
        ]
        for (name, text, shape) in cases {
            try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            for format in Self.formats {
                let result = LintCommand(options: .init(paths: [folder + "/" + name], format: format)).run()
                #expect(result.exitCode == ExitStatus.inputErrors, "\(name) \(format)")
                #expect(!(result.standardOutput + result.standardError).contains("wJalrXUtnFEMI"), "\(name) \(format): \(result.standardOutput)")
                #expect(result.standardOutput.contains("found \(shape)"), "\(name) \(format): \(result.standardOutput)")
            }
        }
        // The same for a configuration file.
        let (configuration, diagnostics) = CheckConfiguration.parse(Array((Self.secret + "\n").utf8), path: "/x/.cardc.yml")
        expectEqual(configuration.path, "/x/.cardc.yml")
        #expect(diagnostics.map(\.message) == ["a configuration is a mapping of settings (disabledRules, severity, ...); found a plain string"])
        #expect(!diagnostics.contains { $0.message.contains("wJalrXUtnFEMI") })
    }
}
