public import CardEngine

/// A kind's frame that CardHost can place: the four typed interactions' frames (what an app's
/// host draws) conform, and the engine's index-based frames (what `cardc preview` draws) have the
/// same `scene(in:)`; each says only which kind it is, `CardScene` holds all of the geometry.
public protocol CardSceneFrame: CardFrame {
    /// This frame placed in `container` (the container the engine laid it out on).
    func scene(in container: CardContainer) -> CardScene
}

extension SheetInteraction.Frame: CardSceneFrame {
    /// The engine's `cardFrame` is already in the container (inside the side safe areas, from
    /// `cardTop` down to the keyboard's top or the bottom edge).
    public func scene(in container: CardContainer) -> CardScene {
        CardScene(container: container, drawing: .sheet(.init(cardFrame: cardFrame, headerHeight: headerHeight,
                                                               cornerRadius: cornerRadius, dimAlpha: dimAlpha)))
    }
}

extension SheetFrame {
    /// What the preview draws (the index-based frame; `SheetInteraction.Frame` is the typed one).
    package func scene(in container: CardContainer) -> CardScene {
        CardScene(container: container, drawing: .sheet(.init(cardFrame: cardFrame, headerHeight: headerHeight,
                                                               cornerRadius: cornerRadius, dimAlpha: dimAlpha)))
    }
}

extension StackInteraction.Frame: CardSceneFrame {
    public func scene(in container: CardContainer) -> CardScene { core.scene(in: container) }
}

extension StackFrame {
    /// The stack stands where the engine says (`StackLayout.base(in:)`: on the bottom safe area,
    /// the keyboard's top when it shows); its top edge is its height above that. The engine lays
    /// its cards out on the container's full width.
    package func scene(in container: CardContainer) -> CardScene {
        CardScene(container: container, drawing: .stack(self, top: StackLayout.base(in: container) - height))
    }
}

extension DeckFrame: CardSceneFrame {
    /// The deck's box is where the engine places it (`DeckLayout.origin(in:)`: centred in the
    /// safe area); its cards' frames are in the box's coordinates.
    public func scene(in container: CardContainer) -> CardScene {
        let origin = origin(in: container)
        return CardScene(container: container, drawing: .deck(self, originX: origin.x, originY: origin.y))
    }
}

extension CarouselInteraction.Frame: CardSceneFrame {
    public func scene(in container: CardContainer) -> CardScene { core.scene(in: container) }
}

extension CarouselFrame {
    /// The engine's page frames are already in the container.
    package func scene(in container: CardContainer) -> CardScene {
        CardScene(container: container, drawing: .carousel(self))
    }
}

extension CardHost where Interaction.Frame: CardSceneFrame {
    /// One display frame placed (`displayFrame(at:)`'s scene): what to draw at `time`, then what
    /// has come due reported to the observers.
    public func scene(at time: Double) -> CardScene {
        displayFrame(at: time).scene(in: container)
    }

    /// What to draw now, outside the display loop (`currentFrame` placed).
    public var currentScene: CardScene { currentFrame.scene(in: container) }

    /// What the card shows at `location` now (`currentScene.region(at:)`): an adapter asks this
    /// rather than reading its views.
    public func region(at location: CardVector) -> CardSceneRegion {
        currentScene.region(at: location)
    }
}
