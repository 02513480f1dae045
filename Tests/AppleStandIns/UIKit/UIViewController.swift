// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, macCatalyst 13.1, *)
@MainActor open class UIViewController: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    public required init?(coder: NSCoder) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    @available(iOS 2.0, macCatalyst 13.1, *)
    open var view: UIView!

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitcollection
    @available(iOS 8.0, macCatalyst 13.1, *)
    open var traitCollection: UITraitCollection { UITraitCollection() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func loadView() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func viewDidLoad() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func viewWillAppear(_ animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    @available(iOS 2.0, macCatalyst 13.1, *)
    open func viewDidDisappear(_ animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()
    @available(iOS 11.0, macCatalyst 13.1, *)
    open func viewSafeAreaInsetsDidChange() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    @available(iOS 5.0, macCatalyst 13.1, *)
    open func viewDidLayoutSubviews() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, macCatalyst 13.1, *)
    open func addChild(_ childController: UIViewController) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, macCatalyst 13.1, *)
    open func didMove(toParent parent: UIViewController?) {}
}
