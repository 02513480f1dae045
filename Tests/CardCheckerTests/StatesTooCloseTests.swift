import CardEngine
import CardModel
import Testing
@testable import CardChecker
import CardTestSupport
import CardCompilerTestSupport

/// `states-too-close`: two restable heights nearer each other than a finger moves before a pan
/// begins (`GestureClass.panSlop`), found on every device profile the spec is checked on.
/// Rules are named by their ids here, so that the suite also runs against a checker without
/// the rule (and fails there).
@Suite struct StatesTooCloseTests {
    static let id = "states-too-close"

    static func sheet(_ segments: String, devices: String = "") -> String {
        """
        version: 1
        name: Crowded
        kind: sheet
        \(devices)
        segments:
        \(segments)
        """
    }

    static let crowded = sheet("""
          - { name: peek, height: 96 }
          - { name: half, height: 100 }
          - { name: full, height: 90% }
        """)

    static func found(_ yaml: String) -> [Diagnostic] {
        TestSupport.diagnostics(yaml).filter { $0.rule.rawValue == Self.id }
    }

    /// The sheet: peek 96 pt and half 100 pt lint clean before, though a drag from either
    /// begins only 10 pt away, past the other.
    @Test func statesFourPointsApartAreReportedOnEveryDevice() throws {
        let found = Self.found(Self.crowded)
        expectEqual(found.map(\.message), [
            "segment 'half' is 4 pt above 'peek' (100 pt and 96 pt), less than the 10 pt a finger moves before a drag begins: a drag short enough to stop between them does not begin",
        ])
        expectEqual(found.map(\.severity), [.warning])
        let spec = try #require(TestSupport.lint(Self.crowded).specs.first)
        let context = CheckContext(spec: spec)
        // Found on each device on its own (merged into one diagnostic, the same on all).
        let rule = try #require(RuleRegistry.rule(Self.id))
        let perDevice = rule.init().check(context)
        expectEqual(perDevice.count, context.devices.count)
        #expect(context.devices.count > 1)
        expectEqual(Set(perDevice.map(\.path)), ["segments.1.height"])
    }

    /// A percentage near a point height is too close on one screen only: 45% is 291.15 pt on
    /// iphone-se (usable 647 pt), 5.15 pt above 286 pt (printed to its 2x pixel); on the taller
    /// phones it is far above.
    @Test func aPercentageNearAPointHeightIsReportedOnTheDeviceWhereItIs() {
        let yaml = Self.sheet("""
              - { name: peek, height: 286 }
              - { name: half, height: 45% }
              - { name: full, height: 90% }
            """, devices: "devices: [iphone-se, iphone-15, iphone-15-pro-max]")
        let found = Self.found(yaml)
        expectEqual(found.map { $0.devices.map(\.name) }, [["iphone-se"]])
        expectEqual(found.map(\.message), [
            "segment 'half' is 5 pt above 'peek' (291 pt and 286 pt), less than the 10 pt a finger moves before a drag begins: a drag short enough to stop between them does not begin",
        ])
    }

    /// Ten points apart is far enough (strictly less is reported); one position is
    /// `coincident-segments`' and not this rule's; a height above the screen, where the card
    /// never rests, is neither.
    @Test func tenPointsApartOnePositionAndAboveTheScreenAreNotReported() {
        let apart = Self.sheet("""
              - { name: peek, height: 90 }
              - { name: half, height: 100 }
            """)
        #expect(Self.found(apart).isEmpty)
        let twins = Self.sheet("""
              - { name: peek, height: 100 }
              - { name: half, height: 100.1 }
              - { name: full, height: 400 }
            """, devices: "devices: [iphone-15]")
        #expect(Self.found(twins).isEmpty)
        #expect(TestSupport.diagnostics(twins).contains { $0.rule == .coincidentSegments })
        let above = Self.sheet("""
              - { name: peek, height: 100 }
              - { name: over, height: 2000 }
              - { name: more, height: 2005 }
            """)
        #expect(Self.found(above).isEmpty)
        let nearlyApart = Self.sheet("""
              - { name: peek, height: 90.01 }
              - { name: half, height: 100 }
            """)
        expectEqual(Self.found(nearlyApart).count, 1)
    }

    /// Two segments at one position are one state for this rule: `c` at `b`'s height is
    /// `coincident-segments`' (and `unreachable-state`'s), and the pair `b` and `a` is
    /// reported once, at `b`, not again at `c`.
    @Test func aSegmentAtAnEarlierOnesPositionIsNotReportedAgain() {
        let yaml = Self.sheet("""
              - { name: a, height: 100 }
              - { name: b, height: 105 }
              - { name: c, height: 105 }
              - { name: full, height: 400 }
            """, devices: "devices: [iphone-15]")
        expectEqual(Self.found(yaml).map { $0.message.prefix(while: { $0 != "(" }) },
                    ["segment 'b' is 5 pt above 'a' "])
        #expect(TestSupport.diagnostics(yaml).contains { $0.rule == .coincidentSegments })
    }
}
