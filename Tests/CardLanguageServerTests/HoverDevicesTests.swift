import Testing
@testable import CardLanguageServer
@testable import CardSupport
import CardTestSupport

/// Hover on a length shows it on the spec's own devices and orientations, also while another
/// key of the spec has an input error (and the spec does not decode): never on the built-in
/// defaults the spec does not name.
@Suite struct HoverDevicesTests {
    static func spec(threshold: String) -> String {
        """
        version: 1
        name: Glide
        kind: sheet
        devices: [iphone-se]
        orientations: [portrait, landscape]
        segments:
          - { name: closed, height: 80 }
          - { name: open, height: 45% }
        thresholds: { upward: \(threshold) }

        """
    }

    static func hover(_ text: String, uri: String) -> String {
        let server = LanguageServerTests.started()
        LanguageServerTests.open(server, uri, text)
        return server.handle(LanguageServerTests.at("textDocument/hover", uri, 7, 28)).first?["result"]?["contents"]?["value"]?.string ?? ""
    }

    @Test func aSpecWithAnInputErrorShowsItsOwnDevices() {
        let clean = Self.hover(Self.spec(threshold: "40"), uri: "file:///nowhere/clean.card.yaml")
        // Grouped by device as findings list devices: both orientations' heights, then the device.
        #expect(clean.hasPrefix("`45%`: 291 pt and ") && clean.hasSuffix(" pt on iphone-se (portrait and landscape)"), "\(clean)")
        #expect(!clean.contains("iphone-15"), "\(clean)")
        // `40pt` is an input error: the spec does not decode, but its devices do.
        let broken = Self.hover(Self.spec(threshold: "40pt"), uri: "file:///nowhere/broken.card.yaml")
        expectEqual(broken, clean)
    }

    /// While `devices` itself has the error, the devices cannot be known: the defaults are shown,
    /// as before (and the error says why).
    @Test func aSpecWhoseDevicesHaveAnErrorShowsTheDefaults() {
        let text = Self.spec(threshold: "40").replacingOccurrences(of: "devices: [iphone-se]", with: "devices: [iphone-sx]")
        let hover = Self.hover(text, uri: "file:///nowhere/devices.card.yaml")
        #expect(hover.contains("on iphone-15"), "\(hover)")
    }
}
