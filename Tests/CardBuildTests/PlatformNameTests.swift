import Foundation
import Testing
import CardTestSupport

/// Moved from ReservedNameTests (now in CardDecoderTests): it reads the toolchain's symbol
/// graphs and builds CardEngine's module for them, so it runs with the other build tests.
@Suite(.serialized, BuildTests.enabled) struct PlatformNameTests {
    /// PlatformNames.swift lists every top-level public name of the toolchain's standard library,
    /// Foundation and Dispatch and of CardEngine, read from their symbol graphs now.
    @Test func thePlatformNameListIsNotStale() throws {
        let modules = try StrictGeneratedCodeTests.modules.get()
        let script = TestSupport.packageRoot.appendingPathComponent("Scripts/platform_names.py").path
        let checked = StrictGeneratedCodeTests.run(["python3", script, "--modules", modules, "--check"])
        #expect(checked.status == 0, "\(checked.output)")
    }
}
