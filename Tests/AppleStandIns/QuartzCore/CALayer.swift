// Stand-in for QuartzCore's CALayer (Tests/AppleStandIns/README.md).

// https://developer.apple.com/documentation/quartzcore/calayer
@available(iOS 2.0, macCatalyst 13.1, macOS 10.5, *)
open class CALayer: NSObject {
    // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    @available(iOS 3.0, macCatalyst 13.1, macOS 10.5, *)
    open var cornerRadius: CGFloat = 0
}
