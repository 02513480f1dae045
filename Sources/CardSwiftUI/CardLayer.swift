#if canImport(SwiftUI)
import SwiftUI
import CardEngine
import CardHost

/// The view every modifier puts over the app's view: one card of any kind, drawn by `draw` from
/// the host's display frames. CardHost decides; this view forwards SwiftUI's reports to it and
/// draws what it answers. iOS 17 and macOS 14: `onChange(of:initial:_:)` (docs/runtime.md, "Requirements").
@available(iOS 17.0, macOS 14.0, *)
struct CardLayer<Interaction: CardInteraction, Drawn: View>: View {
    let make: (CardContainer, MotionMode) -> Interaction
    let selection: Binding<Interaction.State>
    /// What one frame shows, in the container's coordinates (the full screen, safe area included).
    let draw: (Interaction.Frame, CardContainer) -> Drawn

    init(make: @escaping (CardContainer, MotionMode) -> Interaction, selection: Binding<Interaction.State>,
         @ViewBuilder draw: @escaping (Interaction.Frame, CardContainer) -> Drawn) {
        self.make = make
        self.selection = selection
        self.draw = draw
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
                let host = box.host(container: geometry.container, motion: reduceMotion ? .reduced : .full, make: make)
                let _ = bind()
                TimelineView(.animation(paused: !needsFrames)) { context in
                    // A paused timeline keeps its last date: at rest the card is drawn as it is now
                    // (after a rotation, a move's first frame), not as it was at that date.
                    draw(needsFrames ? host.displayFrame(at: context.date.timeIntervalSinceReferenceDate) : host.currentFrame,
                         host.container)
                }
                .ignoresSafeArea()
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
                .accessibilityValue(host.accessibilityValue)
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: host.accessibilityIncrement()
                    case .decrement: host.accessibilityDecrement()
                    }
                }
                .accessibilityAction(.escape) { host.accessibilityEscape() }
                .accessibilityActions {
                    let actions = host.accessibilityActions
                    ForEach(actions.indices, id: \.self) { index in
                        Button(actions[index].name) { host.perform(actions[index].action) }
                    }
                }
            }
            .ignoresSafeArea(.keyboard)
        }
    }

    /// Hands the box the bindings of this body (the parent may pass a new selection binding).
    private func bind() {
        box.selection = selection
        box.needsFrames = $needsFrames
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
