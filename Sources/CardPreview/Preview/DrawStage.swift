import CardEngine
import CardModel
import CardPipeline
/// The pipeline's draw stage: one spec's picture with the checker's findings on it, run by
/// `Pipeline.run(_:file:options:stage:)`. `source`: the spec's path as shown; `devices`: the
/// built-in profiles to draw instead of each spec's (a spec's own profile of that name wins;
/// empty: its own), put in before the spec is checked, so that the findings drawn are theirs;
/// `skipping`: documents not to draw (a second card of a name `preview` has drawn).
public struct DrawStage: DocumentStage {
    public var source: String
    public var devices: [DeviceProfile]
    public var skipping: Set<Int>

    public init(source: String, devices: [DeviceProfile] = [], skipping: Set<Int> = []) {
        self.source = source
        self.devices = devices
        self.skipping = skipping
    }

    public var name: String { "draw" }
    public var showsFindings: Bool { true }

    public func makes(document index: Int) -> Bool { !skipping.contains(index) }

    public func prepared(_ spec: CardSpec) -> CardSpec {
        guard !devices.isEmpty else { return spec }
        var spec = spec
        spec.devices = devices.map { d in spec.devices.first { $0.name == d.name } ?? d }
        return spec
    }

    public func make(_ spec: CardSpec, checked: CheckedSpec?, in pipeline: Pipeline) -> CardPicture {
        // The pipeline hands on what it checked; checked here only if a caller did not.
        let (context, findings) = checked.map { ($0.context, $0.findings) } ?? {
            let all = pipeline.checker.checkAll(spec, file: source)
            return (all.context, all.findings)
        }()
        let preview = CardPreview(spec: spec, source: source, context: context, findings: findings)
        return CardPicture(svg: preview.render(), devices: context.devices.map(\.name), findings: preview.findings.count,
                           errors: preview.findings.filter { $0.severity == .error }.count)
    }
}
