import CardEngine
import CardModel

/// Reports carousel insets, peek and spacing that leave no card or contradict each other.
public struct CarouselLayoutRule: CheckRule {
    public init() {}

    /// A carousel alone.
    public static let kinds: [CardKind] = [.carousel]

    public static let description = RuleDescription(
        id: .carouselLayout,
        name: "Carousel layout",
        severity: .error,
        summary: "Carousel insets that leave the collapsed card no width or height on a device (an error; `safe-area` then checks nothing of it), or a `peek` that the insets and spacing do not show (a warning).",
        rationale: "The collapsed card is the container inset by `insets`; its neighbours sit `spacing` away, so `leading - spacing` of each shows. Insets written for an iPad leave nothing of the card on a phone, and a spacing as wide as the inset hides the neighbours that tell users they can page.",
        triggeringExamples: [
            """
            version: 1
            name: Cramped
            kind: carousel
            insets: { top: 400, leading: 24, trailing: 24, bottom: 300 }   # ←
            expandDistance: 200
            """,
            """
            version: 1
            name: NoPeek
            kind: carousel
            insets: { top: 120, leading: 24, trailing: 24, bottom: 80 }
            peek: 16   # ←
            spacing: 24
            expandDistance: 200
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: PagingCarousel
            kind: carousel
            insets: { top: 120, leading: 24, trailing: 24, bottom: 80 }
            peek: 16
            spacing: 8
            expandDistance: 200
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        guard context.kind == .carousel, case .carousel(let c) = context.spec.configuration else { return [] }
        var findings: [Finding] = []
        for device in context.devices {
            let frame = CarouselLayout(configuration: c, device: device).collapsedFrame
            if frame.width <= 0 || frame.height <= 0 {
                findings.append(finding(
                    "insets",
                    "the insets leave the collapsed card \(CheckContext.pt(frame.width, on: device)) x \(CheckContext.pt(frame.height, on: device)) on a \(CheckContext.pt(device.width, on: device)) x \(CheckContext.pt(device.height, on: device)) screen",
                    device: device
                ))
            }
        }
        let shown = CarouselLayout(configuration: c, containerWidth: 0, containerHeight: 0).visiblePeek
        // The location lookup second: it walks the spec's locations, and most peeks are shown.
        if shown != c.peek && context.spec.locations.contains("peek") {
            findings.append(finding(
                "peek",
                "peek is \(CheckContext.pt(c.peek)), but with \(CheckContext.pt(min(c.insets.leading, c.insets.trailing))) side insets and \(CheckContext.pt(c.spacing)) spacing \(CheckContext.pt(shown)) of each neighbour shows",
                severity: .warning
            ))
        }
        return findings
    }
}
