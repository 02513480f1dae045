/// The display frame rates an adapter asks for while a card moves (`CADisplayLink`'s
/// `preferredFrameRateRange`, iOS 15): decided here once, so every adapter asks the same. A link
/// that asks for nothing runs at 60 Hz on a 120 Hz ProMotion display, and a card that follows the
/// finger then lags the system's own scrolling. On iPhone, rates above 60 Hz also need the app's
/// Info.plist key `CADisableMinimumFrameDurationOnPhone` (docs/runtime.md, "CardUIKit").
public struct CardFrameRateRange: Sendable, Hashable {
    /// Frames per second: the system may go no lower than `minimum`, no higher than `maximum`,
    /// and aims at `preferred`.
    public var minimum: Double
    public var maximum: Double
    public var preferred: Double

    public init(minimum: Double, maximum: Double, preferred: Double) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// ProMotion's full rate for a card under a finger, a spring or a coast: 120 Hz preferred, and
    /// no lower than 80 Hz (Apple's range for high-frame-rate animation), so the system keeps a
    /// card's motion above a 60 Hz display's rate whenever the display can. A 60 Hz display
    /// simply runs at its own rate.
    public static let cardMotion = CardFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
}
