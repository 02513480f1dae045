import CardModel
/// Renders the structured Swift representation as text: four-space indentation, one argument
/// per line once a call no longer fits in `lineWidth`. Deterministic: the same input always
/// gives the same bytes.
public struct SwiftRenderer: Sendable {
    public var lineWidth = 100

    public init() {}

    public func render(_ file: SwiftFile) -> String {
        var out = ""
        let access = file.access.rawValue + " "
        for line in file.header { out += "// \(SwiftLiteral.commentText(line))".trimmingTrailingSpaces + "\n" }
        if !file.header.isEmpty { out += "\n" }
        for module in file.imports { out += Self.importKeyword(file.access) + " \(module)\n" }
        if !file.imports.isEmpty { out += "\n" }
        for (i, declaration) in file.declarations.enumerated() {
            if i > 0 { out += "\n" }
            render(declaration, indent: 0, access: access, into: &out)
        }
        return out
    }

    /// How a file of this access imports a module, so that it compiles with and without
    /// InternalImportsByDefault (where a plain import is internal) and without a warning next to
    /// a user's plain `import` of the same module (a differing explicit level draws "ambiguous
    /// implicit access level"): public declarations need `public import`; internal ones work
    /// with a plain import either way. Package declarations need `package import` under the
    /// feature, so without it a user's plain import of the module in the same target warns
    /// (docs/workflows.md).
    package static func importKeyword(_ access: AccessLevel) -> String {
        switch access {
        case .public: return "public import"
        case .package: return "package import"
        case .internal: return "import"
        }
    }

    /// `access`: the access keyword and a space, put before every declaration but extensions.
    package func render(_ declaration: SwiftDeclaration, indent: Int, access: String, into out: inout String) {
        let pad = String(repeating: " ", count: indent * 4)
        switch declaration {
        case .enumeration(let e):
            documentation(e.documentation, pad: pad, into: &out)
            out += pad + access + "enum \(SwiftName.escaped(e.name))\(conformances(e.conformances)) {\n"
            for c in e.cases {
                out += pad + "    case \(SwiftName.escaped(c.name)) = \(SwiftLiteral.string(c.rawValue))\n"
            }
            members(e.members, indent: indent + 1, access: access, separated: !e.cases.isEmpty, into: &out)
            out += pad + "}\n"
        case .structure(let s):
            documentation(s.documentation, pad: pad, into: &out)
            out += pad + access + "struct \(SwiftName.escaped(s.name))\(conformances(s.conformances)) {\n"
            members(s.members, indent: indent + 1, access: access, separated: false, into: &out)
            out += pad + "}\n"
        case .extension_(let e):
            out += pad + "extension \(e.extendedType) {\n"
            members(e.members, indent: indent + 1, access: access, separated: false, into: &out)
            out += pad + "}\n"
        case .property(let p):
            documentation(p.documentation, pad: pad, into: &out)
            var line = pad + access + (p.isStatic ? "static " : "") + (p.isConstant ? "let " : "var ")
            line += SwiftName.escaped(p.name)
            if let type = p.type { line += ": \(type)" }
            if let value = p.value {
                line += " = "
                line += expression(value, indent: indent, column: line.count)
            }
            out += line + "\n"
        case .arrayBuilder(let b):
            documentation(b.documentation, pad: pad, into: &out)
            out += pad + access + "static let \(SwiftName.escaped(b.name)): [\(b.elementType)] = \(b.functionName)()\n\n"
            out += pad + "private static func \(b.functionName)() -> [\(b.elementType)] {\n"
            // The property's own name: no model may take it (`GeneratedNames.modelMembers`).
            let local = SwiftName.escaped(b.name)
            out += pad + "    var \(local): [\(b.elementType)] = []\n"
            out += pad + "    \(local).reserveCapacity(\(b.elements.count))\n"
            for element in b.elements {
                let start = pad + "    \(local).append("
                out += start + expression(element, indent: indent + 1, column: start.count) + ")\n"
            }
            out += pad + "    return \(local)\n"
            out += pad + "}\n"
        case .initializer(let i):
            // A keyword parameter such as `self` would shadow `self`; such parameters get an
            // internal name that no field can have, since fields never start with two underscores.
            let internalNames = i.parameters.map { SwiftName.keywords.contains($0.name) ? "__" + $0.name : $0.name }
            let parameters = zip(i.parameters, internalNames).map { parameter, internalName in
                internalName == parameter.name
                    ? "\(parameter.name): \(parameter.type)"
                    : "\(SwiftName.escaped(parameter.name, at: .parameterLabel)) \(internalName): \(parameter.type)"
            }
            let inline = pad + access + "init(" + parameters.joined(separator: ", ") + ") {"
            if inline.count <= lineWidth || parameters.count <= 1 {
                out += inline + "\n"
            } else {
                out += pad + access + "init(\n"
                out += parameters.map { pad + "    " + $0 }.joined(separator: ",\n") + "\n"
                out += pad + ") {\n"
            }
            for (parameter, internalName) in zip(i.parameters, internalNames) {
                out += pad + "    self.\(SwiftName.escaped(parameter.name, at: .member)) = \(internalName)\n"
            }
            out += pad + "}\n"
        }
    }

    private func members(_ members: [SwiftDeclaration], indent: Int, access: String, separated: Bool, into out: inout String) {
        var previousWasStored = false
        for (i, member) in members.enumerated() {
            let isStored: Bool
            if case .property(let p) = member, !p.isStatic, p.value == nil { isStored = true } else { isStored = false }
            // Stored properties stand together; everything else is set apart by a blank line.
            if (i > 0 || separated) && !(isStored && previousWasStored) { out += "\n" }
            render(member, indent: indent, access: access, into: &out)
            previousWasStored = isStored
        }
    }

    private func documentation(_ lines: [String], pad: String, into out: inout String) {
        for line in lines { out += (pad + "/// " + SwiftLiteral.commentText(line)).trimmingTrailingSpaces + "\n" }
    }

    private func conformances(_ list: [String]) -> String {
        list.isEmpty ? "" : ": " + list.joined(separator: ", ")
    }

    /// Renders an expression that starts at `column` of a line indented `indent` levels.
    package func expression(_ e: SwiftExpression, indent: Int, column: Int) -> String {
        let flat = inline(e)
        if column + flat.count <= lineWidth && !flat.contains("\n") { return flat }
        let pad = String(repeating: " ", count: indent * 4)
        let inner = pad + "    "
        switch e {
        case .call(let callee, let arguments) where !arguments.isEmpty:
            return inline(callee) + multilineArguments(arguments, indent: indent)
        case .array(let elements) where !elements.isEmpty:
            var out = "[\n"
            out += elements.map { inner + expression($0, indent: indent + 1, column: inner.count) + "," }.joined(separator: "\n")
            return out + "\n" + pad + "]"
        case .forceUnwrap(let wrapped):
            return expression(wrapped, indent: indent, column: column) + "!"
        case .implicitInit(let arguments) where !arguments.isEmpty:
            return ".init" + multilineArguments(arguments, indent: indent)
        default:
            return flat
        }
    }

    /// `(label: value, ...)` on one line.
    private func argumentList(_ arguments: [SwiftArgument]) -> String {
        let list = arguments.map { argument in
            (argument.label.map { "\(SwiftName.escaped($0, at: .argumentLabel)): " } ?? "") + inline(argument.value)
        }
        return "(" + list.joined(separator: ", ") + ")"
    }

    /// `(` then one argument a line, indented one level deeper, then `)`.
    private func multilineArguments(_ arguments: [SwiftArgument], indent: Int) -> String {
        let pad = String(repeating: " ", count: indent * 4)
        let inner = pad + "    "
        let lines = arguments.map { argument in
            let prefix = argument.label.map { "\(SwiftName.escaped($0, at: .argumentLabel)): " } ?? ""
            return inner + prefix + expression(argument.value, indent: indent + 1, column: inner.count + prefix.count)
        }
        return "(\n" + lines.joined(separator: ",\n") + "\n" + pad + ")"
    }

    /// Renders an expression on one line.
    package func inline(_ e: SwiftExpression) -> String {
        switch e {
        case .identifier(let name): return SwiftName.escaped(name)
        case .member(let base, let name):
            return (base.map(inline) ?? "") + "." + SwiftName.escaped(name, at: .member)
        case .call(let callee, let arguments):
            return inline(callee) + argumentList(arguments)
        case .string(let s): return SwiftLiteral.string(s)
        case .integer(let i): return String(i)
        case .double(let d): return SwiftLiteral.double(d)
        case .bool(let b): return b ? "true" : "false"
        case .nil: return "nil"
        case .array(let elements): return "[" + elements.map(inline).joined(separator: ", ") + "]"
        case .forceUnwrap(let wrapped): return inline(wrapped) + "!"
        case .hex(let value): return SwiftLiteral.hex(value)
        case .implicitInit(let arguments): return ".init" + argumentList(arguments)
        }
    }
}

extension String {

    package var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
