import CardEngine

/// Reports each state no gesture can settle in, and each that only a flick or a tap reaches.
public struct UnreachableStateRule: CheckRule {
    public init() {}

    public static let description = RuleDescription(
        id: .unreachableState,
        name: "Unreachable state",
        severity: .error,
        summary: "A state that no sequence of drags, flicks and taps from `initial` can settle in (an error), or that only a flick or only a header tap reaches (a warning).",
        rationale: "The checker explores the engine's own release function on every device profile. A state it cannot reach is dead configuration at best; at worst it is the state the design depends on, and users cannot get there on a smaller phone. A state only a flick reaches is invisible to users who drag slowly, and one only a tap reaches is lost when the header is hidden.",
        triggeringExamples: [
            """
            version: 1
            name: TallSheet
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: open, height: 700 }   # ←
            """,
            """
            version: 1
            name: Stiff
            kind: sheet
            segments:
              - { name: low, height: 100 }
              - { name: high, height: 300 }
            thresholds: { upward: 800, downward: 50, velocity: 800 }   # ←
            """,
            """
            version: 1
            name: NeverExpands
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            thresholds: { upward: 400, downward: 20 }   # ←
            """,
            """
            version: 1
            name: FarSwipe
            kind: deck
            size: { width: 300, height: 400 }
            thresholds: { left: 35%, right: 900, velocity: 1100 }   # ←
            """,
        ],
        nonTriggeringExamples: [
            """
            version: 1
            name: Glide
            kind: sheet
            segments:
              - { name: closed, height: 80 }
              - { name: compressed, height: 45% }
              - { name: open, height: 90% }
            thresholds: { upward: 40, downward: 40, velocity: 800 }
            """,
            """
            version: 1
            name: Stack
            kind: stack
            cardHeight: 200
            offset: 40
            height: { collapsed: 200, expanded: 500 }
            thresholds: { upward: 20, downward: 20 }
            """,
        ]
    )

    public func check(_ context: CheckContext) -> [Finding] {
        // Most specs reach every state by a drag on every device: nothing to report.
        let verdicts = context.verdicts
        guard !verdicts.allByDrag else { return [] }
        var findings: [Finding] = []
        for d in context.devices.indices {
            for state in 0..<verdicts.stateCount {
                let verdict = verdicts[device: d, state: state]
                guard verdict > .drag else { continue }
                let (kind, path, reason) = cause(of: state, context: context, device: d)
                let message = "state '\(context.spec.stateNames[state])' \(Self.verdictText(verdict)): \(reason)"
                findings.append(finding(path, message, device: context.devices[d], severity: verdict == .never ? .error : .warning,
                                        cause: "\(state) \(verdict) \(kind)"))
            }
        }
        return findings
    }

    /// What a verdict says of a state, for the message and for a state reached only through
    /// another (`cause`): one wording per verdict, so no reason can claim less than it.
    static func verdictText(_ verdict: Reachability) -> String {
        switch verdict {
        case .never: "can never be reached"
        case .flick: "can only be reached by a flick, never by a drag"
        case .tap: "can only be reached by a tap on the header, never by a drag or flick"
        case .initial, .drag: "can be reached by a drag"
        }
    }

    /// The gestures a verdict rules out, in the words "no sequence of … ends there" takes.
    private static func ruledOut(_ verdict: Reachability) -> String {
        switch verdict {
        case .flick: "drags"
        case .tap: "drags and flicks"
        case .initial, .drag, .never: "gestures"
        }
    }

    /// Which of the causes below makes `state` unreachable (in terms that do not depend on the
    /// device: a finding's `cause`), the key that does, and why, in the engine's terms.
    /// `visited` guards the walk back through states reached only from one as hard to reach.
    package func cause(of state: Int, context: CheckContext, device d: Int, visited: Set<Int> = []) -> (String, String, String) {
        let spec = context.spec
        switch spec.configuration {
        case .sheet(let c):
            let behavior = context.sheets[d]
            let device = context.devices[d]
            func pt(_ v: Double) -> String { CheckContext.pt(v, on: device) }
            let h = behavior.heights
            let heightPath = "segments.\(state).height"
            if !behavior.isRestable(state) {
                return ("above", heightPath, "it is \(pt(h[state])) high, above the \(pt(behavior.containerHeight)) container, so the card never rests there")
            }
            if let twin = h.indices.first(where: { $0 < state && behavior.isRestable($0) && behavior.isSamePosition(h[$0], h[state]) }) {
                // Two numbers that print alike are one number here (docs/format.md).
                let (a, b) = (pt(h[state]), pt(h[twin]))
                return ("twin \(twin)", heightPath, (a == b ? "it is at one position with '\(c.segments[twin].name)' (\(a))" : "it is \(a), at one position with '\(c.segments[twin].name)' (\(b))")
                        + ", where the engine settles instead")
            }
            let speed = c.thresholds.velocity
            let projection = speed * SheetBehavior.projectionFactor
            // The dismissed state: only a release from the lowest state reaches it, by a drag down
            // to its height and the projection of the fastest drag, or by a flick.
            if state == behavior.dismissedIndex, let dismissal = c.dismissal, let lowest = behavior.extreme(highest: false),
               context.verdicts[device: d, state: lowest] <= .drag {
                let reach = h[lowest] - h[state] + projection
                let compared = CheckContext.pts([dismissal.distance, reach], on: device)
                return ("dismissal", spec.locations.contains("dismissal.distance") ? "dismissal.distance" : "dismissal",
                        "a drag down from '\(c.segments[lowest].name)' dismisses only past \(compared[0]) below it, but it can travel at most \(compared[1]) (\(pt(h[lowest] - h[state])) of drag and \(pt(projection)) of release projection)")
            }
            if c.release == .projected {
                return projectedCause(of: state, behavior: behavior, context: context, device: d)
            }
            // A drag from a neighbour follows the finger only across its release span, which
            // ends at `state` itself (docs/engine.md): the drag travels at most the gap.
            if let below = behavior.neighbour(of: state, upward: false), behavior.neighbour(of: below, upward: true) == state {
                let reach = h[state] + projection - h[below]
                let needed = behavior.threshold(from: below, to: state)
                if needed >= reach {
                    let compared = CheckContext.pts([needed, reach], on: device)
                    return ("up \(below)", spec.locations.contains("thresholds.upward") ? "thresholds.upward" : heightPath,
                            "a drag up from '\(c.segments[below].name)' commits only past \(compared[0]) of travel, but it can travel at most \(compared[1]) (\(pt(h[state] - h[below])) of drag and \(pt(projection)) of release projection)")
                }
            }
            if let above = behavior.neighbour(of: state, upward: true), behavior.neighbour(of: above, upward: false) == state {
                let reach = h[above] - (h[state] - projection)
                let needed = behavior.threshold(from: above, to: state)
                if needed >= reach {
                    let compared = CheckContext.pts([needed, reach], on: device)
                    return ("down \(above)", spec.locations.contains("thresholds.downward") ? "thresholds.downward" : heightPath,
                            "a drag down from '\(c.segments[above].name)' commits only past \(compared[0]) of travel, but it can travel at most \(compared[1])")
                }
            }
            if let zero = h.indices.first(where: { h[$0] == 0 && $0 != behavior.dismissedIndex && context.verdicts[device: d, state: $0] != .never }) {
                return ("zero", "segments.\(zero).height", "the card reaches it only through '\(c.segments[zero].name)', which is 0 pt high and so cannot be left")
            }
            // Nothing stops the moves into it: a state it is reached from is itself as hard to
            // reach (issue 36, item 11: 'full' follows 'half' by a drag on a tall phone, and only
            // a flick reaches 'half'). That state's cause is this one's, at the same key, so the
            // finding points where it does on the devices whose own move into it is blocked.
            let verdict = context.verdicts[device: d, state: state]
            if let (through, gesture) = entry(to: state, verdict: verdict, behavior: behavior, context: context, device: d), !visited.contains(through) {
                let (kind, path, reason) = cause(of: through, context: context, device: d, visited: visited.union([state]))
                return ("through \(through) \(kind)", path,
                        "\(Self.gestureText(gesture)) from '\(c.segments[through].name)' reaches it, but '\(c.segments[through].name)' \(Self.verdictText(verdict)): \(reason)")
            }
            return ("none", "segments.\(state)", "no sequence of \(Self.ruledOut(verdict)) from '\(c.segments[c.initialIndex].name)' ends there")
        case .stack(let c):
            let behavior = StackBehavior(configuration: c)
            let key = state == 1 ? "upward" : "downward"
            let threshold = state == 1 ? c.thresholds.upward : c.thresholds.downward
            if behavior.travel == 0 {
                let heights = CheckContext.pts([c.expandedHeight, c.collapsedHeight])
                return ("still", "height.expanded", "the expanded height (\(heights[0])) is not above the collapsed height (\(heights[1])), so a drag cannot move the stack")
            }
            let compared = CheckContext.pts([threshold, behavior.travel])
            return ("threshold", spec.locations.contains("thresholds.\(key)") ? "thresholds.\(key)" : "height",
                    "the \(key) threshold (\(compared[0])) is not less than the \(compared[1]) the stack can travel between its heights")
        case .deck(let c):
            let direction = c.directions[state - 1]
            let device = context.devices[d]
            let behavior = DeckBehavior(configuration: c)
            let reach = DeckBehavior.maximumTravel(direction, configuration: c, in: CardContainer(device: device))
            let key = "thresholds.\(direction.rawValue)"
            let compared = CheckContext.pts([behavior.threshold(direction), reach], on: device)
            return ("deck", spec.locations.contains(key) ? key : "directions.\(state - 1)",
                    "the card's centre must travel more than \(compared[0]) \(direction.rawValue), but a finger can move it at most \(compared[1]) on a \(CheckContext.pt(device.width, on: device)) x \(CheckContext.pt(device.height, on: device)) screen")
        case .carousel(let c):
            let behavior = CarouselBehavior(configuration: c)
            let compared = CheckContext.pts([behavior.threshold, c.expandDistance])
            return ("carousel", spec.locations.contains("thresholds.expand") ? "thresholds.expand" : "expandDistance",
                    "a release expands the card only past \(compared[0]) of scrolling, but the expand distance is \(compared[1])")
        }
    }

    /// A state other than `state` with the same verdict that moves into `state` by a gesture
    /// cheaper than that verdict (the engine's own moves, `SheetBehavior.moves(from:)`): what
    /// makes `state` as hard to reach as it is. The nearest such state below, else above.
    private func entry(to state: Int, verdict: Reachability, behavior: SheetBehavior, context: CheckContext, device d: Int) -> (Int, Reachability)? {
        let verdicts = context.verdicts
        for from in (0..<state).reversed() + (state + 1..<verdicts.stateCount) where verdicts[device: d, state: from] == verdict {
            var cheapest: Reachability?
            Reachability.sheetEdges(behavior, from: from) { to, gesture in
                if to == state && gesture < verdict && gesture < (cheapest ?? .never) { cheapest = gesture }
            }
            if let cheapest { return (from, cheapest) }
        }
        return nil
    }

    /// One gesture of a class, as the reason names it.
    private static func gestureText(_ gesture: Reachability) -> String {
        switch gesture {
        case .initial, .drag: "a drag"
        case .flick: "a flick"
        case .tap, .never: "a tap on the header"
        }
    }

    /// Under `release: projected` a release lands on the state nearest its projection
    /// (docs/engine.md, "Projected releases"): the state's own stretch of projections is between
    /// the midpoints to the states beside it, and no reachable drag or flick projects into it.
    private func projectedCause(of state: Int, behavior: SheetBehavior, context: CheckContext, device d: Int) -> (String, String, String) {
        let spec = context.spec
        let device = context.devices[d]
        let h = behavior.heights
        if let zero = h.indices.first(where: { h[$0] == 0 && context.verdicts[device: d, state: $0] != .never }) {
            return ("zero", "segments.\(zero).height", "the card reaches it only through '\(spec.stateNames[zero])', which is 0 pt high and so cannot be left")
        }
        let below = behavior.neighbour(of: state, upward: false), above = behavior.neighbour(of: state, upward: true)
        let low = below.map { (h[$0] + h[state]) / 2 }, high = above.map { (h[$0] + h[state]) / 2 }
        let stretch: String
        switch (low, high) {
        case let (low?, high?): stretch = "between \(CheckContext.pts([low, high], on: device).joined(separator: " and "))"
        case let (low?, nil): stretch = "above \(CheckContext.pt(low, on: device))"
        case let (nil, high?): stretch = "below \(CheckContext.pt(high, on: device))"
        case (nil, nil): stretch = "anywhere"
        }
        let gestures = context.verdicts[device: d, state: state] == .never ? "drag past a threshold or flick" : "drag past a threshold"
        let path = ["thresholds.upward", "thresholds.downward", "thresholds"].first { spec.locations.contains($0) } ?? "segments.\(state).height"
        return ("projected", path,
                "under `release: projected` a release settles here only when it projects \(stretch) (nearer it than any other segment), and no \(gestures) from a segment the card reaches does")
    }
}
