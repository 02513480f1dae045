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

    /// `orientations`: a list of `portrait` and `landscape`, each at most once; its start just read.
    package func decodeOrientations(_ id: NodeID, _ c: inout DecodeContext) -> [DeviceOrientation]? {
        guard let level = c.list(id, what: "orientations") else { return nil }
        if c.itemCount() == 0 {
            c.report(.invalidValue, id, "orientations is empty; name portrait, landscape or both, or leave the key out for portrait")
            return nil
        }
        var result: [DeviceOrientation] = []
        var i = 0
        while let item = c.nextItem(level) {
            c.locations.record(parent: "orientations", key: SpecKeys.indexText(i), c.tree[item].location)
            i += 1
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
            let spec = decodeDocument(context.open(root), &context)
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

    /// The profiles a document is checked on, read from its `devices` and `orientations` alone
    /// (this decoder's defaults, the configuration's, for either left out), whatever errors the
    /// rest of it has: for a document that yields no spec, so that what shows a value on each
    /// device (the language server's hover) shows it on the document's own. Nil when either key
    /// has an error, or the document is no mapping.
    public func checkedProfiles(_ tree: YAMLTree, document root: NodeID, file: String) -> [DeviceProfile]? {
        var c = DecodeContext(tree: tree, file: file, document: tree[root].location)
        c.buildsSampleValues = false
        let id = c.open(root)
        guard c.tree[id].kind == .mapping,
              var scan = c.mapping(id, SpecKeys.commonNames, path: "", what: "the card", reportUnknown: false) else { return nil }
        // Every other key is passed over unread (and unreported: this is no lint).
        scan.defersUnknown = true
        var devices: [DeviceProfile]?
        var orientations: [DeviceOrientation]?
        // Only these two keys' own errors count: the document has others, or it would have a spec.
        var failed = false
        while let (index, _, value) = c.nextKey(&scan) {
            let before = c.errorCount
            switch index {
            case SpecKeys.CommonPlace.devices: devices = decodeDevices(value, &c)
            case SpecKeys.CommonPlace.orientations: orientations = decodeOrientations(value, &c)
            default: continue
            }
            if c.errorCount > before { failed = true }
        }
        guard !failed else { return nil }
        return CardSpec.checkedProfiles(devices: devices ?? defaultDevices, orientations: orientations ?? defaultOrientations)
    }

    /// Decodes one document of `tree` for the checker: also a spec whose only errors are in parts
    /// no checker rule reads (`partial` is then true, and the spec holds what did decode there:
    /// see `decodeDocument`). A partial spec is checked, never generated or drawn.
    /// `room`: how many diagnostics to build; the rest are only counted (`leftOut`), their
    /// text never made (`DecodeContext.room`).
    public func decodeForChecking(_ tree: YAMLTree, document root: NodeID, file: String, sampleValues: Bool = true, room: Int = .max)
        -> (spec: CardSpec?, partial: Bool, diagnostics: [Diagnostic], leftOut: Int) {
        var context = DecodeContext(tree: tree, file: file, document: tree[root].location)
        context.buildsSampleValues = sampleValues
        context.room = room
        let spec = decodeDocument(context.open(root), &context)
        return (spec, context.errorCount > 0, context.diagnostics, context.leftOut.count)
    }

    /// `decodeForChecking` of the document whose start `source` just read, as its events come
    /// from libyaml (recorded in `source`'s table as they come): the decoder reads each event
    /// once, as it arrives. Reading goes on to the document's root's end; the caller reads the
    /// document's end. False when reading stopped inside the document (a syntax error, a limit):
    /// such a document is not decoded, so what was found in it is dropped. The result is
    /// written into the caller's, not returned: returned, it was copied twice more per document.
    package func decodeLive(_ source: YAMLEventSource, file: String, sampleValues: Bool = true, room: Int = .max,
                            into result: inout (spec: CardSpec?, partial: Bool, diagnostics: [Diagnostic], leftOut: Int)) -> Bool {
        var context = DecodeContext(source: source, file: file)
        context.buildsSampleValues = sampleValues
        context.room = room
        guard let root = context.openLive() else {
            _ = context.closeLive()
            return false
        }
        result.spec = decodeDocument(root, &context)
        guard context.closeLive() else {
            result.spec = nil
            return false
        }
        result.partial = context.errorCount > 0
        result.diagnostics = context.diagnostics
        result.leftOut = context.leftOut.count
        return true
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
    ///
    /// The document is read once, in its own order (`DocumentDecoding`): `kind` decides which
    /// other keys are known, so the keys before it that are not common to every kind wait for
    /// it, and parts that name others (samples their models, labels the states) wait for them.
    /// `root`'s start was just read.
    package func decodeDocument(_ root: NodeID, _ c: inout DecodeContext) -> CardSpec? {
        guard c.tree[root].kind == .mapping else {
            c.report(.invalidValue, root, "a card spec is a mapping with version, name and kind; found \(c.shape(root))")
            return nil
        }
        var document = DocumentDecoding(decoder: self)
        let spec = document.decode(root, &c)
        c.order(from: 0, outerRank: 0)
        return spec
    }

    /// `devices`, its start just read: built-in profile names, or profiles of their own.
    package func decodeDevices(_ id: NodeID, _ c: inout DecodeContext) -> [DeviceProfile]? {
        guard let level = c.list(id, what: "devices") else { return nil }
        let count = c.itemCount()
        if count == 0 {
            c.report(.invalidValue, id, "devices is empty; name at least one profile or leave the key out for the iPhone defaults")
            return nil
        }
        if count > SpecKeys.maxDevices {
            c.report(.invalidValue, id, "at most \(SpecKeys.maxDevices) device profiles; found \(count)")
            return nil
        }
        var result: [DeviceProfile] = []
        // Every item, for a profile listed twice: reported at the item of the profile's place
        // in `result`, as the first version did.
        var items: [NodeID] = []
        items.reserveCapacity(count)
        var ok = true
        while let item = c.nextItem(level) {
            let i = items.count
            items.append(item)
            let path = "devices.\(i)"
            c.locations.record(parent: "devices", key: SpecKeys.indexText(i), c.tree[item].location)
            if c.tree[item].kind == .mapping {
                let (profile, scaleOK) = decodeProfile(item, path: path, &c)
                if !scaleOK { ok = false }
                guard let profile else { ok = false; continue }
                result.append(profile)
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
            c.report(.invalidValue, items[i], "device '\(device.name)' is listed twice")
            ok = false
        }
        return ok ? result : nil
    }

    /// A device profile of its own (a mapping, its start just read); nil when it is wrong
    /// (reported), and whether its scale was right (a wrong one leaves the default in it).
    private func decodeProfile(_ item: NodeID, path: String, _ c: inout DecodeContext) -> (DeviceProfile?, scaleOK: Bool) {
        guard var f = c.mapping(item, Self.devicesKeys, path: path, what: "a device profile") else { return (nil, true) }
        // Ranked in the order the keys were once asked for: name, width, height, safeArea, scale.
        var name: String?, width: Double?, height: Double?, nameNode: NodeID?
        var top = 0.0, bottom = 0.0
        var scale = CardFormat.defaultScale
        var ok = true
        while let (index, _, value) = c.nextKey(&f) {
            switch Self.devicesKeys[index] {
            case "name":
                c.rank = 1
                nameNode = value
                name = c.string(value, what: "device name")
            case "width":
                c.rank = 2
                width = c.points(value, what: "device width")
            case "height":
                c.rank = 3
                height = c.points(value, what: "device height")
            case "safeArea":
                c.rank = 4
                if var sf = c.mapping(value, Self.devicesSafeAreaKeys, path: path + ".safeArea", what: "safeArea") {
                    while let (inner, _, v) = c.nextKey(&sf) {
                        switch Self.devicesSafeAreaKeys[inner] {
                        case "top":
                            c.rank = 1
                            top = c.points(v, what: "safeArea.top") ?? 0
                        case "bottom":
                            c.rank = 2
                            bottom = c.points(v, what: "safeArea.bottom") ?? 0
                        default: break
                        }
                    }
                    c.end(sf)
                }
            case "scale":
                c.rank = 5
                if let n = c.number(value, what: "device scale") {
                    if n >= 1 && n <= 4 {
                        scale = n
                    } else {
                        c.report(.invalidValue, value, "device scale must be from 1 to 4 pixels per point; found \(c.tree.value(value))")
                        ok = false
                    }
                }
            default: break
            }
        }
        for (rank, key) in [(Int32(1), "name"), (2, "width"), (3, "height")] where !f.seen(Self.devicesKeys.names.firstIndex(of: key) ?? -1) {
            c.rank = rank
            c.missing(key, f)
        }
        c.end(f)
        guard let name, let width, let height else { return (nil, ok) }
        if width == 0 || height == 0 {
            c.report(.invalidValue, item, "device '\(name)' has no area (\(NumberText.written(width)) x \(NumberText.written(height)) pt)")
            return (nil, ok)
        }
        if top + bottom >= height {
            c.report(.invalidValue, item, "device '\(name)': safe-area insets (\(NumberText.written(top)) + \(NumberText.written(bottom)) pt) leave no usable height")
            return (nil, ok)
        }
        // Turned, a profile of its own keeps its bottom inset with a top of 0 (DeviceProfile
        // .turned(to:)); it must leave a height there too, whatever `orientations` says.
        if bottom >= width {
            c.report(.invalidValue, item, "device '\(name)': turned to landscape, its bottom safe-area inset (\(NumberText.written(bottom)) pt) leaves no usable height of its \(NumberText.written(width)) pt")
            return (nil, ok)
        }
        // Findings list devices as `iphone-se (landscape), iphone-15` (`DiagnosticWording
        // .deviceGroups`): a name holding a comma or a parenthesis would read as more devices,
        // or as an orientation.
        if let mark = name.first(where: Self.deviceListMarks.contains) {
            c.report(.invalidValue, nameNode ?? item, "device name '\(name)' contains '\(mark)', which findings use to list devices and their orientations; name it without ',', '(' or ')'")
            return (nil, ok)
        }
        return (DeviceProfile(name: name, width: width, height: height, safeAreaTop: top, safeAreaBottom: bottom, scale: scale), ok)
    }

    /// The characters a custom device's name may not hold: the device list's punctuation.
    static let deviceListMarks: Set<Character> = [",", "(", ")"]

    /// `appearance`, its start just read.
    package func decodeAppearance(_ id: NodeID, _ c: inout DecodeContext) -> Appearance {
        var result = Appearance()
        _ = c.decodeDescribed(id, Self.describedAppearance, names: Self.appearanceKeys, path: "appearance", what: "appearance", into: &result)
        return result
    }

    /// `animation`, its start just read.
    package func decodeAnimation(_ id: NodeID, _ c: inout DecodeContext) -> CardAnimation {
        var result = CardAnimation()
        var damping: Double?
        _ = c.decodeDescribed(id, Self.describedAnimation, names: Self.animationKeys, path: "animation", what: "animation", into: &result) { index, d, c in
            // Dedicated: its message says why 0 is wrong.
            guard Self.animationKeys[index] == "damping", let v = c.nonNegative(d, what: "damping ratio") else { return }
            if v == 0 {
                c.report(.invalidValue, d, "a damping ratio of 0 never settles; use a value above 0 (1 is critically damped)")
            } else {
                damping = v
            }
        }
        if let damping { result.damping = damping }
        return result
    }
}
