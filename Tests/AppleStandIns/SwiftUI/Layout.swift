// https://developer.apple.com/documentation/swiftui/geometryreader
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct GeometryReader<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/geometryproxy
@available(iOS 13.0, macOS 10.15, *)
public struct GeometryProxy {
    // https://developer.apple.com/documentation/swiftui/geometryproxy/size
    @available(iOS 13.0, macOS 10.15, *)
    public var size: CGSize { .zero }
    // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    @available(iOS 13.0, macOS 10.15, *)
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/edgeinsets/top
    @available(iOS 13.0, macOS 10.15, *)
    public var top: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/leading
    @available(iOS 13.0, macOS 10.15, *)
    public var leading: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
    @available(iOS 13.0, macOS 10.15, *)
    public var bottom: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
    @available(iOS 13.0, macOS 10.15, *)
    public var trailing: CGFloat
    // https://developer.apple.com/documentation/swiftui/edgeinsets/init()
    @available(iOS 13.0, macOS 10.15, *)
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
}

// https://developer.apple.com/documentation/swiftui/zstack
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct ZStack<Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Alignment: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/alignment/center
    @available(iOS 13.0, macOS 10.15, *)
    public static let center = Alignment()
    // https://developer.apple.com/documentation/swiftui/alignment/top
    @available(iOS 13.0, macOS 10.15, *)
    public static let top = Alignment()
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    var data: Data
}

@available(iOS 13.0, macOS 10.15, *)
extension ForEach: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
    }
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/safearearegions
@available(iOS 14.0, macOS 11.0, *)
@frozen public struct SafeAreaRegions: OptionSet, Sendable {
    // https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
    @available(iOS 14.0, macOS 11.0, *)
    public let rawValue: UInt
    // https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
    @available(iOS 14.0, macOS 11.0, *)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/swiftui/safearearegions/all
    @available(iOS 14.0, macOS 11.0, *)
    public static let all = SafeAreaRegions(rawValue: 7)
    // https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
    @available(iOS 14.0, macOS 11.0, *)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

// https://developer.apple.com/documentation/swiftui/edge
@available(iOS 13.0, macOS 10.15, *)
@frozen public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    // https://developer.apple.com/documentation/swiftui/edge/set
    @available(iOS 13.0, macOS 10.15, *)
    @frozen public struct Set: OptionSet, Sendable {
        // https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
        @available(iOS 13.0, macOS 10.15, *)
        public let rawValue: Int8
        // https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        @available(iOS 13.0, macOS 10.15, *)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        // https://developer.apple.com/documentation/swiftui/edge/set/all
        @available(iOS 13.0, macOS 10.15, *)
        public static let all = Set(rawValue: 15)
    }
}

@available(iOS 13.0, macOS 10.15, *)
extension View {
    // https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    @available(iOS 14.0, macOS 11.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/position(x:y:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    @available(iOS 15.0, macOS 12.0, *)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func opacity(_ opacity: Double) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func zIndex(_ value: Double) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    @available(iOS 17.0, macOS 14.0, *)
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        EmptyView()
    }
}

// https://developer.apple.com/documentation/swiftui/angle
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct Angle: Sendable {
    var radians: Double
    // https://developer.apple.com/documentation/swiftui/angle/radians(_:)
    @available(iOS 13.0, macOS 10.15, *)
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

// https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, *)
@frozen public struct UnitPoint: Sendable {
    var x: CGFloat
    var y: CGFloat
    // https://developer.apple.com/documentation/swiftui/unitpoint/center
    @available(iOS 13.0, macOS 10.15, *)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}
