// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, *)
@MainActor @preconcurrency public struct List<SelectionValue: Hashable, Content: View>: View {
    // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
    @available(iOS 13.0, macOS 10.15, *)
    public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, *)
extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
    @available(iOS 13.0, macOS 10.15, *)
    nonisolated public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                  @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}
