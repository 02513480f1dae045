import CardSupport
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
        // A report that did not reach standard output whole (a full disk, a closed descriptor)
        // must not pass for a clean one: a CI step reading `cardc lint > report.json` would
        // otherwise see exit 0 and half a report.
        if let failure = failures.withLock({ failures.standardOutput }) {
            write("cardc: error: cannot write to standard output: \(failure)\n", to: 2)
            exit(ExitStatus.toolFailure)
        }
        exit(output.exitCode)
    }

    package static func writeOut(_ text: String) {
        if let failure = write(text, to: 1) {
            failures.withLock { if failures.standardOutput == nil { failures.standardOutput = failure } }
        }
    }

    package static func writeError(_ text: String) { write(text, to: 2) }

    /// The first failure to write standard output (lint writes it from its workers as files
    /// finish, hence the lock).
    private final class Failures: @unchecked Sendable {
        let mutex = Mutex()
        var standardOutput: String?
        func withLock<R>(_ body: () -> R) -> R { mutex.withLock(body) }
    }
    private static let failures = Failures()

    /// Writes all of `text` (`DescriptorWrite.all`), or returns why it could not.
    @discardableResult
    private static func write(_ text: String, to fd: Int32) -> String? {
        // The string's own bytes, not a copy of them: a report can be megabytes.
        var text = text
        guard let code = text.withUTF8({ DescriptorWrite.all(UnsafeRawBufferPointer($0), to: fd) }) else { return nil }
        return String(cString: strerror(code))
    }

    package static func exit(_ code: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }
}
