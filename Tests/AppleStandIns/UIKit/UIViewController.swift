// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView!

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()
    open func viewSafeAreaInsetsDidChange() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, *)
    open func removeFromParent() {}
}
