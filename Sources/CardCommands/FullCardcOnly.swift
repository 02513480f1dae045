/// What only the full cardc serves among `lint`'s and `generate`'s options: `lint --fix`, as the
/// SwiftPM plugins' tool (`cardc-plugin-tool`, README "Layout") links no fixer. Its refusal, with
/// exit status 2 before anything runs, is worded here once.
package enum FullCardcOnly {
    /// The name of the plugins' tool, as its messages say it.
    package static let toolName = "cardc-plugin-tool"

    /// Why `lint --fix` is refused, after "cardc: error: ".
    package static let fixMessage = "--fix needs the full cardc; the SwiftPM plugins' tool (\(toolName)) only lints and generates. "
        + fixAdvice

    /// What to run instead, the tail of every refusal of `--fix`: lint-cards' own too
    /// (`LintCardsArguments.fixRefusal`, which a plugin cannot import, so PluginTests compares).
    package static let fixAdvice = "Run `cardc lint --fix` with the full cardc (`swift run cardc lint --fix …` in a checkout of cardc)"
}
