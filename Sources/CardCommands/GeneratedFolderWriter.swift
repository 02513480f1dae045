#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSupport
import CardGeneration
/// Writes one folder of generated files, for `generate` (Swift) and `preview` (SVG and the
/// index): before anything is written, refuses a folder that is a link and any output that is
/// a link, not a file, or a file cardc did not write (it lacks the marker); then writes each
/// file atomically and only when its contents changed, or with `writing` false (`--check`)
/// only compares, telling a file edited by hand (its seal's digest no longer matches) from one
/// that is out of date. It judges the other files with the marker by their headers' spec lines
/// (`judge`: orphans, files of other specs, files no spec accounts for) and prunes orphans, and
/// takes each output from the budget, when there is one, before writing it.
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
    /// Bounds what is written in all, when set (`preview`'s `PreviewBudget.take`): why `bytes`
    /// more may not be written, or nil (and then they are taken).
    package let budget: (@Sendable (Int) -> String?)?

    package init(folder: String, marker: Marker, notWrittenByCardc: String, writing: Bool = true, durable: Bool = true,
                 budget: (@Sendable (Int) -> String?)? = nil) {
        self.folder = folder
        self.marker = marker
        self.notWrittenByCardc = notWrittenByCardc
        self.writing = writing
        self.durable = durable
        self.budget = budget
    }

    /// How an output compared with what is on disk.
    package struct Comparison: Sendable {
        /// `editedByHand`: it differs, and its bytes no longer match the digest cardc sealed
        /// them with (`GeneratedFileSeal`); `outdated`: it differs, and is as cardc wrote it
        /// (or carries no digest), so its spec or cardc changed.
        package enum State: Sendable { case missing, outdated, editedByHand, unchanged }
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
                switch carriesMarker(path) {
                case nil:
                    // `.contains` has always counted a file it cannot read as not cardc's.
                    if case .prefix = marker { return "cannot read \(FileName.display(path))" }
                    return "refusing to overwrite \(FileName.display(path)): \(notWrittenByCardc)"
                case false?: return "refusing to overwrite \(FileName.display(path)): \(notWrittenByCardc)"
                case true?: continue
                }
            case .symbolicLink:
                return "refusing to write \(FileName.display(path)): it is a symbolic link"
            case .directory, .other:
                return "\(FileName.display(path)) exists and is not a file"
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
        budget?(bytes)
    }

    /// Compares `contents` with the file at `path` (checked by `refusal(toWrite:)`: missing, or a
    /// regular file cardc wrote) and, when writing, replaces it when different.
    package func write(_ contents: [UInt8], at path: String) throws(FileSystem.Failure) -> Comparison {
        let state: Comparison.State
        switch FileSystem.kind(of: path, followingLinks: false) {
        case .missing: state = .missing
        case .file:
            let existing = try FileSystem.read(path)
            if existing == contents { return Comparison(path: path, state: .unchanged) }
            state = GeneratedFileSeal(reading: existing).state == .edited ? .editedByHand : .outdated
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
            FileSystem.kind(of: path, followingLinks: false) == .file && carriesMarker(path) == true
        }
    }

    /// Whether the file at `path` carries the marker; nil when it cannot be read.
    private func carriesMarker(_ path: String) -> Bool? {
        switch marker {
        case .prefix(let text):
            let bytes = Array(text.utf8)
            guard let head = try? FileSystem.read(path, limit: bytes.count) else { return nil }
            return head.starts(with: bytes)
        case .contains(let text, let within):
            guard let head = try? FileSystem.read(path, limit: within) else { return nil }
            return String(decoding: head, as: UTF8.self).contains(text)
        }
    }

    /// What a generated file's `cardc-spec` line names, judged without reading the spec.
    package enum SpecLine: Sendable, Equatable {
        /// No line, or one `GeneratedFileSeal.encode` does not write, or an absolute path: it
        /// names no spec cardc can find (an older cardc, `--output-file`'s, or a hand-written file).
        case none
        /// Nothing is at the path (absolute, normalized) any more.
        case gone(String)
        /// A regular file, reached without a link, inside the folder's root.
        case file(String, FileSystem.Identity)
        /// A path outside the folder's root, or reached through a symbolic link: never read.
        case unjudged(String)
    }

    /// Reads the spec lines of the folder's files: the folder and its root are resolved once.
    package struct SpecLineReader: Sendable {
        /// The output folder and its root (`RepositoryRoot`), links resolved; root nil when it
        /// does not resolve (every line is then unjudged).
        package let realFolder: String
        package let root: String?

        package init(folder: String) {
            realFolder = GeneratedFolderWriter.resolvedAllowingMissing(folder)
            root = RepositoryRoot.resolved(RepositoryRoot.of(folder).path)
        }

        /// What the spec line of the file at `path` (a regular file with the marker) names.
        package func specLine(of path: String) -> SpecLine {
            guard let head = try? FileSystem.read(path, limit: GeneratedFileSeal.headerLimit),
                  let reference = GeneratedFileSeal(reading: head).specReference,
                  let relative = GeneratedFileSeal.decode(reference), !relative.hasPrefix("/") else { return .none }
            let spec = FileSystem.normalized(relative, against: realFolder)
            guard let root else { return .unjudged(spec) }
            switch GeneratedFolderWriter.lookUp(spec, under: root) {
            case .missing: return .gone(spec)
            case .unjudged: return .unjudged(spec)
            case .file:
                // It was just seen as a regular file on a path without links.
                guard let identity = FileSystem.identity(of: spec) else { return .gone(spec) }
                return .file(spec, identity)
            }
        }
    }

    /// A file with the marker in the folder that this run does not write, judged.
    package struct Stray: Sendable, Equatable {
        package enum Verdict: Sendable, Equatable {
            /// An orphan, which `--prune` removes: its spec is gone (`specIsGone`), or is one of
            /// this run's and does not produce its card.
            case orphan(spec: String, specIsGone: Bool)
            /// Its spec exists and is not among this run's: not read (a pull request can point
            /// any number of files at any file), so left alone, but not vouched for by `--check`.
            case otherSpec(String)
            /// Its spec line names no spec cardc can find, or one it does not read.
            case unaccounted(SpecLine)
        }
        package var path: String
        package var verdict: Verdict

        package var isOrphan: Bool {
            if case .orphan = verdict { return true }
            return false
        }
    }

    /// Judges `candidates` (what `orphans(suffix:keeping:)` found: files with the marker that
    /// this run does not write) by their spec lines alone, never reading a spec: this run's
    /// specs are known by identity (`specs`, every card of theirs among the outputs, so a file
    /// naming one is an orphan), so however a line spells a path, no spec is read twice and no
    /// other is read at all.
    package func judge(_ candidates: [String], reader: SpecLineReader, specs: Set<FileSystem.Identity>) -> [Stray] {
        candidates.map { path in
            let line = reader.specLine(of: path)
            switch line {
            case .gone(let spec): return Stray(path: path, verdict: .orphan(spec: spec, specIsGone: true))
            case .file(let spec, let identity) where specs.contains(identity): return Stray(path: path, verdict: .orphan(spec: spec, specIsGone: false))
            case .file(let spec, _): return Stray(path: path, verdict: .otherSpec(spec))
            case .none, .unjudged: return Stray(path: path, verdict: .unaccounted(line))
            }
        }
    }

    private enum SpecLookup { case missing, file, unjudged }

    /// What is at `spec` (absolute, normalized), looking at each folder on its way below `root`
    /// without following links: a link anywhere, or a path outside `root`, is not judged.
    private static func lookUp(_ spec: String, under root: String) -> SpecLookup {
        guard spec != root, RepositoryRoot.isInside(spec, root) else { return .unjudged }
        var current = root == "/" ? "" : root
        let rest = spec.dropFirst(current.count).split(separator: "/")
        for (i, part) in rest.enumerated() {
            current += "/" + part
            switch FileSystem.kind(of: current, followingLinks: false) {
            case .missing: return .missing
            case .symbolicLink, .other: return .unjudged
            case .directory: if i == rest.count - 1 { return .missing }
            case .file: return i == rest.count - 1 ? .file : .missing
            }
        }
        return .unjudged
    }

    /// `path` absolute with links resolved, as far as it exists: the rest is appended as written.
    package static func resolvedAllowingMissing(_ path: String) -> String {
        let absolute = FileSystem.normalized(path, against: FileSystem.normalized(FileSystem.workingDirectory(), against: "/"))
        return RepositoryRoot.resolvedAllowingMissing(absolute) ?? absolute
    }

    /// `path` relative to `folder` (both absolute and normalized), through `..` where needed.
    package static func relativePath(from folder: String, to path: String) -> String {
        let from = folder.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// Removes `orphans`; how many, or why one could not be. One already gone counts as
    /// removed: another `--prune` beside this one judged it too and got there first. Each is
    /// looked at again just before: one that is no longer a regular file with the marker (it
    /// changed since it was judged) is not cardc's to remove, and is left.
    package func prune(_ orphans: [String]) -> Result<Int, PruneFailure> {
        var removed = 0
        for orphan in orphans {
            switch FileSystem.kind(of: orphan, followingLinks: false) {
            case .missing:
                removed += 1
                continue
            case .file where carriesMarker(orphan) != false: break
            default: continue
            }
            guard FileSystem.remove(orphan) || errno == ENOENT else {
                return .failure(PruneFailure(message: "cannot remove \(orphan): \(FileSystem.errnoText())"))
            }
            removed += 1
        }
        return .success(removed)
    }

    package struct PruneFailure: Error {
        package var message: String
    }
}
