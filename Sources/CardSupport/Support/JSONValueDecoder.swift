/// A `Decoder` over a `JSONValue` that `JSONDecoder` already parsed: typed messages are decoded
/// from the value the server has, without writing it out and parsing it again (a 16 MB
/// document's text is shared, never copied). It follows `JSONDecoder`'s rules: a number
/// decodes as an integer type only when it is whole and in range; nothing converts between
/// strings, numbers and booleans.
package struct JSONValueDecoder: Decoder {
    package let value: JSONValue
    package let codingPath: [any CodingKey]
    package var userInfo: [CodingUserInfoKey: Any] { [:] }

    package init(value: JSONValue, codingPath: [any CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: JSONValue].self, value, codingPath) }
        return KeyedDecodingContainer(Keyed<Key>(members: members, codingPath: codingPath))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([JSONValue].self, value, codingPath) }
        return Unkeyed(items: items, codingPath: codingPath)
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(value: value, codingPath: codingPath) }

    fileprivate struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { String(intValue ?? 0) }
        init(_ i: Int) { intValue = i }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    fileprivate struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [(String, JSONValue)]
        let codingPath: [any CodingKey]
        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.0) } }

        func contains(_ key: Key) -> Bool { members.contains { $0.0 == key.stringValue } }

        private func member(_ key: Key) throws -> JSONValue {
            guard let found = members.first(where: { $0.0 == key.stringValue }) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no member '\(key.stringValue)'"))
            }
            return found.1
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            if case .null = try member(key) { return true }
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try T(from: JSONValueDecoder(value: member(key), codingPath: codingPath + [key]))
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(value: member(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(value: member(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { JSONValueDecoder(value: .object(members), codingPath: codingPath) }

        func superDecoder(forKey key: Key) throws -> any Decoder { JSONValueDecoder(value: try member(key), codingPath: codingPath + [key]) }
    }

    fileprivate struct Unkeyed: UnkeyedDecodingContainer {
        let items: [JSONValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0
        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        init(items: [JSONValue], codingPath: [any CodingKey]) {
            self.items = items
            self.codingPath = codingPath
        }

        /// The next item and its path; the index moves on only once it decoded (as `JSONDecoder`'s
        /// does, so a failed `try?` can be retried as another type).
        private func peek() throws -> (JSONValue, [any CodingKey]) {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(JSONValue.self, .init(codingPath: codingPath, debugDescription: "the list has ended"))
            }
            return (items[currentIndex], codingPath + [Index(currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd else { return false }
            guard case .null = items[currentIndex] else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (value, path) = try peek()
            let decoded = try T(from: JSONValueDecoder(value: value, codingPath: path))
            currentIndex += 1
            return decoded
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let (value, path) = try peek()
            let nested = try JSONValueDecoder(value: value, codingPath: path).container(keyedBy: type)
            currentIndex += 1
            return nested
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (value, path) = try peek()
            let nested = try JSONValueDecoder(value: value, codingPath: path).unkeyedContainer()
            currentIndex += 1
            return nested
        }

        mutating func superDecoder() throws -> any Decoder {
            let (value, path) = try peek()
            currentIndex += 1
            return JSONValueDecoder(value: value, codingPath: path)
        }
    }

    fileprivate struct Single: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { if case .null = value { true } else { false } }

        func decode(_ type: Bool.Type) throws -> Bool {
            guard case .bool(let b) = value else { throw mismatch(type, value, codingPath) }
            return b
        }

        func decode(_ type: String.Type) throws -> String {
            guard case .string(let s) = value else { throw mismatch(type, value, codingPath) }
            return s
        }

        func decode(_ type: Double.Type) throws -> Double {
            guard let d = value.number else { throw mismatch(type, value, codingPath) }
            return d
        }

        func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
        func decode(_ type: Int.Type) throws -> Int { try integer(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            if let v = value as? T { return v }
            return try T(from: JSONValueDecoder(value: value, codingPath: codingPath))
        }

        private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
            switch value {
            case .integer(let i):
                if let v = I(exactly: i) { return v }
            case .number(let d):
                if let v = I(exactly: d) { return v }
            default:
                break
            }
            throw mismatch(type, value, codingPath)
        }
    }
}

private func mismatch(_ type: Any.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
    let found = switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .number: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "an object"
    }
    return DecodingError.typeMismatch(type, .init(codingPath: path, debugDescription: "expected \(type), found \(found)"))
}
