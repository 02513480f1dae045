import CardSupport
import CardModel
import CardReporters

/// swift-argument-parser's own error messages quote the user's words raw ("The value 'X' is
/// invalid for '--format <format>'"), where a line break in X would start a forged line and a
/// 100 KB X would be printed whole. Before such a message is printed, every argument that is
/// not already safe to show is replaced by the form the text format shows user text in:
/// bounded (`EchoedText`) and made visible (`VisibleText.line`). The parser's own line
/// breaks stay.
package enum ParserMessage {
    package static func shown(_ message: String, arguments: some Sequence<String>) -> String {
        var out = message
        // `--option=VALUE` reaches the message as its two halves, each quoted on its own.
        var words = Set<String>()
        for argument in arguments {
            words.insert(argument)
            if argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") {
                words.insert(String(argument[..<equals]))
                words.insert(String(argument[argument.index(after: equals)...]))
            }
        }
        // Longest first: an argument inside another is replaced as part of the longer one.
        for argument in words.sorted(by: { $0.utf8.count > $1.utf8.count }) where !argument.isEmpty {
            let safe = VisibleText.line(EchoedText.bounded(argument))
            if safe != argument { out = out.replacing(argument, with: safe) }
        }
        return out
    }
}
