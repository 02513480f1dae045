import Testing
@testable import CardPipeline
@testable import CardReader
@testable import CardModel
import CardTestSupport

/// Past `--max-diagnostics` the stages count what they find instead of building it
/// (docs/hardening.md, "Many diagnostics"); what is printed, and the count of what was left
/// out, are what building everything and keeping the first gave.
@Suite struct DiagnosticCapTests {
    /// A sheet whose segments break their order on a device (a checker finding), with
    /// `misspelt` top-level keys one letter from `appearance` (unknown keys whose fix names a
    /// part no rule reads: the spec is still checked), `repeats` repeated labels and `strays`
    /// labels naming no state.
    static func spec(misspelt: Int, repeats: Int, strays: Int) -> String {
        let letters = Array("xzqjkw") // none is in `appearance`
        var text = "version: 1\nname: Flips\nkind: sheet\ndevices: [iphone-se, iphone-15-pro-max]\n"
            + "segments:\n  - { name: closed, height: 80 }\n  - { name: half, height: 330 }\n  - { name: open, height: 50% }\n"
        for i in 0..<misspelt {
            var key = Array("appearance")
            key[i % key.count] = letters[(i / key.count) % letters.count]
            text += String(key) + ": {}\n"
        }
        text += "labels:\n  closed: Closed\n"
        text += String(repeating: "  closed: Again\n", count: repeats)
        text += (0..<strays).map { "  stray\($0): Stray\n" }.joined()
        return text
    }

    static func run(_ text: String, cap: Int) -> [Diagnostic] {
        Pipeline(limits: ReaderLimits(maxDiagnostics: cap)).run(Array(text.utf8), file: "cap.card.yaml").diagnostics
    }

    @Test func thePrintedAndTheCountLeftOutAreThoseOfBuildingEverything() {
        let text = Self.spec(misspelt: 30, repeats: 12, strays: 25)
        let all = Self.run(text, cap: 100_000)
        // The checker ran: its finding is there, with every input error.
        #expect(all.contains { $0.rule == .segmentOrder })
        expectEqual(all.filter { $0.rule == .unknownKey }.count, 30)
        expectEqual(all.filter { $0.rule == .duplicateKey }.count, 12)
        for cap in [1, 2, 29, 31, 60, all.count - 1] {
            let capped = Self.run(text, cap: cap)
            expectEqual(Array(capped.prefix(cap)), Array(all.prefix(cap)))
            let leftOut = all.count - cap
            let errors = all.dropFirst(cap).filter { $0.severity == .error }.count
            expectEqual(capped.last?.message,
                        "\(leftOut) more diagnostic\(leftOut == 1 ? "" : "s") in this file (\(errors) error\(errors == 1 ? "" : "s")) were left out after the first \(cap)")
            expectEqual(capped.count, cap + 1)
        }
        expectEqual(Self.run(text, cap: all.count), all)
    }

    @Test func aKeyMisspeltPastTheCapIsStillNotAlsoMissing() {
        // `nmae` is `name` misspelt, met past the cap: its did-you-mean is looked for only when
        // `name` is found missing, and the missing key is then not reported (nor counted).
        let text = "version: 1\nkind: sheet\nsegments: [{ name: low, height: 100 }, { name: high, height: 400 }]\n"
            + (0..<10).map { "qz\($0)x: 1\n" }.joined() + "nmae: Sheet\n"
        let all = Self.run(text, cap: 100_000)
        expectEqual(all.map(\.rule), Array(repeating: .unknownKey, count: 11))
        for cap in [1, 5, 9] {
            expectEqual(Self.run(text, cap: cap).last?.message,
                        "\(11 - cap) more diagnostics in this file (\(11 - cap) errors) were left out after the first \(cap)")
        }
    }

    @Test func aStreamPastTheCapCountsEveryDocument() {
        let text = (0..<40).map { _ in Self.spec(misspelt: 3, repeats: 2, strays: 2) }.joined(separator: "---\n")
        let all = Self.run(text, cap: 100_000)
        let capped = Self.run(text, cap: 5)
        expectEqual(Array(capped.prefix(5)), Array(all.prefix(5)))
        // Each document's warnings (its states closer than a finger can choose) count apart.
        let errors = all.dropFirst(5).filter { $0.severity == .error }.count
        #expect(errors < all.count - 5)
        expectEqual(capped.last?.message, "\(all.count - 5) more diagnostics in this file (\(errors) errors) were left out after the first 5")
    }
}
