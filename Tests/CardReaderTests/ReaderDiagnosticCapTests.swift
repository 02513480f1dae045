import Testing
@testable import CardReader
import CardTestSupport

/// The reader builds at most `maxDiagnostics` diagnostics and counts the rest: a mapping that
/// repeats one key 400,000 times made as many messages (162 MB) that the cap then dropped.
@Suite struct ReaderDiagnosticCapTests {
    @Test func repeatsPastTheCapAreCountedNotBuilt() {
        let text = "a: 1\n" + String(repeating: "a: 2\n", count: 50)
        let read = YAMLReader(limits: ReaderLimits(maxDiagnostics: 3)).read(Array(text.utf8), file: "r.yaml")
        expectEqual(read.diagnostics.count, 3)
        expectEqual(read.leftOut, 47)
        // Every repeat is still marked, so that no decoder reads it.
        let root = read.tree.documents[0]
        expectEqual((0..<51).filter { read.tree.isRepeatedKey(root, $0) }.count, 50)
    }

    @Test func aSyntaxErrorPastTheCapIsKept() {
        let text = "m:\n  a: 1\n" + String(repeating: "  a: 2\n", count: 10) + "b: [\n"
        let read = YAMLReader(limits: ReaderLimits(maxDiagnostics: 2)).read(Array(text.utf8), file: "r.yaml")
        expectEqual(read.diagnostics.map(\.rule), [.duplicateKey, .duplicateKey, .yamlSyntax])
        expectEqual(read.leftOut, 8)
    }
}
