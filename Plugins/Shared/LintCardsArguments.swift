// Shared by the lint-cards command plugin (a symbolic link there to this file) and the library
// target CardPluginPaths (Package.swift), which PluginTests imports: a plugin can depend on no
// library, so the plugin compiles this file through its own link. It imports nothing, so both
// packages' lint-cards (the source one on cardc-plugin-tool, BinaryPlugins' on the full cardc)
// decide alike, whichever tool they run.

/// What `swift package lint-cards` refuses before it runs cardc.
enum LintCardsArguments {
    /// Why `--fix` is refused: lint-cards only reads the specs. It asks SwiftPM for no
    /// permission to write into the package (generate-cards does, and SwiftPM asks first), and
    /// the source package's tool links no fixer; so neither package's lint-cards passes `--fix`
    /// on, and both say so alike.
    static let fixRefusal = "lint-cards does not fix specs: it only reads them (it has no permission to write into the package). "
        // `FullCardcOnly.fixAdvice`, which a plugin cannot import (PluginTests compares them).
        + "Run `cardc lint --fix` with the full cardc (`swift run cardc lint --fix …` in a checkout of cardc)"

    /// Why `arguments` (what the user gave after `lint-cards`, `--target` taken out) are
    /// refused, or nil: `--fix` anywhere among them. lint-cards takes no paths (it finds the
    /// specs in the targets), and a `--` the user writes may not reach it (SwiftPM's own
    /// parsing can drop it), so a `--fix` after one would still reach cardc as the flag.
    static func refusal(_ arguments: [String]) -> String? {
        arguments.contains("--fix") ? fixRefusal : nil
    }
}

/// A refusal, thrown by the plugin: SwiftPM prints it once as the command's error (`error:
/// lint-cards does not fix specs: …`) and fails the command, as it fails every command plugin
/// that throws (status 1).
struct LintCardsRefusal: Error, CustomStringConvertible {
    var description: String
}
