import CardEngine
import CardHost
import Testing
import CardTestSupport

/// An adapter that draws only from its display link, when the link stops and on
/// `onNeedsRedraw` (CardUIKit's controller: docs/runtime.md, "The host layer") shows the current
/// scene after every call: a move without animation (one display frame reports its settle) and a
/// keyboard change at rest, which moves the card with no frame running (`onNeedsRedraw`).
@MainActor @Suite struct HostRedrawTests {
    /// What such an adapter last drew: the sheet's card frame of the scene it drew.
    final class Drawer {
        var drawn: CardRect?
        var redraws = 0
    }

    static func linkDrawer<Interaction: CardInteraction>(_ session: HostSession<Interaction>) -> Drawer where Interaction.Frame: CardSceneFrame {
        let drawer = Drawer()
        let host = session.host
        host.onNeedsDisplayFramesChange = { needs in
            if !needs { drawer.drawn = host.currentScene.view(at: 0)?.frame }
        }
        host.onNeedsRedraw = {
            drawer.redraws += 1
            drawer.drawn = host.currentScene.view(at: 0)?.frame
        }
        drawer.drawn = host.currentScene.view(at: 0)?.frame
        return drawer
    }

    @Test func aMoveWithoutAnimationIsDrawn() {
        let session = HostSession(SheetInteraction(GlideCard.self, container: CardContainer(width: 0, height: 0)))
        let host = session.host
        let drawer = Self.linkDrawer(session)
        session.runToRest()
        for target in [GlideCard.State.open, .closed, .compressed, .open] where target != host.state {
            let before = drawer.drawn
            host.move(to: target, animated: false)
            session.runToRest()
            expectEqual(drawer.drawn, host.currentScene.view(at: 0)?.frame)
            #expect(drawer.drawn != before, "the card moved to \(target) and is drawn there")
        }
    }

    @Test func aKeyboardChangeAtRestIsDrawnAndNoRedrawIsAskedWhileFramesRun() {
        let session = HostSession(SheetInteraction(GlideCard.self, container: CardContainer(width: 0, height: 0)))
        let host = session.host
        let drawer = Self.linkDrawer(session)
        session.runToRest()
        host.keyboardChanged(overlap: 300)
        session.runToRest()
        expectEqual(drawer.drawn, host.currentScene.view(at: 0)?.frame)
        // While frames run, each display frame draws: no redraw is asked for on top.
        host.move(to: host.state == .open ? .closed : .open, animated: true)
        #expect(host.needsDisplayFrames)
        let redraws = drawer.redraws
        host.keyboardChanged(overlap: 0)
        expectEqual(drawer.redraws, redraws)
        session.runToRest()
        expectEqual(drawer.drawn, host.currentScene.view(at: 0)?.frame)
    }
}
