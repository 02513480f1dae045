// https://developer.apple.com/documentation/swiftui/geometryreader
@frozen public struct GeometryReader<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    // https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { .zero }
    // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
@frozen public struct EdgeInsets: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/edgeinsets/top
    public var top: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/leading
    public var leading: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
    public var bottom: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
    public var trailing: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
}

// https://developer.apple.com/documentation/swiftui/zstack
@frozen public struct ZStack<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/alignment
@frozen public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment()
    // https://developer.apple.com/documentation/swiftui/alignment/top
    public static let top = Alignment()
}

// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    var data: Data
}

extension ForEach: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
    }
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/safearearegions
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
    public let rawValue: UInt
    // https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all = SafeAreaRegions(rawValue: 7)
    // https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    // https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet, Sendable {
        // https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
        public let rawValue: Int8
        // https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Set(rawValue: 15)
    }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/position(x:y:)
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    nonisolated public func zIndex(_ value: Double) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        EmptyView()
    }
}

// https://developer.apple.com/documentation/swiftui/angle
@frozen public struct Angle: Sendable {
    var radians: Double
    // https://developer.apple.com/documentation/swiftui/angle/radians(_:)
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

// https://developer.apple.com/documentation/swiftui/unitpoint
@frozen public struct UnitPoint: Sendable {
    var x: CGFloat
    var y: CGFloat
    // https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}
