import CardEngine
import CardSupport
import CardModel

/// Reports thresholds whose size suggests the wrong unit: under a point, or over 100%; and
/// sheet segment heights under a point (`height: 0.5`, meant as 50%).
public struct ThresholdUnitRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: .thresholdUnit,
        name: "Threshold unit",
        severity: .warning,
        summary: "A threshold or a sheet segment's height of less than one point, which reads like a ratio meant as a percentage, or a threshold above 100%.",
        rationale: "Koloda issue 183: a swipe ratio of `30` was meant as 30% and the card never left. The reverse happens in cardc's format: `0.35` is 0.35 pt, not 35%, and every touch commits. A share above 100% of the gap or card is almost always a slip.",
        triggeringExamples: [
            """
            version: 1
            name: Deck
            kind: deck
            size: { width: 300, height: 400 }
            thresholds: { left: 0.35, right: 35% }   # ←
            """,
            """
            version: 1
            name: Sheet
            kind: sheet
            segments:
              - { name: low, height: 100 }
              - { name: high, height: 400 }
            thresholds: { upward: 150%, downward: 20% }   # ←
            """,
            """
            version: 1
            name: Half
            kind: sheet
            segments:
              - { name: low, height: 100 }
              - { name: high, height: 0.5 }   # ←
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Deck
            kind: deck
            size: { width: 300, height: 400 }
            thresholds: { left: 35%, right: 105, velocity: 1100 }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        // Stack thresholds take points only, so a percentage is no remedy there.
        var percentAllowed = true
        var lengths: [(String, Length)] = []
        switch context.spec.configuration {
        case .sheet(let c):
            lengths = [("upward", c.thresholds.upward), ("downward", c.thresholds.downward)]
        case .deck(let c):
            lengths = [("left", c.thresholds.left), ("right", c.thresholds.right), ("up", c.thresholds.up), ("down", c.thresholds.down)]
        case .stack(let c):
            lengths = [("upward", .points(c.thresholds.upward)), ("downward", .points(c.thresholds.downward))]
            percentAllowed = false
        case .carousel(let c):
            lengths = [("expand", c.expandThreshold)]
        }
        var findings: [Finding] = []
        for (key, length) in lengths {
            // Only a value the spec wrote can be a slip; defaults are not. (Checked second: the
            // location lookup is the costly part.)
            let suspicious: Bool
            switch length {
            case .points(let v): suspicious = v > 0 && v < 1
            case .fraction(let f): suspicious = f > 1
            }
            guard suspicious, context.spec.locations.contains("thresholds.\(key)") else { continue }
            switch length {
            case .points(let v) where v > 0 && v < 1:
                let hint = Self.percentHint(v)
                if percentAllowed {
                    let message = DiagnosticMessage.thresholdBelowOnePoint(key, points: v, percent: hint)
                    findings.append(finding("thresholds.\(key)", message.text, suggestions: message.suggestions, compared: message.compared))
                } else {
                    findings.append(finding("thresholds.\(key)", "the \(key) threshold is \(NumberText.written(v)) pt, less than a point; stack thresholds are in points",
                                            compared: [ComparedValue(.threshold, .number(v), unit: "pt"), ComparedValue(.limit, .number(1), unit: "pt")]))
                }
            case .fraction(let f) where f > 1:
                findings.append(finding("thresholds.\(key)", "the \(key) threshold is \(NumberText.percent(f))%, more than the whole distance it is a share of"))
            default:
                break
            }
        }
        // A segment of less than a point is a ratio meant as a share of the usable height.
        if case .sheet(let c) = context.spec.configuration {
            for (i, segment) in c.segments.enumerated() {
                guard case .points(let v) = segment.height, v > 0 && v < 1 else { continue }
                let hint = Self.percentHint(v)
                findings.append(finding(
                    "segments.\(i).height", "segment '\(segment.name)' is \(CheckContext.pt(v)) high, less than a point",
                    suggestions: [DiagnosticSuggestion(.replaceValue(replacement: hint + "%"), wording: .didYouMeanBare)],
                    compared: [ComparedValue(.found, .number(v), unit: "pt"), ComparedValue(.limit, .number(1), unit: "pt"),
                               ComparedValue(.suggested, .number(Double(hint) ?? 0), unit: "%")]))
            }
        }
        return findings
    }

    /// The percentage a ratio under 1 was likely meant as: `0.35` → `35`.
    /// As the person would write it: 0.07 is 7%, not 7.000000000000001%.
    static func percentHint(_ ratio: Double) -> String {
        NumberText.percent(ratio)
    }
}
