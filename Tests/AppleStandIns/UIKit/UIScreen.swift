// https://developer.apple.com/documentation/uikit/uiscreen
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UIScreen: NSObject {
    // The screen's coordinate space: the keyboard's frame is given in it.
    // https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    @available(iOS 8.0, macCatalyst 13.1, *)
    open var coordinateSpace: any UICoordinateSpace { UIView(frame: .zero) }
}
