/// The options of `lint` and `generate` that only the full cardc serves: the SwiftPM plugins'
/// tool (`cardc-plugin-tool`, README "Layout") links no fixer. Declared once; the tool refuses
/// each with `message` and exit status 2 before running anything.
package enum FullCardcOnly {
    /// The name of the plugins' tool, as its messages say it.
    package static let toolName = "cardc-plugin-tool"
    /// `lint`'s options the tool refuses.
    package static let lintOptions = ["--fix"]

    package static func message(for option: String, command: String) -> String {
        "\(option) needs the full cardc; the SwiftPM plugins' tool (\(toolName)) only lints and generates. "
            + "Run `cardc \(command) \(option)` with the full cardc (`swift run cardc \(command) \(option) …` in a checkout of cardc)"
    }
}
