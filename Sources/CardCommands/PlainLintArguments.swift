/// `cardc lint` given operands and nothing else (`cardc lint specs`, `cardc lint -- FILES`: what
/// the pre-commit hooks, editors and scripts run, often on a file or two at a time). The
/// executable then runs `LintCommand` with the flags' defaults without building
/// swift-argument-parser's command tree, whose reflection over every command's options and
/// protocol-conformance lookups took about 14 M instructions a run, more than linting a
/// small file (docs/performance.md). Anything else goes to the parser, which reports errors
/// and prints help as it always did.
public enum PlainLintArguments {
    /// The operands of `arguments` (the command line without the program's name), in order,
    /// when they are `lint` followed by at least one operand: before a `--`, arguments that are
    /// not empty, do not start with `-` (an option, or `-` for standard input) and are not
    /// `help`; after it, anything, as the parser reads them. nil otherwise.
    public static func operands(_ arguments: ArraySlice<String>) -> [String]? {
        guard arguments.first == "lint" else { return nil }
        var operands: [String] = []
        var terminated = false
        for argument in arguments.dropFirst() {
            if terminated {
                operands.append(argument)
            } else if argument == "--" {
                terminated = true
            } else if let first = argument.utf8.first, first != UInt8(ascii: "-"), argument != "help" {
                operands.append(argument)
            } else {
                return nil
            }
        }
        return operands.isEmpty ? nil : operands
    }
}
