import Foundation
import Testing
@testable import CardDecoder
import CardTestSupport

/// A URL sample that cardc accepts becomes `URL(string: "...")!` in generated code, so every URL
/// cardc accepts must be one Foundation accepts: checked here against this platform's Foundation
/// on fixed cases and on random text made of the characters that matter to URL parsers.
@Suite struct URLFoundationAgreementTests {
    @Test(arguments: ["https://a:b:c/", "https://a:80x/", "https://a:1:2/", "https://a:-1/", "https://a:+1/", "https://a%zz/",
                      "https://a@b@c/", "https://u:p@h:8x/", "https://a/%", "no scheme", "1http://a"])
    func rejected(_ text: String) {
        #expect(URLText.problem(text) != nil, "\(text)")
    }

    @Test(arguments: ["https://a:80/", "https://user:pw@host:8080/p?q#f", "https://a/b:c@d", "mailto:x@y", "file:///x",
                      "https://a:/", "https://a,b;c!$&'()*+=/", "HTTPS://A:8/", "https://a%41/"])
    func accepted(_ text: String) {
        #expect(URLText.problem(text) == nil, "\(text)")
        #expect(URL(string: text) != nil, "\(text)")
    }

    @Test func everyURLCardcAcceptsFoundationAccepts() {
        var random = SeededGenerator(state: 14)
        let pieces = ["https://", "http:", "//", "a", "b1", "@", ":", "80", "8x", "/", "?", "#", "%", "%41", "%g", "[", "]", "-", ".",
                      "_", "~", "!", "$", "&", "'", "(", "*", "+", ",", ";", "=", " ", "é", "x:y"]
        var accepted = 0
        for _ in 0..<20_000 {
            var text = ["https://", "http://", "mailto:", "x-y.z:", "file:"][Int(random.next() % 5)]
            for _ in 0..<Int(random.next() % 8) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            guard URLText.problem(text) == nil else { continue }
            accepted += 1
            #expect(URL(string: text) != nil, "cardc accepts '\(text)' but URL(string:) does not")
        }
        // The generator reaches both sides.
        #expect(accepted > 1_000)
    }
}
