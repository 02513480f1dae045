// CardSwiftUI: the SwiftUI adapter over CardHost (issue 34, item 3), not written yet. Its code
// goes behind `#if canImport(SwiftUI)`; AppleStandInTests type-checks this folder on Linux against
// Tests/AppleStandIns/SwiftUI. Until then the target compiles to nothing, on every platform.
