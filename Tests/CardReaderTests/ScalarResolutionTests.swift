import Testing
@testable import CardReader
import CardTestSupport

@Suite struct ScalarResolutionTests {
    @Test(arguments: [
        ("", ScalarResolution.null), ("~", .null), ("null", .null), ("NULL", .null),
        ("true", .bool(true)), ("False", .bool(false)),
        ("yes", .string), ("on", .string), ("off", .string), ("y", .string),
        ("80", .integer(80)), ("-3", .integer(-3)), ("+7", .integer(7)), ("0", .integer(0)),
        ("9.5", .float(9.5)), (".5", .float(0.5)), ("1e3", .float(1000)), ("2.5E-1", .float(0.25)), ("5.", .float(5)),
        ("45%", .string), ("1:30", .string), ("1.2.3", .string), ("12px", .string), ("e3", .string), ("-", .string),
    ])
    func resolvesDeliberately(text: String, expected: ScalarResolution) {
        expectEqual(ScalarResolution.resolve(text), expected)
    }

    @Test(arguments: ["0x10", "0o17", "0b101", "010", "1_000", ".inf", "-.inf", ".nan", "1e400", "123456789012345678901234567890"])
    func rejectsNumbersThatMeanSomethingElse(text: String) {
        guard case .badNumber(let why) = ScalarResolution.resolve(text) else {
            Issue.record("\(text) was not rejected")
            return
        }
        #expect(!why.isEmpty)
    }

    /// Underflow is out of range like overflow: a literal with a non-zero digit that a Double
    /// holds only as 0 is refused; zero written any way, and non-zero subnormals, are kept.
    @Test func underflowIsRefusedAndZeroAndSubnormalsAreKept() {
        let zeros = "0." + String(repeating: "0", count: 400)
        for text in ["1e-400", "-1e-400", "+1e-400", "2e-324", ".1e-400", zeros + "1", "-" + zeros + "1e+3"] {
            guard case .badNumber(let why) = ScalarResolution.resolve(text) else {
                Issue.record("\(text) was not refused: \(ScalarResolution.resolve(text))")
                continue
            }
            #expect(why.contains("too close to 0"), "\(text)")
        }
        for (text, value) in [("1e-300", 1e-300), ("-1e-300", -1e-300), ("5e-324", Double.leastNonzeroMagnitude),
                              ("3e-324", Double.leastNonzeroMagnitude), ("0e-400", 0), ("0.0", 0), ("-0.0", -0.0),
                              ("0.0e-999", 0), (zeros, 0), (zeros + "e-5", 0)] {
            #expect(ScalarResolution.resolve(text) == .float(value), "\(text)")
        }
    }
}
