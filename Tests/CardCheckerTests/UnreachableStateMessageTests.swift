import Testing
import CardTestSupport
import CardCompilerTestSupport

/// Issue 36, item 11: an `unreachable-state` message says what its verdict says and nothing
/// that contradicts it, and the same finding points at the same key on every device.
@Suite struct UnreachableStateMessageTests {
    static func sheet(upward: String, heights: [String], devices: String = "[iphone-se, iphone-15, iphone-15-pro-max]") -> String {
        let names = ["peek", "half", "full", "top"]
        return """
        version: 1
        name: S
        kind: sheet
        devices: \(devices)
        segments:
        \(heights.enumerated().map { "  - { name: \(names[$0.offset]), height: \($0.element) }" }.joined(separator: "\n"))
        initial: peek
        thresholds: { upward: \(upward) }

        """
    }

    /// The issue's sheet: on iphone-15-pro-max a drag goes from 'half' to 'full', but only a
    /// flick reaches 'half'. Before the fix its message there ended in "no sequence of gestures
    /// from 'peek' ends there" at the segment, while iphone-se and iphone-15 pointed at the
    /// threshold.
    @Test func theIssuesFlickOnlyStatePointsAtTheThresholdOnEveryDevice() throws {
        let yaml = Self.sheet(upward: "800", heights: ["80", "50%", "100%"])
        let full = TestSupport.diagnostics(yaml).filter { $0.rule == .unreachableState && $0.message.hasPrefix("state 'full'") }
        let devices = Set(full.flatMap(\.devices).map(\.name))
        expectEqual(devices, ["iphone-se", "iphone-15", "iphone-15-pro-max"])
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("upward: 800") }) + 1
        let column = try #require(lines[line - 1].range(of: "800")).lowerBound.utf16Offset(in: lines[line - 1]) + 1
        for d in full {
            expectEqual("\(d.location.line):\(d.location.column)", "\(line):\(column)")
            #expect(d.message.hasPrefix("state 'full' can only be reached by a flick, never by a drag: "), "\(d.message)")
            #expect(!d.message.contains("no sequence of gestures"), "\(d.message)")
        }
        #expect(full.contains { $0.message.contains("a drag from 'half' reaches it, but 'half' can only be reached by a flick") })
    }

    /// The class: over a grid of sheets, thresholds and devices, a warning (a state a flick or a
    /// tap reaches) never says that no gesture reaches it, and the findings of one state that
    /// come from one threshold point at that threshold on every device.
    @Test func noFindingContradictsItsVerdict() {
        let devices = "[iphone-se, iphone-15, iphone-15-pro-max, ipad-11]"
        var checked = 0
        for upward in ["200", "400", "600", "800", "1000"] {
            for heights in [["80", "50%", "100%"], ["80", "40%", "95%"], ["120", "45%", "90%"], ["60", "30%", "60%", "95%"], ["100", "300", "600"]] {
                let yaml = Self.sheet(upward: upward, heights: heights, devices: devices)
                let findings = TestSupport.diagnostics(yaml).filter { $0.rule == .unreachableState }
                for d in findings where d.severity == .warning {
                    checked += 1
                    #expect(!d.message.contains("no sequence of gestures") && !d.message.contains("can never be reached"), "\(d.message)")
                }
                // Every finding that names the upward threshold as its cause is at that threshold.
                let places = Set(findings.filter { $0.message.contains("a drag up from") }.map { "\($0.location.line):\($0.location.column)" })
                #expect(places.count <= 1, "\(yaml)\n\(findings.map(\.message))")
            }
        }
        #expect(checked > 10)
    }
}
