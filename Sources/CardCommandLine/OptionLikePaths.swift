import CardSupport
import CardCommands

/// Paths that start with `-` can only have come after `--` (before it, they are options, and
/// an unknown one is an error); one that names nothing was most likely meant as an option:
/// pre-commit puts a hook's `args:` after its entry's `--`. It is still a path that does not
/// exist (exit 2), and this note says why, so that the option is never silently lost.
package enum OptionLikePaths {
    /// The paths with each `-` that came after `--` made `./-`: after `--` every argument is a
    /// file name (pre-commit passes a staged file named `-` there), so only a `-` before it
    /// means standard input. The parser keeps positional arguments in order, so those after
    /// the terminator are the last ones.
    package static func operands(_ paths: [String], arguments: [String] = ToolArguments.all) -> [String] {
        guard let terminator = arguments.dropFirst().firstIndex(of: "--") else { return paths }
        let after = arguments.count - terminator - 1
        guard after > 0, after <= paths.count else { return paths }
        var paths = paths
        for i in (paths.count - after)..<paths.count where paths[i] == "-" { paths[i] = "./-" }
        return paths
    }

    package static func noted(_ paths: [String], _ output: RunOutput) -> RunOutput {
        let missing = paths.filter { $0.hasPrefix("-") && $0 != "-" && FileSystem.kind(of: $0, followingLinks: false) == .missing }
        guard let first = missing.first else { return output }
        var output = output
        output.standardError += "cardc: note: \(missing.map { "'\($0)'" }.joined(separator: ", ")) came after '--', so cardc read "
            + "\(missing.count == 1 ? "it as a file name" : "them as file names"); options go before '--' (with the pre-commit hooks, "
            + "in the hook's `entry:` or the cardc-lint-strict hook, not in `args:`): \(first) -- FILES\n"
        return output
    }
}
