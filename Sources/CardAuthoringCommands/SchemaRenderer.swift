import CardEngine
import CardSupport
import CardModel
import CardChecker

/// Renders the JSON Schemas (draft-07, what yaml-language-server reads) of a card spec and of
/// `.cardc.yml` from the format description. What a schema cannot say (references between
/// keys, samples against their models, the checker's rules) is listed in docs/format.md.
public enum SchemaRenderer {
    /// A percentage as the decoder reads one: a decimal (no leading zero, no sign but `+`,
    /// optional fraction and exponent) followed by `%`.
    package static let percentPattern = #"^\+?(?:(?:0|[1-9][0-9]*)(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?%$"#
    /// An ASCII identifier, not `_` alone.
    package static let identifierPattern = #"^(?!_$)[A-Za-z_][A-Za-z0-9_]*$"#
    /// A field's type: a name, each level optionally in brackets and followed by `?`.
    package static let fieldTypePattern = #"^ *(?:\[ *)*[A-Za-z_][A-Za-z0-9_]* *(?:\? *)?(?:\] *(?:\? *)?)*$"#

    public static func cardSchema() -> JSONValue {
        var branches: [JSONValue] = []
        for kind in CardKind.allCases {
            let keys = CardFormat.keys(of: kind)
            branches.append(.object([
                ("if", .object([("properties", .object([("kind", .object([("const", .string(kind.rawValue))]))])), ("required", .array([.string("kind")]))])),
                ("then", .object([
                    ("properties", properties(keys, kind: kind)),
                    ("required", .array(keys.filter(\.required).map { .string($0.name) })),
                    ("additionalProperties", .bool(false)),
                ])),
            ]))
        }
        return .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string("https://cardc.dev/schemas/card-v1.json")),
            ("title", .string("cardc card spec, format version 1")),
            ("description", .string("Generated from cardc's format description (swift run cardc schema); do not edit.")),
            ("type", .string("object")),
            ("required", .array(CardFormat.commonKeys.filter(\.required).map { .string($0.name) })),
            ("properties", properties(CardFormat.commonKeys)),
            ("allOf", .array(branches)),
            ("definitions", definitions),
        ])
    }

    public static func configurationSchema() -> JSONValue {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string("https://cardc.dev/schemas/cardc-config-v1.json")),
            ("title", .string("cardc configuration (.cardc.yml)")),
            ("description", .string("Generated from cardc's format description (swift run cardc schema --configuration); do not edit.")),
            ("type", .string("object")),
            ("properties", properties(CardFormat.configurationKeys)),
            ("additionalProperties", .bool(false)),
        ])
    }

    package static var definitions: JSONValue {
        .object([
            ("reservedTypeNames", .object([
                ("description", .string("Swift keywords, and the top-level names of the standard library, Foundation, Dispatch and CardEngine")),
                ("enum", .array((SwiftName.keywordList + SwiftName.reservedTypeNameList).map(JSONValue.string))),
            ])),
        ])
    }

    /// `kind`: the kind whose branch the keys are in, nil for every kind's.
    package static func properties(_ keys: [FormatKey], kind: CardKind? = nil) -> JSONValue {
        .object(keys.map { ($0.name, schema(for: $0, kind: kind)) })
    }

    package static func schema(for key: FormatKey, kind: CardKind? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(key.doc))]
        if let d = key.defaultValue, let value = json(d) { members.append(("default", value)) }
        guard case .object(let own) = schema(for: key.value, kind: kind) else { return .object(members) }
        return .object(members + own)
    }

    package static func json(_ d: FormatDefault) -> JSONValue? {
        switch d {
        case .length(.points(let p)): .number(p)
        case .length(.fraction(let f)): .string(FormatDefault.yaml(.fraction(f)))
        case .number(let n): .number(n)
        case .integer(let i): .integer(i)
        case .word(let w): .string(w)
        case .words(let w): .array(w.map(JSONValue.string))
        case .bool(let b): .bool(b)
        case .described: nil
        }
    }

    /// A name: a string of the identifier's shape and not reserved. (A plain `True` or `False`
    /// is a boolean to a YAML 1.2 editor but the text of a name to cardc, so booleans pass.)
    package static func name(pattern: String, reserved: [String], referencingTypeNames: Bool) -> JSONValue {
        var not: [JSONValue] = []
        if referencingTypeNames { not.append(.object([("$ref", .string("#/definitions/reservedTypeNames"))])) }
        if !reserved.isEmpty { not.append(.object([("enum", .array(reserved.map(JSONValue.string)))])) }
        var string: [(String, JSONValue)] = [("type", .string("string")), ("pattern", .string(pattern))]
        if not.count == 1, let only = not.first { string.append(("not", only)) }
        if not.count > 1 { string.append(("not", .object([("anyOf", .array(not))]))) }
        return .object([("anyOf", .array([.object([("type", .string("boolean"))]), .object(string)]))])
    }

    package static func schema(for value: FormatValue, kind: CardKind? = nil) -> JSONValue {
        switch value {
        case .version:
            return .object([("const", .integer(1))])
        case .kind:
            return .object([("enum", .array(CardKind.allCases.map { .string($0.rawValue) }))])
        case .typeName:
            return name(pattern: identifierPattern, reserved: [], referencingTypeNames: true)
        case .points(let positive):
            return .object([("type", .string("number")), (positive ? "exclusiveMinimum" : "minimum", .integer(0))])
        case .length:
            return .object([("anyOf", .array([
                .object([("type", .string("number")), ("minimum", .integer(0))]),
                .object([("type", .string("string")), ("pattern", .string(percentPattern))]),
            ]))])
        case .number(let minimum, let maximum, let positive, _):
            var members: [(String, JSONValue)] = [("type", .string("number"))]
            if let minimum { members.append((positive ? "exclusiveMinimum" : "minimum", .number(minimum))) }
            if let maximum { members.append(("maximum", .number(maximum))) }
            return .object(members)
        case .integer(let minimum, let maximum):
            return .object([("type", .string("integer")), ("minimum", .integer(minimum)), ("maximum", .integer(maximum))])
        case .choice(let words):
            return .object([("enum", .array(words.map(JSONValue.string)))])
        case .bool:
            return .object([("type", .string("boolean"))])
        case .stateName:
            return name(pattern: identifierPattern, reserved: GeneratedNames.stateMembers, referencingTypeNames: false)
        case .stateReference, .text:
            // Any scalar is a name's text to cardc; whether it names something is a reference.
            return .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))])
        case .object(let keys):
            var members: [(String, JSONValue)] = [("type", .string("object")), ("properties", properties(keys))]
            let required = keys.filter(\.required)
            if !required.isEmpty { members.append(("required", .array(required.map { .string($0.name) }))) }
            members.append(("additionalProperties", .bool(false)))
            return .object(members)
        case .list(let item, let minimum, let maximum, let unique):
            var members: [(String, JSONValue)] = [("type", .string("array")), ("items", schema(for: item))]
            if minimum > 0 { members.append(("minItems", .integer(minimum))) }
            if let maximum { members.append(("maxItems", .integer(maximum))) }
            if unique { members.append(("uniqueItems", .bool(true))) }
            return .object(members)
        case .device:
            guard case .object(var custom) = schema(for: .object(CardFormat.deviceKeys)) else { return .null }
            custom.insert(("description", .string("a device profile of its own")), at: 0)
            return .object([("anyOf", .array([
                .object([("description", .string("a built-in device profile")), ("enum", .array(DeviceProfile.builtIn.map { .string($0.name) }))]),
                .object(custom),
            ]))])
        case .models:
            let fieldName = name(pattern: #"^(?!__)(?!_$)[A-Za-z_][A-Za-z0-9_]*$"#,
                                 reserved: SwiftName.reservedFieldNameList + SwiftName.typesUsedInSampleList, referencingTypeNames: false)
            return .object([
                ("type", .string("object")),
                ("maxProperties", .integer(CardFormat.maxModels)),
                ("propertyNames", name(pattern: identifierPattern, reserved: GeneratedNames.cardMembers + GeneratedNames.modelMembers, referencingTypeNames: true)),
                ("additionalProperties", .object([
                    ("type", .string("object")),
                    ("maxProperties", .integer(CardFormat.maxFields)),
                    ("propertyNames", fieldName),
                    ("additionalProperties", .object([
                        ("description", .string("String, Int, Double, Bool, Color, Image, URL, Date, a model's name, T? or [T]")),
                        ("type", .string("string")),
                        ("pattern", .string(fieldTypePattern)),
                    ])),
                ])),
            ])
        case .samples:
            return .object([
                ("type", .string("object")),
                ("additionalProperties", .object([("type", .string("array")), ("maxItems", .integer(CardFormat.maxSamples)),
                                                   ("items", .object([("type", .string("object"))]))])),
            ])
        case .labels:
            // A kind's branch names its states; a sheet's are its segments, any state name.
            let names: JSONValue = kind?.stateNameChoices.map { .object([("enum", .array($0.map(JSONValue.string)))]) } ?? schema(for: .stateName)
            return .object([
                ("type", .string("object")),
                ("propertyNames", names),
                // Any scalar is text to cardc; a string must hold more than white space.
                ("additionalProperties", .object([
                    ("type", .array([.string("string"), .string("number"), .string("boolean")])),
                    ("pattern", .string(#"\S"#)),
                ])),
            ])
        case .severities:
            return .object([
                ("type", .string("object")),
                ("propertyNames", .object([("enum", .array(RuleRegistry.configurableIDs.map { .string($0.rawValue) }))])),
                ("additionalProperties", .object([("enum", .array(["error", "warning", "off"].map(JSONValue.string)))])),
            ])
        }
    }
}
