// Stand-in for the part of Apple's ObjectiveC module the adapters use (Tests/AppleStandIns/README.md).
// `#selector` needs this type; the harness type-checks with `-enable-objc-interop`, so `@objc`
// and `#selector` are checked by the compiler's real rules (representable types, exposed methods).

// https://developer.apple.com/documentation/objectivec/selector
@available(iOS 8.0, macCatalyst 13.1, macOS 10.10, *)
public struct Selector: Hashable {
    private let name: String

    // https://developer.apple.com/documentation/objectivec/selector/init(_:)
    @available(iOS 8.0, macCatalyst 13.1, macOS 10.10, *)
    public init(_ str: String) {
        name = str
    }
}
