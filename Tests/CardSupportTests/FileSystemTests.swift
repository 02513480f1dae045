import Foundation
import Testing
import CardSupport
import CardTestSupport

/// Every name the file system takes can be written, replaced and created: the temporary file
/// beside it must fit the same 255-byte limit.
@Suite struct FileSystemTests {
    /// Names from 200 bytes to the limit, ASCII and with 2- and 4-byte characters: each is
    /// written, rewritten, replaced after a read and created, and no temporary stays behind.
    @Test func namesUpToTheLimitAreWrittenReplacedAndCreated() throws {
        let dir = try TestSupport.temporaryDirectory()
        var names: [String] = []
        for length in [200, 217, 222, 223, 240, 249, 250, 255] {
            names.append(String(repeating: "a", count: length - 10) + ".card.yaml")
        }
        // 2-byte é and a 4-byte emoji around the cut, so a character is never split.
        names.append(String(repeating: "é", count: 117) + "x.card.yaml")
        names.append(String(repeating: "👍", count: 60) + "x.card.yaml")
        for name in names {
            #expect(name.utf8.count <= FileSystem.longestName)
            let path = dir + "/" + name
            try FileSystem.writeAtomically("first\n", to: path)
            try FileSystem.writeAtomically("second\n", to: path)
            let original = try FileSystem.readOriginal(path, limit: 1 << 20)
            try FileSystem.replace(path, of: original, with: Array("third\n".utf8))
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "third\n")
            let created = dir + "/new-" + name.dropFirst(4)
            try FileSystem.createExclusively("new\n", at: created)
            #expect(try String(contentsOfFile: created, encoding: .utf8) == "new\n")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(FileSystem.temporaryMarker) }
        #expect(left == [])
    }

    /// A long name's temporary is named by its start and a hash of all of it, within the limit,
    /// and a sweep for that name (what `lint --fix` does beside its specs) finds it, and only it.
    @Test func aLongNamesTemporaryIsSweptByItsName() throws {
        let dir = try TestSupport.temporaryDirectory()
        let long = String(repeating: "b", count: 230) + ".card.yaml"
        let twin = String(repeating: "b", count: 231) + ".card.yaml"
        let stem = FileSystem.temporaryStem(of: long)
        #expect(stem != long && stem != FileSystem.temporaryStem(of: twin))
        #expect(FileSystem.temporaryStem(of: "short.card.yaml") == "short.card.yaml")
        // A temporary a killed run (a process that no longer exists) left for each name.
        let dead: pid_t = 4_194_304 + 1
        for name in [long, twin] {
            let temporary = "." + FileSystem.temporaryStem(of: name) + FileSystem.temporaryMarker + "\(dead)-x1"
            #expect(temporary.utf8.count <= FileSystem.longestName)
            try "half".write(toFile: dir + "/" + temporary, atomically: false, encoding: .utf8)
        }
        FileSystem.removeStaleTemporaries(in: dir, of: [long])
        let left = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(left == ["." + FileSystem.temporaryStem(of: twin) + FileSystem.temporaryMarker + "\(dead)-x1"])
    }
}
