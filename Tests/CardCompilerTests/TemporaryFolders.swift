import Foundation

/// The folders tests write in, all under one root per test process
/// (`$TMPDIR/cardc-test-run-PID-UUID`) that is removed when the process exits, so a `swift test`
/// leaves nothing in the temporary directory (it used to leave about 135 `cardc-tests-UUID`
/// folders a run). Tests make folders with `TestSupport.temporaryDirectory()`;
/// `TestHygieneTests` fails if a test reaches for the temporary directory another way.
struct TemporaryFolders: Sendable {
    static let prefix = "cardc-test-run-"

    /// Where this process's folders go; made on first use, removed at exit.
    let root: String

    static let shared: TemporaryFolders = {
        let folders = TemporaryFolders(root: FileManager.default.temporaryDirectory.path + "/\(prefix)\(getpid())-\(UUID().uuidString)")
        // The test runner ends with exit(), which runs this after the last test.
        atexit { TemporaryFolders.shared.removeAll() }
        return folders
    }()

    /// A fresh empty folder under the root.
    func make() throws -> String {
        let path = root + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes the root and everything in it, including folders a test made unreadable or
    /// read-only; a symbolic link is removed, never followed.
    func removeAll() {
        Self.remove(root)
    }

    private static func remove(_ path: String) {
        // The attributes of the entry itself: a link is not followed.
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else { return }
        guard type == .typeDirectory else {
            unlink(path)
            return
        }
        // A folder's entries can only be listed and removed when it is readable and writable.
        chmod(path, 0o700)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            remove(path + "/" + name)
        }
        rmdir(path)
    }
}
