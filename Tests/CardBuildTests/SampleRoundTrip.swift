import CardEngine
import Foundation
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

/// Lints spec files, generates Swift for every one that lints without an error, compiles it in
/// one module under Swift 6 and `-warnings-as-errors` with a program that prints each card's
/// states, their labels and each model's samples as JSON, runs the program, and compares what
/// it printed with what the specs say. Used by the property test on random hostile specs and,
/// through `CARDC_ROUNDTRIP_CORPUS`, on a sample of the fuzzer's corpus.
enum SampleRoundTrip {
    /// A JSON value as `JSONEncoder` writes it; decoding keeps booleans, integers and other
    /// numbers apart (JSONDecoder refuses `1` as a Bool and `2.5` as an Int).
    indirect enum JSONValue: Decodable, Equatable, CustomStringConvertible {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        case array([JSONValue])
        case object([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null }
            else if let b = try? c.decode(Bool.self) { self = .bool(b) }
            else if let i = try? c.decode(Int.self) { self = .int(i) }
            else if let d = try? c.decode(Double.self) { self = .double(d) }
            else if let s = try? c.decode(String.self) { self = .string(s) }
            else if let a = try? c.decode([JSONValue].self) { self = .array(a) }
            else { self = .object(try c.decode([String: JSONValue].self)) }
        }

        var description: String {
            switch self {
            case .null: "null"
            case .bool(let b): "\(b)"
            case .int(let i): "\(i)"
            case .double(let d): "\(d)"
            case .string(let s): s.debugDescription
            case .array(let a): "[\(a.map(\.description).joined(separator: ", "))]"
            case .object(let o): "{\(o.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))}"
            }
        }

        /// Equal as values: numbers by value (JSONEncoder writes `2.0` as `2`), dates a
        /// microsecond apart equal (Date keeps seconds since 2001, so 1970-based seconds may move by
        /// an ulp), an absent key equal to null (synthesized Codable skips nil optionals).
        func matches(_ other: JSONValue) -> Bool {
            switch (self, other) {
            case (.null, .null): return true
            case let (.bool(a), .bool(b)): return a == b
            case let (.int(a), .int(b)): return a == b
            case let (.int(a), .double(b)), let (.double(b), .int(a)): return Double(a) == b && abs(b) < 0x1p63
            case let (.double(a), .double(b)): return a == b || abs(a - b) <= 1e-6 * max(1, abs(a))
            case let (.string(a), .string(b)): return Array(a.utf8) == Array(b.utf8)
            case let (.array(a), .array(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
            case let (.object(a), .object(b)):
                for key in Set(a.keys).union(b.keys) where !(a[key] ?? .null).matches(b[key] ?? .null) { return false }
                return true
            default: return false
            }
        }
    }

    /// What a spec promises the program will print: its card's states, each model's samples, and
    /// each state's label text (nil: the states' names, as a spec without `labels` has them).
    struct Expectation {
        var card: String
        var states: [String]
        var samples: [String: JSONValue]
        var labels: [String]? = nil
    }

    /// The JSON `JSONEncoder` writes for a decoded sample value (dates as seconds since 1970,
    /// non-finite doubles as the strings the program's encoder is told to use).
    static func json(_ value: SampleValue) -> JSONValue {
        switch value {
        case .string(let s), .image(let s), .url(let s): return .string(s)
        case .int(let i): return .int(i)
        case .double(let d): return json(double: d)
        case .bool(let b): return .bool(b)
        case .color(let c): return .string(c.hex)
        case .date(let seconds, _): return .double(seconds)
        case .null: return .null
        case .array(let a): return .array(a.map(json))
        case .object(_, let fields):
            return .object(Dictionary(fields.map { ($0.name, json($0.value)) }, uniquingKeysWith: { a, _ in a }))
        }
    }

    static func json(double d: Double) -> JSONValue {
        if d.isNaN { return .string("nan") }
        if d.isInfinite { return .string(d > 0 ? "+inf" : "-inf") }
        return .double(d)
    }

    static func expectation(for spec: CardSpec) -> Expectation {
        var samples: [String: JSONValue] = [:]
        for model in spec.models {
            let values = spec.samples.first { $0.model == model.name }?.values ?? []
            samples[model.name] = .array(values.map(json))
        }
        return Expectation(card: spec.name, states: spec.stateNames, samples: samples,
                           labels: spec.stateNames.map { spec.stateLabel($0).defaultValue })
    }

    struct Outcome {
        /// The specs that linted without an error and were compiled, by card name.
        var compiled: [String]
        /// Everything that went wrong: generate, the compiler's output, a trap, a value that
        /// differs. Empty when the round trip held.
        var problems: [String]
    }

    /// Runs the round trip over `files` (each holding one spec) in `dir`. `expectations` maps a
    /// card name to what its program output must be; cards it does not name are compared with
    /// the decoder's own reading of their samples.
    static func run(files: [String], in dir: String, expectations: [String: Expectation] = [:]) throws -> Outcome {
        let modules = try StrictGeneratedCodeTests.modules.get()
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var chosen: [String] = []
        var expected: [String: Expectation] = [:]
        for file in files {
            guard let bytes = FileManager.default.contents(atPath: file) else { continue }
            let result = Linter().lint(Array(bytes), path: file)
            guard !result.diagnostics.contains(where: { $0.severity == .error }), result.specs.count == 1,
                  let spec = result.specs.first, expected[spec.name] == nil else { continue }
            chosen.append(file)
            expected[spec.name] = expectations[spec.name] ?? expectation(for: spec)
        }
        guard !chosen.isEmpty else { return Outcome(compiled: [], problems: []) }
        let out = dir + "/out"
        let generated = GenerateCommand(options: .init(specs: chosen, destination: .directory(out))).run()
        guard generated.exitCode == ExitStatus.success else {
            return Outcome(compiled: [], problems: ["generate failed: \(generated)"])
        }
        try program(expected.values.sorted { $0.card < $1.card }).write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: out).sorted().map { out + "/" + $0 }
        let engineObjects = try FileManager.default.contentsOfDirectory(atPath: modules + "/../CardEngine.build")
            .filter { $0.hasSuffix(".o") }.map { modules + "/../CardEngine.build/" + $0 }
        let compiled = StrictGeneratedCodeTests.run(
            ["swiftc", "-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors", "-module-name", "RoundTrip",
             "-I", modules, "-o", dir + "/roundtrip"] + sources + [dir + "/main.swift"] + engineObjects)
        guard compiled.status == 0, compiled.output.isEmpty else {
            return Outcome(compiled: expected.keys.sorted(), problems: ["compiler:\n\(compiled.output)"])
        }
        let ran = StrictGeneratedCodeTests.run([dir + "/roundtrip"])
        guard ran.status == 0 else {
            return Outcome(compiled: expected.keys.sorted(), problems: ["the program exited with \(ran.status):\n\(ran.output.suffix(2000))"])
        }
        return Outcome(compiled: expected.keys.sorted(), problems: compare(output: ran.output, with: expected))
    }

    /// One line per card (`CARD states JSON`) and per model (`CARD.MODEL samples JSON`).
    static func program(_ expectations: [Expectation]) -> String {
        var lines = [
            "import CardEngine",
            "import Foundation",
            "",
            "func emit<T: Encodable>(_ label: String, _ value: T) {",
            "    let encoder = JSONEncoder()",
            "    encoder.dateEncodingStrategy = .secondsSince1970",
            "    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: \"+inf\", negativeInfinity: \"-inf\", nan: \"nan\")",
            "    guard let data = try? encoder.encode(value) else { fatalError(\"cannot encode \\(label)\") }",
            "    print(label, String(decoding: data, as: UTF8.self))",
            "}",
            "",
            "// What a user's file in the same module writes: a card must not hide any of it.",
            "let everyday: [Any] = [Set([1]), Array([2]), Data(), UUID(), Date(), min(1, 2), Result<Int, any Error>.success(1),",
            "                       Calendar.current, JSONEncoder(), URL(string: \"https://example.com\") as Any, Optional<Int>.none as Any]",
            "print(\"everyday \\(everyday.count)\", \"[]\")",
            "",
        ]
        for e in expectations {
            lines.append("emit(\"\(e.card) states\", \(e.card).State.allCases.map(\\.rawValue))")
            lines.append("emit(\"\(e.card) labels\", \(e.card).stateLabels.map { [$0.key, $0.defaultValue] })")
            lines.append("_ = (\(e.card).initialState, \(e.card).devices, \(e.card).configuration)")
            for model in e.samples.keys.sorted() {
                lines.append("emit(\"\(e.card).\(model) samples\", \(e.card).\(model).samples)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func compare(output: String, with expected: [String: Expectation]) -> [String] {
        var printed: [String: JSONValue] = [:]
        var problems: [String] = []
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3 else { problems.append("unexpected line: \(line)"); continue }
            if parts[0] == "everyday" { continue }
            do {
                printed["\(parts[0]) \(parts[1])"] = try JSONDecoder().decode(JSONValue.self, from: Data(parts[2].utf8))
            } catch {
                problems.append("unreadable JSON for \(parts[0]): \(error)")
            }
        }
        for e in expected.values {
            let states = JSONValue.array(e.states.map(JSONValue.string))
            if let got = printed["\(e.card) states"], got.matches(states) {} else {
                problems.append("\(e.card) states: expected \(states), printed \(printed["\(e.card) states"]?.description ?? "nothing")")
            }
            // Each state's label under its key `CARD.state`, in the order of the states.
            let labels = JSONValue.array(zip(e.states, e.labels ?? e.states).map { .array([.string("\(e.card).\($0)"), .string($1)]) })
            if let got = printed["\(e.card) labels"], got.matches(labels) {} else {
                problems.append("\(e.card) labels: expected \(labels), printed \(printed["\(e.card) labels"]?.description ?? "nothing")")
            }
            for (model, samples) in e.samples {
                let key = "\(e.card).\(model) samples"
                if let got = printed[key], got.matches(samples) {} else {
                    problems.append("\(key): expected \(samples), printed \(printed[key]?.description ?? "nothing")")
                }
            }
        }
        return problems
    }
}
