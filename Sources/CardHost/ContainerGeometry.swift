import CardEngine

/// What an adapter reported about the container, composed into the engine's `CardContainer`.
struct ContainerGeometry: Sendable, Hashable {
    var width = 0.0
    var height = 0.0
    var safeArea = CardEdgeInsets.zero
    var keyboard = 0.0
    var scale = 3.0

    var container: CardContainer {
        CardContainer(width: width, height: height, safeAreaTop: safeArea.top, safeAreaBottom: safeArea.bottom,
                      safeAreaLeading: safeArea.leading, safeAreaTrailing: safeArea.trailing,
                      keyboardInset: keyboard, scale: scale)
    }
}
