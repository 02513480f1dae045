/// Checks URL text without Foundation: an RFC 3986 scheme, then only characters a URL may hold
/// unescaped, so that Foundation's `URL(string:)` in generated code is certain to succeed.
enum URLText {
    static func problem(_ text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return "it has no scheme such as https:" }
        let scheme = text[..<colon]
        guard let first = scheme.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { return "'\(scheme)' is not a scheme" }
        let rest = text[text.index(after: colon)...]
        guard !rest.isEmpty else { return "nothing follows the scheme" }
        // Brackets (IPv6 literals) are left out: parsers disagree on them.
        let allowed = "-._~:/?#@!$&'()*+,;=%"
        let scalars = Array(rest.unicodeScalars)
        var fragments = 0
        for (i, scalar) in scalars.enumerated() {
            let ok = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || allowed.unicodeScalars.contains(scalar))
            if !ok {
                return "the character U+\(String(scalar.value, radix: 16, uppercase: true)) must be percent-encoded"
            }
            if scalar == "%" {
                let isHex = { (s: Unicode.Scalar) in s.isASCII && s.properties.isASCIIHexDigit }
                guard i + 2 < scalars.count, isHex(scalars[i + 1]), isHex(scalars[i + 2]) else {
                    return "'%' must start a percent escape such as %20"
                }
            }
            if scalar == "#" { fragments += 1 }
        }
        if fragments > 1 { return "a URL has at most one '#'" }
        return nil
    }
}
