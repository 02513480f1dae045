import Foundation

/// Xcode's availability check, made on Linux (Tests/AppleStandIns/README.md, "Availability").
///
/// Swift checks `@available(iOS 17.0, *)` only when it compiles for that platform, so on Linux
/// an adapter could call iOS 17 API from iOS 16 code and type-check. Swift does check the
/// `_PackageDescription` availability domain on every platform, against the version given with
/// `-package-description-version`, and a declaration that is itself introduced later may use
/// what is introduced as late (as an iOS 17 function may call iOS 17 API). So one check of
/// an adapter for a platform at a version is: the stand-ins and the adapter copied with each
/// `@available` naming that platform rewritten into `_PackageDescription` (dropped where the
/// version is not above the one checked), then type-checked with that version. Each adapter is
/// checked, for each platform it builds for, at its minimum (Package.swift's `platforms:`) and
/// at every later version an `@available` or `#available` of its own names, so that code
/// inside an iOS 17 declaration is checked against iOS 17 and everything else against the minimum.
enum AvailabilityPasses {
    /// The platforms whose availability the check models; Mac Catalyst falls back to iOS's
    /// version where an attribute names no Mac Catalyst one, as Swift does.
    enum Platform: String, CaseIterable, Sendable {
        case iOS, macCatalyst, macOS
    }

    /// A dotted version, compared part by part (a missing part is 0).
    struct Version: Comparable, Hashable, CustomStringConvertible, Sendable {
        let parts: [Int]

        init?(_ text: some StringProtocol) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
            self.parts = parts.compactMap { $0 }
        }

        private func part(_ index: Int) -> Int { index < parts.count ? parts[index] : 0 }

        static func < (lhs: Version, rhs: Version) -> Bool {
            for index in 0..<3 where lhs.part(index) != rhs.part(index) { return lhs.part(index) < rhs.part(index) }
            return false
        }

        static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }
        func hash(into hasher: inout Hasher) { for index in 0..<3 { hasher.combine(part(index)) } }

        /// `16.0`: what `-package-description-version` and the rewritten attributes take.
        var description: String { parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".") }
    }

    /// What SwiftPM builds for when `platforms:` does not name a platform (tools version 6.0).
    static let swiftPMDefaults: [Platform: Version] = [
        .iOS: Version("12.0")!, .macCatalyst: Version("13.0")!, .macOS: Version("10.13")!,
    ]

    /// The minimum of each platform in a manifest's `platforms:` (`.iOS(.v16)`, `.macOS(.v10_15)`,
    /// `.iOS("16.4")`), SwiftPM's default for a platform it does not name.
    static func minimums(manifest: String) -> [Platform: Version] {
        var found = swiftPMDefaults
        for match in manifest.matches(of: /\.(iOS|macCatalyst|macOS)\((?:\.v(\d+(?:_\d+)*)|"([0-9.]+)")\)/) {
            guard let platform = Platform(rawValue: String(match.1)) else { continue }
            let text = match.2.map { $0.replacingOccurrences(of: "_", with: ".") } ?? match.3.map(String.init) ?? ""
            if let version = Version(text) { found[platform] = version }
        }
        return found
    }

    /// What the arguments of an `@available(…)` or `#available(…)` say.
    enum Arguments: Equatable {
        /// Not a platform's version (`*, unavailable`, `swift 6`, …): left as it is.
        case other
        /// The short form, `iOS 15.0, macOS 12.0, *`.
        case versions([String: Version])
        /// A platform named another way (`iOS, introduced: 17.0`), which the check does not model.
        case unmodelled
    }

    static let platformNames: Set<String> = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS",
                                             "iOSApplicationExtension", "macOSApplicationExtension",
                                             "macCatalystApplicationExtension"]

    static func arguments(_ text: some StringProtocol) -> Arguments {
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var versions: [String: Version] = [:]
        for item in items where item != "*" {
            let words = item.split(separator: " ")
            let leading = String(item.prefix { $0.isLetter })
            if words.count == 2, platformNames.contains(String(words[0])), let version = Version(words[1]) {
                versions[String(words[0])] = version
            } else if platformNames.contains(leading) {
                return .unmodelled
            }
        }
        if versions.isEmpty { return .other }
        return items.last == "*" ? .versions(versions) : .unmodelled
    }

    /// The version an attribute's versions give `platform` (Mac Catalyst: iOS's when unnamed).
    static func version(_ versions: [String: Version], for platform: Platform) -> Version? {
        versions[platform.rawValue] ?? (platform == .macCatalyst ? versions[Platform.iOS.rawValue] : nil)
    }

    struct Unmodelled: Error, CustomStringConvertible {
        var description: String
    }

    /// `text` with every `@available(<platforms>, *)` made into what Swift checks on Linux for
    /// `platform` at `level`: `@available(_PackageDescription, introduced: V)` when it introduces the
    /// declaration later than `level`, nothing otherwise (nor when it does not name the platform:
    /// the check says nothing of a platform an attribute leaves out). The body of an
    /// `if #available(…) { … }` that needs a later version is blanked: it is checked in the pass for
    /// that version. Lines keep their numbers, so diagnostics point into the original files.
    static func rewrite(_ text: String, for platform: Platform, at level: Version, file: String) throws(Unmodelled) -> String {
        var bytes = Array(text.utf8)
        // `#available` bodies, last first, so an outer body blanked later takes the inner with it.
        for start in occurrences(of: "#available(", in: bytes).reversed() + occurrences(of: "#unavailable(", in: bytes) {
            let line = lineNumber(of: start, in: bytes)
            if bytes[start + 1] == UInt8(ascii: "u") {
                throw Unmodelled(description: "\(file):\(line): `#unavailable` is not modelled by the availability check; use `if #available`")
            }
            if precededByGuard(start, in: bytes) {
                throw Unmodelled(description: "\(file):\(line): `guard #available` is not modelled by the availability check; use `if #available { }` or `@available`")
            }
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ")")) else { continue }
            let inside = String(decoding: bytes[(start + 11)..<close], as: UTF8.self)
            switch arguments(inside) {
            case .other: continue
            case .unmodelled: throw Unmodelled(description: "\(file):\(line): `#available(\(inside))` is not in the short form `#available(iOS 17.0, macOS 14.0, *)`")
            case .versions(let versions):
                guard let needed = version(versions, for: platform), needed > level else { continue }
                guard let open = bytes[close...].firstIndex(of: UInt8(ascii: "{")), let end = matchingBrace(open, in: bytes) else {
                    throw Unmodelled(description: "\(file):\(line): no body found after `#available`")
                }
                for index in (open + 1)..<end where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
            }
        }
        let blanked = String(decoding: bytes, as: UTF8.self)
        var failure: Unmodelled?
        let rewritten = blanked.replacing(/@available\(([^()]*)\)/) { match -> String in
            switch arguments(match.1) {
            case .other: return String(match.0)
            case .unmodelled:
                failure = failure ?? Unmodelled(description: "\(file): `\(match.0)` is not in the short form `@available(iOS 17.0, macOS 14.0, *)`")
                return String(match.0)
            case .versions(let versions):
                guard let needed = version(versions, for: platform), needed > level else { return "" }
                return "@available(_PackageDescription, introduced: \(needed))"
            }
        }
        if let failure { throw failure }
        return rewritten
    }

    /// The versions above `minimum` that `texts` ask of `platform` (in `@available` and `#available`).
    static func laterVersions(in texts: [String], for platform: Platform, above minimum: Version) -> [Version] {
        var found: Set<Version> = []
        for text in texts {
            for match in text.matches(of: /[@#]available\(([^()]*)\)/) {
                guard case .versions(let versions) = arguments(match.1), let needed = version(versions, for: platform),
                      needed > minimum else { continue }
                found.insert(needed)
            }
        }
        return found.sorted()
    }

    /// UIKit's `UIGestureRecognizerSubclass` is a Clang submodule, which a Swift module cannot
    /// have: the stand-in declares it as the SPI group of that name of the UIKit stand-in, and
    /// every adapter is compiled with its import so rewritten (same line).
    static func importingSubclassSPI(_ text: String) -> String {
        text.replacing(/(?m)^(\s*)import UIKit\.UIGestureRecognizerSubclass\b/) { match in
            "\(match.1)@_spi(UIGestureRecognizerSubclass) import UIKit"
        }
    }

    // MARK: Scanning

    static func occurrences(of needle: String, in bytes: [UInt8]) -> [Int] {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return [] }
        return (0...(bytes.count - pattern.count)).filter { start in
            bytes[start] == pattern[0] && Array(bytes[start..<(start + pattern.count)]) == pattern
        }
    }

    static func lineNumber(of index: Int, in bytes: [UInt8]) -> Int {
        bytes[..<index].filter { $0 == UInt8(ascii: "\n") }.count + 1
    }

    static func precededByGuard(_ index: Int, in bytes: [UInt8]) -> Bool {
        var end = index
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let word = Array("guard".utf8)
        return end >= word.count && Array(bytes[(end - word.count)..<end]) == word
    }

    /// The index of the `}` that closes the `{` at `open`, skipping string literals and comments.
    static func matchingBrace(_ open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = open
        func at(_ offset: Int, _ character: Character) -> Bool {
            index + offset < bytes.count && bytes[index + offset] == character.asciiValue
        }
        while index < bytes.count {
            if at(0, "/") && at(1, "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if at(0, "/") && at(1, "*") {
                index += 2
                while index < bytes.count, !(at(0, "*") && at(1, "/")) { index += 1 }
                index += 1
            } else if at(0, "\"") && at(1, "\"") && at(2, "\"") {
                index += 3
                while index < bytes.count, !(at(0, "\"") && at(1, "\"") && at(2, "\"")) { index += at(0, "\\") ? 2 : 1 }
                index += 2
            } else if at(0, "\"") {
                index += 1
                while index < bytes.count, !at(0, "\""), !at(0, "\n") { index += at(0, "\\") ? 2 : 1 }
            } else if at(0, "{") {
                depth += 1
            } else if at(0, "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
