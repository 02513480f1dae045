public import CardEngine

/// Which gesture makes the pan of a touch on the app's scroll view inside a SwiftUI card.
/// CardSwiftUI has two drags that both see such a touch, in an order SwiftUI does not promise:
/// the card layer's (over the whole card, source `.card`) and `.cardScrollContent()`'s (a
/// simultaneous drag on the app's `ScrollView`, source `.content`, as UIKit's scroll view pan is
/// forwarded). One touch must make one pan: the first that claims it keeps it.
/// - The layer's drag already holds a pan (it caught a moving card at touch-down): the content's
///   drag yields until its touch lifts.
/// - Otherwise the content's drag takes the touch: the layer's drag, pending or not yet seen,
///   ignores it until it lifts. On a moving card the content's drag begins a pan of the card's
///   own (source `.card`) at touch-down: the card is caught where it is, over its list too, as
///   CardUIKit's `CardTouchRoute.cardAtTouchDown`. On a resting card it begins a `.content` pan
///   once the finger has moved `CardHost.dragSlop`, and the engine decides whether that pan
///   scrolls the list or moves the card (docs/runtime.md, "Scroll hand-off").
struct ScrollContentTouch: Sendable, Hashable {
    enum Phase: Sendable, Hashable {
        /// No finger on the content, or its pan has begun (the tracker follows it).
        case none
        /// Down on the content, not yet a pan.
        case pending
        /// The layer's drag holds this touch.
        case yielded
    }

    var phase = Phase.none
    var tracker = DragGestureTracker()
    /// The pan's source: `.card` when the touch-down caught a moving card (as the layer's drag
    /// and CardUIKit's card pan catch it), else `.content`.
    var source = PanEvent.Source.content

    /// The content's drag has the touch (pending or panning): the layer's drag leaves it alone.
    var holdsTouch: Bool { phase == .pending || tracker.isActive }
}

extension CardHost {
    /// `.cardScrollContent()`'s `DragGesture(minimumDistance: 0)` `onChanged`, in the layer's
    /// coordinates (the full screen): see `ScrollContentTouch` for which drag makes the pan.
    public func contentDragChanged(location: CardVector, startLocation: CardVector, translation: CardVector,
                                   velocity: CardVector) {
        guard !isBusy else {
            return enqueue {
                $0.contentDragChanged(location: location, startLocation: startLocation, translation: translation, velocity: velocity)
            }
        }
        if !contentTouch.tracker.isActive {
            switch contentTouch.phase {
            case .yielded:
                return
            case .none:
                if drag.isActive {
                    contentTouch.phase = .yielded
                    return
                }
                contentTouch.phase = .pending
                if dragTouch == .pending { dragTouch = .ignored }
                // A moving card is caught at touch-down, by a pan of the card's; a resting one waits
                // for the slop.
                let catches = shouldBeginAtTouchDown(at: startLocation)
                contentTouch.source = catches ? .card : .content
                if !catches && Self.withinSlop(translation) { return }
            case .pending:
                guard !Self.withinSlop(translation) else { return }
            }
            contentTouch.phase = .none
        }
        var report = contentTouch.tracker.changed(location: location, startLocation: startLocation, translation: translation,
                                                  velocity: velocity)
        report.source = contentTouch.source
        pan(report)
    }

    /// The content drag's `onEnded`: the pan's release (nothing when it never became one).
    public func contentDragEnded(location: CardVector, translation: CardVector, velocity: CardVector) {
        guard !isBusy else { return enqueue { $0.contentDragEnded(location: location, translation: translation, velocity: velocity) } }
        contentTouch.phase = .none
        if var release = contentTouch.tracker.ended(location: location, translation: translation, velocity: velocity) {
            release.source = contentTouch.source
            pan(release)
        }
    }

    /// The content drag's `@GestureState` was reset: after `onEnded`, or alone when the system
    /// cancelled the gesture, when a pan still going is cancelled.
    public func contentDragReset() {
        guard !isBusy else { return enqueue { $0.contentDragReset() } }
        contentTouch.phase = .none
        if var cancel = contentTouch.tracker.reset() {
            cancel.source = contentTouch.source
            pan(cancel)
        }
    }
}
