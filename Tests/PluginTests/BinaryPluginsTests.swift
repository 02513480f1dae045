import Foundation
import Testing

/// BinaryPlugins/ offers cardc's three plugins on the prebuilt binary, and the runtime
/// libraries (docs/plugins.md). Its sources are links to Plugins/ and Sources/, all but the one
/// file naming the tool, and its manifest declares the plugins and the runtime as Package.swift
/// does: these fail when the two packages drift apart.
@Suite struct BinaryPluginsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The one file each package keeps for itself.
    static let ownFile = "PluginTool.swift"

    static func files(in folder: URL) throws -> [String: URL] {
        var found: [String: URL] = [:]
        for plugin in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(plugin).path) {
                found["\(plugin)/\(name)"] = folder.appendingPathComponent(plugin).appendingPathComponent(name)
            }
        }
        return found
    }

    @Test func everyPluginFileButTheToolNameIsALinkToTheSourcePackagesFile() throws {
        let source = try Self.files(in: Self.root.appendingPathComponent("Plugins"))
        let binary = try Self.files(in: Self.root.appendingPathComponent("BinaryPlugins/Plugins"))
        #expect(source.count >= 10, "Plugins/ was not found: \(source.keys.sorted())")
        #expect(Set(source.keys) == Set(binary.keys), "the packages' plugin files differ: \(Set(source.keys).symmetricDifference(binary.keys).sorted())")
        for (relative, url) in source {
            guard let other = binary[relative] else { continue }
            if relative == "Shared/\(Self.ownFile)" {
                #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: other.path)) == nil,
                        "BinaryPlugins/Plugins/\(relative) is the package's own file, not a link")
                continue
            }
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: other.path) else {
                Issue.record("BinaryPlugins/Plugins/\(relative) is not a link to Plugins/\(relative): a copy drifts")
                continue
            }
            #expect(destination.hasPrefix("../"), "BinaryPlugins/Plugins/\(relative) must be a relative link")
            if url.lastPathComponent == Self.ownFile {
                #expect(!destination.contains("../../"), "BinaryPlugins/Plugins/\(relative) must name BinaryPlugins' own tool")
            } else {
                #expect(other.resolvingSymlinksInPath() == url.resolvingSymlinksInPath(),
                        "BinaryPlugins/Plugins/\(relative) is not Plugins/\(relative)")
            }
        }
    }

    static let runtime = ["CardEngine", "CardHost", "CardUIKit", "CardSwiftUI"]

    @Test func theRuntimeLibrariesAreLinksToTheSourcePackagesFolders() throws {
        let binary = Self.root.appendingPathComponent("BinaryPlugins/Sources")
        #expect(try FileManager.default.contentsOfDirectory(atPath: binary.path).sorted() == Self.runtime.sorted())
        for name in Self.runtime {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: binary.appendingPathComponent(name).path) == "../../Sources/\(name)")
        }
    }

    /// Every call of a manifest starting with `prefix`, to its closing parenthesis, its spaces
    /// normalised.
    static func declarations(_ prefix: String, in manifest: String) -> [String] {
        var declarations: [String] = []
        var rest = manifest[...]
        while let start = rest.range(of: prefix) {
            var depth = 0
            var end = start.upperBound
            for index in rest[start.lowerBound...].indices {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1; if depth == 0 { end = rest.index(after: index); break } }
            }
            declarations.append(rest[start.lowerBound..<end].split(whereSeparator: \.isWhitespace).joined(separator: " "))
            rest = rest[end...]
        }
        return declarations.sorted()
    }

    /// The executable a package's plugins run, from its `PluginTool.swift`.
    static func toolName(of folder: String) throws -> String {
        let tool = try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent("Plugins/Shared/\(ownFile)"), encoding: .utf8)
        return try #require(tool.split(separator: "\n").first { $0.contains("static let name = \"") }?.split(separator: "\"").dropFirst().first).description
    }

    /// The manifests agree but for the tool's name (each plugin depends on its package's own).
    @Test func bothManifestsDeclareTheSamePluginsAndRuntime() throws {
        let sourceTool = try Self.toolName(of: ""), binaryTool = try Self.toolName(of: "BinaryPlugins")
        let source = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: "\"\(sourceTool)\"", with: "\"TOOL\"")
        let binary = try String(contentsOf: Self.root.appendingPathComponent("BinaryPlugins/Package.swift"), encoding: .utf8)
            .replacingOccurrences(of: "\"\(binaryTool)\"", with: "\"TOOL\"")
        let prefixes = [".plugin(", ".library("] + Self.runtime.map { ".target(name: \"\($0)\"" }
        let counts = [6, 4, 1, 1, 1, 1]
        for (prefix, count) in zip(prefixes, counts) {
            let declarations = Self.declarations(prefix, in: source)
            #expect(declarations.count == count, "\(declarations)")
            #expect(declarations == Self.declarations(prefix, in: binary), "\(prefix)")
        }
    }

    /// The tool each package's plugins ask for is the executable that package declares.
    @Test func eachPackagesToolNameIsAnExecutableItDeclares() throws {
        for (folder, declaration) in [("", ".executableTarget("), ("BinaryPlugins/", ".binaryTarget(")] {
            let package = Self.root.appendingPathComponent(folder)
            let name = try Self.toolName(of: folder)
            let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(manifest.contains("\(declaration) name: \"\(name)\"") || manifest.contains("\(declaration)name: \"\(name)\""),
                    "\(folder)Package.swift declares no \(declaration)name: \"\(name)\")")
        }
    }
}
