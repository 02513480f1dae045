import ArgumentParser
import CardModel
import CardReporters

// The values `lint` and `generate` flags take, parsed by their raw values.
extension DiagnosticFormat: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
