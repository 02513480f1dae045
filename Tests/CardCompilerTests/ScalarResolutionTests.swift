import Testing
@testable import CardCompiler

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
        #expect(ScalarResolution.resolve(text) == expected)
    }

    @Test(arguments: ["0x10", "0o17", "0b101", "010", "1_000", ".inf", "-.inf", ".nan", "1e400", "123456789012345678901234567890"])
    func rejectsNumbersThatMeanSomethingElse(text: String) {
        guard case .badNumber(let why) = ScalarResolution.resolve(text) else {
            Issue.record("\(text) was not rejected")
            return
        }
        #expect(!why.isEmpty)
    }
}
