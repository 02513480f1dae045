/// What the draw stage makes of one card: its SVG, and what the index says about it.
public struct CardPicture: Sendable {
    /// The whole SVG document, as UTF-8.
    public let svg: [UInt8]
    public var text: String { String(decoding: svg, as: UTF8.self) }
    /// The profiles drawn (`iphone-se, landscape`).
    public let devices: [String]
    /// Findings drawn (one per distinct finding, however many devices it is on), and how many
    /// of them are errors.
    public let findings: Int
    public let errors: Int

    public init(svg: [UInt8], devices: [String], findings: Int, errors: Int) {
        self.svg = svg
        self.devices = devices
        self.findings = findings
        self.errors = errors
    }
}
