/// A `static let` array built by a private static function, one `append` statement per
/// element, rather than written as one array literal. swiftc type-checks a literal as one
/// expression, in time and memory that grow faster than its elements: one model of 256
/// `Double` fields with 50 samples took 11 GB and 29 s, and 100 aborted with `bad_alloc`. A
/// function body is checked a statement at a time (256 fields by 100 samples: under 2 s and
/// 120 MB; a closure, checked with the expression it is in, took 81 s).
public struct SwiftArrayBuilder: Sendable, Hashable {
    public var documentation: [String] = []
    /// The property, such as `samples`.
    public var name: String
    /// The function that builds it; it must not clash with any member (`__samples`: fields
    /// never start with two underscores).
    public var functionName: String
    public var elementType: String
    public var elements: [SwiftExpression]
}
