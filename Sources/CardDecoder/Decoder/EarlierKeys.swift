import CardReader

/// The scalar keys of one mapping read so far, for telling a repeated key
/// (`DecodeContext.repeats`): the first sixteen kept inline, so that a small mapping (a model's
/// fields, a spec's models) allocates nothing for them.
package struct EarlierKeys {
    var inline = SIMD16<Int32>(repeating: -1)
    var count = 0
    var more: [NodeID] = []

    package init() {}

    mutating func append(_ key: NodeID) {
        if count < 16 { inline[count] = key.index } else { more.append(key) }
        count += 1
    }

    subscript(i: Int) -> NodeID { i < 16 ? NodeID(inline[i]) : more[i - 16] }
}
