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
        let allowed = "-._~:/?#[]@!$&'()*+,;=%"
        for scalar in rest.unicodeScalars {
            let ok = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || allowed.unicodeScalars.contains(scalar))
            if !ok {
                return "the character U+\(String(scalar.value, radix: 16, uppercase: true)) must be percent-encoded"
            }
        }
        return nil
    }
}
