import Testing
import CardTestSupport

/// `dismissal` in the editor: offered among a sheet's keys, its own keys and its state by name,
/// and hover shows what the format description says of it.
@Suite struct DismissalCompletionTests {
    typealias C = LanguageServerCompletionTests

    static let states = C.head + "segments:\n  - { name: hidden, height: 0 }\n  - { name: peek, height: 100 }\n"

    @Test func theKeyItsKeysAndItsStateAreOffered() {
        #expect(C.labels(Self.states + "‸\n").contains("dismissal"))
        expectEqual(C.labels(Self.states + "dismissal: { ‸ }\n"), ["state", "distance"])
        expectEqual(C.labels(Self.states + "dismissal: { state: hidden, ‸ }\n"), ["distance"])
        expectEqual(C.labels(Self.states + "dismissal: { state: ‸ }\n"), ["hidden", "peek"])
        expectEqual(C.labels(Self.states + "dismissal:\n  ‸\n"), ["state", "distance"])
    }

    @Test func hoverShowsTheDescriptionAndTheDefault() {
        let text = Self.states + "dismissal: { state: hidden, distance: 90 }\n"
        let uri = "file:///nowhere/dismiss.card.yaml"
        let key = C.hover(text, line: 6, character: 2, uri: uri)
        #expect(key.contains("a drag or flick down from the lowest segment dismisses the sheet"), "\(key)")
        let distance = C.hover(text, line: 6, character: 30, uri: uri)
        #expect(distance.contains("points below the lowest other segment"), "\(distance)")
        #expect(distance.contains("80"), "\(distance)")
    }
}
