import CardEngine
import CardSupport
import CardModel
import CardReader

/// Turns each document of a `YAMLTree` into a validated `CardSpec`, reporting every problem it
/// finds. A document with errors yields no spec.
public struct SpecDecoder: Sendable {
    // Keys from the format description (CardFormat), read once.
    package static let devicesKeys = KeyNames(CardFormat.names("devices"))
    package static let devicesSafeAreaKeys = KeyNames(CardFormat.names("devices.safeArea"))
    package static let appearanceKeys = KeyNames(CardFormat.names("appearance"))
    package static let describedAppearance = DescribedMapping<Appearance>(CardFormat.innerKeys("appearance"), path: "appearance.")
    package static let describedAnimation = DescribedMapping<CardAnimation>(CardFormat.innerKeys("animation"), path: "animation.")
    package static let animationKeys = KeyNames(CardFormat.names("animation"))

    /// The profiles for a spec that names none (`.cardc.yml` may change them).
    public var defaultDevices: [DeviceProfile]
    /// The orientations for a spec that names none (`.cardc.yml` may change them).
    public var defaultOrientations: [DeviceOrientation]

    public init(defaultDevices: [DeviceProfile] = DeviceProfile.defaults, defaultOrientations: [DeviceOrientation] = CardFormat.defaultOrientations) {
        self.defaultDevices = defaultDevices
        self.defaultOrientations = defaultOrientations
    }

    /// `orientations`: a list of `portrait` and `landscape`, each at most once.
    package func decodeOrientations(_ id: NodeID, _ c: inout DecodeContext) -> [DeviceOrientation]? {
        guard let items = c.list(id, what: "orientations") else { return nil }
        if items.isEmpty {
            c.report(.invalidValue, id, "orientations is empty; name portrait, landscape or both, or leave the key out for portrait")
            return nil
        }
        var result: [DeviceOrientation] = []
        for (i, item) in items.enumerated() {
            c.locations.record(parent: "orientations", key: SpecKeys.indexText(i), c.tree[item].location)
            guard let o = c.choice(item, DeviceOrientation.self, what: "orientation") else { return nil }
            if result.contains(o) {
                c.report(.invalidValue, item, "orientation '\(o.rawValue)' is listed twice")
                return nil
            }
            result.append(o)
        }
        return result
    }

    public struct Result: Sendable {
        public var specs: [CardSpec]
        public var diagnostics: [Diagnostic]
    }

    /// Decodes every document of `tree`. With `sampleValues: false` samples are checked as
    /// usual but each `SampleSet` comes back without its values (what `lint` needs).
    public func decode(_ tree: YAMLTree, file: String, sampleValues: Bool = true) -> Result {
        var specs: [CardSpec] = []
        var diagnostics: [Diagnostic] = []
        for root in tree.documents {
            var context = DecodeContext(tree: tree, file: file, document: tree[root].location)
            context.buildsSampleValues = sampleValues
            let spec = decodeDocument(root, &context)
            diagnostics += context.diagnostics
            if let spec, context.errorCount == 0 { specs.append(spec) }
        }
        return Result(specs: specs, diagnostics: diagnostics)
    }

    /// Decodes one document of `tree`: its spec (nil when it has errors) and its diagnostics.
    public func decode(_ tree: YAMLTree, document root: NodeID, file: String, sampleValues: Bool = true) -> (spec: CardSpec?, diagnostics: [Diagnostic]) {
        let decoded = decodeForChecking(tree, document: root, file: file, sampleValues: sampleValues)
        return (decoded.partial ? nil : decoded.spec, decoded.diagnostics)
    }

    /// Decodes one document of `tree` for the checker: also a spec whose only errors are in parts
    /// no checker rule reads (`partial` is then true, and the spec holds what did decode there:
    /// see `decodeDocument`). A partial spec is checked, never generated or drawn.
    public func decodeForChecking(_ tree: YAMLTree, document root: NodeID, file: String, sampleValues: Bool = true)
        -> (spec: CardSpec?, partial: Bool, diagnostics: [Diagnostic]) {
        var context = DecodeContext(tree: tree, file: file, document: tree[root].location)
        context.buildsSampleValues = sampleValues
        let spec = decodeDocument(root, &context)
        return (spec, context.errorCount > 0, context.diagnostics)
    }

    /// The top-level keys of the parts no checker rule reads: the Swift names and types
    /// (`name`, `models`, `samples`), the looks (`appearance`, `animation`), the accessibility
    /// labels (`labels`), and `version` when left out. An error in them, or an unknown key meant as one of them, leaves a spec to check
    /// (docs/architecture.md, "Input errors and checking").
    package static let uncheckedParts: Set<String> = ["name", "version", "models", "samples", "labels", "appearance", "animation"]

    /// The spec, or nil. With errors only in the parts no checker rule reads (`uncheckedParts`:
    /// a part that does not decode keeps its default, a model, field, sample or label that does
    /// not is left out, a bad or missing name is the text written or empty) it is still returned, for
    /// the checker alone; an error anywhere else (kind, devices, orientations, any key of the
    /// configuration, an unsupported version) returns nil, since a rule could then report what
    /// follows from a default put in place of what was meant.
    package func decodeDocument(_ root: NodeID, _ c: inout DecodeContext) -> CardSpec? {
        guard c.tree[root].kind == .mapping else {
            c.report(.invalidValue, root, "a card spec is a mapping with version, name and kind; found \(c.shape(root))")
            return nil
        }
        // Read `kind` first: which other keys are known depends on it.
        var kind: CardKind?
        for i in 0..<c.tree.pairCount(root) {
            let (key, value) = c.tree.pair(root, i)
            if c.tree.isScalar(key, withText: "kind") {
                kind = c.choice(value, CardKind.self, what: "kind")
                break
            }
        }
        let keys = kind.map(SpecKeys.topLevel(for:)) ?? SpecKeys.commonNames
        // Without a valid kind, only the common keys can be judged.
        let kindErrors = c.errorCount
        guard var top = c.fields(root, keys, path: "", what: "the card", foreignKeys: kind.map(SpecKeys.foreign(for:)) ?? [:],
                                 reportUnknown: kind != nil) else { return nil }
        // Errors in parts no checker rule reads; the spec is checked when they are all there are.
        var unchecked = 0
        if c.errorCount > kindErrors {
            // An unknown key is harmless only when its fix names a part no rule reads: any other
            // may be a key of the configuration, misspelt beyond a did-you-mean.
            for d in c.diagnostics[(c.diagnostics.count - (c.errorCount - kindErrors))...] where d.rule == .unknownKey {
                if let meant = d.suggestions.first?.replacement, Self.uncheckedParts.contains(meant) { unchecked += 1 }
            }
        }

        var errors = c.errorCount
        if let v = c.require(&top, "version", at: SpecKeys.CommonPlace.version) {
            if let version = c.integer(v, what: "version"), version != 1 {
                c.report(.invalidValue, v, "format version \(version) is not supported; this cardc reads version 1")
            }
        } else {
            // A version left out is a header slip; any other than 1 is a format the rules may not fit.
            unchecked += c.errorCount - errors
        }
        errors = c.errorCount
        var name: String?
        var nameText = ""
        if let n = c.require(&top, "name", at: SpecKeys.CommonPlace.name), let text = c.string(n, what: "name") {
            nameText = text
            if let problem = SwiftName.typeNameProblem(text) {
                c.report(.invalidValue, n, "name \(problem); it becomes the generated Swift type",
                         suggestions: [.rename(text, to: SwiftName.suggestedTypeName(for: text), wording: .didYouMeanNote)])
            } else {
                name = text
            }
        }
        unchecked += c.errorCount - errors
        if top.value(of: "kind", at: SpecKeys.CommonPlace.kind) == nil { _ = c.require(&top, "kind") }

        let devices = top.value(of: "devices", at: SpecKeys.CommonPlace.devices).flatMap { decodeDevices($0, &c) } ?? defaultDevices
        let orientations = top.value(of: "orientations", at: SpecKeys.CommonPlace.orientations).flatMap { decodeOrientations($0, &c) } ?? defaultOrientations
        errors = c.errorCount
        var appearance = Appearance()
        if let a = top.value(of: "appearance", at: SpecKeys.CommonPlace.appearance) { appearance = decodeAppearance(a, &c) }
        var animation = CardAnimation()
        if let a = top.value(of: "animation", at: SpecKeys.CommonPlace.animation) { animation = decodeAnimation(a, &c) }
        let models = top.value(of: "models", at: SpecKeys.CommonPlace.models).map { ModelDecoder.decodeModels($0, cardName: name, &c) } ?? []
        let samples = top.value(of: "samples", at: SpecKeys.CommonPlace.samples).map { ModelDecoder.decodeSamples($0, models: models, &c) } ?? []
        unchecked += c.errorCount - errors

        guard let kind else { return nil }
        // A label names one of the configuration's states, when they are known (the kind's
        // decoder says when: `KindDecoder.labelStates`).
        let labelsNode = top.value(of: "labels", at: SpecKeys.CommonPlace.labels)
        let (configuration, states) = kind.decoder.decodeConfiguration(&top, appearance: appearance, animation: animation,
                                                                       labelStates: labelsNode != nil, &c)
        errors = c.errorCount
        let labels = labelsNode.map { LabelDecoder.decode($0, states: states, &c) } ?? [:]
        unchecked += c.errorCount - errors
        guard let configuration, c.errorCount == unchecked else { return nil }
        return CardSpec(name: name ?? nameText, configuration: configuration, devices: devices, orientations: orientations, models: models,
                        samples: samples, labels: labels, locations: c.locations)
    }

    package func decodeDevices(_ id: NodeID, _ c: inout DecodeContext) -> [DeviceProfile]? {
        guard let items = c.list(id, what: "devices") else { return nil }
        if items.isEmpty {
            c.report(.invalidValue, id, "devices is empty; name at least one profile or leave the key out for the iPhone defaults")
            return nil
        }
        if items.count > SpecKeys.maxDevices {
            c.report(.invalidValue, id, "at most \(SpecKeys.maxDevices) device profiles; found \(items.count)")
            return nil
        }
        var result: [DeviceProfile] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let path = "devices.\(i)"
            c.locations.record(parent: "devices", key: SpecKeys.indexText(i), c.tree[item].location)
            if c.tree[item].kind == .mapping {
                guard var f = c.fields(item, Self.devicesKeys, path: path, what: "a device profile") else { ok = false; continue }
                let name = c.require(&f, "name").flatMap { c.string($0, what: "device name") }
                let width = c.require(&f, "width").flatMap { c.points($0, what: "device width") }
                let height = c.require(&f, "height").flatMap { c.points($0, what: "device height") }
                var top = 0.0, bottom = 0.0
                if let s = f["safeArea"], var sf = c.fields(s, Self.devicesSafeAreaKeys, path: path + ".safeArea", what: "safeArea") {
                    top = sf["top"].flatMap { c.points($0, what: "safeArea.top") } ?? 0
                    bottom = sf["bottom"].flatMap { c.points($0, what: "safeArea.bottom") } ?? 0
                }
                var scale = CardFormat.defaultScale
                if let s = f["scale"], let value = c.number(s, what: "device scale") {
                    if value >= 1 && value <= 4 {
                        scale = value
                    } else {
                        c.report(.invalidValue, s, "device scale must be from 1 to 4 pixels per point; found \(c.tree.value(s))")
                        ok = false
                    }
                }
                guard let name, let width, let height else { ok = false; continue }
                if width == 0 || height == 0 {
                    c.report(.invalidValue, item, "device '\(name)' has no area (\(NumberText.written(width)) x \(NumberText.written(height)) pt)")
                    ok = false
                    continue
                }
                if top + bottom >= height {
                    c.report(.invalidValue, item, "device '\(name)': safe-area insets (\(NumberText.written(top)) + \(NumberText.written(bottom)) pt) leave no usable height")
                    ok = false
                    continue
                }
                // Turned, a profile of its own keeps its bottom inset with a top of 0 (DeviceProfile
                // .turned(to:)); it must leave a height there too, whatever `orientations` says.
                if bottom >= width {
                    c.report(.invalidValue, item, "device '\(name)': turned to landscape, its bottom safe-area inset (\(NumberText.written(bottom)) pt) leaves no usable height of its \(NumberText.written(width)) pt")
                    ok = false
                    continue
                }
                // Findings print a turned profile as `NAME, landscape`: a name that already ends so
                // would print as another profile turned.
                let turnedSuffix = ", " + DeviceOrientation.landscape.rawValue
                if name.hasSuffix(turnedSuffix) {
                    c.report(.invalidValue, f["name"] ?? item, "device name '\(name)' ends in '\(turnedSuffix)', which findings add to a turned device; name it otherwise")
                    ok = false
                    continue
                }
                result.append(DeviceProfile(name: name, width: width, height: height, safeAreaTop: top, safeAreaBottom: bottom, scale: scale))
            } else if let name = c.string(item, what: "device") {
                if let profile = DeviceProfile.builtIn(named: name) {
                    result.append(profile)
                } else {
                    let names = DeviceProfile.builtIn.map(\.name)
                    c.report(.invalidValue, item, .unknownDevice(name, suggestion: NameSuggester.suggestion(for: name, among: names)), notes: ["built-in profiles: " + names.joined(separator: ", ") + "; or define one with name, width, height and safeArea"])
                    ok = false
                }
            } else {
                ok = false
            }
        }
        var seen = Set<String>()
        for (i, device) in result.enumerated() where !seen.insert(device.name).inserted {
            c.report(.invalidValue, items[items.startIndex + i], "device '\(device.name)' is listed twice")
            ok = false
        }
        return ok ? result : nil
    }

    package func decodeAppearance(_ id: NodeID, _ c: inout DecodeContext) -> Appearance {
        var result = Appearance()
        guard var f = c.fields(id, Self.appearanceKeys, path: "appearance", what: "appearance") else { return result }
        _ = c.decodeDescribed(Self.describedAppearance, &f, into: &result)
        return result
    }

    package func decodeAnimation(_ id: NodeID, _ c: inout DecodeContext) -> CardAnimation {
        var result = CardAnimation()
        guard var f = c.fields(id, Self.animationKeys, path: "animation", what: "animation") else { return result }
        _ = c.decodeDescribed(Self.describedAnimation, &f, into: &result)
        // Dedicated: its message says why 0 is wrong.
        if let d = f["damping"], let v = c.nonNegative(d, what: "damping ratio") {
            if v == 0 {
                c.report(.invalidValue, d, "a damping ratio of 0 never settles; use a value above 0 (1 is critically damped)")
            } else {
                result.damping = v
            }
        }
        return result
    }
}
