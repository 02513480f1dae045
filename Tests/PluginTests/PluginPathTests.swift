import Foundation
import Testing
@testable import CardPipeline
@testable import CardPluginPaths
import CardTestSupport

/// Issue 23, item 10: the build-tool plugin's output names (`SpecBuildPaths`, the plugin's own
/// file, imported from the CardPluginPaths target) never collide, and its inputs
/// are every configuration cardc would read, up to the repository's root.
@Suite struct PluginPathTests {
    /// The inverse of `outputName`: it exists, so the mapping is injective.
    static func decode(_ name: String) -> String? {
        guard name.hasSuffix(".swift") else { return nil }
        var path = ""
        var scalars = name.dropLast(6).unicodeScalars.makeIterator()
        while let c = scalars.next() {
            guard c == "_" else { path.unicodeScalars.append(c); continue }
            switch scalars.next() {
            case "u": path += "_"
            case "_": path += "/"
            default: return nil
            }
        }
        return path
    }

    static let adversarial = [
        "Cards/x_/a.card.yaml", "Cards/x/_a.card.yaml", "Cards_x/a.card.yaml", "Cards/x__a.card.yaml", "Cards/x/__a.card.yaml",
        "Cards__x/a.card.yaml", "Cards/x_u/a.card.yaml", "Cards/x/u_a.card.yaml", "Cards/x_/_/a.card.yaml", "_/a.card.yaml",
        "__.card.yaml", "a_u.card.yaml", "a/u.card.yaml", "a__.card.yaml", "a/_.card.yaml", "a_/.card.yaml", "glide.card.yaml",
        "Cards/glide.card.yaml", "Cards_glide.card.yaml", "Cards__glide.card.yaml", "é/_ü.card.yaml", "é_/ü.card.yaml",
    ]

    @Test func outputNamesAreDistinctAndSpellOutTheirPath() {
        let names = Self.adversarial.map(SpecBuildPaths.outputName(forRelativePath:))
        #expect(Set(names).count == Self.adversarial.count, "\(names)")
        // The pair, which both became Cards_x___a.card.yaml.swift.
        expectEqual(SpecBuildPaths.outputName(forRelativePath: "Cards/x_/a.card.yaml"), "Cards__x_u__a.card.yaml.swift")
        expectEqual(SpecBuildPaths.outputName(forRelativePath: "Cards/x/_a.card.yaml"), "Cards__x___ua.card.yaml.swift")
        for (path, name) in zip(Self.adversarial, names) {
            expectEqual(Self.decode(name), path)
            #expect(!name.contains("/"))
        }
        // Random paths over the characters that matter: every name decodes back to its path.
        var generator = SystemRandomNumberGenerator()
        var wrong: [String] = []
        for _ in 0..<20_000 {
            let path = String((0..<Int.random(in: 1...8, using: &generator)).map { _ in "_/ua".randomElement(using: &generator)! }) + ".card.yaml"
            if Self.decode(SpecBuildPaths.outputName(forRelativePath: path)) != path { wrong.append(path) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// A monorepo: `.git` and a `.cardc.yml` at its root, a package two folders down with a
    /// spec. The plugin's inputs hold what cardc reads (the nearest configuration) and every
    /// other one in the lookup, the root's included, and nothing above the root; and every
    /// folder cardc looks in, so that a configuration created in one later reruns the command
    /// (issue 33, item 9: SwiftPM asks the plugin for its inputs only when it plans the build).
    @Test func configurationsAreThoseCardcLooksUpToTheRepositoryRoot() throws {
        let outer = try TestSupport.temporaryDirectory()
        let root = outer + "/mono"
        let cards = root + "/packages/app/Sources/App/Cards"
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: cards, withIntermediateDirectories: true)
        let spec = cards + "/glide.card.yaml"
        try TestSupport.minimalSheet.write(toFile: spec, atomically: true, encoding: .utf8)
        try "disabledRules: [inverted-dim]\n".write(toFile: outer + "/.cardc.yml", atomically: true, encoding: .utf8)
        try "access: internal\n".write(toFile: root + "/.cardc.yml", atomically: true, encoding: .utf8)
        let folders = [cards, root + "/packages/app/Sources/App", root + "/packages/app/Sources", root + "/packages/app", root + "/packages", root]

        var resolver = ConfigurationResolver()
        #expect(try resolver.configurationPath(forSpecAt: spec) == root + "/.cardc.yml")
        expectEqual(SpecBuildPaths.configurationLookup(forSpecAt: spec, home: nil),
                    .init(configurations: [root + "/.cardc.yml"], folders: folders))

        try "access: package\n".write(toFile: root + "/packages/app/.cardc.yaml", atomically: true, encoding: .utf8)
        var again = ConfigurationResolver()
        #expect(try again.configurationPath(forSpecAt: spec) == root + "/packages/app/.cardc.yaml")
        expectEqual(SpecBuildPaths.configurationLookup(forSpecAt: spec, home: nil),
                    .init(configurations: [root + "/packages/app/.cardc.yaml", root + "/.cardc.yml"], folders: folders))
        // The home folder ends the search as it ends cardc's.
        expectEqual(SpecBuildPaths.configurationLookup(forSpecAt: spec, home: root + "/packages/app"),
                    .init(configurations: [root + "/packages/app/.cardc.yaml"], folders: Array(folders.prefix(4))))
    }
}
