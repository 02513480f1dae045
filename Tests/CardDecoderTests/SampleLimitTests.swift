import Testing
@testable import CardModel
import CardTestSupport
import CardCompilerTestSupport

/// The sample limit, in process (moved from CardBuildTests, which `swift test` does not build).
@Suite struct SampleLimitTests {
    @Test func aModelMayHaveAtMostTheSampleLimit() throws {
        let within = TestSupport.diagnostics(LargestSpec.yaml(fields: 2, samples: CardFormat.maxSamples))
        #expect(within.isEmpty)
        let over = TestSupport.diagnostics(LargestSpec.yaml(fields: 2, samples: CardFormat.maxSamples + 1))
        expectEqual(over.map(\.rule), [.resourceLimit])
        #expect(over.first?.message == "a model may have at most 256 samples; 'Big' has 257")
    }
}
