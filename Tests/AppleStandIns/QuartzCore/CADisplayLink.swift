// Stand-in for QuartzCore's CADisplayLink (Tests/AppleStandIns/README.md): the declarations the
// adapters use, as Apple declares them. Bodies never run.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import CoreGraphics

// https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    open var targetTimestamp: CFTimeInterval { 0 }

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
    @available(iOS 15.0, macOS 14.0, *)
    open var preferredFrameRateRange: CAFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 0)
}
