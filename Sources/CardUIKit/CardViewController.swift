#if canImport(UIKit)
import UIKit
public import CardEngine
public import CardHost

/// Presents any generated card of any kind with the app's content inside, views or view
/// controllers (docs/runtime.md, "CardUIKit"). It forwards what UIKit reports to `host`
/// (CardHost, which decides everything and is tested on Linux) and draws the scene the host
/// places (`CardScene`: every view's centre, size, rotation, scale, order, alpha and corner
/// radius, the backdrop's dim, the clip, the accessibility element's frame) and nothing else:
/// - a display link only while `host.needsDisplayFrames`, at CardHost's frame-rate range, never
///   retaining this controller, stopped when the view disappears;
/// - a pan recognizer and one tap recognizer for the header, each beginning only where the host
///   says (`touchRoute`, `shouldReceiveTap`); the pan begins at touch-down on a moving card, over
///   its scroll content too;
/// - the content's scroll view (`scrollView`): its pans and offset forwarded, its offset held while
///   the frame says so; no delegate is taken from it (a table view's delegate stays the app's);
/// - the keyboard (its frame converted from the screen's coordinate space), the safe area on all
///   four edges and rotation, as the container's layout;
/// - Reduce Motion whenever it changes; VoiceOver's label, value, adjustable, custom actions and
///   escape, on one accessibility element that is not a view (it takes no touches).
/// Kind-specific drawing (a deck's overlays) reads `onFrame`; a dismissable sheet's switch and
/// report are `isDismissalEnabled` and `onDismiss` (the host's). The controller sets
/// `host.onNeedsDisplayFramesChange`, `host.onNeedsRedraw`, `host.localize` and `host.label`; the host's other
/// callbacks are the app's.
@MainActor
open class CardViewController<Interaction: CardInteraction>: UIViewController where Interaction.Frame: CardSceneFrame {
    public let host: CardHost<Interaction>
    /// The content's scroll view, if it has one that hands off to the card.
    public let scrollView: UIScrollView?
    /// Called with every frame drawn, after the card views are placed.
    public var onFrame: (@MainActor (Interaction.Frame) -> Void)?

    /// Whether a gesture or VoiceOver may dismiss a dismissable sheet (`dismissal` in its spec):
    /// `host.isDismissalEnabled`, set at any time (UIKit's `isModalInPresentation`, inverted).
    /// Off, a release that would dismiss springs back; a move to the dismissed state still works.
    public var isDismissalEnabled: Bool {
        get { host.isDismissalEnabled }
        set { host.isDismissalEnabled = newValue }
    }

    /// Called when the card enters its dismissed state, whatever took it there (a drag, a flick,
    /// VoiceOver, a move): `host.onDismiss`, where the app removes the card (`unembed()`).
    public var onDismiss: (@MainActor () -> Void)? {
        get { host.onDismiss }
        set { host.onDismiss = newValue }
    }

    /// One card's content, in item order (a stack's front card first, a deck's data index, a
    /// carousel's page).
    enum Content {
        case view(UIView)
        /// Added as a child of this controller when the view loads (`CardChildContainment`).
        case controller(UIViewController)
    }

    private var contents: [Content]
    private let backdrop = UIView(frame: .zero)
    /// Holds the card views; clips them to the scene's `clip` when it has one.
    private let clipView = UIView(frame: .zero)
    private lazy var handle = CardAccessibilityHandle(container: view)
    private var cardViews: [CardView] = []
    private let pan = CardPanGestureRecognizer(target: nil, action: nil)
    private let tap = UITapGestureRecognizer(target: nil, action: nil)
    private var targets: [CardActionTarget] = []
    private var observers: [any NSObjectProtocol] = []
    /// Between `viewWillAppear` and `viewDidDisappear`: frames are drawn only then.
    private var isShown = false
    private lazy var displayLink = CardDisplayLink(frameRateRange: .cardMotion) { [weak self] time in
        self?.drawFrame(at: time)
    }

    init(_ interaction: Interaction, contents: [Content], scrollView: UIScrollView?) {
        host = CardHost(interaction, clock: { CACurrentMediaTime() })
        self.contents = contents
        self.scrollView = scrollView
        super.init(nibName: nil, bundle: nil)
    }

    /// Any interaction, one content view per item.
    public convenience init(_ interaction: Interaction, contentViews: [UIView], scrollView: UIScrollView? = nil) {
        self.init(interaction, contents: contentViews.map(Content.view), scrollView: scrollView)
    }

    /// Any interaction, one view controller per item: each becomes this controller's child, its
    /// view inside its card.
    public convenience init(_ interaction: Interaction, contentControllers: [UIViewController], scrollView: UIScrollView? = nil) {
        self.init(interaction, contents: contentControllers.map(Content.controller), scrollView: scrollView)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        nil
    }

    /// Adds this controller to `parent` as a child, its view covering the parent's.
    public func embed(in parent: UIViewController) {
        CardChildContainment.add(self, to: parent) { view in
            view.frame = parent.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.view.addSubview(view)
        }
    }

    /// Removes this controller and its view from its parent, in the reverse order of `embed(in:)`.
    public func unembed() {
        CardChildContainment.remove(self, view: view)
    }

    // MARK: View life

    override open func loadView() {
        let container = CardContainerView(frame: .zero)
        container.takesTouch = { [weak self] point in
            guard let self else { return false }
            return self.host.takesTouch(at: self.vector(point))
        }
        container.recognizerShouldBegin = { [weak self] recognizer in self?.shouldBegin(recognizer) ?? false }
        container.performEscape = { [weak self] in self?.host.accessibilityEscape() ?? false }
        view = container
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        backdrop.backgroundColor = .black
        backdrop.alpha = 0
        view.addSubview(backdrop)
        view.addSubview(clipView)
        for content in contents { addCard(content) }
        wireRecognizers()
        wireAccessibility()
        host.localize = { Bundle.main.localizedString(forKey: $0.key, value: $0.defaultValue, table: CardText.table) }
        host.reduceMotion = UIAccessibility.isReduceMotionEnabled
        host.onNeedsDisplayFramesChange = { [weak self] needs in self?.updateDisplayLink(needs) }
        host.onNeedsRedraw = { [weak self] in self?.redrawAtRest() }
    }

    /// Cards added after the others (a deck's `appendCards`): kept for `viewDidLoad`, or added now.
    func append(_ new: [Content]) {
        contents += new
        guard isViewLoaded else { return }
        for content in new { addCard(content) }
        updateAccessibilityElements()
    }

    /// A card view holding `content`; a view controller becomes a child, its view in the card.
    private func addCard(_ content: Content) {
        switch content {
        case .view(let content): addCardView(holding: content)
        case .controller(let child): CardChildContainment.add(child, to: self) { self.addCardView(holding: $0) }
        }
    }

    private func addCardView(holding content: UIView) {
        let card = CardView(content: content)
        cardViews.append(card)
        clipView.addSubview(card)
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isShown = true
        observeSystem()
        // Reduce Motion may have changed while the view was away (no notification arrives then).
        host.reduceMotion = UIAccessibility.isReduceMotionEnabled
        updateDisplayLink(host.needsDisplayFrames)
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isShown = false
        displayLink.isRunning = false
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    override open func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        sendLayout()
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Placing the card views below lays them out, which can come back here: the host sends
        // the engine nothing while the container is the same.
        sendLayout()
        if !displayLink.isRunning { draw(host.currentFrame) }
    }

    // MARK: Container

    private func sendLayout() {
        let insets = view.safeAreaInsets
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let safeArea = CardEdgeInsets(top: Double(insets.top), leading: Double(rightToLeft ? insets.right : insets.left),
                                      bottom: Double(insets.bottom), trailing: Double(rightToLeft ? insets.left : insets.right))
        host.layout(width: Double(view.bounds.width), height: Double(view.bounds.height), safeArea: safeArea,
                    scale: Double(traitCollection.displayScale))
    }

    /// Keyboard frames and Reduce Motion, while the view is shown.
    private func observeSystem() {
        guard observers.isEmpty else { return }
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            MainActor.assumeIsolated { self?.keyboardMoved(to: end) }
        })
        observers.append(center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.host.reduceMotion = UIAccessibility.isReduceMotionEnabled }
        })
    }

    /// The keyboard's end frame is in the screen's coordinate space (Apple:
    /// `keyboardFrameEndUserInfoKey`), not the window's: in Split View, Slide Over and Stage
    /// Manager the two differ. Converted from the screen this view is on; CardHost decides what it
    /// covers.
    private func keyboardMoved(to end: CGRect?) {
        guard let end, let screen = view.window?.windowScene?.screen else { return }
        host.keyboardChanged(frame: rect(view.convert(end, from: screen.coordinateSpace)))
    }

    // MARK: Frames

    /// The card changed at rest (no display link runs to show it): drawn once, if shown.
    private func redrawAtRest() {
        if isShown, !displayLink.isRunning { draw(host.currentFrame) }
    }

    private func updateDisplayLink(_ needed: Bool) {
        displayLink.isRunning = needed && isShown
        if !needed { draw(host.currentFrame) }
    }

    private func drawFrame(at time: Double) {
        draw(host.displayFrame(at: time))
    }

    /// Draws the frame's scene as CardHost placed it: the backdrop, the clip, each view by size,
    /// centre and transform (never by `frame`, which is undefined under a transform), back to
    /// front, and the accessibility element's frame. Views the scene does not place are hidden.
    private func draw(_ frame: Interaction.Frame) {
        let scene = frame.scene(in: host.container)
        let container = CardRect(x: 0, y: 0, width: scene.container.width, height: scene.container.height)
        place(backdrop, at: container)
        backdrop.alpha = CGFloat(scene.dimAlpha)
        // The clip view's bounds start where it sits, so the card views inside it are placed in
        // the container's coordinates.
        let clip = scene.clip ?? container
        clipView.bounds = cgRect(clip)
        clipView.center = CGPoint(x: clip.midX, y: clip.midY)
        clipView.clipsToBounds = scene.clip != nil
        for card in cardViews { card.isHidden = true }
        for index in 0..<scene.viewCount {
            guard let placement = scene.view(at: index), cardViews.indices.contains(placement.item) else { continue }
            let card = cardViews[placement.item]
            card.isHidden = placement.alpha <= 0
            card.alpha = CGFloat(placement.alpha)
            card.bounds = CGRect(x: 0, y: 0, width: placement.frame.width, height: placement.frame.height)
            card.center = CGPoint(x: placement.center.x, y: placement.center.y)
            card.transform = CGAffineTransform(rotationAngle: CGFloat(placement.rotation))
                .scaledBy(x: CGFloat(placement.scale), y: CGFloat(placement.scale))
            card.layer.cornerRadius = CGFloat(placement.cornerRadius)
            clipView.bringSubviewToFront(card)
        }
        handle.isAccessibilityElement = scene.accessibilityFrame != nil
        handle.accessibilityFrameInContainerSpace = scene.accessibilityFrame.map(cgRect) ?? .zero
        if let held = frame.heldContentOffset, let scrollView {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(held) - scrollView.adjustedContentInset.top)
        }
        onFrame?(frame)
    }

    /// An untransformed view at `rect` (in its superview's coordinates).
    private func place(_ view: UIView, at rect: CardRect) {
        view.bounds = CGRect(x: 0, y: 0, width: rect.width, height: rect.height)
        view.center = CGPoint(x: rect.midX, y: rect.midY)
    }

    private func cgRect(_ rect: CardRect) -> CGRect {
        CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    private func rect(_ rect: CGRect) -> CardRect {
        CardRect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    // MARK: Touches

    private func vector(_ point: CGPoint) -> CardVector {
        CardVector(x: Double(point.x), y: Double(point.y))
    }

    /// Where CardHost sends a touch of `recognizer`, given whether it is on the content's scroll view.
    private func route(of recognizer: UIGestureRecognizer) -> CardTouchRoute {
        let overScrollContent = scrollView.map { $0.bounds.contains(recognizer.location(in: $0)) } ?? false
        return host.touchRoute(at: vector(recognizer.location(in: view)), overScrollContent: overScrollContent)
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === tap { return host.shouldReceiveTap(at: vector(recognizer.location(in: view))) }
        // Over the content's scroll view of a resting card its own pan is forwarded instead
        // (source `.content`); a moving card is caught there too.
        switch route(of: recognizer) {
        case .card, .cardAtTouchDown: return true
        case .content, .none: return false
        }
    }

    private func wireRecognizers() {
        let panTarget = CardActionTarget { [weak self] in
            guard let self else { return }
            self.forwardPan(self.pan, source: .card)
        }
        pan.addTarget(panTarget, action: CardActionTarget.selector)
        pan.beginsAtTouchDown = { [weak self] recognizer in
            self?.route(of: recognizer) == .cardAtTouchDown
        }
        view.addGestureRecognizer(pan)
        let tapTarget = CardActionTarget { [weak self] in
            guard let self, self.tap.state == .ended else { return }
            self.host.tap(at: self.vector(self.tap.location(in: self.view)))
        }
        tap.addTarget(tapTarget, action: CardActionTarget.selector)
        view.addGestureRecognizer(tap)
        targets = [panTarget, tapTarget]
        if let scrollView {
            let contentTarget = CardActionTarget { [weak self] in
                guard let self else { return }
                self.host.contentOffsetChanged(Double(scrollView.contentOffset.y + scrollView.adjustedContentInset.top))
                self.forwardPan(scrollView.panGestureRecognizer, source: .content)
            }
            scrollView.panGestureRecognizer.addTarget(contentTarget, action: CardActionTarget.selector)
            targets.append(contentTarget)
        }
    }

    private func forwardPan(_ recognizer: UIPanGestureRecognizer, source: PanEvent.Source) {
        let phase: PanReport.Phase
        switch recognizer.state {
        case .began: phase = .began
        case .changed: phase = .changed
        case .ended: phase = .ended
        case .cancelled: phase = .cancelled
        case .failed: phase = .failed
        default: return
        }
        report(recognizer, phase: phase, source: source)
    }

    private func report(_ recognizer: UIPanGestureRecognizer, phase: PanReport.Phase, source: PanEvent.Source) {
        host.pan(PanReport(phase, location: vector(recognizer.location(in: view)),
                           translation: vector(recognizer.translation(in: view)),
                           velocity: vector(recognizer.velocity(in: view)),
                           touches: max(1, recognizer.numberOfTouches), source: source))
    }

    // MARK: Accessibility

    private func wireAccessibility() {
        handle.label = { [weak self] in self?.host.accessibilityLabel ?? "" }
        handle.value = { [weak self] in self?.host.accessibilityValue ?? "" }
        handle.increment = { [weak self] in self?.host.accessibilityIncrement() }
        handle.decrement = { [weak self] in self?.host.accessibilityDecrement() }
        handle.performEscape = { [weak self] in self?.host.accessibilityEscape() ?? false }
        handle.actions = { [weak self] in self?.customActions() ?? [] }
        updateAccessibilityElements()
    }

    /// The card's element first, then the cards with the app's elements inside (hidden cards are
    /// skipped by VoiceOver).
    private func updateAccessibilityElements() {
        view.accessibilityElements = [handle] + cardViews
    }

    /// The host's actions now (a sheet offers the states one gesture reaches from its state).
    private func customActions() -> [UIAccessibilityCustomAction] {
        host.accessibilityActions.map { action in
            UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                MainActor.assumeIsolated { self?.host.perform(action.action) ?? false }
            }
        }
    }
}

extension CardViewController {
    /// A generated sheet with the app's content view inside it.
    public convenience init<Card: SheetCard>(_ card: Card.Type, content: UIView, scrollView: UIScrollView? = nil)
    where Interaction == SheetInteraction<Card.State> {
        self.init(SheetInteraction(card, container: Self.provisionalContainer), contents: [.view(content)], scrollView: scrollView)
        host.label = CardLabel.text(for: card)
    }

    /// A generated sheet with the app's view controller inside it (a child of this controller).
    public convenience init<Card: SheetCard>(_ card: Card.Type, content: UIViewController, scrollView: UIScrollView? = nil)
    where Interaction == SheetInteraction<Card.State> {
        self.init(SheetInteraction(card, container: Self.provisionalContainer), contents: [.controller(content)], scrollView: scrollView)
        host.label = CardLabel.text(for: card)
    }

    /// A generated stack, one content view per card, the front card first.
    public convenience init<Card: StackCard>(_ card: Card.Type, cards: [UIView]) where Interaction == StackInteraction<Card.State> {
        self.init(StackInteraction(card, container: Self.provisionalContainer), contents: cards.map(Content.view), scrollView: nil)
        host.label = CardLabel.text(for: card)
    }

    /// A generated stack, one view controller per card (children of this controller), the front
    /// card first.
    public convenience init<Card: StackCard>(_ card: Card.Type, cards: [UIViewController]) where Interaction == StackInteraction<Card.State> {
        self.init(StackInteraction(card, container: Self.provisionalContainer), contents: cards.map(Content.controller), scrollView: nil)
        host.label = CardLabel.text(for: card)
    }

    /// A generated deck, one content view per card (data index order).
    public convenience init<Card: DeckCard>(_ card: Card.Type, cards: [UIView]) where Interaction == DeckInteraction<Card.State> {
        self.init(DeckInteraction(card, container: Self.provisionalContainer, cardCount: cards.count), contents: cards.map(Content.view),
                  scrollView: nil)
        host.label = CardLabel.text(for: card)
    }

    /// A generated deck, one view controller per card (children of this controller, data index order).
    public convenience init<Card: DeckCard>(_ card: Card.Type, cards: [UIViewController]) where Interaction == DeckInteraction<Card.State> {
        self.init(DeckInteraction(card, container: Self.provisionalContainer, cardCount: cards.count), contents: cards.map(Content.controller),
                  scrollView: nil)
        host.label = CardLabel.text(for: card)
    }

    /// Appends cards to a deck at any time (a feed): each view becomes a card after the last (its
    /// data index follows theirs), then the host appends them to the engine
    /// (`host.appendCards`), so the scene never names a card that has no view.
    public func appendCards<DeckState>(_ cards: [UIView]) where Interaction == DeckInteraction<DeckState> {
        append(cards.map(Content.view))
        host.appendCards(cards.count)
    }

    /// Appends cards to a deck at any time, one view controller per card (each becomes a child).
    public func appendCards<DeckState>(_ cards: [UIViewController]) where Interaction == DeckInteraction<DeckState> {
        append(cards.map(Content.controller))
        host.appendCards(cards.count)
    }

    /// A generated carousel, one content view per page; `scrollView` is the content the engine
    /// scrolls as the card grows (its offset is held to the frame's at all times).
    public convenience init<Card: CarouselCard>(_ card: Card.Type, pages: [UIView], scrollView: UIScrollView? = nil)
    where Interaction == CarouselInteraction<Card.State> {
        self.init(CarouselInteraction(card, container: Self.provisionalContainer, pageCount: pages.count), contents: pages.map(Content.view),
                  scrollView: scrollView)
        host.label = CardLabel.text(for: card)
    }

    /// A generated carousel, one view controller per page (children of this controller).
    public convenience init<Card: CarouselCard>(_ card: Card.Type, pages: [UIViewController], scrollView: UIScrollView? = nil)
    where Interaction == CarouselInteraction<Card.State> {
        self.init(CarouselInteraction(card, container: Self.provisionalContainer, pageCount: pages.count),
                  contents: pages.map(Content.controller), scrollView: scrollView)
        host.label = CardLabel.text(for: card)
    }

    /// The engine is made before the view has a size; the first layout replaces this container
    /// before anything is drawn.
    static var provisionalContainer: CardContainer { CardContainer(device: .iPhone15) }
}
#endif
