// Stand-in for QuartzCore's CADisplayLink (Tests/AppleStandIns/README.md): the declarations the
// adapters use, as Apple declares them. Bodies never run.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import CoreGraphics

// https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, macCatalyst 13.1, macOS 14.0, *)
open class CADisplayLink: NSObject {
    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    @available(iOS 3.1, macCatalyst 13.1, *)
    public init(target: Any, selector sel: Selector) {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    @available(iOS 3.1, macCatalyst 13.1, macOS 14.0, *)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    @available(iOS 3.1, macCatalyst 13.1, macOS 14.0, *)
    open func invalidate() {}

    // https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    @available(iOS 10.0, macCatalyst 13.1, macOS 14.0, *)
    open var targetTimestamp: CFTimeInterval { 0 }
}
