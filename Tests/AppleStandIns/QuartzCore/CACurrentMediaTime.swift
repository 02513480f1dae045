// Stand-in for QuartzCore's clock (Tests/AppleStandIns/README.md).

// CoreFoundation declares it; swift-corelibs-foundation on Linux does not export it.
// https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime()
public func CACurrentMediaTime() -> CFTimeInterval { 0 }
