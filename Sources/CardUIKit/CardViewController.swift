#if canImport(UIKit)
import UIKit
public import CardEngine
public import CardHost

/// Presents any generated card of any kind with the app's content inside (docs/runtime.md,
/// "CardUIKit"). It forwards what UIKit reports to `host` (CardHost, which decides
/// everything and is tested on Linux) and draws what the host answers:
/// - a display link only while `host.needsDisplayFrames`, never retaining this controller, stopped
///   when the view disappears;
/// - a pan recognizer that begins at touch-down on a moving card, and one tap recognizer for the
///   header, each beginning only where the host says the card takes it;
/// - the content's scroll view (`scrollView`): its pans and offset forwarded, its offset held while
///   the frame says so; no delegate is taken from it (a table view's delegate stays the app's);
/// - the keyboard, the safe area on all four edges and rotation, as the container's layout (the
///   host sends the engine a container only when it really changed);
/// - Reduce Motion whenever it changes; VoiceOver's value, adjustable, custom actions and escape.
/// Kind-specific drawing (a deck's overlays) reads `onFrame`. The controller sets
/// `host.onNeedsDisplayFramesChange` and `host.localize`; the host's other callbacks are the app's.
@MainActor
open class CardViewController<Interaction: CardInteraction>: UIViewController where Interaction.Frame: CardDrawableFrame {
    public let host: CardHost<Interaction>
    /// The app's content views, one per item (one for a sheet; a stack's, a deck's or a
    /// carousel's cards or pages).
    public let contentViews: [UIView]
    /// The content's scroll view, if it has one that hands off to the card.
    public let scrollView: UIScrollView?
    /// Called with every frame drawn, after the card views are placed.
    public var onFrame: (@MainActor (Interaction.Frame) -> Void)?

    private let cornerRadius: Double
    private let backdrop = UIView(frame: .zero)
    private let handle = CardAccessibilityHandle(frame: .zero)
    private var cardViews: [CardView] = []
    private let pan = CardPanGestureRecognizer(target: nil, action: nil)
    private let tap = UITapGestureRecognizer(target: nil, action: nil)
    private var targets: [CardActionTarget] = []
    private var observers: [any NSObjectProtocol] = []
    /// Between `viewWillAppear` and `viewDidDisappear`: frames are drawn only then.
    private var isShown = false
    private lazy var displayLink = CardDisplayLink { [weak self] time in
        self?.drawFrame(at: time)
    }

    /// `cornerRadius`: for a kind whose frame carries none (a deck), the configuration's.
    public init(_ interaction: Interaction, contentViews: [UIView], scrollView: UIScrollView? = nil, cornerRadius: Double = 0) {
        host = CardHost(interaction, clock: { CACurrentMediaTime() })
        self.contentViews = contentViews
        self.scrollView = scrollView
        self.cornerRadius = cornerRadius
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        nil
    }

    /// Adds this controller and its view to `parent`, covering its view.
    public func embed(in parent: UIViewController) {
        parent.addChild(self)
        view.frame = parent.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.view.addSubview(view)
        didMove(toParent: parent)
    }

    // MARK: View life

    override open func loadView() {
        let container = CardContainerView(frame: .zero)
        container.takesTouch = { [weak self] point in self?.takesTouch(at: point) ?? false }
        container.recognizerShouldBegin = { [weak self] recognizer in self?.shouldBegin(recognizer) ?? false }
        view = container
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        backdrop.backgroundColor = .black
        backdrop.alpha = 0
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backdrop)
        for content in contentViews {
            let card = CardView(content: content)
            card.performEscape = { [weak self] in self?.host.accessibilityEscape() ?? false }
            cardViews.append(card)
            view.addSubview(card)
        }
        view.addSubview(handle)
        wireRecognizers()
        wireAccessibility()
        host.localize = { Bundle.main.localizedString(forKey: $0.key, value: $0.defaultValue, table: CardText.table) }
        host.reduceMotion = UIAccessibility.isReduceMotionEnabled
        host.onNeedsDisplayFramesChange = { [weak self] needs in self?.updateDisplayLink(needs) }
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

    /// Keyboard frames (in screen coordinates) and Reduce Motion, while the view is shown.
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

    private func keyboardMoved(to end: CGRect?) {
        guard let end else { return }
        let frame = view.convert(end, from: nil)
        host.keyboardChanged(overlap: max(0, Double(view.bounds.maxY - frame.minY)))
    }

    // MARK: Frames

    private func updateDisplayLink(_ needed: Bool) {
        displayLink.isRunning = needed && isShown
        if !needed { draw(host.currentFrame) }
    }

    private func drawFrame(at time: Double) {
        draw(host.displayFrame(at: time))
    }

    private func draw(_ frame: Interaction.Frame) {
        backdrop.frame = view.bounds
        backdrop.alpha = CGFloat(frame.dimAlpha)
        for card in cardViews { card.isHidden = true }
        var top: CardView?
        frame.forEachPlacement(itemCount: cardViews.count) { placement in
            let card = cardViews[placement.item]
            let rect = placement.frame
            card.isHidden = false
            card.transform = .identity
            card.frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            card.transform = CGAffineTransform(rotationAngle: CGFloat(placement.rotation))
                .scaledBy(x: CGFloat(placement.scale), y: CGFloat(placement.scale))
            card.layer.cornerRadius = CGFloat(placement.cornerRadius ?? cornerRadius)
            view.bringSubviewToFront(card)
            top = card
        }
        if let top {
            handle.frame = CGRect(x: top.frame.minX, y: top.frame.minY, width: top.frame.width, height: 44)
            view.bringSubviewToFront(handle)
        }
        if let held = frame.heldContentOffset, let scrollView {
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(held) - scrollView.adjustedContentInset.top)
        }
        onFrame?(frame)
    }

    // MARK: Touches

    private func vector(_ point: CGPoint) -> CardVector {
        CardVector(x: Double(point.x), y: Double(point.y))
    }

    private func takesTouch(at point: CGPoint) -> Bool {
        backdrop.alpha > 0 || host.shouldBeginPan(at: vector(point))
    }

    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        let point = recognizer.location(in: view)
        if recognizer === tap { return host.shouldReceiveTap(at: vector(point)) }
        // Over the content's scroll view its own pan is forwarded instead (source `.content`).
        if let scrollView, scrollView.bounds.contains(recognizer.location(in: scrollView)) { return false }
        return host.shouldBeginPan(at: vector(point))
    }

    private func wireRecognizers() {
        let panTarget = CardActionTarget { [weak self] in
            guard let self else { return }
            self.forwardPan(self.pan, source: .card)
        }
        pan.addTarget(panTarget, action: CardActionTarget.selector)
        pan.beginsAtTouchDown = { [weak self] point in
            guard let self else { return false }
            return self.host.shouldBeginAtTouchDown(at: self.vector(point))
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
        handle.value = { [weak self] in self?.host.accessibilityValue ?? "" }
        handle.increment = { [weak self] in self?.host.accessibilityIncrement() }
        handle.decrement = { [weak self] in self?.host.accessibilityDecrement() }
        handle.actions = { [weak self] in self?.customActions() ?? [] }
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
    /// A generated sheet with the app's content inside it.
    public convenience init<Card: SheetCard>(_ card: Card.Type, content: UIView, scrollView: UIScrollView? = nil)
    where Interaction == SheetInteraction<Card.State> {
        self.init(SheetInteraction(card, container: Self.provisionalContainer), contentViews: [content], scrollView: scrollView)
    }

    /// A generated stack, one content view per card, the front card first.
    public convenience init<Card: StackCard>(_ card: Card.Type, cards: [UIView]) where Interaction == StackInteraction<Card.State> {
        self.init(StackInteraction(card, container: Self.provisionalContainer), contentViews: cards)
    }

    /// A generated deck, one content view per card (data index order).
    public convenience init<Card: DeckCard>(_ card: Card.Type, cards: [UIView]) where Interaction == DeckInteraction<Card.State> {
        self.init(DeckInteraction(card, container: Self.provisionalContainer, cardCount: cards.count), contentViews: cards,
                  cornerRadius: Card.configuration.appearance.cornerRadius)
    }

    /// A generated carousel, one content view per page; `scrollView` is the content the engine
    /// scrolls as the card grows (its offset is held to the frame's at all times).
    public convenience init<Card: CarouselCard>(_ card: Card.Type, pages: [UIView], scrollView: UIScrollView? = nil)
    where Interaction == CarouselInteraction<Card.State> {
        self.init(CarouselInteraction(card, container: Self.provisionalContainer, pageCount: pages.count), contentViews: pages,
                  scrollView: scrollView)
    }

    /// The engine is made before the view has a size; the first layout replaces this container
    /// before anything is drawn.
    static var provisionalContainer: CardContainer { CardContainer(device: .iPhone15) }
}
#endif
