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
        // Nothing looks like a slip (most specs): the context found it with the configuration.
        guard context.thresholdSlip else { return [] }
        var findings: [Finding] = []
        // Each threshold in turn rather than an array of (key, length) pairs: most specs have
        // no finding, and the array cost more than the checks.
        switch context.spec.configuration {
        case .sheet(let c):
            check("upward", c.thresholds.upward, percentAllowed: true, context, &findings)
            check("downward", c.thresholds.downward, percentAllowed: true, context, &findings)
            // A segment of less than a point is a ratio meant as a share of the usable height.
            for (i, segment) in c.segments.enumerated() {
                guard Self.isSlip(segment: segment.height), case .points(let v) = segment.height else { continue }
                let hint = Self.percentHint(v)
                findings.append(finding(
                    "segments.\(i).height", "segment '\(segment.name)' is \(CheckContext.pt(v)) high, less than a point",
                    suggestions: [DiagnosticSuggestion(.replaceValue(replacement: hint + "%"), wording: .didYouMeanBare)],
                    compared: [ComparedValue(.found, .number(v), unit: "pt"), ComparedValue(.limit, .number(1), unit: "pt"),
                               ComparedValue(.suggested, .number(Double(hint) ?? 0), unit: "%")]))
            }
        case .deck(let c):
            check("left", c.thresholds.left, percentAllowed: true, context, &findings)
            check("right", c.thresholds.right, percentAllowed: true, context, &findings)
            check("up", c.thresholds.up, percentAllowed: true, context, &findings)
            check("down", c.thresholds.down, percentAllowed: true, context, &findings)
        case .stack(let c):
            // Stack thresholds take points only, so a percentage is no remedy there.
            check("upward", .points(c.thresholds.upward), percentAllowed: false, context, &findings)
            check("downward", .points(c.thresholds.downward), percentAllowed: false, context, &findings)
        case .carousel(let c):
            check("expand", c.expandThreshold, percentAllowed: true, context, &findings)
        }
        return findings
    }

    /// The finding on threshold `key`, if its length looks like a slip.
    private func check(_ key: StaticString, _ length: Length, percentAllowed: Bool, _ context: CheckContext, _ findings: inout [Finding]) {
        // Only a value the spec wrote can be a slip; defaults are not. (Checked second: the
        // location lookup is the costly part.)
        guard Self.isSlip(length) else { return }
        let key = key.description
        guard context.spec.locations.contains("thresholds.\(key)") else { return }
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

    /// Whether a threshold looks like a slip: under a point, or over 100%.
    static func isSlip(_ length: Length) -> Bool {
        switch length {
        case .points(let v): v > 0 && v < 1
        case .fraction(let f): f > 1
        }
    }

    /// Whether a segment's height looks like a ratio: over 0 and under a point.
    static func isSlip(segment height: Length) -> Bool {
        guard case .points(let v) = height else { return false }
        return v > 0 && v < 1
    }

    /// Whether anything of each kind's configuration looks like a slip, as `check` looks: what
    /// `CheckContext.thresholdSlip` holds, found where the context has the configuration.
    static func mayFind(_ c: SheetConfiguration) -> Bool {
        isSlip(c.thresholds.upward) || isSlip(c.thresholds.downward) || c.segments.contains { isSlip(segment: $0.height) }
    }

    static func mayFind(_ c: DeckConfiguration) -> Bool {
        isSlip(c.thresholds.left) || isSlip(c.thresholds.right) || isSlip(c.thresholds.up) || isSlip(c.thresholds.down)
    }

    static func mayFind(_ c: StackConfiguration) -> Bool {
        isSlip(.points(c.thresholds.upward)) || isSlip(.points(c.thresholds.downward))
    }

    static func mayFind(_ c: CarouselConfiguration) -> Bool {
        isSlip(c.expandThreshold)
    }

    /// The percentage a ratio under 1 was likely meant as: `0.35` → `35`.
    /// As the person would write it: 0.07 is 7%, not 7.000000000000001%.
    static func percentHint(_ ratio: Double) -> String {
        NumberText.percent(ratio)
    }
}
