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
        + "Run `cardc lint --fix` with the full cardc on the specs instead (`swift run cardc lint --fix …` in a checkout of cardc)"

    /// The exit status the plugin fails with on a refusal: cardc's for a usage error. (SwiftPM
    /// may report a plugin's failure as its own status 1; the plugin's is this.)
    static let refusalStatus: Int32 = 2

    /// Why `arguments` (what the user gave after `lint-cards`, `--target` taken out) are
    /// refused, or nil: `--fix` among the options, that is before a `--`, after which every
    /// word is a path.
    static func refusal(_ arguments: [String]) -> String? {
        for argument in arguments {
            if argument == "--" { return nil }
            if argument == "--fix" { return fixRefusal }
        }
        return nil
    }
}
