import Foundation

/// The folders tests write in, all under one root per test process
/// (`$TMPDIR/cardc-test-run-PID-UUID`) that is removed when the process exits, so a `swift test`
/// leaves nothing in the temporary directory (it used to leave about 135 `cardc-tests-UUID`
/// folders a run). Tests make folders with `TestSupport.temporaryDirectory()`;
/// `TestHygieneTests` fails if a test reaches for the temporary directory another way.
package struct TemporaryFolders: Sendable {
    package static let prefix = "cardc-test-run-"

    /// Where this process's folders go; made on first use, removed at exit.
    package let root: String

    package init(root: String) {
        self.root = root
    }

    package static let shared: TemporaryFolders = {
        let folders = TemporaryFolders(root: FileManager.default.temporaryDirectory.path + "/\(prefix)\(getpid())-\(UUID().uuidString)")
        // The test runner ends with exit(), which runs this after the last test.
        atexit { TemporaryFolders.shared.removeAll() }
        return folders
    }()

    /// A fresh empty folder under the root.
    package func make() throws -> String {
        let path = root + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes the root and everything in it, including folders a test made unreadable or
    /// read-only, folders nested deeper than a path can name (each entry is removed relative to
    /// its parent's descriptor) and names that are not UTF-8 (kept as their bytes); a symbolic
    /// link is removed, never followed.
    package func removeAll() {
        Self.remove(Array(root.utf8CString), in: AT_FDCWD)
    }

    /// `name`: the entry's bytes and a terminating zero.
    private static func remove(_ name: [CChar], in parent: Int32) {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return }
        guard info.st_mode & 0o170000 == 0o040000 else {
            unlinkat(parent, name, 0)
            return
        }
        // A folder's entries can only be listed and removed when it is readable and writable
        // (the mode of the entry itself, never of what a link put in its place points at).
        fchmodat(parent, name, 0o700, AT_SYMLINK_NOFOLLOW)
        let fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        if fd >= 0, let folder = fdopendir(fd) {
            var names: [[CChar]] = []
            while let entry = readdir(folder) {
                let entryName = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                        Array(UnsafeBufferPointer(start: $0, count: strlen($0) + 1))
                    }
                }
                if entryName != [46, 0] && entryName != [46, 46, 0] { names.append(entryName) }   // "." and ".."
            }
            for entryName in names { remove(entryName, in: fd) }
            closedir(folder)
        } else if fd >= 0 {
            close(fd)
        }
        unlinkat(parent, name, AT_REMOVEDIR)
    }
}
