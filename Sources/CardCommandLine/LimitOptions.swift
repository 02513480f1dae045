import ArgumentParser
import CardReader

/// The reader's resource limits, for lint and generate.
package struct LimitOptions: ParsableArguments {
    package init() {}

    @Option(help: "Largest spec file, in bytes.")
    var maxFileSize = ReaderLimits.default.maxFileSize

    @Option(help: "Deepest nesting of lists and mappings.")
    var maxDepth = ReaderLimits.default.maxDepth

    @Option(help: "Most nodes a document may hold, or span with its aliases expanded.")
    var maxAliasExpansion = ReaderLimits.default.maxAliasExpansion

    @Option(help: "How many times a file's size its text may come to with its aliases expanded.")
    var maxExpandedTextRatio = ReaderLimits.default.maxExpandedTextRatio

    @Option(help: "Expanded text, in bytes, any file may come to however small.")
    var expandedTextFloor = ReaderLimits.default.expandedTextFloor

    @Option(help: "Longest scalar, in bytes.")
    var maxScalarLength = ReaderLimits.default.maxScalarLength

    @Option(help: "Most documents in one file.")
    var maxDocuments = ReaderLimits.default.maxDocuments

    @Option(help: "Most diagnostics reported per file; the rest are counted.")
    var maxDiagnostics = ReaderLimits.default.maxDiagnostics

    package func validate() throws {
        for (name, value) in [("max-file-size", maxFileSize), ("max-depth", maxDepth), ("max-scalar-length", maxScalarLength),
                              ("max-documents", maxDocuments), ("max-diagnostics", maxDiagnostics),
                              ("max-expanded-text-ratio", maxExpandedTextRatio), ("expanded-text-floor", expandedTextFloor)] where value < 1 {
            throw ValidationError("--\(name) must be at least 1")
        }
        if maxAliasExpansion < 1 { throw ValidationError("--max-alias-expansion must be at least 1") }
        // Node positions and counts are 32-bit inside the reader.
        for (name, value) in [("max-file-size", maxFileSize), ("max-scalar-length", maxScalarLength)] where value > 1 << 30 {
            throw ValidationError("--\(name) must be at most \(1 << 30) (1 GiB)")
        }
        if maxDepth > 100_000 { throw ValidationError("--max-depth must be at most 100000") }
        if maxExpandedTextRatio > 1_000_000 { throw ValidationError("--max-expanded-text-ratio must be at most 1000000") }
    }

    package var limits: ReaderLimits {
        ReaderLimits(maxFileSize: maxFileSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion,
                     maxExpandedTextRatio: maxExpandedTextRatio, expandedTextFloor: expandedTextFloor,
                     maxScalarLength: maxScalarLength, maxDocuments: maxDocuments, maxDiagnostics: maxDiagnostics)
    }
}
