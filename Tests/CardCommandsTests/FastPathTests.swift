import Foundation
import CardEngine
import Testing
@testable import CardCommands
@testable import CardChecker
@testable import CardDecoder
@testable import CardReader
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// The byte-level and allocation-free paths that profiling put in place (docs/performance.md)
/// must say exactly what the plain versions said.
@Suite struct FastPathTests {
    // MARK: Scalars read as bytes

    @Test(arguments: ["", "~", "null", "Null", "NULL", "nULL", "NUll", "nul", "nulll", "none", " ", "~~", "0", "NuLL"])
    func nullFromBytesMatchesNullFromText(text: String) {
        let fromBytes = Array(text.utf8).withUnsafeBufferPointer { ScalarResolution.isNull(bytes: $0) }
        expectEqual(fromBytes, ScalarResolution.isNull(text))
    }

    @Test func wholeNumbersAreParsedToTheirLimits() {
        expectEqual(ScalarResolution.resolve("9223372036854775807"), .integer(Int.max))
        expectEqual(ScalarResolution.resolve("-9223372036854775808"), .integer(Int.min))
        expectEqual(ScalarResolution.resolve("+42"), .integer(42))
        expectEqual(ScalarResolution.resolve("-0"), .integer(0))
        for text in ["9223372036854775808", "-9223372036854775809", "99999999999999999999"] {
            guard case .badNumber(let why) = ScalarResolution.resolve(text) else {
                Issue.record("\(text) was not rejected")
                continue
            }
            #expect(why.contains("out of range"))
        }
    }

    @Test func decimalsComputedExactlyMatchTheCLibrary() {
        // Every shape the fast path takes (and some it leaves to Double(String)): the value and
        // its sign must be bit for bit what parsing the text gives.
        var rng = SeededGenerator(state: 5)
        var texts = ["0.0", "-0.0", "+0.5", ".5", "-.5", "5.", "0.1", "0.3", "2.675", "1.005", "123456789012.345",
                     "999999999999999.", "0.000000000000001", "9007199254740993.0", "1234567890123456.7", "0.1e1"]
        for _ in 0..<20_000 {
            let whole = String(UInt64.random(in: 0...999_999_999, using: &rng))
            let fraction = String(UInt64.random(in: 0...9_999_999, using: &rng))
            let sign = ["", "-", "+"][Int.random(in: 0...2, using: &rng)]
            let cut = Int.random(in: 0...whole.count, using: &rng)
            texts.append(sign + (cut == whole.count ? whole : String(whole.prefix(max(cut, 1)))) + "." + fraction)
        }
        for text in texts {
            guard case .float(let value) = ScalarResolution.resolve(text), let expected = Double(text) else {
                Issue.record("\(text) did not resolve to a float")
                continue
            }
            #expect(value.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    // MARK: Field types

    @Test func fieldTypesParseFromBytes() {
        expectEqual(FieldType.parse("String"), .string)
        expectEqual(FieldType.parse(" [Int]? "), .optional(.array(.int)))
        expectEqual(FieldType.parse("[[Date]]"), .array(.array(.date)))
        expectEqual(FieldType.parse("[Color?]"), .array(.optional(.color)))
        expectEqual(FieldType.parse("Place"), .model("Place"))
        expectEqual(FieldType.parse("Strin"), .model("Strin"))
        expectEqual(FieldType.parse("_Private"), .model("_Private"))
        for bad in ["", "_", "9Lives", "Double??", "[]", "[Int", "Int]", "Map<String>", "Plätze", "[[[[[[[[Int]]]]]]]]"] {
            #expect(FieldType.parse(bad) == nil, "\(bad) should not parse")
        }
        // Bare names, `T?` and `[T]` of built-in types are read without the general parse (the
        // last two as one shared value each): the same types as written with spaces, which it reads.
        for (name, type) in FieldType.builtIns {
            expectEqual(FieldType.parse(name), type)
            expectEqual(FieldType.parse(name + "?"), .optional(type))
            expectEqual(FieldType.parse(" " + name + " ?"), .optional(type))
            expectEqual(FieldType.parse("[" + name + "]"), .array(type))
            expectEqual(FieldType.parse("[ " + name + "]"), .array(type))
            expectEqual(FieldType.parse("[" + name + "]?"), .optional(.array(type)))
        }
        expectEqual(FieldType.parse("Place?"), .optional(.model("Place")))
        expectEqual(FieldType.parse("[Place]"), .array(.model("Place")))
        expectEqual(FieldType.parse("[Strin]"), .array(.model("Strin")))
        for bad in ["?", "[?]", "Int??", "[Int]]", "[[Int]"] {
            #expect(FieldType.parse(bad) == nil, "\(bad) should not parse")
        }
    }

    // MARK: Names

    /// Identifiers are tested eight bytes at a time: the answer is the byte-by-byte rule's, for
    /// every byte value at every place of names shorter than, as long as and longer than a word.
    @Test func identifiersTestedByTheWordAnswerAsByteByByte() {
        func byByte(_ bytes: [UInt8]) -> Bool {
            guard let first = bytes.first, !(bytes.count == 1 && first == UInt8(ascii: "_")) else { return false }
            func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
            guard isLetter(first) || first == 0x5F else { return false }
            return bytes.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        }
        var disagreements: [[UInt8]] = []
        for count in [1, 2, 5, 7, 8, 9, 15, 16, 17, 24] {
            for place in 0..<count {
                for byte in 0...255 {
                    var name = Array(repeating: UInt8(ascii: "a"), count: count)
                    name[place] = UInt8(byte)
                    let fast = name.withUnsafeBufferPointer { SwiftName.isIdentifier(bytes: $0) }
                    if fast != byByte(name) { disagreements.append(name) }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(![UInt8]().withUnsafeBufferPointer { SwiftName.isIdentifier(bytes: $0) })
    }

    /// Type names are checked as bytes, against the reserved names first: every problem is the
    /// one the lists checked in their order give.
    @Test func typeNameProblemsFromBytesAreTheListsInOrder() {
        func expected(_ name: String) -> SwiftName.TypeNameProblem? {
            if !SwiftName.isIdentifier(name) { return .notIdentifier }
            if SwiftName.keywordList.contains(name) { return .keyword }
            if SwiftName.cardEngineNames.contains(name) || name == GeneratedNames.stateType || GeneratedNames.moduleNames.contains(name) {
                return .generated
            }
            if SwiftName.platformModuleNames.contains(name) { return .module }
            if SwiftName.reservedTypeNameList.contains(name) { return .reserved }
            if (GeneratedNames.cardMembers + GeneratedNames.modelMembers).contains(name) { return .modelMember }
            return nil
        }
        var probes = SwiftName.reservedTypeNameList + SwiftName.keywordList + GeneratedNames.cardMembers + GeneratedNames.modelMembers
        probes += ["", "_", "9Lives", "Plätze", "SStack000001Item", "Place", "Stat", "States", "swift"]
        var disagreements: [String] = []
        for name in probes {
            let found = Array(name.utf8).withUnsafeBufferPointer { SwiftName.modelNameProblem(bytes: $0) }
            if found != expected(name) { disagreements.append(name) }
            if SwiftName.typeNameProblem(name) != (expected(name) == .modelMember ? nil : expected(name)?.message(for: name)) {
                disagreements.append(name)
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test func scalarTextLongerThanTheInputGrowsTheBuffer() {
        // UTF-16 input whose scalars are CJK: three UTF-8 bytes for every two input bytes, so
        // the text outgrows the room the reader keeps ahead.
        let words = (0..<200).map { "k\($0): \(String(repeating: "\u{6F22}\u{5B57}", count: 10))" }
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in words.joined(separator: "\n").utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let result = YAMLReader().read(bytes, file: "t.yaml")
        #expect(result.diagnostics.isEmpty)
        let tree = result.tree
        let root = tree.documents[0]
        expectEqual(tree.pairCount(root), 200)
        expectEqual(tree.value(tree.pair(root, 0).key), "k0")
        expectEqual(tree.value(tree.pair(root, 199).value), String(repeating: "\u{6F22}\u{5B57}", count: 10))
        #expect(tree.bytesUsed > bytes.count + 64)
    }

    // MARK: Colors and URLs

    @Test func hexColorsParseWithoutArrays() {
        #expect(CardColor(hex: "#abc")?.rgba == 0xAABB_CCFF)
        #expect(CardColor(hex: "#A1B2C3")?.rgba == 0xA1B2_C3FF)
        #expect(CardColor(hex: "A1B2C3D4")?.rgba == 0xA1B2_C3D4)
        for bad in ["", "#", "#12", "#12345", "#1234567", "#123456789", "#GGGGGG", "#12 456"] {
            #expect(CardColor(hex: bad) == nil, "\(bad) should not parse")
        }
    }

    @Test func urlProblemsNameTheCharacter() {
        #expect(URLText.problem("https://exämple.com")?.contains("U+E4") == true)
        #expect(URLText.problem("https://a b")?.contains("U+20") == true)
        #expect(URLText.problem("https://a.com/%2") != nil)
        expectEqual(URLText.problem("https://a.com/%2F"), nil)
        #expect(URLText.problem("1https://a.com") != nil)
        #expect(URLText.problem("https:") != nil)
    }

    // MARK: Directory walks

    @Test func directoryEntriesAreSortedBytewiseWithTheirKinds() throws {
        let dir = try TestSupport.temporaryDirectory()
        for name in ["b", "a", "B", ".hidden", "é", "a.card.yaml"] {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data()))
        }
        try FileManager.default.createDirectory(atPath: dir + "/d", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/a")
        var entries: [(name: String, kind: FileSystem.EntryKind?)] = []
        try FileSystem.forEachEntry(of: dir) { name, kind in entries.append((String(decoding: name, as: UTF8.self), kind)) }
        expectEqual(entries.map(\.name), [".hidden", "B", "a", "a.card.yaml", "b", "d", "link", "é"])
        let kinds = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.kind ?? FileSystem.kind(of: dir + "/" + $0.name, followingLinks: false)) })
        expectEqual(kinds["d"], .directory)
        expectEqual(kinds["a"], .file)
        expectEqual(kinds["link"], .symbolicLink)
    }

    @Test func foldersWalkedOnEveryCoreComeInTheOrderOfASerialWalk() throws {
        let root = try TestSupport.temporaryDirectory()
        for dir in ["b", "b/c", "b/c/e", "d", ".hidden", "f"] {
            try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
        }
        for file in ["a.card.yaml", "b/x.card.yaml", "b/c/y.card.yml", "b/c/e/w.card.yaml", "b/note.txt", "d/z.card.yaml",
                     ".hidden/h.card.yaml", "b/v.card.yaml"] {
            #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data()))
        }
        let found = try InputDiscovery.expand([root]).map { input -> String in
            guard case .file(let path) = input else { return "-" }
            return String(path.dropFirst(root.count + 1))
        }
        expectEqual(found, ["a.card.yaml", "b/v.card.yaml", "b/x.card.yaml", "b/c/y.card.yml", "b/c/e/w.card.yaml", "d/z.card.yaml"])
    }

    @Test func filesReadRelativeToTheirDirectoryMatchWholePathReads() throws {
        let root = try TestSupport.temporaryDirectory()
        for dir in ["a", "ab", "a/b", "c"] {
            try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
        }
        for (file, text) in [("a/x", "in a"), ("a/y", "y in a"), ("ab/x", "in ab, not a"), ("a/b/z", "deeper"), ("c/x", "in c")] {
            try text.write(toFile: root + "/" + file, atomically: false, encoding: .utf8)
        }
        // Switching directories, coming back, prefixes that share bytes, `.` and `..`, a missing
        // file, a directory (named with and without a final slash), a missing directory (twice),
        // a file named as a directory: each read must give what reading the whole path gives.
        let paths = ["a/x", "a/y", "ab/x", "a/x", "a/b/z", "a/b/../y", "a/./x", "a/missing", "a/b", "a/b/", "nowhere/x", "nowhere/y",
                     "a/x/", "a/y", "c/x", "a/x"]
        let cursor = DirectoryCursor()
        func describe(_ read: () throws(FileSystem.Failure) -> [UInt8]) -> String {
            do throws(FileSystem.Failure) { return "bytes " + String(decoding: try read(), as: UTF8.self) } catch { return "failure " + error.description }
        }
        var seen: [String] = []
        for path in paths.map({ root + "/" + $0 }) {
            let relative = describe { () throws(FileSystem.Failure) in try cursor.read(path, limit: 1 << 20) }
            #expect(relative == describe { () throws(FileSystem.Failure) in try FileSystem.read(path, limit: 1 << 20) }, "\(path)")
            seen.append(relative)
        }
        #expect(seen[0] == "bytes in a" && seen[2] == "bytes in ab, not a" && seen[4] == "bytes deeper" && seen[5] == "bytes y in a" && seen[14] == "bytes in c")
        #expect(seen[7].hasPrefix("failure") && seen[8].hasSuffix("is a directory") && seen[9].hasSuffix("is a directory"))
        #expect(seen[10].hasPrefix("failure") && seen[11].hasPrefix("failure") && seen[12].hasPrefix("failure"))
        // A path with no directory part is read as written.
        #expect(describe { () throws(FileSystem.Failure) in try cursor.read("no-such-file.card.yaml", limit: 10) }
                == describe { () throws(FileSystem.Failure) in try FileSystem.read("no-such-file.card.yaml", limit: 10) })
    }

    @Test func specFileNamesAreMatchedBytewise() {
        #expect(InputDiscovery.isSpecFile("a.card.yaml"))
        #expect(InputDiscovery.isSpecFile("a.card.yml"))
        #expect(InputDiscovery.isSpecFile(".card.yml"))
        #expect(!InputDiscovery.isSpecFile("a.card.yaml.bak"))
        #expect(!InputDiscovery.isSpecFile("a.yaml"))
        #expect(!InputDiscovery.isSpecFile("card.yml"))
    }

    @Test func pathsShareADirectoryOnlyWhenWrittenAlike() {
        #expect(LintPlan.sameDirectory("a/x.card.yaml", "a/y.card.yaml"))
        #expect(LintPlan.sameDirectory("x.card.yaml", "y.card.yaml"))
        #expect(LintPlan.sameDirectory("/x", "/y"))
        #expect(!LintPlan.sameDirectory("x", "/x"))
        #expect(!LintPlan.sameDirectory("a/b/x", "a/x"))
        #expect(!LintPlan.sameDirectory("ab/x", "a/x"))
    }

    @Test func configurationsAreStillFoundPerDirectory() throws {
        let root = try TestSupport.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/strict", withIntermediateDirectories: false)
        try "disabledRules: [unreachable-state]\n".write(toFile: root + "/strict/.cardc.yml", atomically: true, encoding: .utf8)
        let plan = try LintPlan(inputs: [.file(root + "/a.card.yaml"), .file(root + "/strict/b.card.yaml"), .file(root + "/strict/c.card.yaml"), .file(root + "/d.card.yaml")],
                                limits: .default, configPath: nil)
        expectEqual(plan.linters.count, 2)
        expectEqual(plan.jobs.map(\.linter), [0, 1, 1, 0])
        #expect(plan.linters[1].checker.configuration.disabledRules.contains(.unreachableState))
    }

    // MARK: Work sharing

    @Test(arguments: [0, 1, 2, 5, 31, 32, 33, 1000, 4097])
    func parallelMapKeepsInputOrder(count: Int) {
        expectEqual(Parallel.map(count, workers: 2) { $0 &* 7 }, (0..<count).map { $0 &* 7 })
    }

    @Test func eachWorkerKeepsItsOwnStateForEveryItemItRuns() {
        // A state records the thread that made it; an item run with another thread's state,
        // or a state made more than once per worker, would show.
        final class Tally { let thread = pthread_self(); var items = 0 }
        let results = Parallel.map(5000, workers: 3, perWorker: { Tally() }) { tally, i -> Int in
            tally.items += 1
            return pthread_equal(tally.thread, pthread_self()) != 0 ? i : -1
        }
        expectEqual(results, Array(0..<5000))
        // One worker: one state, carried through every item in order.
        let serial = Parallel.map(10, workers: 1, perWorker: { 0 }) { count, _ -> Int in
            count += 1
            return count
        }
        expectEqual(serial, Array(1...10))
    }

    @Test func readerStorageLentFromFileToFileChangesNoResult() {
        // Files of every outcome, in an order where each follows a different one: the arrays a
        // file leaves behind must never show in the next file's tree or diagnostics.
        let big = TestSupport.minimalSheet + "\n" + (0..<4000).map { "# padding line \($0)" }.joined(separator: "\n")
            + "\nmodels:\n  Wide: { " + (0..<200).map { "f\($0): Int" }.joined(separator: ", ") + " }\n"
        let inputs: [(name: String, text: String)] = [
            ("ok.card.yaml", TestSupport.minimalSheet),
            ("syntax.card.yaml", "version: 1\nname: [unclosed\n"),
            ("ok2.card.yaml", TestSupport.minimalSheet.replacingOccurrences(of: "Sheet", with: "Other")),
            ("dupe.card.yaml", TestSupport.minimalSheet + "\nname: Again\n"),
            ("big.card.yaml", big),
            ("alias.card.yaml", "a: &x { k: 1 }\nb: *x\n"),
            ("empty.card.yaml", ""),
            ("ok3.card.yaml", TestSupport.minimalSheet),
        ]
        let linter = Linter()
        let storage = ReaderStorage()
        for _ in 0..<2 {
            for input in inputs {
                let bytes = Array(input.text.utf8)
                let fresh = linter.lint(bytes, path: input.name)
                let lent = linter.lint(bytes, path: input.name, storage: storage)
                #expect(lent.diagnostics == fresh.diagnostics, "\(input.name)")
                #expect(lent.specCount == fresh.specCount, "\(input.name)")
                #expect(lent.specs.map(\.name) == fresh.specs.map(\.name), "\(input.name)")
            }
        }
        // What a file gives back is emptied, and a large file's arrays are not kept.
        #expect(storage.tree.nodes.isEmpty && storage.tree.children.isEmpty && storage.tree.documents.isEmpty)
        expectEqual(storage.tree.bytesUsed, 0)
        // The very arrays come back, not copies: a small file after another reuses their storage.
        func buffers() -> [UnsafeRawPointer?] {
            [storage.tree.nodes.withUnsafeBytes { $0.baseAddress }, storage.tree.children.withUnsafeBytes { $0.baseAddress },
             storage.tree.documents.withUnsafeBytes { $0.baseAddress }, storage.tree.bytes.withUnsafeBytes { $0.baseAddress },
             storage.pending.withUnsafeBytes { $0.baseAddress }]
        }
        let before = buffers()
        #expect(!before.contains(nil))
        for _ in 0..<3 { _ = linter.lint(Array(inputs[0].text.utf8), path: "again.card.yaml", storage: storage) }
        expectEqual(buffers(), before)
        _ = linter.lint(Array(big.utf8), path: "big.card.yaml", storage: storage)
        #expect(storage.tree.bytes.count <= 1 << 16)
    }

    @Test func newlinesAreCountedSixteenBytesAtATime() {
        var rng = SeededGenerator(state: 11)
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x0B, 0x09, 0x8A, 0x0D, 0x20, 0x41, 0xFF, 0x00]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 1000, 4079, 4080, 4081, 4096, 10_000] {
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &rng)! }
            for start in 0..<min(9, length + 1) {
                let slice = Array(bytes[start...])
                let fast = slice.withUnsafeBufferPointer { StreamSplitter.newlines(in: $0) }
                // Line breaks by LineIndex's rule: LF, CRLF and a lone CR.
                #expect(fast == LineIndex(slice).count - 1, "length \(length), start \(start)")
            }
        }
        // Nothing but newlines (or CRs): every lane counts one per block, up to the most a byte holds.
        for length in [255 * 16, 255 * 16 + 1, 256 * 16, 3 * 255 * 16 + 5] {
            for byte: UInt8 in [0x0A, 0x0D] {
                let all = [UInt8](repeating: byte, count: length)
                #expect(all.withUnsafeBufferPointer { StreamSplitter.newlines(in: $0) } == length, "length \(length)")
            }
        }
    }

    // MARK: Reachability masks

    @Test func maskVerdictsMatchTheGeneralSearch() {
        var rng = SeededGenerator(state: 7)
        let gestures: [Reachability] = [.drag, .flick, .tap]
        for _ in 0..<2000 {
            let n = Int.random(in: 1...64, using: &rng)
            let initial = Int.random(in: 0..<n, using: &rng)
            var edges = [[Reachability.Edge]](repeating: [], count: n)
            for from in 0..<n {
                for _ in 0..<Int.random(in: 0...3, using: &rng) {
                    edges[from].append(.init(to: Int.random(in: 0..<n, using: &rng), gesture: gestures.randomElement(using: &rng)!))
                }
            }
            let masks = Reachability.verdicts(stateCount: n, initial: initial) { edges[$0] }
            let general = Reachability.generalVerdicts(stateCount: n, initial: initial) { state, add in
                for edge in edges[state] { add(edge.to, edge.gesture) }
            }
            expectEqual(masks, general)
        }
    }

    @Test func moreThanSixtyFourStatesUseTheGeneralSearch() {
        let n = 70
        let verdicts = Reachability.verdicts(stateCount: n, initial: 0) { state in
            state + 1 < n ? [.init(to: state + 1, gesture: state < 65 ? .drag : .flick)] : []
        }
        expectEqual(verdicts[0], .initial)
        expectEqual(verdicts[65], .drag)
        expectEqual(verdicts[66], .flick)
        expectEqual(verdicts[69], .flick)
    }

    // MARK: Keys and fields

    @Test func repeatedKeysAreFlaggedButAliasesOfThemAreNot() {
        let result = YAMLReader().read(Array("a: &k x\nb: 2\na: 3\n? *k\n: 4\n".utf8), file: "t.yaml")
        let root = result.tree.documents[0]
        let flags = (0..<result.tree.pairCount(root)).map { result.tree.isRepeatedKey(root, $0) }
        expectEqual(flags, [false, false, true, false])
        expectEqual(result.diagnostics.map(\.rule), [.duplicateKey])
    }

    /// Issue 37: what reading a mapping keeps is a value on the decoder's stack, not an object
    /// allocated (and freed) for every mapping of every document.
    @Test func aMappingsScanIsAValueNotAnObject() {
        #expect(MemoryLayout<KeyScan>.size > MemoryLayout<AnyObject>.size)
    }

    /// A mapping is read in document order: each known key comes once, with its index among
    /// the names and its value, whatever order the names list them in; a known key left out
    /// never comes, and an unknown one is reported.
    @Test func aMappingsKnownKeysComeInDocumentOrder() throws {
        let keys = (0..<20).map { "key\($0)" }
        let held = [17, 3, 9, 0, 12]
        let yaml = held.map { "key\($0): v\($0)" }.joined(separator: "\n") + "\nkey3: again\nother: x"
        let read = YAMLReader().read(Array(yaml.utf8), file: "t.yaml")
        let root = try #require(read.tree.documents.first)
        var c = DecodeContext(tree: read.tree, file: "t.yaml", document: read.tree[root].location)
        let start = c.open(root)
        guard var scan = c.mapping(start, keys, path: "", what: "the test") else {
            Issue.record("not a mapping")
            return
        }
        var found: [Int] = []
        while let (index, _, value) = c.nextKey(&scan) {
            expectEqual(c.tree.value(value), "v\(index)")
            found.append(index)
        }
        let seen = held.allSatisfy { scan.seen($0) } && !scan.seen(1) && !scan.seen(19)
        c.end(scan)
        expectEqual(found, held)
        #expect(seen)
        expectEqual(c.diagnostics.map(\.rule), [.unknownKey])
    }

    /// The document's decoder tells the common keys by their places among a document's keys
    /// (`SpecKeys.CommonPlace`): each place holds its key in every kind's top-level keys, so a
    /// document's keys read before its kind keep their indices once it is known.
    @Test func commonKeysAreLookedUpAtTheirPlaces() throws {
        let places: [(String, Int)] = [("version", SpecKeys.CommonPlace.version), ("name", SpecKeys.CommonPlace.name),
                                       ("kind", SpecKeys.CommonPlace.kind), ("devices", SpecKeys.CommonPlace.devices),
                                       ("orientations", SpecKeys.CommonPlace.orientations), ("appearance", SpecKeys.CommonPlace.appearance),
                                       ("animation", SpecKeys.CommonPlace.animation), ("models", SpecKeys.CommonPlace.models),
                                       ("samples", SpecKeys.CommonPlace.samples), ("labels", SpecKeys.CommonPlace.labels)]
        for kind in CardKind.allCases {
            let keys = SpecKeys.topLevel(for: kind)
            for (key, place) in places {
                #expect(keys.names.indices.contains(place) && keys[place] == key, "\(key) in \(kind)")
                #expect(SpecKeys.commonNames[place] == key, "\(key)")
            }
        }
    }

    /// `NameSet`'s hashed table answers as a `Set` of the same names would: for every name it
    /// holds, and for near misses, other cases and lengths of them.
    @Test func nameSetAnswersAsASetOfTheSameNamesWould() {
        let names = SwiftName.reservedTypeNameList + SwiftName.keywordList + ["", "Ünïcode"]
        let set = NameSet(names)
        let plain = Set(names)
        var probes = names + ["é", "Unicode", String(repeating: "A", count: 70), "Strin", "Strings"]
        for name in names {
            probes += [name + "x", String(name.dropLast()), name.lowercased(), name.uppercased(), "_" + name]
        }
        let disagreements = probes.filter { set.contains($0) != plain.contains($0) }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        #expect(set.contains("String") && set.contains("") && !NameSet([]).contains(""))
    }

    /// The reserved type names are read from their parts, not joined first: the set made so
    /// answers as the joined list's does, for every name and near miss, and across the parts' seams.
    @Test func reservedTypeNamesFromTheirPartsAnswerAsTheJoinedList() {
        let list = SwiftName.reservedTypeNameList
        #expect(list == SwiftName.reservedTypeNameParts.flatMap { $0 })
        let joined = NameSet(list)
        var probes = list + ["", "state", "Strin"]
        for name in list { probes += [name + "x", String(name.dropLast()), name.lowercased()] }
        let disagreements = probes.filter { SwiftName.reservedTypeNames.contains($0) != joined.contains($0) }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        let split = NameSet(lists: [["Alpha", "Beta"], [], ["Beta", "Gamma"]])
        #expect(split.contains("Alpha") && split.contains("Beta") && split.contains("Gamma") && !split.contains("Delta"))
    }

    /// Issue 37: the checker's behaviours of one sheet, one per device, read one configuration
    /// rather than a copy each (each copy retained and released every array and string in it);
    /// the layouts are still each device's own.
    @Test func aSheetsBehavioursOnEachDeviceShareOneConfiguration() throws {
        let spec = try #require(TestSupport.spec(TestSupport.minimalSheet + "\ndevices: [iphone-se, iphone-15, ipad-11]\n"))
        let context = CheckContext(spec: spec)
        expectEqual(context.sheets.count, 3)
        for sheet in context.sheets.dropFirst() {
            #expect(sheet.sharesConfiguration(with: context.sheets[0]))
        }
        expectEqual(context.sheets.map(\.layout.device.name), ["iphone-se", "iphone-15", "ipad-11"])
        expectEqual(context.sheets[2].configuration.segments.map(\.name), ["low", "high"])
    }

    @Test func modelsWithMoreFieldsThanFitInlineKeepEveryValue() throws {
        let names = (0..<40).map { "f\($0)" }
        let yaml = TestSupport.minimalSheet + "\nmodels:\n  Wide:\n" + names.map { "    \($0): Int\n" }.joined()
            + "samples:\n  Wide:\n    - {" + names.enumerated().map { "\($1): \($0)" }.joined(separator: ", ") + "}\n"
        let spec = try #require(TestSupport.spec(yaml))
        guard case .object(_, let fields)? = spec.samples.first?.values.first else {
            Issue.record("no sample object")
            return
        }
        expectEqual(fields.count, 40)
        expectEqual(fields[39].name, "f39")
        expectEqual(fields[39].value, .int(39))
        expectEqual(fields[33].value, .int(33))
    }

    /// A sample mapping whose keys are all its model's fields is read without
    /// `DecodeContext.fields`: in any order and with optional fields left out, the values are
    /// those read through it.
    @Test func samplesReadWithoutTheMappingReaderKeepTheirValues() throws {
        let yaml = TestSupport.minimalSheet + """

            models:
              Place: { name: String, rank: Int, note: String? }
            samples:
              Place:
                - { name: Home, rank: 1, note: hi }
                - { note: there, rank: 2, name: Work }
                - { rank: 3, name: Away }
            """
        let spec = try #require(TestSupport.spec(yaml))
        let values = try #require(spec.samples.first?.values)
        expectEqual(values, [
            .object(model: "Place", fields: [("name", .string("Home")), ("rank", .int(1)), ("note", .string("hi"))]),
            .object(model: "Place", fields: [("name", .string("Work")), ("rank", .int(2)), ("note", .string("there"))]),
            .object(model: "Place", fields: [("name", .string("Away")), ("rank", .int(3)), ("note", .null)]),
        ])
    }

    @Test func lintChecksSamplesWithoutBuildingThem() throws {
        let yaml = TestSupport.minimalSheet + """

            models:
              Place: { name: String, link: URL, tags: "[String]" }
            samples:
              Place:
                - { name: Home, link: "https://a.com", tags: [a, b] }
                - { name: Work, link: "not a url", tags: [c] }
            """
        let read = YAMLReader().read(Array(yaml.utf8), file: "t.yaml")
        let built = SpecDecoder().decode(read.tree, file: "t.yaml", sampleValues: true)
        let checked = SpecDecoder().decode(read.tree, file: "t.yaml", sampleValues: false)
        expectEqual(built.diagnostics.map(\.message), checked.diagnostics.map(\.message))
        #expect(!checked.diagnostics.isEmpty)
        let fixed = yaml.replacingOccurrences(of: "not a url", with: "https://b.com")
        let tree = YAMLReader().read(Array(fixed.utf8), file: "t.yaml").tree
        expectEqual(SpecDecoder().decode(tree, file: "t.yaml").diagnostics.map(\.message), [])
        let full = try #require(SpecDecoder().decode(tree, file: "t.yaml", sampleValues: true).specs.first)
        let bare = try #require(SpecDecoder().decode(tree, file: "t.yaml", sampleValues: false).specs.first)
        #expect(full.samples.first?.values.count == 2)
        #expect(bare.samples.first?.values.isEmpty == true)
        #expect(bare.samples.first?.model == "Place")
    }
}
