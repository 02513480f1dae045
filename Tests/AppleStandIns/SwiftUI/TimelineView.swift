// https://developer.apple.com/documentation/swiftui/timelineschedule
@available(iOS 15.0, macOS 12.0, *)
public protocol TimelineSchedule {}

// https://developer.apple.com/documentation/swiftui/animationtimelineschedule
@available(iOS 15.0, macOS 12.0, *)
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    // https://developer.apple.com/documentation/swiftui/animationtimelineschedule/init(minimuminterval:paused:)
    @available(iOS 15.0, macOS 12.0, *)
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

@available(iOS 15.0, macOS 12.0, *)
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    // https://developer.apple.com/documentation/swiftui/timelineschedule/animation(minimuminterval:paused:)
    @available(iOS 15.0, macOS 12.0, *)
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

// https://developer.apple.com/documentation/swiftui/timelineview
@available(iOS 15.0, macOS 12.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    // https://developer.apple.com/documentation/swiftui/timelineview/context
    @available(iOS 15.0, macOS 12.0, *)
    public struct Context {
        // https://developer.apple.com/documentation/swiftui/timelineview/context/date
        @available(iOS 15.0, macOS 12.0, *)
        public let date: Date
    }
}

@available(iOS 15.0, macOS 12.0, *)
extension TimelineView: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/timelineview/init(_:content:)-1mlmj
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/timelineviewdefaultcontext
@available(iOS 15.0, macOS 12.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

// https://developer.apple.com/documentation/swiftui/everyminutetimelineschedule
@available(iOS 15.0, macOS 12.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {}
