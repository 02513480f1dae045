import CardCommands
import CardSupport
import CardReporters
import CardModel

/// `cardc init KIND [FILE]`: a commented starting spec of one kind (`CardStarter`). Without
/// FILE it goes to standard output; with one, the file is created only if nothing is at that
/// path (never overwritten, never written through a link, never left half-written:
/// `FileSystem.createExclusively`), in a folder `generate` would write into too.
public struct InitCommand: Sendable {
    public struct Options: Sendable {
        public var kind: String
        public var file: String?

        public init(kind: String, file: String? = nil) {
            self.kind = kind
            self.file = file
        }
    }

    public var options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() -> RunOutput {
        let kinds = CardKind.allCases.map(\.rawValue)
        guard let kind = CardKind(rawValue: options.kind) else {
            return RunOutput(standardError: "cardc: error: " + UnknownChoice.message("unknown kind '\(options.kind)'", given: options.kind, choices: kinds,
                                                                                     takes: "init takes") + "\n",
                             exitCode: ExitStatus.toolFailure)
        }
        let text = CardStarter.text(kind, name: CardStarter.name(forFile: options.file, kind: kind))
        guard let file = options.file else { return RunOutput(standardOutput: text) }
        // Shown as the text format shows a file name: no line break or escape sequence of the
        // name reaches the terminal raw.
        let shown = FileName.display(file)
        let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? "."
        if let refusal = FileSystem.refusalToWrite(into: folder) {
            return RunOutput(standardError: "cardc: error: \(VisibleText.line(refusal))\n", exitCode: ExitStatus.toolFailure)
        }
        do throws(FileSystem.Failure) {
            try FileSystem.createExclusively(text, at: file)
        } catch {
            let why = error.exists ? "refusing to overwrite \(shown): something is there already (a file, a folder or a link)" : "cannot write \(shown): \(error.reason)"
            return RunOutput(standardError: "cardc: error: \(why)\n", exitCode: ExitStatus.toolFailure)
        }
        // The command to paste: the name shell-quoted, after `--` when it reads as an option.
        let lint = ShellWords.line(["cardc", "lint"] + (file.hasPrefix("-") ? ["--", file] : [file]))
        var note = "cardc: wrote a \(kind.rawValue) spec to \(shown); check it with `\(VisibleText.line(lint))`\n"
        if !SpecFileName.matches(file) {
            note += "cardc: note: lint and generate look for *.card.yaml and *.card.yml in folders; name it so to have it found\n"
        }
        return RunOutput(standardError: note)
    }
}
