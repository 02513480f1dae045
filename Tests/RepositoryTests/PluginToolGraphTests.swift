import Foundation
import Testing
import CardTestSupport

/// The source plugins' tool links only what they run (issue 36): its module graph, read from
/// Package.swift, holds the reader, checker, generator and reporters but not the preview, the
/// fixer, the language server or the full cardc's other commands; and the three plugins ask for
/// that tool by the one name Plugins/Shared gives it.
@Suite struct PluginToolGraphTests {
    static let root = TestSupport.packageRoot
    /// What the plugins never run, so their tool must not build.
    static let excluded: Set<String> = ["CardPreview", "CardFixes", "CardLanguageServer", "CardAuthoringCommands"]

    /// Every target of Package.swift (`.target`, `.executableTarget`, `.plugin`) with the
    /// package's own targets it depends on (quoted names; `.product(...)` entries are left out).
    /// The text is cut where each declaration starts; products (`targets: [`) are skipped.
    static func graph() throws -> [String: [String]] {
        var text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        text = text.replacingOccurrences(of: #"\.product\([^)]*\)"#, with: "", options: .regularExpression)
        let starts = [".target(", ".executableTarget(", ".plugin(", ".testTarget(", ".systemLibrary(", ".library(", ".executable(", "swiftLanguageModes"]
        for start in starts { text = text.replacingOccurrences(of: start, with: "\u{0}" + start) }
        var graph: [String: [String]] = [:]
        for chunk in text.split(separator: "\u{0}") where !chunk.contains("targets: [") {
            guard chunk.hasPrefix(".target(") || chunk.hasPrefix(".executableTarget(") || chunk.hasPrefix(".plugin("),
                  let nameStart = chunk.range(of: "name: \""), let nameEnd = chunk[nameStart.upperBound...].firstIndex(of: "\"") else { continue }
            let name = String(chunk[nameStart.upperBound..<nameEnd])
            guard let open = chunk.range(of: "dependencies: ["), let close = chunk[open.upperBound...].firstIndex(of: "]") else {
                graph[name] = []
                continue
            }
            graph[name] = chunk[open.upperBound..<close].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                .filter { !$0.isEmpty }
        }
        return graph
    }

    static func closure(of target: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var stack = [target]
        while let next = stack.popLast() {
            for dependency in graph[next] ?? [] where seen.insert(dependency).inserted { stack.append(dependency) }
        }
        return seen
    }

    /// The name the plugins ask SwiftPM for (`PluginTool.name` in Plugins/Shared/PluginTool.swift).
    static func pluginToolName() throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("Plugins/Shared/PluginTool.swift"), encoding: .utf8)
        let match = try #require(text.range(of: #"static let name = "[^"]+""#, options: .regularExpression))
        return String(text[match].split(separator: "\"")[1])
    }

    @Test func thePluginsToolLinksNoPreviewFixerOrLanguageServer() throws {
        let graph = try Self.graph()
        let tool = try Self.pluginToolName()
        for plugin in ["CardGenerator", "LintCards", "GenerateCards"] {
            #expect(graph[plugin] == [tool], "\(plugin) depends on \(graph[plugin] ?? []), not the plugins' tool \(tool)")
        }
        let linked = Self.closure(of: tool, in: graph)
        #expect(linked.isSuperset(of: ["CardCommands", "CardCommandLine", "CardPipeline", "CardGeneration", "CardReporters"]), "\(linked.sorted())")
        #expect(linked.isDisjoint(with: Self.excluded), "\(tool) links \(linked.intersection(Self.excluded).sorted())")
        // The full cardc still has them all.
        #expect(Self.closure(of: "cardc", in: graph).isSuperset(of: Self.excluded))
    }

    /// Each of the tool's sources imports only what its target depends on, so the graph above is
    /// what it compiles against.
    @Test func thePluginsToolImportsOnlyItsDependencies() throws {
        let graph = try Self.graph()
        let tool = try Self.pluginToolName()
        let linked = Self.closure(of: tool, in: graph)
        let folder = Self.root.appendingPathComponent("Sources").appendingPathComponent(tool)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import Card") {
                let module = String(line.dropFirst("import ".count))
                #expect(linked.contains(module), "\(file) imports \(module), outside the tool's graph")
            }
        }
    }
}
