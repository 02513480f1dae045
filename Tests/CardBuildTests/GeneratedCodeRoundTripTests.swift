import CardEngine
import Foundation
import Testing
@testable import CardCommands
@testable import CardAuthoringCommands
@testable import CardLanguageServer
@testable import CardFixes
@testable import CardPipeline
@testable import CardPreview
@testable import CardReporters
@testable import CardGeneration
@testable import CardChecker
@testable import CardDecoder
@testable import CardReader
@testable import CardModel
@testable import CardSupport
import CardTestSupport
import CardCompilerTestSupport

/// Every spec that lints clean generates Swift that compiles without a warning and runs
/// without trapping, and its samples reach the program equal to the YAML. Random specs are
/// built from hostile names (keywords, standard-library, Foundation and CardEngine names, what
/// Swift synthesizes for Codable, Hashable and raw-value enums, the members generated code
/// declares) and hostile values (control and bidi characters, quotes, interpolation, extreme
/// numbers, URLs and dates at the edge of what Foundation accepts); all that lint clean are
/// compiled together in one module.
@Suite(.serialized, BuildTests.enabled) struct GeneratedCodeRoundTripTests {
    static let count = Int(ProcessInfo.processInfo.environment["CARDC_ROUNDTRIP_COUNT"] ?? "") ?? 400

    /// Builds one random spec as YAML, and the JSON its program must print.
    struct HostileSpecBuilder {
        var rng: SeededGenerator

        static let names: [String] = [
            "class", "self", "Self", "init", "inout", "Type", "Protocol", "default", "let", "var", "where", "some", "any",
            "allCases", "AllCases", "rawValue", "RawValue", "hashValue", "hash", "encode", "description", "none",
            "samples", "CodingKeys", "CodingKey", "configuration", "devices", "initialState", "State", "states", "stateLabels",
            "CardText", "SheetCard", "CardDefinition",
            "Set", "Data", "print", "min", "Result", "Task", "Sequence", "UUID", "Calendar", "Decoder", "Hasher", "JSONEncoder",
            "String", "Int", "URL", "Date", "Optional", "Array", "Swift", "Foundation", "CardEngine",
            "SheetLayout", "CardColor", "DeviceProfile", "Length", "Appearance",
            "__x", "_", "_tail", "é", "1a", "a b", "a-b", "Card", "Model", "x",
        ]

        static let strings: [String] = [
            "", "plain", "say \"hi\"", "back\\slash", "\\(interpolation)", "#\"raw\"#", "\"\"\"", "*/ /* //",
            "line\nbreak", "cr\r", "tab\t", "\u{0}nul", "\u{1B}[2K", "\u{7}bell", "\u{85}next", "\u{202E}evil\u{202C}",
            "\u{2028}\u{2029}", "\u{FEFF}bom", "e\u{301}", "🍔", "::error file=x::", "%25", "~", "null", "true", "0x10", "1e3",
        ]

        static let urls: [String] = [
            "https://example.com", "https://example.com:8080/a?b=c#d", "mailto:someone@example.com", "https://user@host/",
            "https://[::1]/", "https://host:99999/", "https://a@b@c/", "http://host:port/", "https://x/%zz", "https://x/%41",
            "a:b", "file:///tmp/x", "https://example.com/ü", "https://example.com/a b", "https://ex ample.com", "https://example.com/?q=[1]",
        ]

        static let dates: [(text: String, seconds: Double)] = [
            ("2024-02-29", 1_709_164_800), ("2024-02-29T12:34:56Z", 1_709_210_096), ("1969-12-31T23:59:59.5Z", -0.5),
            ("2001-01-01T00:00:00+01:00", 978_303_600), ("1970-01-01", 0), ("2024-02-30", .nan), ("2024-13-01T00:00:00Z", .nan),
        ]

        static let integers: [Int] = [0, 1, -1, 42, Int.max, Int.min, 1_000_000_007]
        static let doubles: [Double] = [0, -0.0, 0.1, -2.5, 1e300, -1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e16, 3]

        mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
        mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

        /// A name: hostile half the time, else one that should be free.
        mutating func name(upper: Bool, index: Int, hostile: Double) -> String {
            if chance(hostile) { return pick(Self.names) }
            return (upper ? "Hostile" : "field") + "\(index)" + (chance(0.3) ? "_" + pick(["a", "B", "9"]) : "")
        }

        /// A YAML double-quoted scalar holding exactly `text`.
        static func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFEFF
                    || (0x2028...0x2029).contains(scalar.value):
                    out += String(format: "\\u%04X", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }

        enum Field { case string, int, double, bool, url, date, color, image, optionalString, intArray, model(String) }

        /// A value of `field`'s type as YAML, and the JSON the program prints for it (nil: the
        /// spec should not lint clean, so it is not compared).
        mutating func value(_ field: Field, models: [String: [(String, Field)]], depth: Int) -> (yaml: String, json: SampleRoundTrip.JSONValue?) {
            switch field {
            case .string:
                let s = pick(Self.strings)
                return (Self.quoted(s), .string(s))
            case .image:
                let s = pick(Self.strings)
                return (Self.quoted(s), .string(s))
            case .int:
                let i = pick(Self.integers)
                return ("\(i)", .int(i))
            case .double:
                let d = pick(Self.doubles)
                return ("\(d)", .double(d))
            case .bool:
                let b = chance(0.5)
                return ("\(b)", .bool(b))
            case .url:
                let u = pick(Self.urls)
                return (Self.quoted(u), .string(u))
            case .date:
                let d = pick(Self.dates)
                return (Self.quoted(d.text), d.seconds.isNaN ? nil : .double(d.seconds))
            case .color:
                let c = pick(["#FFFFFF", "#12345678", "#abcdef", "#FFF"])
                return (Self.quoted(c), CardColor(hex: c).map { .string($0.hex) })
            case .optionalString:
                if chance(0.5) { return ("null", .null) }
                return value(.string, models: models, depth: depth)
            case .intArray:
                let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in pick(Self.integers) }
                return ("[\(items.map(String.init).joined(separator: ", "))]", .array(items.map { .int($0) }))
            case .model(let name):
                guard depth < 2, let fields = models[name] else { return ("{}", nil) }
                return object(fields, models: models, depth: depth + 1)
            }
        }

        mutating func object(_ fields: [(String, Field)], models: [String: [(String, Field)]], depth: Int) -> (yaml: String, json: SampleRoundTrip.JSONValue?) {
            var yaml: [String] = []
            var json: [String: SampleRoundTrip.JSONValue] = [:]
            var valid = true
            for (name, type) in fields {
                let v = value(type, models: models, depth: depth)
                yaml.append("\(Self.quoted(name)): \(v.yaml)")
                if let j = v.json { json[name] = j } else { valid = false }
            }
            return ("{ \(yaml.joined(separator: ", ")) }", valid ? .object(json) : nil)
        }

        /// One spec; the expectation is nil when some value is known to be invalid.
        mutating func spec(index: Int) -> (yaml: String, expectation: SampleRoundTrip.Expectation?) {
            let card = name(upper: true, index: index, hostile: 0.3)
            let states = (0..<Int.random(in: 2...3, using: &rng)).map { i in chance(0.3) ? pick(Self.names) : "s\(i)" }
            var models: [String: [(String, Field)]] = [:]
            var order: [String] = []
            for m in 0..<Int.random(in: 1...2, using: &rng) {
                let model = name(upper: true, index: index * 10 + m, hostile: 0.4)
                guard models[model] == nil else { continue }
                var fields: [(String, Field)] = []
                for f in 0..<Int.random(in: 1...4, using: &rng) {
                    let field = name(upper: false, index: f, hostile: 0.5)
                    guard !fields.contains(where: { $0.0 == field }) else { continue }
                    var type = pick([Field.string, .int, .double, .bool, .url, .date, .color, .image, .optionalString, .intArray])
                    if let previous = order.last, chance(0.2) { type = .model(previous) }
                    fields.append((field, type))
                }
                models[model] = fields
                order.append(model)
            }
            var yaml = """
                version: 1
                name: \(Self.quoted(card))
                kind: sheet
                segments:

                """
            for (i, state) in states.enumerated() { yaml += "  - { name: \(Self.quoted(state)), height: \(100 + 150 * i) }\n" }
            // Some states labelled with hostile text; one with nothing to read must not lint clean.
            var labels = states
            var labelled: [String] = []
            var valid = true
            for (i, state) in states.enumerated() where !labelled.contains(state) && chance(0.5) {
                let label = pick(Self.strings)
                labelled.append("\(Self.quoted(state)): \(Self.quoted(label))")
                labels[i] = label
                if !LabelDecoder.hasSomethingToRead(label) { valid = false }
            }
            if !labelled.isEmpty { yaml += "labels: { \(labelled.joined(separator: ", ")) }\n" }
            yaml += "models:\n"
            for model in order {
                let fields = models[model] ?? []
                yaml += "  \(Self.quoted(model)): { \(fields.map { "\(Self.quoted($0.0)): \(typeName($0.1))" }.joined(separator: ", ")) }\n"
            }
            yaml += "samples:\n"
            var samples: [String: SampleRoundTrip.JSONValue] = [:]
            for model in order {
                var items: [SampleRoundTrip.JSONValue] = []
                yaml += "  \(Self.quoted(model)):\n"
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    let v = object(models[model] ?? [], models: models, depth: 0)
                    yaml += "    - \(v.yaml)\n"
                    if let j = v.json { items.append(j) } else { valid = false }
                }
                samples[model] = .array(items)
            }
            return (yaml, valid ? SampleRoundTrip.Expectation(card: card, states: states, samples: samples, labels: labels) : nil)
        }

        func typeName(_ field: Field) -> String {
            switch field {
            case .string: "String"
            case .int: "Int"
            case .double: "Double"
            case .bool: "Bool"
            case .url: "URL"
            case .date: "Date"
            case .color: "Color"
            case .image: "Image"
            case .optionalString: "\"String?\""
            case .intArray: "\"[Int]\""
            case .model(let name): Self.quoted(name)
            }
        }
    }

    @Test func randomHostileSpecsThatLintCleanCompileRunAndKeepTheirSamples() throws {
        var builder = HostileSpecBuilder(rng: SeededGenerator(state: 0xC0DE_CA2D))
        let dir = try TestSupport.temporaryDirectory()
        var files: [String] = []
        var expectations: [String: SampleRoundTrip.Expectation] = [:]
        var unexpectedlyClean: [String] = []
        for i in 0..<Self.count {
            let (yaml, expectation) = builder.spec(index: i)
            let file = dir + "/spec\(i).card.yaml"
            try yaml.write(toFile: file, atomically: true, encoding: .utf8)
            let result = TestSupport.lint(yaml, file: file)
            let clean = !result.diagnostics.contains { $0.severity == .error }
            guard clean, let spec = result.specs.first else { continue }
            // A value the builder knows is invalid (an impossible date) must not lint clean.
            guard let expectation else { unexpectedlyClean.append(file); continue }
            // Two specs may pick one card name; the round trip keeps the first.
            guard expectations[spec.name] == nil else { continue }
            // Against the YAML as written, not only against the decoder's reading of it.
            #expect(spec.name == expectation.card)
            expectations[spec.name] = expectation
            files.append(file)
        }
        #expect(unexpectedlyClean.isEmpty, "\(unexpectedlyClean)")
        // The generator must leave enough specs clean for the round trip to mean something.
        #expect(files.count >= Self.count / 8, "only \(files.count) of \(Self.count) random specs lint clean")
        let outcome = try SampleRoundTrip.run(files: files, in: dir, expectations: expectations)
        #expect(outcome.compiled.count == files.count)
        #expect(outcome.problems.isEmpty, "\(outcome.problems.joined(separator: "\n"))")
    }

    /// The comparison would pass if the program printed whatever it liked: a changed sample or
    /// label is caught.
    @Test func aSampleThatDiffersIsReported() throws {
        let dir = try TestSupport.temporaryDirectory()
        let file = dir + "/a.card.yaml"
        try """
            version: 1
            name: RoundTripProbe
            kind: sheet
            segments: [{ name: low, height: 100 }, { name: high, height: 300 }]
            models:
              Item: { text: String, count: Int }
            samples:
              Item: [{ text: "a\\u0000b", count: 3 }]
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let faithful = try SampleRoundTrip.run(files: [file], in: dir + "/1")
        #expect(faithful.compiled == ["RoundTripProbe"])
        #expect(faithful.problems.isEmpty, "\(faithful.problems)")
        let wrong = SampleRoundTrip.Expectation(card: "RoundTripProbe", states: ["low", "high"],
                                                samples: ["Item": .array([.object(["text": .string("a"), "count": .int(3)])])])
        let changed = try SampleRoundTrip.run(files: [file], in: dir + "/2", expectations: ["RoundTripProbe": wrong])
        #expect(changed.problems.count == 1)
        // And a label that differs from what the spec says (no `labels`: the state's name).
        let relabelled = SampleRoundTrip.Expectation(card: "RoundTripProbe", states: ["low", "high"],
                                                     samples: ["Item": .array([.object(["text": .string("a\u{0}b"), "count": .int(3)])])],
                                                     labels: ["low", "High"])
        let labelled = try SampleRoundTrip.run(files: [file], in: dir + "/3", expectations: ["RoundTripProbe": relabelled])
        #expect(labelled.problems.count == 1 && labelled.problems.first?.hasPrefix("RoundTripProbe labels") == true, "\(labelled.problems)")
    }

    /// Set `CARDC_ROUNDTRIP_CORPUS` to a folder (Tests/Fuzz/run.sh does, with a sample of the
    /// fuzzer's corpus): every file in it that lints clean takes the round trip.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CARDC_ROUNDTRIP_CORPUS"] != nil))
    func corpusSampleRoundTrips() throws {
        let corpus = ProcessInfo.processInfo.environment["CARDC_ROUNDTRIP_CORPUS"] ?? ""
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus).sorted().map { corpus + "/" + $0 }
        // Fuzzed specs reuse a few card names; one module holds each name once, so the clean
        // ones go into batches of distinct names (the first ten batches are compiled).
        var batches: [[String]] = []
        var seen: [String: Int] = [:]
        for file in files {
            guard let bytes = FileManager.default.contents(atPath: file) else { continue }
            let result = Linter().lint(Array(bytes), path: file)
            guard !result.diagnostics.contains(where: { $0.severity == .error }), result.specs.count == 1, let name = result.specs.first?.name else { continue }
            let k = seen[name, default: 0]
            seen[name] = k + 1
            if k == batches.count { batches.append([]) }
            batches[k].append(file)
        }
        var compiled = 0
        for (k, batch) in batches.prefix(10).enumerated() {
            let outcome = try SampleRoundTrip.run(files: batch, in: try TestSupport.temporaryDirectory() + "/\(k)")
            compiled += outcome.compiled.count
            #expect(outcome.problems.isEmpty, "\(outcome.problems.joined(separator: "\n"))")
        }
        print("round trip: \(seen.values.reduce(0, +)) of \(files.count) corpus files lint clean; \(compiled) compiled, run and compared in \(min(batches.count, 10)) modules")
    }
}
