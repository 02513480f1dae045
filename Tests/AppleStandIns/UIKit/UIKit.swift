// Stand-in for UIKit (Tests/AppleStandIns/README.md). UIKit re-exports Foundation (and with it
// ObjectiveC) and QuartzCore, so `import UIKit` alone names CADisplayLink and CACurrentMediaTime.
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore
