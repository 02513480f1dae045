// Stand-in for QuartzCore's CAFrameRateRange (Tests/AppleStandIns/README.md).

// https://developer.apple.com/documentation/quartzcore/caframeraterange
@available(iOS 15.0, macCatalyst 15.0, macOS 12.0, *)
public struct CAFrameRateRange: Sendable {
    // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, *)
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {}
}
