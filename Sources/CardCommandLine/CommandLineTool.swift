import CardCommands
/// What sets the two executables apart behind the same `lint` and `generate` flags: the full
/// cardc gives `lint --fix` its fixer; the plugins' tool has none (`FullCardcOnly`).
package protocol CommandLineTool {
    static var fixer: (any LintFixing)? { get }
}
