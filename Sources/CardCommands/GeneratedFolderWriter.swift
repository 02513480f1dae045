import CardSupport
import CardPreview
/// Writes one folder of generated files, for `generate` (Swift) and `preview` (SVG and the
/// index): before anything is written, refuses a folder that is a link and any output that is
/// a link, not a file, or a file cardc did not write (it lacks the marker); then writes each
/// file atomically and only when its contents changed, or with `writing` false (`--check`)
/// only compares. It finds orphans (files with the marker that no card produces any more) and
/// prunes them, and takes each output from the budget, when there is one, before writing it.
package struct GeneratedFolderWriter: Sendable {
    /// How a file cardc wrote is told from one it did not.
    package enum Marker: Sendable {
        /// It starts with this text (generate's header).
        case prefix(String)
        /// This text is within its first `within` bytes (preview's marker, after the XML
        /// declaration or doctype).
        case contains(String, within: Int)
    }

    package let folder: String
    package let marker: Marker
    /// Why a file without the marker is not overwritten, after "refusing to overwrite PATH: ".
    package let notWrittenByCardc: String
    /// False: compare only (`--check`), writing nothing, not even the folder.
    package let writing: Bool
    /// Whether each write is flushed to disk before it replaces the old file.
    package let durable: Bool
    /// Bounds what is written in all, when set (`preview`).
    package let budget: PreviewBudget?

    package init(folder: String, marker: Marker, notWrittenByCardc: String, writing: Bool = true, durable: Bool = true, budget: PreviewBudget? = nil) {
        self.folder = folder
        self.marker = marker
        self.notWrittenByCardc = notWrittenByCardc
        self.writing = writing
        self.durable = durable
        self.budget = budget
    }

    /// How an output compared with what is on disk.
    package struct Comparison: Sendable {
        package enum State: Sendable { case missing, outdated, unchanged }
        package var path: String
        package var state: State
    }

    /// `name` in the folder.
    package func path(_ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Why the outputs at `paths` must not be written, or nil: checked before anything is.
    package func refusal(toWrite paths: [String]) -> String? {
        if let refusal = FileSystem.refusalToWrite(into: folder) { return refusal }
        for path in paths {
            switch FileSystem.kind(of: path, followingLinks: false) {
            case .missing: continue
            case .file:
                switch marker {
                case .prefix(let text):
                    let bytes = Array(text.utf8)
                    guard let head = try? FileSystem.read(path, limit: bytes.count) else { return "cannot read \(path)" }
                    guard head.starts(with: bytes) else { return "refusing to overwrite \(path): \(notWrittenByCardc)" }
                case .contains(let text, let within):
                    guard let head = try? FileSystem.read(path, limit: within),
                          String(decoding: head, as: UTF8.self).contains(text) else {
                        return "refusing to overwrite \(path): \(notWrittenByCardc)"
                    }
                }
            case .symbolicLink:
                return "refusing to write \(path): it is a symbolic link"
            case .directory, .other:
                return "\(path) exists and is not a file"
            }
        }
        return nil
    }

    /// Makes the folder and removes what a killed run left behind in it (never output), when
    /// writing; why not, or nil.
    package func prepare() -> String? {
        guard writing else { return nil }
        do {
            try FileSystem.makeDirectories(folder)
        } catch {
            return "cannot write \(error)"
        }
        FileSystem.removeStaleTemporaries(in: folder)
        return nil
    }

    /// Why `bytes` more may not be written (and nothing is taken), or nil when they may.
    package func take(_ bytes: Int) -> String? {
        budget?.take(bytes)
    }

    /// Compares `contents` with the file at `path` (checked by `refusal(toWrite:)`: missing, or a
    /// regular file cardc wrote) and, when writing, replaces it when different.
    package func write(_ contents: [UInt8], at path: String) throws(FileSystem.Failure) -> Comparison {
        let state: Comparison.State
        switch FileSystem.kind(of: path, followingLinks: false) {
        case .missing: state = .missing
        case .file:
            if try FileSystem.read(path) == contents { return Comparison(path: path, state: .unchanged) }
            state = .outdated
        default:
            throw FileSystem.Failure(path: path, reason: "is no longer a regular file")
        }
        if writing { try FileSystem.writeAtomically(contents, to: path, durable: durable) }
        return Comparison(path: path, state: state)
    }

    package func write(_ contents: String, at path: String) throws(FileSystem.Failure) -> Comparison {
        try write(Array(contents.utf8), at: path)
    }

    /// Regular files directly in the folder, named with `suffix`, that carry the marker and are
    /// not among `keeping`: what a renamed or deleted card left behind. Links and other special
    /// files are never considered, so pruning cannot reach outside the folder.
    package func orphans(suffix: String, keeping: Set<String>) -> [String] {
        var names: [String] = []
        try? FileSystem.forEachEntry(of: folder) { name, kind in
            let text = String(decoding: name, as: UTF8.self)
            // A name that is not UTF-8 is not one cardc writes.
            guard text.utf8.elementsEqual(name), text.hasSuffix(suffix), !keeping.contains(text), kind == .file || kind == nil else { return }
            names.append(text)
        }
        return names.map(path).filter { path in
            guard FileSystem.kind(of: path, followingLinks: false) == .file else { return false }
            switch marker {
            case .prefix(let text):
                let bytes = Array(text.utf8)
                guard let head = try? FileSystem.read(path, limit: bytes.count) else { return false }
                return head.starts(with: bytes)
            case .contains(let text, let within):
                guard let head = try? FileSystem.read(path, limit: within) else { return false }
                return String(decoding: head, as: UTF8.self).contains(text)
            }
        }
    }

    /// Removes `orphans`; how many, or why one could not be.
    package func prune(_ orphans: [String]) -> Result<Int, PruneFailure> {
        var removed = 0
        for orphan in orphans {
            guard FileSystem.remove(orphan) else { return .failure(PruneFailure(message: "cannot remove \(orphan): \(FileSystem.errnoText())")) }
            removed += 1
        }
        return .success(removed)
    }

    package struct PruneFailure: Error {
        package var message: String
    }
}
