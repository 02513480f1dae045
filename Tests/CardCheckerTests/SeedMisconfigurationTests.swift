import Foundation
import Testing
@testable import CardReporters
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// Misconfigured copies of each seed example: each mistake is caught by the right rule at the
/// line that holds it (and on the device where it happens).
@Suite struct SeedMisconfigurationTests {
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var replace: String
        var with: String
        var rule: String
        var device: String?
        /// A second change the mistake needs, if any.
        var also: (String, String)? = nil
        /// The text on the line the finding must point at (default: the replacement).
        var flagged: String? = nil
        var description: String { "\(file): \(with) -> \(rule)" }
    }

    static let cases: [Case] = [
        // Glide: order flipped on the small phone only, a threshold beyond the gap, twin heights.
        Case(file: "glide.card.yaml", replace: "{ name: open, height: 90% }", with: "{ name: open, height: 50% }", rule: "segment-order", device: "iphone-se",
             also: ("{ name: compressed, height: 45% }", "{ name: compressed, height: 330 }")),
        Case(file: "glide.card.yaml", replace: "thresholds: { upward: 40, downward: 40, velocity: 800 }", with: "thresholds: { upward: 300, downward: 40, velocity: 800 }", rule: "overlapping-thresholds", device: "iphone-se"),
        Case(file: "glide.card.yaml", replace: "{ name: compressed, height: 45% }", with: "{ name: compressed, height: 80 }", rule: "coincident-segments", device: "iphone-se"),
        Case(file: "glide.card.yaml", replace: "{ name: compressed, height: 45% }", with: "{ name: compressed, height: 80 }", rule: "unreachable-state", device: "iphone-se"),
        Case(file: "glide.card.yaml", replace: "{ name: open, height: 90% }", with: "{ name: open, height: 700 }", rule: "segment-bounds", device: "iphone-se"),
        // Glide is checked in landscape too: an open state of 500 pt fits every phone upright, but
        // is above the landscape screen (375 pt high on the SE).
        Case(file: "glide.card.yaml", replace: "{ name: open, height: 90% }", with: "{ name: open, height: 500 }", rule: "segment-bounds", device: "iphone-se (landscape)"),
        // Glide's open state written in points for the big phones: under the small phone's status bar.
        Case(file: "glide.card.yaml", replace: "{ name: open, height: 90% }", with: "{ name: open, height: 650 }", rule: "safe-area", device: "iphone-se"),
        Case(file: "glide.card.yaml", replace: "dim: { alpha: 0.4, from: closed, to: compressed }", with: "dim: { alpha: 0.4, from: open, to: compressed }", rule: "inverted-dim", device: "iphone-se"),
        // CardDemo.
        Case(file: "card-demo.card.yaml", replace: "{ name: expanded, height: 600 }", with: "{ name: expanded, height: 60 }", rule: "segment-order", device: "iphone-se"),
        Case(file: "card-demo.card.yaml", replace: "thresholds: { upward: 50%, downward: 50%, velocity: 500 }", with: "thresholds: { upward: 100%, downward: 50%, velocity: 500 }", rule: "overlapping-thresholds", device: "iphone-se"),
        Case(file: "card-demo.card.yaml", replace: "{ name: expanded, height: 600 }", with: "{ name: expanded, height: 65 }", rule: "coincident-segments", device: "iphone-se"),
        Case(file: "card-demo.card.yaml", replace: "{ name: collapsed, height: 65 }", with: "{ name: collapsed, height: 0 }", rule: "dead-end-state", device: "iphone-se"),
        // The swipe deck: a swipe the card can never travel, back cards shrunk to nothing.
        Case(file: "swipe-deck.card.yaml", replace: "thresholds: { left: 215, right: 250, velocity: 1100 }", with: "thresholds: { left: 215, right: 400, velocity: 1100 }", rule: "unreachable-state", device: "iphone-se"),
        Case(file: "swipe-deck.card.yaml", replace: "insets: { horizontal: 10, vertical: 10 }", with: "insets: { horizontal: 75, vertical: 10 }", rule: "hidden-cards", device: nil),
        Case(file: "swipe-deck.card.yaml", replace: "thresholds: { left: 215, right: 250, velocity: 1100 }", with: "thresholds: { left: 0.35, right: 250, velocity: 1100 }", rule: "threshold-unit", device: nil),
        // The seed's 400 pt cards with their two depths do not fit a phone turned to landscape.
        Case(file: "swipe-deck.card.yaml", replace: "size: { width: 300, height: 300 }", with: "size: { width: 300, height: 400 }", rule: "card-bounds", device: "iphone-se (landscape)"),
        // CardsStack: a threshold larger than the travel, so the stack never expands.
        Case(file: "cards-stack.card.yaml", replace: "thresholds: { upward: 20, downward: 20 }", with: "thresholds: { upward: 300, downward: 20 }", rule: "overlapping-thresholds", device: nil),
        Case(file: "cards-stack.card.yaml", replace: "thresholds: { upward: 20, downward: 20 }", with: "thresholds: { upward: 300, downward: 20 }", rule: "unreachable-state", device: "iphone-se"),
        Case(file: "cards-stack.card.yaml", replace: "offset: 40", with: "offset: 0", rule: "hidden-cards", device: nil),
        Case(file: "cards-stack.card.yaml", replace: "height: { collapsed: 200, expanded: 500 }", with: "height: { collapsed: 200, expanded: 1200 }", rule: "card-bounds", device: "iphone-se"),
        Case(file: "cards-stack.card.yaml", replace: "cardHeight: 200", with: "cardHeight: 900", rule: "card-bounds", device: "iphone-se"),
        // The paging carousel.
        Case(file: "paging-carousel.card.yaml", replace: "thresholds: { expand: 50% }", with: "thresholds: { expand: 100% }", rule: "overlapping-thresholds", device: nil),
        Case(file: "paging-carousel.card.yaml", replace: "thresholds: { expand: 50% }", with: "thresholds: { expand: 100% }", rule: "unreachable-state", device: "iphone-se"),
        Case(file: "paging-carousel.card.yaml", replace: "insets: { top: 120, leading: 24, trailing: 24, bottom: 80 }", with: "insets: { top: 420, leading: 24, trailing: 24, bottom: 280 }", rule: "carousel-layout", device: "iphone-se"),
        Case(file: "paging-carousel.card.yaml", replace: "spacing: 8", with: "spacing: 20", rule: "carousel-layout", device: nil, flagged: "peek: 16"),
        // Insets written for the small phone: under the larger phones' Dynamic Island.
        Case(file: "paging-carousel.card.yaml", replace: "insets: { top: 120, leading: 24, trailing: 24, bottom: 80 }", with: "insets: { top: 20, leading: 24, trailing: 24, bottom: 80 }", rule: "safe-area", device: "iphone-15"),
    ]

    @Test(arguments: cases)
    func mistakeIsCaughtAtItsLine(_ c: Case) throws {
        let original = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("examples/" + c.file), encoding: .utf8)
        #expect(original.contains(c.replace))
        var changed = original.replacingOccurrences(of: c.replace, with: c.with)
        if let (from, to) = c.also { changed = changed.replacingOccurrences(of: from, with: to) }
        let flagged = c.flagged ?? c.with
        let line = try #require(changed.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(flagged) }) + 1
        let diagnostics = TestSupport.lint(changed, file: c.file).diagnostics
        let hits = diagnostics.filter { $0.rule.rawValue == c.rule }
        #expect(!hits.isEmpty, "\(c.rule) not reported; got \(diagnostics.map(DiagnosticFormatter.textLine))")
        #expect(hits.contains { $0.location.line == line && $0.devices.first.map(DiagnosticWording.label) == c.device }, "\(hits.map(DiagnosticFormatter.textLine))")
    }
}
