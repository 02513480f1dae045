import CardSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line as cardc reads it: each argument's bytes as `FileName` keeps a name's, so a
/// file named in bytes that are not UTF-8 is opened by its own name. (`CommandLine.arguments`
/// repairs such bytes to U+FFFD, and the repaired name names no file.)
package enum ToolArguments {
    /// The arguments, the program's name first.
    package static let all: [String] = (0..<Int(CommandLine.argc)).map { i in
        guard let argument = CommandLine.unsafeArgv[i] else { return "" }
        return string(fromCString: argument)
    }

    /// One argument, from its C string.
    package static func string(fromCString argument: UnsafePointer<CChar>) -> String {
        argument.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            FileName.string(fromBytes: UnsafeBufferPointer(start: bytes, count: strlen(argument)))
        }
    }
}
