import Testing

/// `#expect(actual == expected)` as a function, for the one-comparison checks that most tests
/// make: the same check and the same failure message (both values shown, at the caller's line),
/// but the macro's expansion (a generic, overloaded comparison in a closure) is type-checked and
/// compiled here once instead of at each of several hundred uses (docs/performance.md,
/// "`swift test`, fourth round").
package func expectEqual<T: Equatable>(_ actual: T, _ expected: T, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(actual == expected, sourceLocation: sourceLocation)
}
