/// The host's clock in tests: CardHost reads it through the closure an adapter passes
/// (`CACurrentMediaTime` in an app).
@MainActor final class FakeClock {
    var now: Double

    init(_ now: Double = 0) {
        self.now = now
    }
}
