// Stand-in for QuartzCore's clock (Tests/AppleStandIns/README.md).

// CoreFoundation declares it; swift-corelibs-foundation on Linux does not export it.
// https://developer.apple.com/documentation/corefoundation/cftimeinterval
@available(iOS 2.0, macCatalyst 13.1, macOS 10.0, *)
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
@available(iOS 2.0, macCatalyst 13.1, macOS 10.5, *)
public func CACurrentMediaTime() -> CFTimeInterval { 0 }
