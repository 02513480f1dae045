import CardModel
/// Translates a spec's models into Swift structs, with their samples as `static let samples`.
package struct ModelTranslator {
    package let spec: CardSpec

    package func structure(for model: ModelSpec) -> SwiftStruct {
        var members: [SwiftDeclaration] = model.fields.map { field in
            .property(SwiftProperty(isConstant: false, name: field.name, type: swiftType(field.type)))
        }
        members.append(.initializer(SwiftInitializer(parameters: model.fields.map { ($0.name, swiftType($0.type)) })))
        let samples = spec.samples.first { $0.model == model.name }?.values ?? []
        if samples.isEmpty {
            members.append(.property(SwiftProperty(
                documentation: ["Sample data from the spec."],
                isStatic: true, name: GeneratedNames.samples, type: "[\(model.name)]", value: .array([])
            )))
        } else {
            // Built a statement per sample, which swiftc checks in linear time (`SwiftArrayBuilder`).
            members.append(.arrayBuilder(SwiftArrayBuilder(
                documentation: ["Sample data from the spec."],
                name: GeneratedNames.samples, functionName: GeneratedNames.samplesBuilder, elementType: model.name,
                elements: samples.map { expression($0, type: .model(model.name)) }
            )))
        }
        return SwiftStruct(
            documentation: ["A `\(model.name)` shown on `\(spec.name)` cards."],
            name: model.name,
            conformances: ["Sendable", "Hashable", "Codable"],
            members: members
        )
    }

    package func swiftType(_ type: FieldType) -> String {
        switch type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .color: return "CardColor"
        case .image: return "CardImage"
        case .url: return "URL"
        case .date: return "Date"
        case .model(let name): return name
        case .optional(let wrapped): return swiftType(wrapped) + "?"
        case .array(let element): return "[" + swiftType(element) + "]"
        }
    }

    package func expression(_ value: SampleValue, type: FieldType) -> SwiftExpression {
        switch value {
        case .string(let s): return .string(s)
        case .int(let i): return .integer(i)
        // An integer written for a Double field stays a Double literal.
        case .double(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .color(let c): return .call(.identifier("CardColor"), [SwiftArgument("rgba", .hex(c.rgba))])
        case .image(let name): return .call(.identifier("CardImage"), [SwiftArgument(nil, .string(name))])
        // The decoder admitted only an RFC 3986 scheme followed by characters a URL may hold
        // unescaped (no brackets, well-formed percent escapes, one fragment), which
        // `URL(string:)` accepts; a test parses every accepted form with Foundation.
        case .url(let text): return .forceUnwrap(.call(.identifier("URL"), [SwiftArgument("string", .string(text))]))
        case .date(let seconds, _):
            return .call(.identifier("Date"), [SwiftArgument("timeIntervalSince1970", .double(seconds))])
        case .null: return .nil
        case .array(let elements):
            let elementType: FieldType
            switch type {
            case .array(let e): elementType = e
            case .optional(.array(let e)): elementType = e
            default: elementType = type
            }
            return .array(elements.map { expression($0, type: elementType) })
        case .object(let modelName, let fields):
            let model = spec.models.first { $0.name == modelName }
            return .call(.identifier(modelName), fields.map { field in
                let fieldType = model?.field(named: field.name)?.type ?? .string
                return SwiftArgument(field.name, expression(field.value, type: fieldType))
            })
        }
    }
}
