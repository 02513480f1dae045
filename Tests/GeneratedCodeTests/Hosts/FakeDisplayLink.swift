/// A display link as CADisplayLink behaves: while running it calls its target every 1/60 s, and
/// it retains its target (developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:):
/// "The newly constructed display link retains the target") until invalidated.
@MainActor final class FakeDisplayLink {
    private(set) var target: AnyObject?
    private let tick: @MainActor (Double) -> Void
    private(set) var isRunning = false
    /// Frames delivered over the link's life.
    private(set) var ticks = 0

    init(target: AnyObject, tick: @escaping @MainActor (Double) -> Void) {
        self.target = target
        self.tick = tick
    }

    func start() { isRunning = true }
    func pause() { isRunning = false }

    func invalidate() {
        isRunning = false
        target = nil
    }

    /// Runs the display for `seconds` on `clock`, a frame every 1/60 s while the link runs.
    func run(for seconds: Double, clock: FakeClock) {
        let end = clock.now + seconds
        while clock.now < end - 1e-9 {
            clock.now += 1.0 / 60
            if isRunning {
                ticks += 1
                tick(clock.now)
            }
        }
    }
}
