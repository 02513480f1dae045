// Stand-in for UIKit (Tests/AppleStandIns/README.md). UIKit re-exports Foundation (and with it
// ObjectiveC and CoreGraphics) and QuartzCore, so `import UIKit` alone names CADisplayLink,
// CACurrentMediaTime and CGAffineTransform.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import CoreGraphics
@_exported import QuartzCore
