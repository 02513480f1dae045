import Foundation
import Testing

/// The switch for this target's slow checks: they build the project (`swift build -c release`,
/// CardEngine's module), run swiftc, or run the release cardc in child processes, which costs
/// minutes of CPU and starved the rest of `swift test` of its two cores. The target exists only
/// when the variable is set (Package.swift), so `swift test` neither builds nor runs them;
/// `CARDC_BUILD_TESTS=1 swift test --filter CardBuildTests` does, as `.ci/run` does on every CI
/// run. In-process tests belong in the test target of the source target they test
/// (TestHygieneTests checks).
enum BuildTests {
    static let variable = "CARDC_BUILD_TESTS"

    /// On when `CARDC_BUILD_TESTS` is set to anything but empty or `0`.
    static var isOn: Bool {
        let value = ProcessInfo.processInfo.environment[variable] ?? ""
        return !value.isEmpty && value != "0"
    }

    static var enabled: ConditionTrait {
        .enabled(if: isOn, "builds cardc or runs swiftc: set \(variable)=1 to run")
    }
}
