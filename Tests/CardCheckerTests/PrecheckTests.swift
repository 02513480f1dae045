import CardEngine
import Testing
@testable import CardChecker
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// The checker's prechecks never hide a finding (issue 37): `CheckContext.sheetScan` (`SheetScan`)
/// and `CheckContext.thresholdSlip` (`ThresholdUnitRule.mayFind`) let eight sheet rules and
/// `threshold-unit` return at once, each flag mirroring its rule's own condition. A mirror
/// stricter than its rule would drop findings without a word, and the checker must never be
/// wrong about what the device will do; so every rule runs on random specs of every kind twice,
/// on the context as made and on a copy with every precheck forced on, and finds the same.
@Suite struct PrecheckTests {
    /// The rules a precheck lets return at once, and its flag.
    static let prechecked: [(rule: RuleID, flag: SheetScan.Found?)] = [
        (.segmentBounds, .segmentBounds), (.safeArea, .safeArea), (.segmentOrder, .segmentOrder),
        (.coincidentSegments, .coincidentSegments), (.deadEndState, .zeroHeight), (.scrollState, .scrollState),
        (.invertedDim, .invertedDim), (.statesTooClose, .statesTooClose), (.thresholdUnit, nil),
    ]

    /// `context` with every precheck on: each rule then looks for itself. Every bit of the
    /// flags is set, so a flag added later is forced too.
    static func forced(_ context: CheckContext) -> CheckContext {
        var all = context
        all.sheetScan = SheetScan.Found(rawValue: .max)
        all.thresholdSlip = true
        return all
    }

    /// Whether two findings are one: rule, path, message, severity and device, and the rest of
    /// what a finding carries (suggestions, compared values, notes, cause).
    static func same(_ a: Finding, _ b: Finding) -> Bool {
        guard a.rule == b.rule, a.path == b.path, a.message == b.message else { return false }
        guard a.severity == b.severity, a.device == b.device else { return false }
        return a == b
    }

    /// A finding as the mismatch message shows it.
    static func describe(_ f: Finding) -> String {
        "\(f.rule.rawValue) \(f.path) \(f.severity) \(f.device.map { "\($0.name) \($0.orientation)" } ?? "-"): \(f.message)"
    }

    @Test func everyRuleFindsTheSameWithEveryPrecheckForcedOn() {
        var rng = SeededGenerator(state: 0x9_3EC4)
        let count = TestSupport.randomCount(modest: 3_000, ci: 12_000)
        var found: [RuleID: Int] = [:]
        // Sheets on which a flag was clear: the early return was taken and checked.
        var skipped: [RuleID: Int] = [:]
        var decoded: [CardKind: Int] = [:]
        var mismatches: [String] = []
        for index in 0..<count {
            let yaml = RandomSpecs.spec(&rng)
            let result = TestSupport.lint(yaml)
            guard let spec = result.specs.first else { continue }
            let context = CheckContext(spec: spec)
            let all = Self.forced(context)
            decoded[context.kind, default: 0] += 1
            for (rule, flag) in Self.prechecked {
                let clear = flag.map { !context.sheetScan.contains($0) } ?? !context.thresholdSlip
                if context.kind == .sheet && clear { skipped[rule, default: 0] += 1 }
            }
            // Every rule on every kind: the ones without a precheck must agree too.
            for (type, id) in zip(RuleRegistry.rules, RuleRegistry.ids) {
                let rule = type.init()
                let made = rule.check(context), forced = rule.check(all)
                found[id, default: 0] += made.count
                let same = made.count == forced.count && zip(made, forced).allSatisfy(Self.same)
                if !same && mismatches.count < 5 {
                    mismatches.append("""
                        #\(index) \(id.rawValue): as made \(made.count), forced \(forced.count)
                          as made: \(made.map(Self.describe))
                          forced:  \(forced.map(Self.describe))
                        \(yaml)
                        """)
                }
            }
        }
        #expect(mismatches.count == 0, "a precheck hid findings:\n\(mismatches.joined(separator: "\n"))")
        // Not vacuous: nearly every spec decodes, every kind occurs, every prechecked rule finds
        // something and every flag was clear on some sheet.
        let total = decoded.values.reduce(0, +)
        #expect(total >= count * 9 / 10, "only \(total) of \(count) specs decoded")
        for kind in CardKind.allCases { #expect(decoded[kind, default: 0] > count / 20, "\(kind): \(decoded[kind, default: 0])") }
        for (rule, _) in Self.prechecked {
            #expect(found[rule, default: 0] > 0, "no \(rule.rawValue) finding in \(count) specs")
            #expect(skipped[rule, default: 0] > 0, "\(rule.rawValue)'s precheck never returned at once")
        }
    }
}

/// Random specs of every kind as YAML, the decoder's input: sheets above all (the prechecked
/// rules are mostly theirs) with heights in points and percentages, 0, equal, sub-pixel twins,
/// out of order, near and above the screen and its usable height, headers, dims and scrolling
/// segments; thresholds that look like slips of unit; on several devices and both orientations.
enum RandomSpecs {
    static func spec(_ rng: inout SeededGenerator) -> String {
        let yaml: String
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: yaml = stack(&rng)
        case 1: yaml = deck(&rng)
        case 2: yaml = carousel(&rng)
        default: yaml = sheet(&rng)
        }
        return "version: 1\nname: Card\n" + yaml
    }

    /// Built-in profiles and custom ones, in one or both orientations.
    static func devices(_ rng: inout SeededGenerator) -> String {
        var devices = ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-11"].filter { _ in Int.random(in: 0..<3, using: &rng) == 0 }
        for k in 0..<Int.random(in: 0...2, using: &rng) {
            let height = Int.random(in: 200...1400, using: &rng)
            devices.append("{ name: custom\(k), width: \(Int.random(in: 200...900, using: &rng)), height: \(height), scale: \(Int.random(in: 1...3, using: &rng)), safeArea: { top: \(Int.random(in: 0...60, using: &rng)), bottom: \(Int.random(in: 0...40, using: &rng)) } }")
        }
        if devices.isEmpty { devices = ["iphone-se", "iphone-15"] }
        let orientations = ["[portrait]", "[landscape]", "[portrait, landscape]", "[landscape, portrait]"].randomElement(using: &rng)!
        return "devices: [\(devices.joined(separator: ", "))]\norientations: \(orientations)\n"
    }

    /// Screen and usable heights of the built-in profiles, upright and turned: segments near them
    /// test `safe-area` and `segment-bounds` at their bounds.
    static let screenHeights: [Double] = [667, 647, 375, 852, 793, 393, 932, 873, 430, 1194, 1170, 834, 810]
    /// Offsets within and just past half a pixel on 1x, 2x and 3x screens.
    static let nearOffsets: [Double] = [0, 0.1, -0.1, 0.16, 0.17, -0.2, 0.24, 0.26, -0.3, 0.5, 1, -1]

    static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }

    /// A threshold: points, percentages, 0, and slips (under a point, over 100%).
    static func threshold(_ rng: inout SeededGenerator) -> String {
        ["0", "0.35", "0.5", "0.999", "1", "20", "140", "0%", "25%", "100%", "101%", "150%", "\(Int.random(in: 0...400, using: &rng))"]
            .randomElement(using: &rng)!
    }

    static func sheet(_ rng: inout SeededGenerator) -> String {
        let n = Int.random(in: 2...6, using: &rng)
        // Each height as written, and roughly where it lies (a percentage on an 800 pt usable height).
        var heights: [(text: String, at: Double)] = []
        for _ in 0..<n {
            switch Int.random(in: 0..<16, using: &rng) {
            case 0: heights.append(("0", 0))
            case 1 where !heights.isEmpty: heights.append(heights.randomElement(using: &rng)!)   // equal
            case 2, 3:                                                                       // at a screen's bounds
                let x = max(0, screenHeights.randomElement(using: &rng)! + nearOffsets.randomElement(using: &rng)!)
                heights.append((number(x), x))
            case 4:                                                                          // above the screens
                let x = Double(Int.random(in: 900...1600, using: &rng))
                heights.append((number(x), x))
            case 5: heights.append(("100%", 800))
            case 6:                                                                          // a slip of unit
                let x = [0.5, 0.35, 0.05, 0.999].randomElement(using: &rng)!
                heights.append((number(x), x))
            case 7 where heights.contains { !$0.text.hasSuffix("%") }:                        // a sub-pixel twin
                let base = heights.filter { !$0.text.hasSuffix("%") }.randomElement(using: &rng)!.at
                let x = max(0, base + nearOffsets.randomElement(using: &rng)!)
                heights.append((number(x), x))
            case 8...10:
                let x = Double(Int.random(in: 1...1000, using: &rng))
                heights.append((number(x), x))
            default:
                let p = Int.random(in: 0...130, using: &rng)
                heights.append(("\(p)%", Double(p) * 8))
            }
        }
        if Bool.random(using: &rng) { heights.sort { $0.at < $1.at } }   // mostly ascending, as real specs are
        let names = (0..<n).map { "s\($0)" }
        var yaml = "kind: sheet\n" + devices(&rng) + "segments:\n"
        for (i, h) in heights.enumerated() { yaml += "  - { name: \(names[i]), height: \(h.text) }\n" }
        if Bool.random(using: &rng) {
            let header = ["0", "\(Int.random(in: 1...120, using: &rng))", heights.randomElement(using: &rng)!.text, "10%", "0.5"].randomElement(using: &rng)!
            yaml += "header: { height: \(header), tap: \(["none", "toggle", "cycle"].randomElement(using: &rng)!) }\n"
        }
        if Int.random(in: 0..<3, using: &rng) > 0 {
            var dim = ["alpha: \(["0", "0.0", "0.01", "0.4", "1"].randomElement(using: &rng)!)"]
            if Int.random(in: 0..<4, using: &rng) > 0 { dim.append("from: \(names.randomElement(using: &rng)!)") }
            if Int.random(in: 0..<4, using: &rng) > 0 { dim.append("to: \(names.randomElement(using: &rng)!)") }
            yaml += "dim: { \(dim.joined(separator: ", ")) }\n"
        }
        if Bool.random(using: &rng) {
            yaml += "scroll: { enabledIn: [\(names.shuffled(using: &rng).prefix(Int.random(in: 0...min(3, n), using: &rng)).joined(separator: ", "))] }\n"
        }
        if Int.random(in: 0..<3, using: &rng) > 0 {
            var keys: [String] = []
            if Bool.random(using: &rng) { keys.append("upward: \(threshold(&rng))") }
            if Bool.random(using: &rng) { keys.append("downward: \(threshold(&rng))") }
            if Int.random(in: 0..<4, using: &rng) == 0 { keys.append("velocity: \([0, 300, 800, 5000].randomElement(using: &rng)!)") }
            yaml += "thresholds: { \(keys.joined(separator: ", ")) }\n"
        }
        if Bool.random(using: &rng) { yaml += "initial: \(names.randomElement(using: &rng)!)\n" }
        if Int.random(in: 0..<5, using: &rng) == 0 { yaml += "release: projected\n" }
        return yaml
    }

    static func stack(_ rng: inout SeededGenerator) -> String {
        let collapsed = Int.random(in: 40...500, using: &rng)
        let stackThreshold = { (rng: inout SeededGenerator) in ["0", "0.5", "0.05", "0.999", "1", "20", "300"].randomElement(using: &rng)! }
        var yaml = "kind: stack\n" + devices(&rng)
        yaml += "cardHeight: \(Int.random(in: 40...800, using: &rng))\noffset: \(Int.random(in: 0...100, using: &rng))\n"
        yaml += "height: { collapsed: \(collapsed), expanded: \(collapsed + Int.random(in: 0...900, using: &rng)) }\n"
        if Int.random(in: 0..<4, using: &rng) > 0 {
            yaml += "thresholds: { upward: \(stackThreshold(&rng)), downward: \(stackThreshold(&rng)) }\n"
        }
        return yaml
    }

    static func deck(_ rng: inout SeededGenerator) -> String {
        var yaml = "kind: deck\n" + devices(&rng)
        yaml += "size: { width: \(Int.random(in: 50...900, using: &rng)), height: \(Int.random(in: 50...1300, using: &rng)) }\n"
        yaml += "visible: \(Int.random(in: 1...5, using: &rng))\ninsets: { horizontal: \(Int.random(in: 0...30, using: &rng)), vertical: \(Int.random(in: 0...60, using: &rng)) }\n"
        if Int.random(in: 0..<4, using: &rng) > 0 {
            let keys = ["left", "right", "up", "down"].filter { _ in Bool.random(using: &rng) }.map { "\($0): \(threshold(&rng))" }
            yaml += "thresholds: { \(keys.joined(separator: ", ")) }\n"
        }
        return yaml
    }

    static func carousel(_ rng: inout SeededGenerator) -> String {
        var yaml = "kind: carousel\n" + devices(&rng)
        let insets = (0..<4).map { _ in Int.random(in: 0...80, using: &rng) }
        yaml += "insets: { top: \(insets[0]), leading: \(insets[1]), trailing: \(insets[2]), bottom: \(insets[3]) }\n"
        yaml += "expandDistance: \(Int.random(in: 1...600, using: &rng))\n"
        if Int.random(in: 0..<4, using: &rng) > 0 { yaml += "thresholds: { expand: \(threshold(&rng)) }\n" }
        return yaml
    }
}
