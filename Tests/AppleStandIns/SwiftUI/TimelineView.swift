// https://developer.apple.com/documentation/swiftui/timelineschedule
public protocol TimelineSchedule {}

// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    // https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

// https://developer.apple.com/documentation/swiftui/timelineview
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    // https://developer.apple.com/documentation/swiftui/timelineview/context
    public struct Context {
        // https://developer.apple.com/documentation/swiftui/timelineview/context/date
        public let date: Date
    }
}

extension TimelineView: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {}
