import Testing
import CardEngine
import CardTestSupport

/// The typed stack API an app calls (only public API: `import CardEngine`, not @testable).
@Suite struct StackInteractionTests {
    /// As generated for examples/cards-stack.card.yaml.
    enum State: String, CaseIterable, Sendable { case collapsed, expanded }
    enum Wrong: String, CaseIterable, Sendable { case closed, open }
    enum TooMany: String, CaseIterable, Sendable { case collapsed, expanded, hidden }

    static let config = StackConfiguration(cardHeight: 200, offset: 40, spacing: .init(leading: 8, trailing: 8, vertical: 8),
                                           collapsedHeight: 200, expandedHeight: 500, cards: 5)
    static let phone = CardContainer(width: 375, height: 667)

    @Test func namesMustMatchTheStacksStates() {
        #expect(StackInteraction<Wrong>(configuration: Self.config, container: Self.phone, initial: .closed) == nil)
        #expect(StackInteraction<TooMany>(configuration: Self.config, container: Self.phone, initial: .collapsed) == nil)
        let stack = StackInteraction<State>(configuration: Self.config, container: Self.phone, initial: .expanded)
        #expect(stack?.state == .expanded)
        #expect(stack?.frame(at: 0).height == 500)
    }

    @Test func aDragExpandsAndTellsWhatHappened() throws {
        var stack = try #require(StackInteraction<State>(configuration: Self.config, container: Self.phone, initial: .collapsed))
        _ = stack.handle(.pan(PanEvent(.began, time: 0)))
        _ = stack.handle(.pan(PanEvent(.changed, translation: CardVector(x: 0, y: -60), time: 0.1)))
        expectEqual(stack.frame(at: 0.1).height, 260)
        #expect(stack.frame(at: 0.1).isDragging)
        let lift = stack.handle(.pan(PanEvent(.ended, translation: CardVector(x: 0, y: -60), velocity: CardVector(x: 0, y: -300), time: 0.1)))
        expectEqual(lift.willSettle, .expanded)
        #expect(lift.stateChanged?.from == .collapsed && lift.stateChanged?.to == .expanded)
        expectEqual(stack.state, .expanded)
        expectEqual(stack.advance(to: 5).didSettle, .expanded)
        let frame = stack.frame(at: 5)
        #expect(frame.state == .expanded && frame.isResting && frame.height == 500)
        expectEqual(frame.cardFrame(2), CardRect(x: 8, y: 416, width: 359, height: 200))
        expectEqual(frame.cornerRadius, 0)
    }

    @Test func accessibilityNamesTheStateAndOffersTheOtherAndAdjusts() throws {
        var stack = try #require(StackInteraction<State>(configuration: Self.config, container: Self.phone, initial: .collapsed))
        expectEqual(stack.accessibilityValue.defaultValue, "collapsed")
        expectEqual(stack.accessibilityActions.map(\.name.defaultValue), ["expanded"])
        expectEqual(stack.accessibilityDecrement(time: 0).willSettle, nil)
        let up = stack.accessibilityIncrement(time: 0)
        #expect(up.willSettle == .expanded && stack.state == .expanded)
        expectEqual(stack.accessibilityValue.defaultValue, "expanded")
        expectEqual(stack.accessibilityActions.map(\.name.defaultValue), ["collapsed"])
        let action = try #require(stack.accessibilityActions.first)
        expectEqual(stack.perform(action, time: 1).willSettle, .collapsed)
        // A stack whose upward threshold is past its travel never expands by a gesture: no action.
        var stuck = Self.config
        stuck.thresholds.upward = 400
        let locked = try #require(StackInteraction<State>(configuration: stuck, container: Self.phone, initial: .collapsed))
        #expect(locked.accessibilityActions.isEmpty)
    }
}
