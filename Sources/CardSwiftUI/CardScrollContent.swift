#if canImport(SwiftUI)
public import SwiftUI
import CardEngine
import CardHost

extension View {
    /// Marks the app's scroll view inside a card (a sheet's list, a carousel page's content) so it
    /// hands off to the card as a Maps sheet's list does: put it on the `ScrollView` (or `List`)
    /// itself, inside the card's content. Its drags go to the card's host (the engine decides
    /// whether a drag scrolls the list or moves the card), its offset is reported, and while the
    /// engine holds the content (a sheet not in a `scroll.enabledIn` state, a carousel always)
    /// it does not scroll on its own and is kept at the offset the engine gives. Outside a card
    /// it does nothing.
    @available(iOS 18.0, macOS 15.0, *)
    public func cardScrollContent() -> some View {
        CardScrollContent(content: self)
    }
}

/// Where `.cardScrollContent()` sends its drags and offsets (the layer's box), and the content
/// offset the frame being drawn holds (`CardFrame.heldContentOffset`), in the environment of
/// everything a card layer draws.
struct CardScrollLink: Sendable {
    var sink: (any CardScrollContentSink)?
    var heldOffset: Double?

    /// The layer's coordinate space (the full screen): the content's drag is measured in it, so
    /// that a list moving with the card does not shrink the finger's travel.
    static let space = "CardSwiftUI.layer"
}

/// The layer's box as the scroll content sees it (its drag, in the layer's coordinates).
@MainActor protocol CardScrollContentSink: AnyObject, Sendable {
    func contentDragChanged(_ value: DragGesture.Value)
    func contentDragEnded(_ value: DragGesture.Value)
    func contentDragReset()
    func contentOffsetChanged(_ offset: Double)
}

struct CardScrollLinkKey: EnvironmentKey {
    static let defaultValue = CardScrollLink()
}

extension EnvironmentValues {
    var cardScrollLink: CardScrollLink {
        get { self[CardScrollLinkKey.self] }
        set { self[CardScrollLinkKey.self] = newValue }
    }
}

@available(iOS 18.0, macOS 15.0, *)
struct CardScrollContent<Content: View>: View {
    let content: Content
    @Environment(\.cardScrollLink) private var link
    @State private var position = ScrollPosition(idType: Never.self)
    /// Reset by SwiftUI when the drag ends or is cancelled, as the layer's.
    @GestureState private var touching = false

    var body: some View {
        content
            .scrollPosition($position)
            .scrollDisabled(link.heldOffset != nil)
            .onChange(of: link.heldOffset, initial: true) { _, held in
                if let held { position.scrollTo(y: CGFloat(held)) }
            }
            // 0 at the content's top, as the engine measures it (UIKit's offset plus the top inset).
            .onScrollGeometryChange(for: Double.self, of: { Double($0.contentOffset.y + $0.contentInsets.top) }) { _, offset in
                link.sink?.contentOffsetChanged(offset)
            }
            .simultaneousGesture(drag)
            .onChange(of: touching) { _, isTouching in
                if !isTouching { link.sink?.contentDragReset() }
            }
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .named(CardScrollLink.space))
            .updating($touching) { _, touching, _ in touching = true }
            .onChanged { value in link.sink?.contentDragChanged(value) }
            .onEnded { value in link.sink?.contentDragEnded(value) }
    }
}
#endif
