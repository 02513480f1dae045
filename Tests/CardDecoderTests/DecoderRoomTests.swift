import Testing
@testable import CardDecoder
@testable import CardReader
import CardTestSupport

/// Past its room a document's decoder counts its reports and builds none (no message,
/// did-you-mean or note): 400,000 unknown keys made as many diagnostics, 255 MB, that the
/// file's cap then dropped.
@Suite struct DecoderRoomTests {
    static let head = "version: 1\nname: Room\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n"

    static func decode(_ text: String, room: Int) -> (diagnostics: Int, leftOut: Int, partial: Bool) {
        let tree = YAMLReader().read(Array(text.utf8), file: "room.card.yaml").tree
        let result = SpecDecoder().decodeForChecking(tree, document: tree.documents[0], file: "room.card.yaml", room: room)
        return (result.diagnostics.count, result.leftOut, result.partial)
    }

    @Test func reportsPastTheRoomAreCounted() {
        let unknown = (0..<50).map { "qz\($0)x: 1\n" }.joined()
        let labels = "labels:\n" + (0..<20).map { "  stray\($0): Stray\n" }.joined()
        let text = Self.head + unknown + labels
        let all = Self.decode(text, room: .max)
        expectEqual(all.diagnostics, 70)
        expectEqual(all.leftOut, 0)
        for room in [0, 2, 69] {
            let capped = Self.decode(text, room: room)
            expectEqual(capped.diagnostics, room)
            expectEqual(capped.leftOut, 70 - room)
            #expect(capped.partial)
        }
    }
}
