import CardEngine
import Testing
@testable import CardHost

/// The keyboard's frame, converted into the container's coordinates, becomes how far it covers
/// the container from its bottom edge. The cases are the ones a window that is not the whole
/// screen meets (Split View, Slide Over, Stage Manager) and an iPad's floating keyboard.
@Suite struct CardKeyboardOverlapTests {
    static let width = 393.0
    static let height = 852.0

    static func overlap(_ keyboard: CardRect) -> Double {
        CardKeyboardOverlap.overlap(keyboard: keyboard, containerWidth: width, containerHeight: height)
    }

    @Test func aDockedKeyboardCoversFromItsTopEdgeToTheBottom() {
        let keyboard = CardRect(x: 0, y: Self.height - 336, width: Self.width, height: 336)
        #expect(Self.overlap(keyboard) == 336)
    }

    /// A window that ends above the screen's bottom (Stage Manager): the keyboard, converted from
    /// the screen's space, has its top edge 100 pt above the window's bottom and reaches past it,
    /// so it covers those 100 pt.
    @Test func aKeyboardReachingPastTheBottomCoversOnlyTheWindow() {
        let keyboard = CardRect(x: -200, y: Self.height - 100, width: 1366, height: 336)
        #expect(Self.overlap(keyboard) == 100)
    }

    @Test func aKeyboardBelowOrBesideTheContainerCoversNothing() {
        #expect(Self.overlap(CardRect(x: 0, y: Self.height + 20, width: Self.width, height: 336)) == 0)
        #expect(Self.overlap(CardRect(x: Self.width + 10, y: Self.height - 336, width: 600, height: 336)) == 0)
        #expect(Self.overlap(CardRect(x: -700, y: Self.height - 336, width: 690, height: 336)) == 0)
    }

    /// An iPad's floating keyboard over the middle of the window: the card does not stand on it.
    @Test func aFloatingKeyboardThatDoesNotReachTheBottomCoversNothing() {
        #expect(Self.overlap(CardRect(x: 40, y: 300, width: 320, height: 250)) == 0)
    }

    @Test func anEmptyOrNonFiniteFrameCoversNothing() {
        #expect(Self.overlap(CardRect(x: 0, y: Self.height, width: 0, height: 0)) == 0)
        #expect(Self.overlap(CardRect(x: 0, y: .nan, width: Self.width, height: 300)) == 0)
        #expect(Self.overlap(CardRect(x: 0, y: -.infinity, width: Self.width, height: .infinity)) == 0)
    }

    /// A keyboard taller than the window covers all of it, never more.
    @Test func theOverlapIsAtMostTheContainersHeight() {
        #expect(Self.overlap(CardRect(x: 0, y: -50, width: Self.width, height: Self.height + 100)) == Self.height)
    }
}
