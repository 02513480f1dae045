public import CardEngine

extension CardContainer {
    /// The container a SwiftUI `GeometryProxy` describes: its `size` already excludes the safe
    /// area it also reports, so the safe area is added back once (the one rule for
    /// `CardHost.layout(safeAreaSize:height:safeArea:scale:)` and an adapter's first interaction).
    public init(safeAreaSize width: Double, height: Double, safeArea: CardEdgeInsets, keyboard: Double = 0, scale: Double) {
        self.init(width: width + safeArea.leading + safeArea.trailing, height: height + safeArea.top + safeArea.bottom,
                  safeAreaTop: safeArea.top, safeAreaBottom: safeArea.bottom, safeAreaLeading: safeArea.leading,
                  safeAreaTrailing: safeArea.trailing, keyboardInset: keyboard, scale: scale)
    }
}
