/// Where each card of a stack is, in the stack's own coordinates (CardsStack's
/// `CardLayout.frameFor(index:cardState:translation:)`).
public struct StackLayout: Sendable, Hashable {
    public let configuration: StackConfiguration
    /// Width of the container the stack spans (CardsStack uses the screen width).
    public let containerWidth: Double

    public init(configuration: StackConfiguration, containerWidth: Double) {
        self.configuration = configuration
        self.containerWidth = containerWidth
    }

    /// The phase the layout is computed for.
    public enum Phase: Sendable, Hashable {
        case collapsed
        case expanded
        /// Moving: `translation` points of growth above the collapsed height.
        case inTransit(translation: Double)
    }

    /// Where a stack stands in `container`: the y of its bottom edge, the bottom of the
    /// container's `clearFrame` (on the bottom safe area, or on the keyboard when it shows). Its
    /// top edge is its height above this. The one placement of a stack: the checker's screen
    /// rules and CardHost's scene both read it.
    public static func base(in container: CardContainer) -> Double {
        container.clearFrame.maxY
    }

    public var cardWidth: Double {
        containerWidth - configuration.spacing.leading - configuration.spacing.trailing
    }

    /// Top of card `index` when collapsed: the first at 0, the others `vertical + offset * index`.
    public func collapsedY(index: Int) -> Double {
        guard index > 0 else { return 0 }
        return configuration.spacing.vertical + configuration.offset * Double(index)
    }

    /// Top of card `index` when expanded: `(vertical + cardHeight) * index`.
    public func expandedY(index: Int) -> Double {
        (configuration.spacing.vertical + configuration.cardHeight) * Double(index)
    }

    public func frame(index: Int, phase: Phase) -> CardRect {
        let c = configuration
        let y: Double
        switch phase {
        case .expanded:
            y = expandedY(index: index)
        case .collapsed:
            y = collapsedY(index: index)
        case .inTransit(let translation):
            if index > 0 {
                let collapsed = collapsedY(index: index)
                let distance = abs(expandedY(index: index) - collapsed)
                let travel = c.expandedHeight - c.collapsedHeight
                // CardsStack divides by the travel unguarded; a zero travel never moves.
                let moved = travel == 0 ? 0 : distance * translation / travel
                y = collapsed + moved
            } else {
                y = 0
            }
        }
        return CardRect(x: c.spacing.leading, y: y, width: cardWidth, height: c.cardHeight)
    }

    /// The phase the runtime lays the cards out in when the stack rests expanded
    /// (`StackFrame.cardFrame` at the expanded height): the in-transit layout at the full travel,
    /// CardsStack's expanded layout whenever the expanded height is above the collapsed one.
    public var expandedPhase: Phase {
        .inTransit(translation: configuration.expandedHeight - configuration.collapsedHeight)
    }

    /// The cards of the configuration's `cards`, front first, that end below the stack's height
    /// when it rests expanded (`expandedPhase`). The runtime clips a stack to its height and
    /// holds no scroll view for it, so these are never seen whole (`hidden-stack-cards`).
    public func cardsPastExpandedHeight() -> [Int] {
        let c = configuration
        return (0..<max(0, c.cards)).filter { frame(index: $0, phase: expandedPhase).maxY > c.expandedHeight }
    }

    /// The stack's height after a drag of `translation` points (positive = downward) from
    /// `startHeight`, clamped to the collapsed and expanded heights as CardsStack's pan does.
    public func height(afterDrag translation: Double, from startHeight: Double) -> Double {
        let c = configuration
        return min(max(startHeight - translation, c.collapsedHeight), c.expandedHeight)
    }
}
