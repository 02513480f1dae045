import Testing
@testable import CardChecker
@testable import CardModel
import CardTestSupport

/// `Suppressions(source:)` has a non-generic form for the pipeline's buffer (the generic one,
/// called from another module, ran unspecialised); both must read the same comments.
@Suite struct SuppressionsTests {
    static let text = """
        kind: sheet  # cardc:disable-line segment-order, no-such-rule # why
        # cardc:disable-next-line
        name: x
        color: "#cardc:disable-line"
          #   cardc:disable-next-line unreachable-state
        last: 1
        """

    @Test func theBufferAndTheGenericFormReadTheSameComments() {
        // A slice that does not start at index 0, to catch offsets taken from the wrong start.
        let bytes = Array(("\n\n" + Self.text).utf8)
        let slice = bytes[2...]
        let generic = Suppressions(source: slice)
        let buffered = bytes.withUnsafeBufferPointer { Suppressions(source: UnsafeBufferPointer(rebasing: $0[2...])) }
        expectEqual(buffered.entries, generic.entries)
        expectEqual(buffered.entries.map(\.target), [1, 3, 4, 6])
        #expect(buffered.entries.first?.rules?.map(\.name) == ["segment-order", "no-such-rule"])
        for line in 1...7 {
            for rule in [RuleID.segmentOrder, .unreachableState] {
                let d = Diagnostic(file: "f", location: .init(line: line, column: 1), severity: .error, rule: rule, message: "m")
                #expect(buffered.isSuppressed(d) == generic.isSuppressed(d), "line \(line), \(rule)")
            }
        }
        #expect(buffered.isSuppressed(Diagnostic(file: "f", location: .init(line: 3, column: 1), severity: .error, rule: .segmentOrder, message: "m")))
        #expect(!buffered.isSuppressed(Diagnostic(file: "f", location: .init(line: 6, column: 1), severity: .error, rule: .segmentOrder, message: "m")))
    }
}
