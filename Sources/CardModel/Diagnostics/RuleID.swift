/// A stable rule identifier, printed in brackets after each message. The identifiers below are
/// a contract: scripts, suppressions and configuration files name them. Listed once, here:
/// `allCases` is every id, and a test holds the rule descriptions (`cardc explain`, docs/rules.md,
/// the configuration schema) to it.
public enum RuleID: String, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// libyaml could not parse the input.
    case yamlSyntax = "yaml-syntax"
    /// A mapping names the same key twice.
    case duplicateKey = "duplicate-key"
    /// A key the format does not define.
    case unknownKey = "unknown-key"
    /// A required key is absent.
    case missingKey = "missing-key"
    /// A value of the wrong type, unit or range.
    case invalidValue = "invalid-value"
    /// A name that refers to a state, model or device that does not exist.
    case unknownReference = "unknown-reference"
    /// A state that no gesture can settle in.
    case unreachableState = "unreachable-state"
    /// A threshold whose commit point lies at or beyond the next state.
    case overlappingThresholds = "overlapping-thresholds"
    /// The declared order of segments is broken on some device.
    case segmentOrder = "segment-order"
    /// Input too large, too deep, or an alias expansion too big.
    case resourceLimit = "resource-limit"
    /// Two cards given to one `generate` run share a Swift type name.
    case duplicateName = "duplicate-name"
    /// Two segments at one height on some device.
    case coincidentSegments = "coincident-segments"
    /// A segment above the container or below the header.
    case segmentBounds = "segment-bounds"
    /// A deck, stack or carousel whose cards leave the screen on some device.
    case cardBounds = "card-bounds"
    /// A segment whose top edge rises into the top safe area (status bar, notch, Dynamic Island).
    case safeArea = "safe-area"
    /// A reachable state of height 0 that no gesture can leave.
    case deadEndState = "dead-end-state"
    /// A threshold or sheet segment height under a point, or a threshold above 100%.
    case thresholdUnit = "threshold-unit"
    /// Stack or deck cards hidden entirely.
    case hiddenCards = "hidden-cards"
    /// Stack cards that run past the stack's expanded height, where no scrolling shows them.
    case hiddenStackCards = "hidden-stack-cards"
    /// Two sheet states nearer each other than a finger moves before a drag begins.
    case statesTooClose = "states-too-close"
    /// Carousel insets, peek and spacing that leave no card or contradict each other.
    case carouselLayout = "carousel-layout"
    /// Inner scrolling enabled below the highest segment.
    case scrollState = "scroll-state"
    /// A dim range whose `from` is not below its `to`.
    case invertedDim = "inverted-dim"
    /// A suppression comment that names no checker rule, or silences nothing.
    case superfluousSuppression = "superfluous-suppression"
    /// A generated file that is missing, out of date, or produced by no spec any more.
    case staleOutput = "stale-output"
    /// A spec path that cannot be read, or is not a regular file.
    case unreadableFile = "unreadable-file"
}
