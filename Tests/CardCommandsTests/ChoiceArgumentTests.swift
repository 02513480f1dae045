import Testing
@testable import CardCommands
@testable import CardReporters
import CardEngine
import CardTestSupport

/// Issue 36, item 6: an option's mistyped value and a mistyped subcommand get lint's
/// did-you-mean and every choice in one sentence (the parser listed formats one per line and
/// said only "Unexpected argument" for a subcommand).
@Suite struct ChoiceArgumentTests {
    @Test func aMistypedValueGetsTheValueMeantAndTheValuesInOneSentence() {
        expectEqual(ChoiceArgument.value("json", of: DiagnosticFormat.self, flag: "--format"), .success(.json))
        expectEqual(ChoiceArgument.value("jsn", of: DiagnosticFormat.self, flag: "--format"),
                    .failure(.init(message: "did you mean 'json'? --format takes one of text, json, sarif, github, checkstyle or junit")))
        expectEqual(ChoiceArgument.value("portrat", of: DeviceOrientation.self, flag: "--orientation"),
                    .failure(.init(message: "did you mean 'portrait'? --orientation takes one of portrait or landscape")))
        expectEqual(ChoiceArgument.value("xml", of: DiagnosticFormat.self, flag: "--format"),
                    .failure(.init(message: "--format takes one of text, json, sarif, github, checkstyle or junit")))
    }

    @Test func aMistypedSubcommandGetsTheCommandMeant() {
        let commands = ["lint", "generate", "explain"]
        expectEqual(ChoiceArgument.unknownSubcommand(["lnit", "examples"], subcommands: commands)?.message,
                    "no command 'lnit'; did you mean 'lint'? cardc takes one of lint, generate or explain")
        // Options, `help`, a known command and no argument are the parser's.
        for arguments: ArraySlice<String> in [["--version"], ["help", "lint"], ["lint", "x"], [], ["-h"]] {
            expectEqual(ChoiceArgument.unknownSubcommand(arguments, subcommands: commands), nil)
        }
    }
}
