#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CardSupport
import CardModel

/// Inline suppression comments in a spec: `# cardc:disable-next-line RULE...` silences those
/// checker rules (all of them with no list) on the next line; `# cardc:disable-line RULE...`
/// on its own line. The list ends at the line's end or at a further `#`, after which a reason
/// may follow.
public struct Suppressions: Sendable {
    /// Per line: the suppressed rules, or nil for all.
    private var byLine: [Int: Set<String>?] = [:]

    /// One suppression comment, where it is and what it names.
    public struct Entry: Sendable, Hashable {
        /// Where the `cardc:disable-` marker is (columns count Unicode scalars).
        public var location: SourceLocation
        /// The line it silences.
        public var target: Int
        /// The rules it names with the column of each, or nil for all.
        public var rules: [Named]?

        public struct Named: Sendable, Hashable {
            public var name: String
            public var column: Int
        }
    }

    /// Every suppression comment, in the order of the file.
    public private(set) var entries: [Entry] = []

    public init() {}

    public init<Bytes: RandomAccessCollection>(source bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == Int {
        self.init(scanning: bytes)
    }

    /// The pipeline's: not generic, so a caller in another module runs code specialised for its
    /// buffer (the generic one, unspecialised from there, went through witness tables per call).
    public init(source bytes: UnsafeBufferPointer<UInt8>) {
        self.init(scanning: bytes)
    }

    private init<Bytes: RandomAccessCollection>(scanning bytes: Bytes) where Bytes.Element == UInt8, Bytes.Index == Int {
        let needle = Array("cardc:disable-".utf8)
        // Most files have none; avoid splitting lines unless the marker occurs.
        guard Self.contains(bytes, needle) else { return }
        var line = 1
        var start: Int
        let end = bytes.endIndex
        start = bytes.startIndex
        for i in bytes.startIndex...end where i == end || bytes[i] == UInt8(ascii: "\n") {
            let text = Substring(String(decoding: bytes[start..<i], as: UTF8.self))
            // The marker must follow a `#` and spaces; a `#` earlier on the line (say, in a
            // quoted color) does not hide it.
            if let at = Self.markerStart(in: text) {
                let comment = text[at...]
                for (marker, offset) in [("cardc:disable-next-line", 1), ("cardc:disable-line", 0)] where comment.hasPrefix(marker) {
                    let listStart = comment.index(comment.startIndex, offsetBy: marker.count)
                    let listEnd = comment[listStart...].firstIndex(of: "#") ?? comment.endIndex
                    var named: [Entry.Named] = []
                    var index = listStart
                    while index < listEnd {
                        if [" ", ",", "\t", "\r"].contains(comment[index]) {
                            index = comment.index(after: index)
                            continue
                        }
                        let wordEnd = comment[index..<listEnd].firstIndex { [" ", ",", "\t", "\r"].contains($0) } ?? listEnd
                        let column = text.unicodeScalars.distance(from: text.startIndex, to: index) + 1
                        named.append(Entry.Named(name: String(comment[index..<wordEnd]), column: column))
                        index = wordEnd
                    }
                    let column = text.unicodeScalars.distance(from: text.startIndex, to: at) + 1
                    entries.append(Entry(location: SourceLocation(line: line, column: column), target: line + offset,
                                         rules: named.isEmpty ? nil : named))
                    add(line: line + offset, rules: named.isEmpty ? nil : Set(named.map(\.name)))
                }
            }
            line += 1
            start = i + 1
        }
    }

    /// Where `cardc:disable-` starts on a line, if a `#` and only spaces come before it.
    private static func markerStart(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while let hash = text[index...].firstIndex(of: "#") {
            let after = text[text.index(after: hash)...].drop { $0 == " " }
            if after.hasPrefix("cardc:disable-") { return after.startIndex }
            index = text.index(after: hash)
        }
        return nil
    }

    private mutating func add(line: Int, rules: Set<String>?) {
        if let existing = byLine[line] {
            if let existing, let rules { byLine[line] = existing.union(rules) } else { byLine[line] = .some(nil) }
        } else {
            byLine[line] = rules
        }
    }

    public func isSuppressed(_ diagnostic: Diagnostic) -> Bool {
        guard let entry = byLine[diagnostic.location.line] else { return false }
        guard let rules = entry else { return true }
        return rules.contains(diagnostic.rule.rawValue)
    }

    public var isEmpty: Bool { byLine.isEmpty }

    /// `superfluous-suppression`'s findings: names that are no checker rule, and, unless
    /// `checkUse` is false (a file with input errors, parts of which were not checked), entries
    /// that silenced nothing. `suppressed` are the diagnostics the entries removed; rules in
    /// `disabled` are never reported as unused (the configuration already turns them off).
    public func superfluous(file: String, suppressed: [Diagnostic], disabled: Set<RuleID>, checkUse: Bool, severity: Severity) -> [Diagnostic] {
        var used: Set<String> = []
        var lines: Set<Int> = []
        for d in suppressed {
            used.insert("\(d.location.line) \(d.rule.rawValue)")
            lines.insert(d.location.line)
        }
        let known = Set(RuleRegistry.configurableIDs.map(\.rawValue))
        var out: [Diagnostic] = []
        func report(_ at: SourceLocation, _ message: String, suggestions: [DiagnosticSuggestion] = []) {
            out.append(Diagnostic(file: file, location: at, severity: severity, rule: .superfluousSuppression, message: message,
                                  suggestions: suggestions))
        }
        for entry in entries {
            guard let rules = entry.rules else {
                if checkUse && !lines.contains(entry.target) {
                    report(entry.location, "this suppression silences nothing: no checker rule reports line \(entry.target); remove it")
                }
                continue
            }
            for rule in rules {
                let at = SourceLocation(line: entry.location.line, column: rule.column)
                if !known.contains(rule.name) {
                    if RuleRegistry.inputRules.contains(where: { $0.id.rawValue == rule.name }) {
                        report(at, "'\(rule.name)' reports input that cannot be decoded; it cannot be suppressed")
                    } else {
                        let suggestion = NameSuggester.suggestion(for: rule.name, among: RuleRegistry.configurableIDs.map(\.rawValue))
                        report(at, "'\(rule.name)' is not a checker rule, so this suppresses nothing",
                               suggestions: suggestion.map { [.rename(rule.name, to: $0, written: rule.name)] } ?? [])
                    }
                } else if checkUse && !(RuleID(rawValue: rule.name).map(disabled.contains) ?? false) && !used.contains("\(entry.target) \(rule.name)") {
                    report(at, "'\(rule.name)' reports nothing on line \(entry.target), so this suppression does nothing; remove it")
                }
            }
        }
        return out
    }

    /// Whether `needle` follows a `#` and spaces somewhere in `haystack`: where a suppression
    /// comment can start (`markerStart`). Every file is looked at (unused suppressions are
    /// reported), so the C library finds each `#`, which YAML specs hold far fewer of than of
    /// the needle's first letter, and only those are compared.
    @inlinable package static func contains<Bytes: RandomAccessCollection>(_ haystack: Bytes, _ needle: [UInt8]) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        if let found = haystack.withContiguousStorageIfAvailable({ buffer -> Bool in
            guard let base = buffer.baseAddress, !needle.isEmpty else { return false }
            var offset = 0
            return needle.withUnsafeBufferPointer { wanted in
                guard let wantedBase = wanted.baseAddress else { return false }
                while offset < buffer.count, let hit = memchr(base + offset, Int32(UInt8(ascii: "#")), buffer.count - offset) {
                    var at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                    while at < buffer.count && base[at] == UInt8(ascii: " ") { at += 1 }
                    if buffer.count - at >= needle.count && memcmp(base + at, wantedBase, needle.count) == 0 { return true }
                    offset = at
                }
                return false
            }
        }) {
            return found
        }
        var i = haystack.startIndex
        while let hash = haystack[i...].firstIndex(of: UInt8(ascii: "#")) {
            var at = hash + 1
            while at < haystack.endIndex && haystack[at] == UInt8(ascii: " ") { at += 1 }
            if haystack.endIndex - at >= needle.count && haystack[at..<at + needle.count].elementsEqual(needle) { return true }
            i = at
            if i >= haystack.endIndex { break }
        }
        return false
    }
}
