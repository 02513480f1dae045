import CardEngine
import Foundation
import Testing
@testable import CardCommands
@testable import CardGeneration
@testable import CardChecker
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// `orientations: [portrait, landscape]`: every rule runs on every device in each orientation the
/// spec (or `.cardc.yml`) names, and a finding says which (`on iphone-se (landscape)`).
@Suite struct OrientationTests {
    static let sheet = """
        version: 1
        name: Turned
        kind: sheet
        devices: [iphone-se, iphone-15]
        orientations: [portrait, landscape]
        segments:
          - { name: low, height: 100 }
          - { name: high, height: 380 }
        """

    @Test func landscapeProfilesSwapTheSidesAndUseTheirOwnSafeAreas() {
        let se = DeviceProfile.iPhoneSE.turned(to: .landscape)
        expectEqual(se.name, "iphone-se, landscape")
        #expect((se.width, se.height, se.safeAreaTop, se.safeAreaBottom) == (667, 375, 0, 0))
        let fifteen = DeviceProfile.iPhone15.turned(to: .landscape)
        #expect((fifteen.width, fifteen.height, fifteen.safeAreaTop, fifteen.safeAreaBottom) == (852, 393, 0, 21))
        let pad = DeviceProfile.iPad11.turned(to: .landscape)
        #expect((pad.width, pad.height, pad.safeAreaTop) == (1194, 834, 24))
        expectEqual(DeviceProfile.iPhoneSE.turned(to: .portrait), .iPhoneSE)
        expectEqual(se.turned(to: .landscape), se)
    }

    @Test func aSegmentThatFitsUprightButNotTurnedIsReportedInLandscape() {
        let found = TestSupport.diagnostics(Self.sheet)
        // 380 pt: under every upright screen, above the SE's 375 pt landscape height; and inside
        // the iPhone 15's landscape (393 pt, no top inset): fine there.
        let bounds = found.filter { $0.rule == .segmentBounds }
        #expect(bounds.count == 1, "\(found)")
        #expect(bounds.first?.devices == [DiagnosticDevice(name: "iphone-se", orientation: .landscape)])
        #expect(bounds.first?.location.line == 8)
        #expect(!found.contains { $0.devices.contains { $0.orientation == .portrait } }, "portrait is clean: \(found)")
    }

    @Test func portraitOnlyByDefaultAndFromTheConfiguration() throws {
        let upright = Self.sheet.replacingOccurrences(of: "orientations: [portrait, landscape]\n", with: "")
        #expect(TestSupport.diagnostics(upright).isEmpty)
        let (configuration, problems) = CheckConfiguration.parse(Array("orientations: [landscape]\n".utf8), path: ".cardc.yml")
        #expect(problems.isEmpty)
        expectEqual(configuration.defaultOrientations, [.landscape])
        let linter = Linter(configuration: configuration)
        let result = linter.lint(Array(upright.utf8), path: "t.card.yaml")
        #expect(result.diagnostics.contains { $0.devices.first == DiagnosticDevice(name: "iphone-se", orientation: .landscape) }, "\(result.diagnostics)")
    }

    @Test func orientationsAreCheckedAndGenerated() throws {
        let twice = TestSupport.diagnostics(Self.sheet.replacingOccurrences(of: "[portrait, landscape]", with: "[landscape, landscape]"))
        expectEqual(twice.map(\.rule), [.invalidValue])
        let wrong = TestSupport.diagnostics(Self.sheet.replacingOccurrences(of: "[portrait, landscape]", with: "[sideways]"))
        expectEqual(wrong.map(\.rule), [.invalidValue])
        let fine = Self.sheet.replacingOccurrences(of: "height: 380", with: "height: 300")
        let spec = try #require(TestSupport.spec(fine))
        expectEqual(spec.checkedProfiles.map(\.name), ["iphone-se", "iphone-se, landscape", "iphone-15", "iphone-15, landscape"])
        #expect(SwiftGenerator().generate(spec, sourcePath: "x").contents.contains("orientations: [DeviceOrientation] = [.portrait, .landscape]"))
    }
}
