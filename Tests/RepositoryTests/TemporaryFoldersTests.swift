import Foundation
import Testing
import CardTestSupport

/// Tests leave nothing in the temporary directory (issue 24, item 7): every folder a test makes is
/// under the process's root, removing the root removes everything in it whatever a test did to
/// its folders, and no test reaches for the temporary directory around the helper.
@Suite struct TemporaryFoldersTests {
    @Test func everyTestFolderIsUnderTheProcessRoot() throws {
        let root = TemporaryFolders.shared.root
        let base = FileManager.default.temporaryDirectory.path
        expectEqual((root as NSString).deletingLastPathComponent, base)
        #expect((root as NSString).lastPathComponent.hasPrefix(TemporaryFolders.prefix + "\(getpid())-"))
        let a = try TestSupport.temporaryDirectory(), b = try TestSupport.temporaryDirectory()
        #expect(a != b)
        expectEqual((a as NSString).deletingLastPathComponent, root)
        expectEqual((b as NSString).deletingLastPathComponent, root)
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: a), [])
    }

    /// Removing a root leaves no entry: nested folders, files, a folder made unreadable and one
    /// made read-only, folders nested past PATH_MAX (as `LintCommandTests` makes), a name that
    /// is not UTF-8 (as `LintCommandTests` writes); links are
    /// removed, not followed (what they point at stays).
    @Test func removingTheRootLeavesNoEntry() throws {
        let outside = try TestSupport.temporaryDirectory()
        try "keep".write(toFile: outside + "/kept.txt", atomically: true, encoding: .utf8)
        let folders = TemporaryFolders(root: try TestSupport.temporaryDirectory() + "/root")
        let one = try folders.make(), two = try folders.make()
        try FileManager.default.createDirectory(atPath: one + "/a/b/c", withIntermediateDirectories: true)
        try "x".write(toFile: one + "/a/b/c/file", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: two + "/locked/inner", withIntermediateDirectories: true)
        try "y".write(toFile: two + "/locked/inner/file", atomically: true, encoding: .utf8)
        expectEqual(chmod(two + "/locked/inner", 0o500), 0)
        expectEqual(chmod(two + "/locked", 0o000), 0)
        try FileManager.default.createSymbolicLink(atPath: one + "/to-folder", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: one + "/to-file", withDestinationPath: outside + "/kept.txt")
        let latin1: [CChar] = Array("caf".utf8CString.dropLast()) + [CChar(bitPattern: 0xE9), 0]
        let file = open(two, O_RDONLY | O_DIRECTORY)
        try #require(file >= 0)
        let created = openat(file, latin1, O_CREAT | O_WRONLY, 0o644)
        #expect(created >= 0)
        close(created)
        close(file)
        let component = String(repeating: "d", count: 200)
        let fd = try TestSupport.nestFolders(in: two, named: component)
        expectEqual(mkdirat(fd, "last", 0o755), 0)
        close(fd)
        #expect(FileManager.default.fileExists(atPath: folders.root))
        folders.removeAll()
        #expect((try? FileManager.default.attributesOfItem(atPath: folders.root)) == nil)
        expectEqual(try FileManager.default.contentsOfDirectory(atPath: outside), ["kept.txt"])
        expectEqual(try String(contentsOfFile: outside + "/kept.txt", encoding: .utf8), "keep")
    }

    /// Every test file makes its folders through `TestSupport.temporaryDirectory()`: a folder
    /// made straight in the temporary directory would outlive the run.
    @Test func noTestReachesForTheTemporaryDirectoryAroundTheHelper() throws {
        var files = 0
        var around: [String] = []
        for target in try TestLayoutTests.targets().map(\.path) where target.hasPrefix("Tests/") {
            let folder = TestSupport.packageRoot.appendingPathComponent(target).path
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") && !name.hasPrefix("TemporaryFolders") {
                files += 1
                let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                for word in ["FileManager.default.temporaryDirectory", "NSTemporaryDirectory", "mkdtemp", "\"/tmp"] where text.contains(word) {
                    around.append("\(target)/\(name): \(word)")
                }
            }
        }
        #expect(files > 100)
        #expect(around.isEmpty, "\(around.joined(separator: "\n"))")
    }
}
