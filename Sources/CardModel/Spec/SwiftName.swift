/// What may stand as a Swift identifier in generated code, and how to write it there.
public enum SwiftName {
    /// Words Swift reserves in some position; a field or state with one of these names is
    /// written with backticks.
    package static let keywordList = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "async", "some", "any", "consume", "copy", "discard", "borrowing", "consuming", "each",
        "macro", "package", "Type", "Protocol", "actor", "nonisolated", "isolated",
    ]
    package static let keywords = NameSet(keywordList)

    /// Names a card or model type may not take: the top-level names of every module a file of
    /// the module that includes the generated file may import, on Linux (the standard library,
    /// Foundation with FoundationNetworking and FoundationXML, Dispatch, Glibc) and on Apple
    /// platforms (SwiftUI, Combine, UIKit, CoreGraphics, ...), and of CardEngine (a card enum of
    /// such a name hides the type or function for that whole module), the module names
    /// themselves (`SwiftUI.Text` would look inside the card), and `State`. Also the spec
    /// format's own type words `Color` and `Image` (a model of either name could never be a
    /// field's type).
    package static let appFrameworkNames = ["Color", "Image", "View", "Text", "Font", "Button", "List", "Form", "Label", "Shape",
                                    "UIView", "UIColor", "UIImage", "UIFont", "UIViewController", "CGFloat", "CGRect", "CGSize", "CGPoint"]
    package static let reservedTypeNameParts = [platformNames, appleNames, platformModuleNames, cardEngineNames, GeneratedNames.moduleNames,
                                                [GeneratedNames.stateType], appFrameworkNames]
    /// The parts as one list (the schema's enum of reserved names); lint reads only the set.
    package static let reservedTypeNameList = Array(reservedTypeNameParts.joined())
    package static let reservedTypeNames = NameSet(lists: reservedTypeNameParts)

    /// Names a model may not take besides those: the members of the card enum it is nested in and
    /// of every model struct.
    package static let reservedModelNames = NameSet(GeneratedNames.cardMembers + GeneratedNames.modelMembers)

    /// Names a field may not take: members Swift synthesizes that a stored property would
    /// replace.
    package static let reservedFieldNameList = ["hashValue"]
    package static let reservedFieldNames = NameSet(reservedFieldNameList)

    /// Names a state may not take: what Swift synthesizes for the `State` enum.
    package static let reservedStateNames = NameSet(GeneratedNames.stateMembers)

    /// Types that generated sample code names in expressions, and `CodingKeys`, which Codable
    /// synthesis uses: a field of that name would hide them.
    package static let typesUsedInSampleList = ["URL", "Date", "CardColor", "CardImage", "Foundation", "CardEngine", "Swift", "CodingKeys"]
    package static let typesUsedInSamples = NameSet(typesUsedInSampleList)

    /// An ASCII identifier: a letter or `_`, then letters, digits or `_`; not `_` alone.
    /// Inlinable, with the byte test, so that the decoder (another module) gets them
    /// specialised for String rather than through generic calls (docs/performance.md).
    @inlinable public static func isIdentifier<S: StringProtocol>(_ s: S) -> Bool {
        if let answer = s.utf8.withContiguousStorageIfAvailable({ isIdentifier(bytes: $0) }) { return answer }
        return isIdentifier(bytes: s.utf8)
    }

    /// The same test on UTF-8 bytes.
    @inlinable package static func isIdentifier<C: Collection>(bytes: C) -> Bool where C.Element == UInt8 {
        guard let first = bytes.first, !(bytes.count == 1 && first == UInt8(ascii: "_")) else { return false }
        guard isLetter(first) || first == UInt8(ascii: "_") else { return false }
        for b in bytes where !isIdentifierByte(b) { return false }
        return true
    }

    @inlinable static func isIdentifierByte(_ b: UInt8) -> Bool {
        isLetter(b) || isDigit(b) || b == UInt8(ascii: "_")
    }

    /// The same test on contiguous bytes, eight at a time: the decoder asks it of every card,
    /// model and field name and model type of every document, and byte by byte it cost a dozen
    /// instructions a byte.
    @inlinable package static func isIdentifier(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        guard n > 0, let base = bytes.baseAddress else { return false }
        let first = base[0]
        guard isLetter(first) || first == UInt8(ascii: "_"), !(n == 1 && first == UInt8(ascii: "_")) else { return false }
        if n < 8 {
            // Padded with `_`, which passes.
            var word: UInt64 = 0x5F5F_5F5F_5F5F_5F5F
            for i in 0..<n { word = word << 8 | UInt64(base[i]) }
            return isIdentifierWord(word)
        }
        // Unaligned loads within the buffer; the last word overlaps the one before it when n
        // is not a multiple of 8 (each byte is only tested, so testing one twice is harmless).
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= n {
            guard isIdentifierWord(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) else { return false }
            i += 8
        }
        return i == n || isIdentifierWord(raw.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
    }

    /// Whether each of the eight bytes is a letter, digit or `_`. Once every byte is known to
    /// be ASCII (below 0x80), adding a constant to each byte never carries into the next, so
    /// each range test is two additions per word: the high bit of `x + (0x80 - lo)` is set
    /// when `x >= lo`.
    @inlinable static func isIdentifierWord(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        guard word & high == 0 else { return false }
        // `| 0x20` maps A-Z onto a-z (and nothing else onto them).
        let lower = word | 0x20 &* ones
        let letter = (lower &+ 0x1F &* ones) & ~(lower &+ 0x05 &* ones)   // 0x61 ... 0x7A
        let digit = (word &+ 0x50 &* ones) & ~(word &+ 0x46 &* ones)      // 0x30 ... 0x39
        let t = word ^ 0x5F &* ones                                        // 0 where `_`
        let underscore = ~((t &+ 0x7F &* ones) | t)
        return (letter | digit | underscore) & high == high
    }

    /// Why a name cannot be a generated type's name, found from its bytes: the decoder asks
    /// this of every card and model name, nearly all of which pass, so no message is made
    /// (`message(for:)` makes it) and no String is needed.
    package enum TypeNameProblem: Sendable {
        case notIdentifier, keyword, generated, module, reserved
        /// A model's name only (`modelNameProblem`).
        case modelMember

        /// The message, as `typeNameProblem` and `modelNameProblem` word it.
        package func message(for name: String) -> String {
            switch self {
            case .notIdentifier: "'\(name)' is not a valid Swift type name (letters, digits and _, not starting with a digit)"
            case .keyword: "'\(name)' is a Swift keyword"
            case .generated: "'\(name)' is a name generated code already uses"
            case .module: "'\(name)' is the name of a module (Apple's or Linux's) that the module including the generated file may import, which the type would hide"
            case .reserved: "'\(name)' is a top-level name of the Swift standard library, Foundation, Glibc, SwiftUI, UIKit or another module the module including the generated file may import, which the type would hide there"
            case .modelMember: "'\(name)' is a member generated code declares (or Swift synthesizes) in the card's type or in every model struct"
            }
        }
    }

    /// Why these UTF-8 bytes cannot be a generated type's name, or nil when they can.
    package static func typeNameProblem(bytes name: UnsafeBufferPointer<UInt8>) -> TypeNameProblem? {
        if !isIdentifier(bytes: name) { return .notIdentifier }
        if keywords.contains(bytes: name) { return .keyword }
        // Every name of the three lists below is a reserved type name too: one lookup turns away
        // nearly every name, and the lists (their sets built only then) word the few it finds.
        guard reservedTypeNames.contains(bytes: name) else { return nil }
        if cardEngineNameSet.contains(bytes: name) || generatedTypeNameSet.contains(bytes: name) { return .generated }
        if platformModuleNameSet.contains(bytes: name) { return .module }
        return .reserved
    }

    /// Why these bytes cannot be a model's name, or nil when they can.
    package static func modelNameProblem(bytes name: UnsafeBufferPointer<UInt8>) -> TypeNameProblem? {
        if let problem = typeNameProblem(bytes: name) { return problem }
        return reservedModelNames.contains(bytes: name) ? .modelMember : nil
    }

    /// Why `name` cannot be a generated type's name, or nil when it can.
    public static func typeNameProblem(_ name: String) -> String? {
        withUTF8(name) { typeNameProblem(bytes: $0) }?.message(for: name)
    }

    private static let cardEngineNameSet = NameSet(cardEngineNames)
    private static let platformModuleNameSet = NameSet(platformModuleNames)
    private static let generatedTypeNameSet = NameSet(GeneratedNames.moduleNames + [GeneratedNames.stateType])

    /// Why `name` cannot be a model's name, or nil when it can.
    public static func modelNameProblem(_ name: String) -> String? {
        withUTF8(name) { modelNameProblem(bytes: $0) }?.message(for: name)
    }

    /// Calls `body` with a String's UTF-8 bytes (contiguous for native and small strings; a
    /// bridged one is copied).
    private static func withUTF8<R>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = name.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(name.utf8).withUnsafeBufferPointer(body)
    }

    /// A valid type name close to `name`: words joined in UpperCamelCase, other characters dropped.
    public static func suggestedTypeName(for name: String, suffix: String = "Card") -> String {
        var result = ""
        var upperNext = true
        for scalar in name.unicodeScalars {
            let isAlnum = scalar.isASCII && (isLetter(UInt8(scalar.value)) || isDigit(UInt8(scalar.value)))
            if isAlnum {
                result += upperNext ? String(scalar).uppercased() : String(scalar)
                upperNext = false
            } else {
                upperNext = true
            }
        }
        if let first = result.utf8.first, isDigit(first) { result = "Card" + result }
        if result.isEmpty { result = "Card" }
        if keywords.contains(result) || reservedTypeNames.contains(result) || reservedModelNames.contains(result) { result += suffix }
        return result
    }

    /// A valid member name close to `name`: words in lowerCamelCase.
    public static func suggestedMemberName(for name: String, suffix: String = "Value") -> String {
        let upper = suggestedTypeName(for: name, suffix: suffix)
        guard let first = upper.first else { return "value" }
        let result = first.lowercased() + upper.dropFirst()
        return keywords.contains(result) || reservedStateNames.contains(result) || reservedFieldNames.contains(result) ? result + suffix : result
    }

    /// Where an identifier stands in generated source. Which words need backticks depends on it,
    /// and backticks a word does not need there are a warning at some positions ("keyword 'class'
    /// does not need to be escaped in argument list"), so each position has its own list (what
    /// swiftc 6.3 accepts, checked for every keyword).
    public enum Position: Sendable {
        /// The name a declaration introduces (`var`, `case`, `struct`, `enum`), or a name used
        /// alone as an expression: every keyword needs backticks.
        case declaration
        /// An argument label in a call, `Quote(class: ...)`: any word but `inout` (backticks on
        /// `let` and `var` there warn too).
        case argumentLabel
        /// An initializer's external parameter label, `init(class __class: ...)`: any word but
        /// `inout`, `var` and `let`.
        case parameterLabel
        /// A member after a dot, `self.class`, `.default`: any word but `init` and `self` (the
        /// initializer and the value itself there) and `Type` and `Protocol` (metatypes).
        case member
    }

    package static let argumentLabelKeywords = NameSet(["inout"])
    package static let parameterLabelKeywords = NameSet(["inout", "var", "let"])
    package static let memberKeywords = NameSet(["init", "self", "Type", "Protocol"])

    /// Whether `identifier` needs backticks at `position`.
    public static func needsEscaping(_ identifier: String, at position: Position) -> Bool {
        switch position {
        case .declaration: keywords.contains(identifier)
        case .argumentLabel: argumentLabelKeywords.contains(identifier)
        case .parameterLabel: parameterLabelKeywords.contains(identifier)
        case .member: memberKeywords.contains(identifier)
        }
    }

    /// The identifier as written in Swift source at `position`: with backticks exactly when it
    /// needs them there.
    public static func escaped(_ identifier: String, at position: Position = .declaration) -> String {
        needsEscaping(identifier, at: position) ? "`\(identifier)`" : identifier
    }

    @usableFromInline static func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }

    @usableFromInline static func isDigit(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }
}
