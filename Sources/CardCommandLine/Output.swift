import CardCommands
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes what a command returns and exits with its status.
package enum Output {
    package static func emit(_ output: RunOutput) -> Never {
        if !output.standardOutput.isEmpty { writeOut(output.standardOutput) }
        if !output.standardError.isEmpty { writeError(output.standardError) }
        exit(output.exitCode)
    }

    package static func writeOut(_ text: String) { write(text, to: 1) }
    package static func writeError(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to fd: Int32) {
        // The string's own bytes, not a copy of them: a report can be megabytes.
        var text = text
        var offset = 0
        text.withUTF8 { raw in
            while offset < raw.count {
                #if canImport(Glibc)
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #else
                let n = Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #endif
                if n <= 0 { return }
                offset += n
            }
        }
    }

    package static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }
}
