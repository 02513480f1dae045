import CardReader
/// What `lint --fix` needs of the fixer: CardAuthoringCommands' `SpecFileFixes` (over
/// CardFixes), which only the full cardc links. Injected into `LintCommand.fixer`, so that
/// linting needs no fixer module.
package protocol LintFixing: Sendable {
    /// Applies the fixes to `plan`'s spec files; returns the lines for standard error: what was
    /// fixed where and what was not, and the failures (which make the exit status 2).
    func applyFixes(_ plan: LintPlan, limits: ReaderLimits, beforeReplacing: (@Sendable (String) -> Void)?) -> (fixed: [String], failures: [String])
}
