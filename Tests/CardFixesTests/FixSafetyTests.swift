import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardFixes
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `lint --fix` never corrupts and only fixes (issue 23, item 5): files that are not UTF-8 are
/// left byte for byte, no edit lands inside a scalar, inserted values decode where they go,
/// a second run changes nothing, and an edit made while it works is never lost. And what a
/// killed `--fix` left behind is cleaned up by the next (item 12).
@Suite struct FixSafetyTests {
    /// The fixer tests' spec: a sheet with a comment, to fix in each test.
    static let sheet = SpecFixerTests.sheet

    /// `lint --fix` on `paths`, with the full cardc's fixer.
    static func fixing(_ paths: [String]) -> LintCommand {
        var command = LintCommand(options: .init(paths: paths, fix: true))
        command.fixer = SpecFileFixes()
        return command
    }

    /// Without a fixer (the plugins' tool), `--fix` changes nothing, says which tool has it,
    /// and exits 2.
    @Test func fixWithoutAFixerNamesTheFullCardcAndExits2() throws {
        let dir = try TestSupport.temporaryDirectory()
        let path = dir + "/a.card.yaml"
        let input = Array(Self.sheet.utf8)
        try Data(input).write(to: URL(fileURLWithPath: path))
        let result = LintCommand(options: .init(paths: [path], fix: true)).run()
        expectEqual(result.exitCode, ExitStatus.toolFailure)
        #expect(result.standardError.contains("cardc: error: --fix needs the full cardc"), "\(result.standardError)")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == input)
    }

    /// Runs `lint --fix` on a file holding `bytes`; returns the bytes after and standard error.
    static func fixFile(_ bytes: [UInt8], name: String = "a.card.yaml",
                        beforeReplacing: (@Sendable (String) -> Void)? = nil) throws -> (bytes: [UInt8], stderr: String, dir: String) {
        let dir = try TestSupport.temporaryDirectory()
        let path = dir + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var command = Self.fixing([path])
        command.beforeReplacing = beforeReplacing
        let result = command.run()
        return (Array(try Data(contentsOf: URL(fileURLWithPath: path))), result.standardError, dir)
    }

    static func fixed(_ text: String) -> [UInt8] {
        let result = FileFixer.fix(Array(text.utf8)) { TestSupport.lint(String(decoding: $0, as: UTF8.self)).diagnostics }
        return result.bytes ?? Array(text.utf8)
    }

    // MARK: (a) bytes that are not UTF-8

    @Test func aSpecThatIsNotUTF8IsLeftByteForByte() throws {
        // Latin-1: a comment with é (0xE9), and a key to fix. It must not turn into U+FFFD
        // (and then lint clean, hiding the loss).
        let latin1 = Array("version: 1\n# caf".utf8) + [0xE9] + Array("\n".utf8) + Array(Self.sheet.dropFirst("version: 1\n".count).utf8)
            + Array("heder: { height: 60 }\n".utf8)
        let run = try Self.fixFile(latin1)
        expectEqual(run.bytes, latin1)
        #expect(run.stderr.contains("not fixed: it is not UTF-8 (byte 0xE9 at line 2, column 6)"), "\(run.stderr)")
        // UTF-16 with a byte-order mark, which cardc reads: a missing key is not fixed by
        // writing UTF-8 into it.
        let text = Self.sheet.replacingOccurrences(of: "kind: sheet\n", with: "")
        for bigEndian in [false, true] {
            var utf16: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in text.utf16 {
                utf16 += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            expectEqual(TestSupport.diagnostics(String(decoding: utf16, as: UTF8.self)).isEmpty, false)
            let run16 = try Self.fixFile(utf16)
            expectEqual(run16.bytes, utf16)
            #expect(run16.stderr.contains("not fixed: it is UTF-16"), "\(run16.stderr)")
        }
    }

    @Test func aByteOrderMarkAndEveryByteOutsideTheFixesStay() throws {
        // A UTF-8 byte-order mark, CRLF line breaks, a lone CR, an emoji and a combining accent
        // in comments: kept byte for byte; the fixed key is on line 1 (after the mark), and the
        // added line ends as its neighbours do.
        let crlf = "thresholds: { upwrd: 40 }\r\nversion: 1\r\nname: Fixable   # the card 🧑🏽‍🚀 e\u{301}\r\nsegments:\r\n  - { name: closed, height: 80 }\r\n  - { name: open, height: 500 }\r\n# trailing \u{1F600}\r"
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(crlf.utf8)
        let run = try Self.fixFile(bytes)
        let want = "thresholds: { upward: 40 }\r\nversion: 1\r\nname: Fixable   # the card 🧑🏽‍🚀 e\u{301}\r\nsegments:\r\n  - { name: closed, height: 80 }\r\n  - { name: open, height: 500 }\r\nkind: sheet\r\n# trailing \u{1F600}\r"
        #expect(run.bytes == [0xEF, 0xBB, 0xBF] + Array(want.utf8), "\(String(decoding: run.bytes, as: UTF8.self).debugDescription)")
        #expect(run.stderr.contains("fixed 2 problems"), "\(run.stderr)")
        #expect(Linter().lint(run.bytes, path: "a.card.yaml").diagnostics.isEmpty)
    }

    // MARK: (b) never inside a scalar

    @Test func noEditLandsInsideAQuotedOrBlockScalar() throws {
        // An escaped quote and a brace inside "…": the brace that closes the mapping is the
        // one after the string. Before, `, height: 50%` went into the string, five times a run.
        let quoted = Self.sheet.replacingOccurrences(of: "{ name: open, height: 500 }", with: #"{ name: open, note: "a \" }" }"#)
        let once = String(decoding: Self.fixed(quoted), as: UTF8.self)
        #expect(once == quoted.replacingOccurrences(of: #"note: "a \" }" }"#, with: #"note: "a \" }", height: 50% }"#), "\(once)")
        expectEqual(Self.fixed(once), Array(once.utf8))

        // `x: #F5` on the second line of a double-quoted string is text, not a comment, though
        // a syntax error follows on the next line.
        let multiline = Self.sheet + "models:\n  M: { note: String }\nsamples:\n  M:\n    - note: \"see\n        x: #F5\"\n    ]\n"
        expectEqual(Self.fixed(multiline), Array(multiline.utf8))

        // A block scalar last in the file: the missing key goes after it, its text unchanged
        // (blank lines after a `|` are not its text)...
        let block = Self.sheet.replacingOccurrences(of: "version: 1\n", with: "")
            + "models:\n  M: { note: String }\nsamples:\n  M:\n    - note: |\n        first: 1\n        #second\n\n"
        let fixedBlock = String(decoding: Self.fixed(block), as: UTF8.self)
        #expect(fixedBlock == block.dropLast() + "version: 1\n\n", "\(fixedBlock.debugDescription)")
        #expect(TestSupport.lint(fixedBlock).diagnostics.isEmpty)
        // ... but a `|+` keeps its blank lines: a line among them would change its value.
        let kept = block.replacingOccurrences(of: "note: |", with: "note: |+")
        expectEqual(Self.fixed(kept), Array(kept.utf8))
    }

    // MARK: (c) only values that decode

    @Test func insertedValuesDecodeWhereTheyGo() throws {
        // `height` is points in a device, a mapping in a stack, a length in a segment.
        let device = Self.sheet + "devices:\n  - name: kiosk\n    width: 600\n"
        let fixedDevice = String(decoding: Self.fixed(device), as: UTF8.self)
        expectEqual(fixedDevice, device + "    height: 900\n")
        #expect(TestSupport.lint(fixedDevice).diagnostics.isEmpty)
        let stack = "version: 1\nname: S\nkind: stack\ncardHeight: 100\noffset: 20\n"
        let fixedStack = String(decoding: Self.fixed(stack), as: UTF8.self)
        expectEqual(fixedStack, stack + "height: { collapsed: 250, expanded: 600 }\n")
        #expect(TestSupport.lint(fixedStack).diagnostics.isEmpty)
        let flowDevice = Self.sheet + "devices: [{ name: kiosk, height: 900 }]\n"
        expectEqual(String(decoding: Self.fixed(flowDevice), as: UTF8.self), Self.sheet + "devices: [{ name: kiosk, height: 900, width: 400 }]\n")
    }

    @Test func aFixWhoseResultLintsWorseIsNotApplied() throws {
        // Renaming `heder` to its suggestion would make a duplicate key; quoting `#12` would
        // make a string where the model says Int. Each is a new error where the fix wrote.
        let duplicate = Array((Self.sheet + "header: { height: 60 }\nheder: { height: 80 }\n").utf8)
        let run = try Self.fixFile(duplicate)
        expectEqual(run.bytes, duplicate)
        #expect(run.stderr.contains("1 fix in \(run.dir)/a.card.yaml not applied, as the result would not lint as it should: Replace 'heder' with 'header'"),
                "\(run.stderr)")
        let integer = Array((Self.sheet + "models:\n  M: { count: Int }\nsamples:\n  M:\n    - count: #12\n").utf8)
        let runInt = try Self.fixFile(integer)
        expectEqual(runInt.bytes, integer)
        #expect(runInt.stderr.contains("not applied, as the result would not lint as it should: Quote #12"), "\(runInt.stderr)")
    }

    // MARK: (d) a second run changes nothing

    @Test func aSecondRunChangesNothing() throws {
        let inputs = [
            Self.sheet + "thresholds: { upwrd: 0.3 }\n",                                     // unknown key, then ratio
            Self.sheet.replacingOccurrences(of: "kind: sheet\n", with: ""),                 // missing key, block
            Self.sheet.replacingOccurrences(of: "{ name: open, height: 500 }", with: "{ name: open }"),  // missing key, flow
            Self.sheet + "models:\n  M: { bg: Color }\nsamples:\n  M:\n    - bg: #F5CF75\n",  // # value, block
            Self.sheet + "models:\n  M: { bg: Color }\nsamples:\n  M:\n    - { bg: #F5CF75 }\n",  // # value, flow
            Self.sheet.replacingOccurrences(of: "{ name: open, height: 500 }", with: #"{ name: open, note: "a \" }" }"#),
            Self.sheet + "devices:\n  - name: kiosk\n    width: 600\n",
            Self.sheet + "header: { height: 60 }\nheder: { height: 80 }\n",
            "name: Bare\nsegments: [{ name: a }, { name: b }]\nthresholds: { upwrd: 0.3, downwrd: 0.2 }\n",
            Self.sheet.replacingOccurrences(of: "\n", with: "\r\n"),
            // `version` is added first (the spec does not decode without it), and renaming
            // `versio` then would make a duplicate: that rename is not applied.
            Self.sheet.replacingOccurrences(of: "version: 1\n", with: "versio: 1\n"),
        ]
        for input in inputs {
            let once = Self.fixed(input)
            let twice = FileFixer.fix(once) { Linter().lint($0, path: "a.card.yaml").diagnostics }
            #expect(twice.bytes == nil && twice.applied.isEmpty, "\(input)\n->\n\(String(decoding: once, as: UTF8.self))")
            #expect(!Linter().lint(once, path: "a.card.yaml").diagnostics.contains { $0.rule == .duplicateKey || $0.rule == .yamlSyntax }
                    || input.contains("heder"))
        }
        // And through the command, on a file: the second run leaves the file as it is.
        let first = try Self.fixFile(Array(inputs[0].utf8))
        let path = first.dir + "/a.card.yaml"
        let second = Self.fixing([path]).run()
        #expect(!second.standardError.contains("fixed"))
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == first.bytes)
    }

    /// Specs with fixable mistakes, each cut and spliced with quotes, escapes, `#`, braces,
    /// block indicators and line breaks at seeded random places: whatever --fix does, a second
    /// run changes nothing, and the file never reads worse than before.
    @Test func mutatedSpecsFixToAFixedPointAndNeverReadWorse() {
        let seeds = [
            Self.sheet + "thresholds: { upwrd: 0.3 }\nmodels:\n  M: { bg: Color, note: String }\nsamples:\n  M:\n    - { bg: #F5CF75, note: \"a \\\" }\" }\n",
            Self.sheet.replacingOccurrences(of: "kind: sheet\n", with: "") + "devices:\n  - name: kiosk\n    width: 600\nheder: { height: 60 }\n",
            "version: 1\nname: S\nkind: stack\ncardHeight: 100\noffset: 20\nthresholds: { upwrd: 3 }\n",
        ]
        let pieces = ["\"", "'", "\\", " #", "#", "{", "}", "[", "]", ": ", "|\n", ">-\n", "\n", "\r\n", "\r", "  ", "- ", ",", "é", "🧑🏽‍🚀"]
        var random = SeededGenerator(state: 23)
        let lint: ([UInt8]) -> [Diagnostic] = { Linter().lint($0, path: "a.card.yaml").diagnostics }
        func readerErrors(_ d: [Diagnostic]) -> Int { d.count { $0.rule == .yamlSyntax || $0.rule == .duplicateKey || $0.rule == .resourceLimit } }
        for i in 0..<150 {
            var text = Array(seeds[i % seeds.count].unicodeScalars)
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let at = Int(random.next() % UInt64(text.count + 1))
                text.insert(contentsOf: pieces[Int(random.next() % UInt64(pieces.count))].unicodeScalars, at: at)
            }
            let input = Array(String(String.UnicodeScalarView(text)).utf8)
            let once = FileFixer.fix(input, lint: lint)
            guard let fixed = once.bytes else { continue }
            #expect(readerErrors(lint(fixed)) <= readerErrors(lint(input)), "\(String(decoding: input, as: UTF8.self).debugDescription)")
            let twice = FileFixer.fix(fixed, lint: lint)
            #expect(twice.bytes == nil, "\(String(decoding: input, as: UTF8.self).debugDescription)")
        }
    }

    // MARK: (e) an edit made meanwhile is kept

    @Test func anEditMadeWhileFixingIsNeverLost() throws {
        // The hook runs after the fixed text is written to the temporary file and before the
        // file is compared and replaced: the worst moment for an editor to save.
        let input = Array((Self.sheet + "heder: { height: 60 }\n").utf8)
        let edit = Array("# the user's edit\n".utf8)
        let run = try Self.fixFile(input, beforeReplacing: { path in
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.seekToEndOfFile()
            handle.write(Data(edit))
            handle.closeFile()
        })
        expectEqual(run.bytes, input + edit)
        #expect(run.stderr.contains("not fixed: it changed while it was being fixed; its new contents are kept and linted"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.dir) == ["a.card.yaml"])
        // Rewritten in place at the same size: the bytes differ.
        let sameSize = try Self.fixFile(input, beforeReplacing: { path in
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data("VERSION".utf8))
            handle.closeFile()
        })
        expectEqual(sameSize.bytes, Array("VERSION".utf8) + input.dropFirst(7))
        #expect(sameSize.stderr.contains("changed while it was being fixed"))
        // An editor's save (a new file renamed over it, same bytes) counts as a change too.
        let saved = try Self.fixFile(input, beforeReplacing: { path in
            let other = path + ".saving"
            _ = FileManager.default.createFile(atPath: other, contents: Data(input))
            rename(other, path)
        })
        #expect(saved.bytes == input && saved.stderr.contains("changed while it was being fixed"))
        // Untouched meanwhile, it is fixed, with its permission bits.
        let dir = try TestSupport.temporaryDirectory()
        let path = dir + "/a.card.yaml"
        _ = FileManager.default.createFile(atPath: path, contents: Data(input), attributes: [.posixPermissions: 0o640])
        _ = Self.fixing([path]).run()
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("header: { height: 60 }"))
    }

    // MARK: item 12: what a killed --fix left

    /// The id of a process that has exited.
    static func deadProcessID() throws -> Int32 {
        let exited = Process()
        exited.executableURL = URL(fileURLWithPath: "/bin/true")
        try exited.run()
        exited.waitUntilExit()
        return exited.processIdentifier
    }

    @Test func temporariesAKilledFixLeftAreRemovedByTheNext() throws {
        let dir = try TestSupport.temporaryDirectory()
        let path = dir + "/a.card.yaml"
        try (Self.sheet + "heder: { height: 60 }\n").write(toFile: path, atomically: false, encoding: .utf8)
        let dead = try Self.deadProcessID()
        let stale = ".a.card.yaml.cardc-tmp-\(dead)-x1"
        let live = ".a.card.yaml.cardc-tmp-\(getpid())-x2"
        // Another file's, and a link: not this run's to remove.
        let otherFile = ".b.card.yaml.cardc-tmp-\(dead)-x3"
        let link = ".a.card.yaml.cardc-tmp-\(dead)-x4"
        for name in [stale, live, otherFile] { try "half a file".write(toFile: dir + "/" + name, atomically: false, encoding: .utf8) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/" + link, withDestinationPath: path)
        let result = Self.fixing([path]).run()
        #expect(result.standardError.contains("fixed 1 problem"), "\(result.standardError)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        expectEqual(left, ["a.card.yaml", live, otherFile, link].sorted())
    }
}
