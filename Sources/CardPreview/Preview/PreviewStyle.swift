/// The preview's colours and type, in one place: the SVG's style sheet and the state palette.
package enum PreviewStyle {
    /// Colours for states and outcomes, told apart without red (red marks findings) and by
    /// readers with the common colour-vision deficiencies (Okabe and Ito's palette, less its
    /// vermillion, plus two darker tones).
    package static let palette = ["#0072B2", "#E69F00", "#009E73", "#56B4E9", "#CC79A7", "#F0E442", "#6A3D9A", "#8C564B", "#999999", "#1B9E77"]

    package static func colour(_ index: Int) -> String {
        palette[index % palette.count]
    }

    package static let findingColour = "#D00000"

    /// The font size of each text class in `sheet` (kept beside it: the layout and the tests
    /// estimate text boxes from it).
    package static func fontSize(_ className: String) -> Double {
        switch className {
        case "title": return 22
        case "heading": return 16
        case "subtitle", "device": return 13
        case "finding": return 11
        case "small", "threshold-label": return 10
        default: return 12
        }
    }

    package static func isBold(_ className: String) -> Bool {
        ["title", "heading", "device", "name", "finding", "unreachable-label"].contains(className)
    }

    /// The smallest type the preview draws: the index never shows it smaller than
    /// `PreviewIndex.minimumScale` of this.
    package static let smallestFontSize = 10.0

    package static let sheet: StaticString = """
    <style>
    text{font-family:"DejaVu Sans",Helvetica,Arial,sans-serif;fill:#1d1d1f}
    .title{font-size:22px;font-weight:bold}
    .subtitle{font-size:13px;fill:#444}
    .heading{font-size:16px;font-weight:bold}
    .device{font-size:13px;font-weight:bold}
    .label{font-size:12px}
    .name{font-size:12px;font-weight:bold}
    .small{font-size:10px;fill:#444}
    .finding{font-size:11px;font-weight:bold;fill:#D00000}
    .finding-text{font-size:12px;fill:#D00000}
    .clean{font-size:12px;fill:#00703C}
    .screen{fill:#fff;stroke:#1d1d1f;stroke-width:2}
    .safe{fill:#000;fill-opacity:.07}
    .island{fill:#1d1d1f}
    .home{stroke:#1d1d1f;stroke-width:4;stroke-linecap:round}
    .backdrop{fill:#000}
    .state{fill-opacity:.10;stroke:none}
    .edge{fill:none;stroke-width:1.5}
    .initial{stroke-width:3}
    .header{fill-opacity:.22;stroke:none}
    .grabber{fill:#1d1d1f;fill-opacity:.35}
    .leader{stroke:#888;stroke-width:.75;fill:none}
    .up{stroke:#00703C;stroke-width:2;fill:#00703C}
    .down{stroke:#A65E00;stroke-width:2;fill:#A65E00}
    .card{fill:#0072B2;fill-opacity:.12;stroke:#0072B2;stroke-width:1.5}
    .mini-screen{fill:#fff;stroke:#1d1d1f;stroke-width:1}
    .mini-card{fill-opacity:.45;stroke:none}
    .ghost{fill:none;stroke:#555;stroke-width:1;stroke-dasharray:5 4}
    .outline{fill:none;stroke:#555;stroke-width:1;stroke-dasharray:6 4}
    .commit{stroke:#00703C;stroke-width:1.5;stroke-dasharray:6 4}
    .bad{fill:none;stroke:#D00000;stroke-width:2.5;stroke-dasharray:8 4}
    .badge{fill:#D00000}
    .unreachable{fill:none;stroke:#777;stroke-width:2;stroke-dasharray:2 4}
    .unreachable-label{font-size:12px;font-weight:bold;fill:#777}
    .threshold-label{font-size:10px;fill:#444}
    .tag-leader{stroke:#D00000;stroke-width:.75;stroke-dasharray:3 2;fill:none}
    .axis{stroke:#1d1d1f;stroke-width:1;fill:none}
    .flick{stroke:#1d1d1f;stroke-width:1;stroke-dasharray:4 3}
    .mark{stroke:#1d1d1f;stroke-width:1.5}
    .region{stroke:none}
    </style>

    """
}
