// Compiled into CardUIKit with its sources by AppleStandInTests, outside any `#if`: it names the
// adapter's types, so a type-check that passed because `canImport(UIKit)` was false (and the
// adapter compiled to nothing) fails here instead.
@MainActor func probeCardUIKit() {
    let link = CardDisplayLink { _ in }
    link.isRunning = true
}
