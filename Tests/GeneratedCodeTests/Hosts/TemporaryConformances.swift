// TEMPORARY until the generator emits these conformances (issue 34, labels helper).
public import CardEngine

extension GlideCard: @unchecked Sendable {}
extension GlideCard: SheetCard {
    public static let states: [State] = [.`closed`, .`compressed`, .`open`]
    public static let stateLabels: [CardText] = [CardText(key: "GlideCard.closed", defaultValue: "closed"), CardText(key: "GlideCard.compressed", defaultValue: "compressed"), CardText(key: "GlideCard.open", defaultValue: "open")]
}
extension CardDemo: @unchecked Sendable {}
extension CardDemo: SheetCard {
    public static let states: [State] = [.`collapsed`, .`expanded`]
    public static let stateLabels: [CardText] = [CardText(key: "CardDemo.collapsed", defaultValue: "collapsed"), CardText(key: "CardDemo.expanded", defaultValue: "expanded")]
}
extension FilterSheet: @unchecked Sendable {}
extension FilterSheet: SheetCard {
    public static let states: [State] = [.`peek`, .`half`, .`full`]
    public static let stateLabels: [CardText] = [CardText(key: "FilterSheet.peek", defaultValue: "peek"), CardText(key: "FilterSheet.half", defaultValue: "half"), CardText(key: "FilterSheet.full", defaultValue: "full")]
}
extension NowPlayingSheet: @unchecked Sendable {}
extension NowPlayingSheet: SheetCard {
    public static let states: [State] = [.`mini`, .`full`]
    public static let stateLabels: [CardText] = [CardText(key: "NowPlayingSheet.mini", defaultValue: "mini"), CardText(key: "NowPlayingSheet.full", defaultValue: "full")]
}
extension CardsStack: @unchecked Sendable {}
extension CardsStack: StackCard {
    public static let states: [State] = [.`collapsed`, .`expanded`]
    public static let stateLabels: [CardText] = [CardText(key: "CardsStack.collapsed", defaultValue: "collapsed"), CardText(key: "CardsStack.expanded", defaultValue: "expanded")]
}
extension ExpenseDeck: @unchecked Sendable {}
extension ExpenseDeck: DeckCard {
    public static let states: [State] = [.`center`, .`left`, .`right`]
    public static let stateLabels: [CardText] = [CardText(key: "ExpenseDeck.center", defaultValue: "center"), CardText(key: "ExpenseDeck.left", defaultValue: "left"), CardText(key: "ExpenseDeck.right", defaultValue: "right")]
}
extension PagingCarousel: @unchecked Sendable {}
extension PagingCarousel: CarouselCard {
    public static let states: [State] = [.`collapsed`, .`expanded`]
    public static let stateLabels: [CardText] = [CardText(key: "PagingCarousel.collapsed", defaultValue: "collapsed"), CardText(key: "PagingCarousel.expanded", defaultValue: "expanded")]
}
