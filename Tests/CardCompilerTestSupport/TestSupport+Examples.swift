import CardTestSupport
import CardCommands

/// The spec files of the repository, found as `cardc` finds them (`InputDiscovery`): what the
/// generator's goldens and the rules' examples are checked over.
extension TestSupport {
    /// Every example, with the path the header names (relative to the package root).
    package static func exampleFiles() throws -> [String] {
        try specFiles(in: "examples")
    }

    package static func specFiles(in folder: String) throws -> [String] {
        let inputs = try InputDiscovery.expand([TestSupport.packageRoot.appendingPathComponent(folder).path])
        let root = TestSupport.packageRoot.path + "/"
        return inputs.compactMap { input in
            guard case .file(let path) = input else { return nil }
            return String(path.dropFirst(root.count))
        }
    }
}
