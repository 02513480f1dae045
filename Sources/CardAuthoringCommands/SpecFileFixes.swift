import CardSupport
import CardReporters
import CardReader
import CardFixes
import CardCommands
/// `lint --fix`'s fixer for `LintCommand.fixer`: CardFixes' `FileFixer` over each spec file.
/// The full cardc gives it; the plugins' tool does not link it.
package struct SpecFileFixes: LintFixing {
    package init() {}

    /// `--fix`: each spec file's fixes applied in place by `FileFixer` (only the fixed spans
    /// change; each fix kept only if the result lints as it should; rounds until nothing more
    /// applies), written atomically and only if the file did not change meanwhile. Returns the
    /// lines for standard error: what was fixed where, what was not and why, and the files that
    /// could not be read or written. Standard input and links are never rewritten. First,
    /// temporaries an earlier `--fix` of these files left when it was killed are removed.
    package func applyFixes(_ plan: LintPlan, limits: ReaderLimits, beforeReplacing: (@Sendable (String) -> Void)?) -> (fixed: [String], failures: [String]) {
        var lines: [String] = []
        var failures: [String] = []
        removeStaleTemporaries(plan)
        for job in plan.jobs {
            guard case .file(let path) = job.input else {
                lines.append("cardc: note: standard input is linted, not fixed")
                continue
            }
            guard FileSystem.kind(of: path, followingLinks: false) == .file else {
                lines.append("cardc: note: \(FileName.display(path)) is not a regular file (a link?); not fixed")
                continue
            }
            // The name as every other path is shown: a line break in it as `\u{A}` (as a space,
            // `a b.card.yaml` would name another file).
            let shown = FileName.display(path)
            let linter = plan.linters[job.linter]
            do throws(FileSystem.Failure) {
                let original = try FileSystem.readOriginal(path, limit: limits.maxFileSize)
                // Too large to read whole: lint says so, and there is nothing it could fix.
                guard original.bytes.count <= limits.maxFileSize else { continue }
                let result = FileFixer.fix(original.bytes, file: path, pipeline: linter.pipeline)
                if let refusal = result.refusal {
                    lines.append("cardc: note: \(shown) not fixed: \(refusal)")
                    continue
                }
                if !result.rejected.isEmpty {
                    lines.append("cardc: note: \(result.rejected.count) fix\(result.rejected.count == 1 ? "" : "es") in \(shown) not applied, "
                                 + "as the result would not lint as it should: " + result.rejected.joined(separator: "; "))
                }
                guard let bytes = result.bytes, !result.applied.isEmpty else { continue }
                let hook = beforeReplacing
                try FileSystem.replace(path, of: original, with: bytes, beforeCheck: hook.map { hook in { hook(path) } })
                let count = result.applied.count
                lines.append("cardc: fixed \(count) problem\(count == 1 ? "" : "s") in \(shown): " + result.applied.joined(separator: "; "))
            } catch where error.changedSinceRead {
                lines.append("cardc: note: \(FileName.display(path)) not fixed: it changed while it was being fixed; its new contents are kept and linted")
            } catch {
                failures.append("cardc: error: cannot fix \(error)")
            }
        }
        // One line each, as the text format shows user text: a file name's or a value's line
        // break or escape sequence never reaches the terminal raw.
        return (lines.map { VisibleText.line($0) }, failures.map { VisibleText.line($0) })
    }

    /// Removes, beside each spec to fix, the temporaries of that spec whose writer is gone (a
    /// `--fix` killed mid-write, by a file-size limit say), once per folder.
    private func removeStaleTemporaries(_ plan: LintPlan) {
        var names: [String: Set<String>] = [:]
        for job in plan.jobs {
            guard case .file(let path) = job.input else { continue }
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            names[folder, default: []].insert(name)
        }
        for (folder, names) in names { FileSystem.removeStaleTemporaries(in: folder, of: names) }
    }
}
