/// Checks URL text without Foundation: an RFC 3986 scheme, then only characters a URL may hold
/// unescaped, so that Foundation's `URL(string:)` in generated code is certain to succeed.
/// Every character it allows is ASCII, so the check reads UTF-8 bytes (it runs for every URL
/// sample); only a message about a non-ASCII character decodes it.
package enum URLText {
    package static func problem(_ text: String) -> String? {
        var text = text
        return text.withUTF8(problem(bytes:))
    }

    /// The same, read from UTF-8 bytes (`lint` checks URL samples without making a String).
    package static func problem(bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return "it has no scheme such as https:" }
        let scheme = bytes[..<colon]
        guard let first = scheme.first, isLetter(first),
              scheme.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { return "'\(String(decoding: scheme, as: UTF8.self))' is not a scheme" }
        let rest = bytes[(colon + 1)...]
        guard !rest.isEmpty else { return "nothing follows the scheme" }
        var fragments = 0
        var i = rest.startIndex
        while i < rest.endIndex {
            let byte = rest[i]
            guard isLetter(byte) || isDigit(byte) || isAllowedMark(byte) else {
                // The first scalar at this byte: ASCII, or the start of a multi-byte character.
                let scalar = String(decoding: rest[i...], as: UTF8.self).unicodeScalars.first.map(\.value) ?? UInt32(byte)
                return "the character U+\(String(scalar, radix: 16, uppercase: true)) must be percent-encoded"
            }
            if byte == UInt8(ascii: "%") {
                guard i + 2 < rest.endIndex, isHexDigit(rest[i + 1]), isHexDigit(rest[i + 2]) else {
                    return "'%' must start a percent escape such as %20"
                }
            }
            if byte == UInt8(ascii: "#") { fragments += 1 }
            i += 1
        }
        if fragments > 1 { return "a URL has at most one '#'" }
        return authorityProblem(rest)
    }

    /// RFC 3986's authority after `//`, as the stricter of the platforms' parsers reads it
    /// (Foundation on Linux rejects `host:8x` and `a:1:2`; Apple's RFC 3986 parser also rejects
    /// an `@` in the host): `[userinfo@]host[:port]`, the port only digits, the host and the
    /// user information without a further `@`, the host without `:`.
    private static func authorityProblem(_ rest: UnsafeBufferPointer<UInt8>.SubSequence) -> String? {
        guard rest.count >= 2, rest[rest.startIndex] == UInt8(ascii: "/"), rest[rest.startIndex + 1] == UInt8(ascii: "/") else { return nil }
        let start = rest.startIndex + 2
        let end = rest[start...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
        let authority = rest[start..<end]
        let ats = authority.filter { $0 == UInt8(ascii: "@") }.count
        if ats > 1 { return "the authority '\(String(decoding: authority, as: UTF8.self))' has more than one '@'" }
        let hostAndPort = authority.lastIndex(of: UInt8(ascii: "@")).map { authority[($0 + 1)...] } ?? authority
        guard let colon = hostAndPort.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let port = hostAndPort[(colon + 1)...]
        guard port.allSatisfy(isDigit) else {
            return "the port '\(String(decoding: port, as: UTF8.self))' is not a number"
        }
        return nil
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
    }

    private static func isDigit(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    private static func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f"))
    }

    /// `-._~:/?#@!$&'()*+,;=%`; brackets (IPv6 literals) are left out: parsers disagree on them.
    private static func isAllowedMark(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: "/"),
             UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"),
             UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","),
             UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }
}
