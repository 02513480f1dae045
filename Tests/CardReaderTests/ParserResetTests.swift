import Testing
@testable import CardReader
import CardTestSupport

/// A worker keeps libyaml's parser from one file to the next and resets it in place
/// (`ReadState.reset`) rather than deleting and initializing it again. Whatever the last file
/// left in it (tokens queued at a syntax error, `%TAG` directives, buffers and stacks grown
/// past their first room), the next file must read exactly as it reads with a new parser.
@Suite struct ParserResetTests {
    /// What a first file leaves behind in the parser.
    static let before: [String] = [
        // stopped inside a flow mapping: scanned tokens still queued
        "a: [1, { b: 2, c\nd: { e: [f\n",
        // tag directives, which libyaml allocates and the reset frees
        "%TAG !e! tag:example.com,2000:app/\n---\n- !e!card { name: x }\n- !e!other y\n",
        // a scalar longer than the input buffer's first room, and nesting that grows the stacks
        "k: " + String(repeating: "long ", count: 10_000) + "\n"
            + (0..<120).map { String(repeating: " ", count: 2 * $0) + "n\($0):\n" }.joined()
            + String(repeating: " ", count: 240) + "leaf: 1\n",
        // an error while scanning (a tab where indentation is read)
        "a:\n\t- b\n",
        // nothing
        "",
    ]

    /// Files read after them.
    static let after: [String] = [
        "version: 1\nname: Sheet\nkind: sheet\nsegments: [{ name: a, height: 10 }, { name: b, height: 50% }]\n",
        "%TAG !x! tag:other.org,2001:\n--- !x!thing\nvalue: [1, 2]\n--- \nsecond: &a { k: v }\nthird: *a\n",
        "a: [1, 2\n",
        "- just\n- a\n- list\n",
    ]

    /// A read's events and what they recorded, and the diagnostics, as plain values.
    static func read(_ text: String, storage: ReaderStorage?) -> [String] {
        Array(text.utf8).withUnsafeBufferPointer { input in
            let source = YAMLEventSource.make(file: "t.yaml", limits: .default, input: input, lineOffset: 0, part: false,
                                              storage: storage)
            var seen: [String] = []
            func node(_ id: NodeID) -> String {
                let n = source.state.tree[id]
                let text = n.kind == .scalar ? source.state.tree.value(id) : ""
                return "\(n.kind) \(n.location.line):\(n.location.column) \(text)"
            }
            reading: while true {
                let step = source.next()
                switch step {
                case .scalar(let id): seen.append("scalar " + node(id))
                case .collection(let id): seen.append("collection " + node(id))
                case .alias(let id): seen.append("alias " + node(id))
                case .end, .documentStart, .documentEnd, .other: seen.append("\(step)")
                case .stop: break reading
                }
            }
            let diagnostics = source.finish().diagnostics
            return seen + diagnostics.map { "\($0)" }
        }
    }

    @Test(arguments: before.indices)
    func aReusedParserReadsTheNextFileAsANewOneDoes(_ first: Int) {
        let storage = ReaderStorage()
        _ = Self.read(Self.before[first], storage: storage)
        for text in Self.after {
            let fresh = Self.read(text, storage: nil)
            #expect(!fresh.isEmpty)
            expectEqual(Self.read(text, storage: storage), fresh)
            // and again, after a file that left it in the same state
            _ = Self.read(Self.before[first], storage: storage)
            expectEqual(Self.read(text, storage: storage), fresh)
        }
    }

    @Test func theParserIsResetInPlaceWithTheLibYAMLItMirrors() {
        // Debian's and Homebrew's libyaml: the in-place reset is what the reader uses there.
        #expect(ReadState.resetsInPlace)
    }
}
