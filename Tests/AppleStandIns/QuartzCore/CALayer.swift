// Stand-in for QuartzCore's CALayer (Tests/AppleStandIns/README.md).

// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
}
