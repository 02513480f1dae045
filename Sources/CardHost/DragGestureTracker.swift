public import CardEngine

/// Turns SwiftUI's `DragGesture` callbacks into a pan's whole life. SwiftUI calls `onChanged`
/// and, when the gesture succeeds, `onEnded`; when the system cancels it (a call, a sheet
/// presented, the app resigning) `onEnded` never runs, and a host that waits for it leaves the
/// card frozen mid-drag until the next touch snaps it. A `@GestureState` is reset in both cases,
/// after `onEnded` when there is one: the adapter reports that reset here, and a drag that has not
/// ended by then is cancelled.
public struct DragGestureTracker: Sendable, Hashable {
    private var active = false

    public init() {}

    /// Whether a drag has begun and not yet ended or been cancelled.
    public var isActive: Bool { active }

    /// `onChanged`: the first one begins the pan where the finger went down.
    public mutating func changed(location: CardVector, startLocation: CardVector, translation: CardVector,
                                 velocity: CardVector) -> PanReport {
        if active {
            return PanReport(.changed, location: location, translation: translation, velocity: velocity)
        }
        active = true
        return PanReport(.began, location: startLocation, translation: translation, velocity: velocity)
    }

    /// `onEnded`: the release (nil when no drag is active).
    public mutating func ended(location: CardVector, translation: CardVector, velocity: CardVector) -> PanReport? {
        guard active else { return nil }
        active = false
        return PanReport(.ended, location: location, translation: translation, velocity: velocity)
    }

    /// The gesture state was reset: the drag ended without `onEnded`, so the system cancelled it
    /// (nil when it had ended).
    public mutating func reset() -> PanReport? {
        guard active else { return nil }
        active = false
        return PanReport(.cancelled)
    }
}
