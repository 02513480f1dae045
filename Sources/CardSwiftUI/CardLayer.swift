#if canImport(SwiftUI)
import SwiftUI
import CardEngine
import CardHost

/// The view every modifier puts over the app's view: one card of any kind, drawn from the scene
/// CardHost places (`CardScene`) at each display frame. CardHost decides and places; this view
/// forwards SwiftUI's reports to it and draws the scene's views, backdrop, clip and accessibility
/// element, nothing else. iOS 17 and macOS 14: `onChange(of:initial:_:)`, named coordinate spaces
/// (docs/runtime.md, "Requirements").
@available(iOS 17.0, macOS 14.0, *)
struct CardLayer<Interaction: CardInteraction, Item: View>: View where Interaction.Frame: CardSceneFrame {
    let make: (CardContainer, MotionMode) -> Interaction
    /// The card's name for VoiceOver (`CardLabel.text(for:)`), localized by the host.
    let label: CardText
    let selection: Binding<Interaction.State>
    /// The app's observer of the host's notices (a deck's swipes), if any.
    let onNotices: ((Interaction.Notices) -> Void)?
    /// The app's observer of a dismissable sheet's dismissal, if any.
    let onDismiss: (() -> Void)?
    /// What the app wants now beyond the selection (a deck's card count): applied to the host on
    /// every body, after the host is made.
    let update: ((CardHost<Interaction>) -> Void)?
    /// The app's content of one placed view (`CardViewPlacement.item`: a stack's card, a deck's
    /// data index, a carousel's page; 0 for a sheet).
    let item: (Int) -> Item

    init(make: @escaping (CardContainer, MotionMode) -> Interaction, label: CardText, selection: Binding<Interaction.State>,
         onNotices: ((Interaction.Notices) -> Void)? = nil, onDismiss: (() -> Void)? = nil,
         update: ((CardHost<Interaction>) -> Void)? = nil, @ViewBuilder item: @escaping (Int) -> Item) {
        self.make = make
        self.label = label
        self.selection = selection
        self.onNotices = onNotices
        self.onDismiss = onDismiss
        self.update = update
        self.item = item
    }

    /// Made once per view identity; the host inside is made on the first layout.
    @State private var box = CardHostBox<Interaction>()
    /// Whether the `TimelineView` runs: written only when CardHost's need changes.
    @State private var needsFrames = false
    /// Reset by SwiftUI when the drag ends or is cancelled (`onEnded` runs only for the former).
    @GestureState private var touching = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        // The outer reader keeps clear of the keyboard, the inner one ignores it: their heights
        // differ by how far the keyboard reaches past the bottom safe area.
        GeometryReader { keyboardProxy in
            GeometryReader { proxy in
                let geometry = CardGeometry(proxy: proxy, keyboardProxy: keyboardProxy, scale: Double(displayScale))
                let host = box.host(container: geometry.container, motion: reduceMotion ? .reduced : .full, label: label, make: make)
                let _ = bind(host)
                TimelineView(.animation(paused: !needsFrames)) { context in
                    // A paused timeline keeps its last date: at rest the card is drawn as it is now
                    // (after a rotation, a move's first frame), not as it was at that date.
                    let frame = needsFrames ? host.displayFrame(at: context.date.timeIntervalSinceReferenceDate) : host.currentFrame
                    CardSceneView(scene: frame.scene(in: host.container), heldContentOffset: frame.heldContentOffset, host: host,
                                  scrollSink: box, item: item)
                }
                .ignoresSafeArea()
                .coordinateSpace(.named(CardScrollLink.space))
                .gesture(drag)
                .onChange(of: touching) { _, isTouching in
                    if !isTouching { box.dragReset() }
                }
                .onChange(of: geometry, initial: true) { _, geometry in
                    host.layout(safeAreaSize: geometry.width, height: geometry.height, safeArea: geometry.safeArea, scale: geometry.scale)
                    host.keyboardChanged(overlap: geometry.keyboard)
                }
                .onChange(of: reduceMotion, initial: true) { _, reduce in host.reduceMotion = reduce }
                .onChange(of: selection.wrappedValue) { _, state in box.selectionChanged(to: state) }
            }
            .ignoresSafeArea(.keyboard)
        }
    }

    /// Hands the box the bindings and callbacks of this body (the parent may pass new ones), and
    /// the app's wishes to the host.
    private func bind(_ host: CardHost<Interaction>) {
        box.selection = selection
        box.needsFrames = $needsFrames
        box.onNotices = onNotices
        box.onDismiss = onDismiss
        update?(host)
    }

    private var drag: some Gesture {
        DragGesture(minimumDistance: 0)
            .updating($touching) { _, touching, _ in touching = true }
            .onChanged { value in
                box.dragChanged(location: value.location, startLocation: value.startLocation, translation: value.translation,
                                velocity: value.velocity)
            }
            .onEnded { value in box.dragEnded(location: value.location, translation: value.translation, velocity: value.velocity) }
    }
}

/// One scene as SwiftUI draws it, in the container's coordinates (the full screen): the backdrop
/// at the scene's dim, each placed view back to front (its size, the background shape style
/// clipped to its corner radius, scaled and turned about its centre, at its alpha, its centre at
/// `.position`), the scene's clip around them, and the card's one accessibility element.
@available(iOS 17.0, macOS 14.0, *)
struct CardSceneView<Interaction: CardInteraction, Item: View>: View {
    let scene: CardScene
    /// The frame's: each view's scroll content is held where the scene says.
    let heldContentOffset: Double?
    let host: CardHost<Interaction>
    /// Where the views' `.cardScrollContent()` report, in their environment.
    let scrollSink: any CardScrollContentSink
    let item: (Int) -> Item

    var body: some View {
        ZStack {
            Color.black.opacity(scene.dimAlpha)
            // Behind the card's views: VoiceOver's touch exploration finds the content's own
            // elements first; the element takes no touch.
            if let frame = scene.accessibilityFrame {
                CardAccessibilityElement(host: host)
                    .frame(width: frame.width, height: frame.height)
                    .position(x: frame.midX, y: frame.midY)
            }
            clipped(views)
        }
        // Applied to every element inside the card: the escape is reachable from the app's content
        // as well as from the card's element.
        .accessibilityAction(.escape) { host.accessibilityEscape() }
    }

    /// The placed views, keyed by the app's item so its views keep their identity as they move
    /// in the drawing order (a deck's cards as one leaves).
    private var views: some View {
        ZStack {
            ForEach((0..<scene.viewCount).compactMap { scene.view(at: $0) }, id: \.item) { view in
                item(view.item)
                    .environment(\.cardScrollLink, CardScrollLink(sink: scrollSink, heldOffset: scene.heldContentOffset(
                        ofItem: view.item, held: heldContentOffset)))
                    .frame(width: view.frame.width, height: view.frame.height, alignment: .top)
                    .background(.background, in: RoundedRectangle(cornerRadius: view.cornerRadius))
                    .clipShape(RoundedRectangle(cornerRadius: view.cornerRadius))
                    .scaleEffect(view.scale)
                    .rotationEffect(.radians(view.rotation))
                    .opacity(view.alpha)
                    .position(x: view.center.x, y: view.center.y)
                    .zIndex(Double(view.zIndex))
            }
        }
    }

    @ViewBuilder
    private func clipped(_ content: some View) -> some View {
        if let clip = scene.clip {
            content.mask {
                Rectangle()
                    .frame(width: clip.width, height: clip.height)
                    .position(x: clip.midX, y: clip.midY)
            }
        } else {
            content
        }
    }
}

/// The card's one accessibility element: the card's label (localized by the host), the state's
/// label as its value, adjustable, and the host's custom actions. It covers the scene's
/// accessibility frame and takes no touch (the app's buttons under it keep theirs).
@available(iOS 16.0, macOS 13.0, *)
struct CardAccessibilityElement<Interaction: CardInteraction>: View {
    let host: CardHost<Interaction>

    var body: some View {
        Color.clear
            .allowsHitTesting(false)
            .accessibilityElement()
            .accessibilityLabel(host.accessibilityLabel)
            .accessibilityValue(host.accessibilityValue)
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: host.accessibilityIncrement()
                case .decrement: host.accessibilityDecrement()
                }
            }
            .accessibilityActions {
                let actions = host.accessibilityActions
                ForEach(actions.indices, id: \.self) { index in
                    Button(actions[index].name) { host.perform(actions[index].action) }
                }
            }
    }
}

/// What the two readers report, compared as a whole so the host hears of a change once.
struct CardGeometry: Equatable {
    /// The safe area's size (`GeometryProxy.size`: the safe area already left out).
    var width: Double
    var height: Double
    var safeArea: CardEdgeInsets
    var keyboard: Double
    var scale: Double

    init(proxy: GeometryProxy, keyboardProxy: GeometryProxy, scale: Double) {
        width = Double(proxy.size.width)
        height = Double(proxy.size.height)
        let insets = proxy.safeAreaInsets
        safeArea = CardEdgeInsets(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                                  trailing: Double(insets.trailing))
        // The keyboard reaches from the container's bottom edge past the bottom safe area.
        let covered = Double(proxy.size.height - keyboardProxy.size.height)
        keyboard = covered > 0 ? covered + safeArea.bottom : 0
        self.scale = scale
    }

    /// The container the host will send the engine for this geometry: the first interaction is
    /// made on it.
    var container: CardContainer {
        CardContainer(safeAreaSize: width, height: height, safeArea: safeArea, keyboard: keyboard, scale: scale)
    }
}
#endif
