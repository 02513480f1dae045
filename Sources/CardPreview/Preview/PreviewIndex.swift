import CardSupport
/// `index.html`: every card drawn, with its kind, spec, devices and findings, each linking to
/// its SVG, which is shown below at its own size (one SVG unit per CSS pixel, `shownScale`),
/// in a box that scrolls sideways when the picture is wider than the page: shrunk to the
/// page, a wide card's 10 px labels were 4 px. Self-contained: inline style, no script.
package struct PreviewIndex {
    package struct Entry: Sendable {
        package var name: String
        package var kind: String
        package var source: String
        package var devices: [String]
        package var findings: Int
        package var errors: Int
        /// The SVG's file name in the output folder.
        package var file: String

        package init(name: String, kind: String, source: String, devices: [String], findings: Int, errors: Int, file: String) {
            self.name = name
            self.kind = kind
            self.source = source
            self.devices = devices
            self.findings = findings
            self.errors = errors
            self.file = file
        }
    }

    package var entries: [Entry]

    /// How large a picture is shown: never shrunk, so its smallest type
    /// (`PreviewStyle.smallestFontSize`) is that size on the page.
    package static let shownScale = 1.0

    package init(entries: [Entry]) {
        self.entries = entries
    }

    package func render() -> String {
        var html = SVGBuilder()
        html.raw("<!DOCTYPE html>\n")
        html.raw(CardPreview.marker)
        html.raw(" \(CardC.version) -->\n")
        html.raw("""
            <html lang="en"><head><meta charset="utf-8"><title>cardc preview</title>
            <style>
            body{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;margin:24px;color:#1d1d1f;background:#fafafa}
            table{border-collapse:collapse;margin-bottom:24px}
            th,td{text-align:left;padding:4px 12px;border-bottom:1px solid #ddd;vertical-align:top}
            .bad{color:#D00000;font-weight:bold}.clean{color:#00703C}
            section{margin:24px 0;padding-top:8px;border-top:2px solid #ccc}
            .picture{overflow-x:auto;max-width:100%}
            img{max-width:none;width:auto;height:auto;background:#fff;border:1px solid #ddd}
            </style></head><body>

            """)
        html.raw("<h1>cardc preview</h1>\n<p>\(entries.count) card\(entries.count == 1 ? "" : "s"), drawn from the engine's own layout and release functions; red marks what <code>cardc lint</code> reports.</p>\n")
        html.raw("<table><thead><tr><th>card</th><th>kind</th><th>spec</th><th>devices</th><th>findings</th></tr></thead><tbody>\n")
        for (k, e) in entries.enumerated() {
            html.raw("<tr><td><a href=\"")
            html.escapedWhole(Self.href(e.file))
            html.raw("\">")
            html.escaped(e.name)
            html.raw("</a> (<a href=\"#card-\(k)\">below</a>)</td><td>")
            html.escaped(e.kind)
            html.raw("</td><td>")
            html.escaped(e.source)
            html.raw("</td><td>")
            html.escaped(e.devices.joined(separator: "; "))
            html.raw(e.findings == 0 ? "</td><td class=\"clean\">none" : "</td><td class=\"bad\">\(e.findings)\(e.errors > 0 ? " (\(e.errors) error\(e.errors == 1 ? "" : "s"))" : "")")
            html.raw("</td></tr>\n")
        }
        html.raw("</tbody></table>\n")
        for (k, e) in entries.enumerated() {
            html.raw("<section id=\"card-\(k)\"><h2>")
            html.escaped(e.name)
            html.raw("</h2><div class=\"picture\"><a href=\"")
            html.escapedWhole(Self.href(e.file))
            html.raw("\"><img loading=\"lazy\" src=\"")
            html.escapedWhole(Self.href(e.file))
            html.raw("\" alt=\"")
            html.escaped("preview of \(e.name)")
            html.raw("\"></a></div></section>\n")
        }
        html.raw("</body></html>\n")
        return html.text
    }

    /// A file name as a relative URL: every byte outside the unreserved set percent-encoded,
    /// so no name can be read as a scheme, a query or a fragment.
    package static func href(_ file: String) -> String {
        var out = "./"
        for byte in file.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
