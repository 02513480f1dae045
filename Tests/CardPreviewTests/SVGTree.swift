import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed SVG (or any XML) document, for the preview tests: a real XML parser
/// (Foundation's `XMLParser`, libxml2 underneath) reads what `preview` wrote, so a file that
/// is not well-formed fails, and geometry is read from the elements as a browser would.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    private(set) var children: [SVGNode] = []
    weak var parent: SVGNode?
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    func append(_ child: SVGNode) {
        child.parent = self
        children.append(child)
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// Every element below this one, depth first, in document order.
    var descendants: [SVGNode] {
        children.flatMap { [$0] + $0.descendants }
    }

    func all(_ name: String, class className: String? = nil, _ attributes: [String: String] = [:]) -> [SVGNode] {
        descendants.filter { node in
            node.name == name
                && (className.map { (node["class"] ?? "").split(separator: " ").contains(Substring($0)) } ?? true)
                && attributes.allSatisfy { node[$0.key] == $0.value }
        }
    }

    /// The offset of `translate(x y)` on this element.
    var translation: (x: Double, y: Double) {
        guard let t = attributes["transform"], t.hasPrefix("translate("), t.hasSuffix(")") else { return (0, 0) }
        let parts = t.dropFirst("translate(".count).dropLast().split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return parts.count == 2 ? (parts[0], parts[1]) : (0, 0)
    }

    /// Where this element's own coordinates start, in the coordinates of `ancestor`.
    func origin(in ancestor: SVGNode) -> (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        var node = parent
        while let n = node, n !== ancestor {
            let t = n.translation
            x += t.x
            y += t.y
            node = n.parent
        }
        return (x, y)
    }

    static func parse(_ data: Data) throws -> SVGNode {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw NSError(domain: "SVGNode", code: 1, userInfo: [NSLocalizedDescriptionKey: "not well-formed: \(parser.parserError.map { "\($0)" } ?? "no root")"])
        }
        return root
    }

    static func parse(file path: String) throws -> SVGNode {
        try parse(Data(contentsOf: URL(fileURLWithPath: path)))
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGNode?
        var stack: [SVGNode] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            let node = SVGNode(name: elementName, attributes: attributes)
            if let top = stack.last { top.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}

/// Which cells of a release map a region's path covers: the path is read (its `M`, `H`, `V`
/// and `Z` commands, all `preview` writes there) into edges, and a point is inside when its
/// winding number is not zero, SVG's default fill rule.
struct RegionPath {
    /// Vertical edges: x, and the y it runs from and to.
    private var edges: [(x: Double, from: Double, to: Double)] = []

    init?(_ d: String) {
        var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
        var scanner = d.unicodeScalars.makeIterator()
        var command: Character?
        var pending: [Double] = []
        var token = ""
        func number() { if !token.isEmpty { pending.append(Double(token) ?? .nan); token = "" } }
        func apply(_ c: Character, _ values: [Double]) -> Bool {
            switch c {
            case "M":
                guard values.count == 2 else { return false }
                (x, y) = (values[0], values[1])
                (startX, startY) = (x, y)
            case "H":
                guard values.count == 1 else { return false }
                x = values[0]
            case "V":
                guard values.count == 1 else { return false }
                edges.append((x, y, values[0]))
                y = values[0]
            case "Z":
                if x == startX && y != startY { edges.append((x, y, startY)) }
                guard y == startY || x == startX else { return false }
                (x, y) = (startX, startY)
            default: return false
            }
            return true
        }
        while let s = scanner.next() {
            let c = Character(s)
            if "MHVZ".contains(c) {
                number()
                if let command, !apply(command, pending) { return nil }
                command = c
                pending = []
            } else if c == " " {
                number()
            } else {
                token.unicodeScalars.append(s)
            }
        }
        number()
        if let command, !apply(command, pending) { return nil }
    }

    func contains(x px: Double, y py: Double) -> Bool {
        var winding = 0
        for e in edges where e.x > px {
            let (low, high) = (min(e.from, e.to), max(e.from, e.to))
            if py >= low && py < high { winding += e.to > e.from ? 1 : -1 }
        }
        return winding != 0
    }
}
