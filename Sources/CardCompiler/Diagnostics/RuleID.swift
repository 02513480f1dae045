/// A stable rule identifier, printed in brackets after each message. The identifiers below are
/// a contract: scripts, suppressions and configuration files name them.
public struct RuleID: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// libyaml could not parse the input.
    public static let yamlSyntax = RuleID(rawValue: "yaml-syntax")
    /// A mapping names the same key twice.
    public static let duplicateKey = RuleID(rawValue: "duplicate-key")
    /// A key the format does not define.
    public static let unknownKey = RuleID(rawValue: "unknown-key")
    /// A required key is absent.
    public static let missingKey = RuleID(rawValue: "missing-key")
    /// A value of the wrong type, unit or range.
    public static let invalidValue = RuleID(rawValue: "invalid-value")
    /// A name that refers to a state, model or device that does not exist.
    public static let unknownReference = RuleID(rawValue: "unknown-reference")
    /// A state that no gesture can settle in.
    public static let unreachableState = RuleID(rawValue: "unreachable-state")
    /// A threshold whose commit point lies at or beyond the next state.
    public static let overlappingThresholds = RuleID(rawValue: "overlapping-thresholds")
    /// The declared order of segments is broken on some device.
    public static let segmentOrder = RuleID(rawValue: "segment-order")
    /// Input too large, too deep, or an alias expansion too big.
    public static let resourceLimit = RuleID(rawValue: "resource-limit")
    /// Two cards given to one `generate` run share a Swift type name.
    public static let duplicateName = RuleID(rawValue: "duplicate-name")
    /// Two segments at one height on some device.
    public static let coincidentSegments = RuleID(rawValue: "coincident-segments")
    /// A segment above the container or below the header.
    public static let segmentBounds = RuleID(rawValue: "segment-bounds")
    /// A segment whose top edge rises into the top safe area (status bar, notch, Dynamic Island).
    public static let safeArea = RuleID(rawValue: "safe-area")
    /// A reachable state of height 0 that no gesture can leave.
    public static let deadEndState = RuleID(rawValue: "dead-end-state")
    /// A threshold under a point or above 100%.
    public static let thresholdUnit = RuleID(rawValue: "threshold-unit")
    /// Stack or deck cards hidden entirely.
    public static let hiddenCards = RuleID(rawValue: "hidden-cards")
    /// Carousel insets, peek and spacing that leave no card or contradict each other.
    public static let carouselLayout = RuleID(rawValue: "carousel-layout")
    /// Inner scrolling enabled below the highest segment.
    public static let scrollState = RuleID(rawValue: "scroll-state")
    /// A dim range whose `from` is not below its `to`.
    public static let invertedDim = RuleID(rawValue: "inverted-dim")
    /// A suppression comment that names no checker rule, or silences nothing.
    public static let superfluousSuppression = RuleID(rawValue: "superfluous-suppression")
    /// A generated file that is missing, out of date, or produced by no spec any more.
    public static let staleOutput = RuleID(rawValue: "stale-output")
    /// A spec path that cannot be read, or is not a regular file.
    public static let unreadableFile = RuleID(rawValue: "unreadable-file")
}
