import CardSupport
import CardModel
import CardPipeline
/// What `lint --fix` does to one file's bytes: `SpecFixer`'s fixes, applied round after round
/// (a fix can reveal the next: the checker's rules run only once a spec decodes) until a round
/// finds nothing more to apply, each fix kept only when linting the result shows that it
/// worked. The result is then a fixed point: running again changes nothing.
///
/// A fix is kept when, in the linted result, the diagnostic it answers is gone and nothing new
/// is reported inside the text it wrote (a value the decoder does not accept there, a key
/// that is now a duplicate), and the file reads no worse (no new syntax error or limit). A
/// file that is not UTF-8 is left as it is, with the reason: edits are made to the bytes, and
/// every byte outside them stays exactly as it was.
public enum FileFixer {
    public struct Result: Sendable {
        /// The fixed bytes; nil when nothing is to be written.
        public var bytes: [UInt8]?
        /// What each applied fix did, in order.
        public var applied: [String] = []
        /// Fixes offered but left out: their result did not lint as a fix should.
        public var rejected: [String] = []
        /// Why the file is left untouched, when it is not fixed at all.
        public var refusal: String?
    }

    /// Rounds before giving up; a spec needs one more than its longest chain of fixes that wait
    /// for one another (three or four in practice).
    package static let maxRounds = 16
    /// Runs of the pipeline on one file before giving up (each round runs it at least once).
    package static let maxLints = 64

    /// Fixes `bytes`, the file at `file`, linting each try with one `Pipeline.run` of `pipeline`
    /// (the configuration `lint` uses for it). A file takes one run to start and one per try:
    /// at most `maxLints` runs, however it goes; usually two or three (each round tries its
    /// fixes together, then one by one only when reading got worse).
    public static func fix(_ bytes: [UInt8], file: String, pipeline: Pipeline) -> Result {
        fix(bytes) { pipeline.run($0, file: file).diagnostics }
    }

    /// Fixes `bytes`, linting each try with `lint`.
    package static func fix(_ bytes: [UInt8], lint: ([UInt8]) -> [Diagnostic]) -> Result {
        if let problem = encodingProblem(bytes) {
            return Result(refusal: problem + "; --fix edits only UTF-8, so that every byte it does not fix stays as it is")
        }
        var current = bytes
        var diagnostics = lint(current)
        var positions = Self.positions(of: diagnostics, in: current)
        var lints = 1
        var result = Result()
        // Fixes left out so far, with where their first edit starts in `current`.
        var rejected: [(fix: SpecFix, start: Int)] = []
        func same(_ a: SpecFix, _ b: SpecFix) -> Bool {
            a.title == b.title && a.diagnostic.rule == b.diagnostic.rule && a.diagnostic.message == b.diagnostic.message
        }
        for _ in 0..<maxRounds {
            var pool = SpecFixer.fixes(for: diagnostics, in: current).filter { fix in
                !rejected.contains { $0.start == fix.edits.first?.range.lowerBound && same($0.fix, fix) }
            }
            var oneAtATime = false
            var accepted = false
            while !pool.isEmpty && !accepted {
                if lints >= maxLints {
                    return Result(refusal: "checking its fixes took more than \(maxLints) lints")
                }
                let trying = oneAtATime ? [pool[0]] : pool
                let placement = SpecFixer.place(trying, in: current)
                let after = lint(placement.bytes)
                lints += 1
                let before = Linted(diagnostics: diagnostics, positions: positions)
                let now = Linted(diagnostics: after, positions: Self.positions(of: after, in: placement.bytes))
                var bad = placement.kept.filter { !worked(trying[$0], placement, before: before, after: now) }
                if bad.isEmpty && readsWorse(before: diagnostics, after: after) {
                    // Which fix broke reading cannot be told from where: try them one by one.
                    if placement.kept.count > 1 {
                        oneAtATime = true
                        continue
                    }
                    bad = placement.kept
                }
                if bad.isEmpty {
                    result.applied += placement.kept.map { trying[$0].title }
                    rejected = rejected.map { ($0.fix, placement.moved($0.start)) }
                    current = placement.bytes
                    diagnostics = after
                    positions = now.positions
                    accepted = true
                } else {
                    let out = bad.map { trying[$0] }
                    result.rejected += out.map(\.title)
                    rejected += out.map { ($0, $0.edits.first?.range.lowerBound ?? 0) }
                    pool.removeAll { fix in out.contains { same($0, fix) && $0.edits == fix.edits } }
                }
            }
            if !accepted {
                if current != bytes { result.bytes = current }
                return result
            }
        }
        // Still changing: what was done so far would not be what a second run leaves.
        return Result(refusal: "its fixes did not settle in \(maxRounds) rounds")
    }

    /// A lint's diagnostics with the byte offset of each (nil for a position not in the text).
    private struct Linted {
        var diagnostics: [Diagnostic]
        var positions: [Int?]

        func contains(_ rule: RuleID, _ message: String, at offset: Int) -> Bool {
            diagnostics.indices.contains { diagnostics[$0].rule == rule && diagnostics[$0].message == message && positions[$0] == offset }
        }
    }

    /// Byte offsets of diagnostics' positions (libyaml's, which start after a byte-order mark).
    private static func positions(of diagnostics: [Diagnostic], in bytes: [UInt8]) -> [Int?] {
        guard !diagnostics.isEmpty else { return [] }
        let mark = hasUTF8ByteOrderMark(bytes) ? 3 : 0
        let body = mark == 0 ? bytes : Array(bytes[mark...])
        let lines = LineIndex(body)
        return diagnostics.map { d in lines.offset(d.location, in: body).map { $0 + mark } }
    }

    /// Whether `fix`, applied as `placement` says, answered its diagnostic and added none
    /// inside the text it wrote.
    private static func worked(_ fix: SpecFix, _ placement: SpecFixer.Placement, before: Linted, after: Linted) -> Bool {
        // Its own diagnostic, where the fix moved it to, is gone.
        if let i = before.diagnostics.firstIndex(of: fix.diagnostic), let old = before.positions[i],
           after.contains(fix.diagnostic.rule, fix.diagnostic.message, at: placement.moved(old)) {
            return false
        }
        // Nothing in the text it wrote that was not at the same place in the text it replaced.
        for edit in fix.edits {
            let written = placement.placed(edit)
            for (d, at) in zip(after.diagnostics, after.positions) {
                guard let at, written.contains(at) else { continue }
                let was = edit.range.lowerBound + (at - written.lowerBound)
                if !(was < edit.range.upperBound && before.contains(d.rule, d.message, at: was)) { return false }
            }
        }
        return true
    }

    /// Whether the result reads worse: more of the reader's own errors (syntax, limits,
    /// duplicate keys). The reader reports them whether or not a spec decodes, so a fix cannot
    /// have revealed one; and a duplicate is reported at its second key, which may be far
    /// from the fix that wrote the first (renaming `versio` after `version` was added).
    private static func readsWorse(before: [Diagnostic], after: [Diagnostic]) -> Bool {
        func count(_ list: [Diagnostic]) -> Int { list.count { $0.rule == .yamlSyntax || $0.rule == .resourceLimit || $0.rule == .duplicateKey } }
        return count(after) > count(before)
    }

    // MARK: Encoding

    package static func hasUTF8ByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// Why `bytes` cannot be edited as UTF-8, or nil.
    package static func encodingProblem(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)) {
            return "it is UTF-16 (it starts with a UTF-16 byte-order mark)"
        }
        let mark = hasUTF8ByteOrderMark(bytes) ? 3 : 0
        guard let bad = firstInvalidUTF8(mark == 0 ? bytes : Array(bytes[mark...])) else { return nil }
        let at = LineIndex(bytes).location(ofByte: bad + mark, in: bytes)
        let byte = String(bytes[bad + mark], radix: 16, uppercase: true)
        return "it is not UTF-8 (byte 0x\(byte) at line \(at.line), column \(at.column))"
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    package static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }
}
