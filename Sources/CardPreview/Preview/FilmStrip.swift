import CardEngine
import CardModel

/// A film strip of one sheet gesture, sampled from the runtime (`SheetMotion`): the card's
/// height in a small screen at `frameCount` times evenly spread from the lift (t = 0) to when
/// the card rests, and the state it settles in. A spring that does not rest within
/// `maximumDuration` is shown until then, and the strip says so: the work is bounded.
package struct FilmStrip: Sendable {
    package var device: String
    package var start: String
    /// `slow` or `flick`.
    package var gesture: String
    package var title: String
    package var release: SheetGesture
    /// Sample times from the lift, and the card's height at each.
    package var times: [Double]
    package var heights: [Double]
    package var settled: String
    package var rests: Bool
    /// The screen the frames are drawn in, in points.
    package var screenWidth: Double
    package var screenHeight: Double
    package var colour: String

    package static let frameCount = 7
    /// The rest time is looked for at 60 frames a second, up to this many seconds.
    package static let maximumDuration = 5.0
    package static let fps = 60.0
    /// A frame's mini screen fits in this box; each frame takes `cell` across.
    package static let boxWidth = 50.0
    package static let boxHeight = 64.0
    package static let cell = 56.0

    /// Replays `gesture` on a sheet resting in `from` and samples it.
    package init(configuration: SheetConfiguration, device: DeviceProfile, from: Int, gesture kind: String, title: String,
                 release: SheetGesture) {
        // `frame(at:)` is pure in time after the lift: the spring is read, never advanced (advancing
        // to its rest would show the rest height at every earlier time).
        var motion = SheetMotion(configuration: configuration, container: CardContainer(device: device), initialState: from)
        release.perform(on: &motion)
        // The first 60 Hz instant at which the card rests, as `cardc simulate` would stop.
        var end = Self.maximumDuration
        var rests = false
        let last = Int(Self.maximumDuration * Self.fps)
        for k in 0...last {
            let t = Double(k) / Self.fps
            if motion.frame(at: t).isResting {
                end = t
                rests = true
                break
            }
        }
        // The last frame at the rest instant exactly, not at a product that rounds past it.
        let times = (0..<Self.frameCount).map { $0 == Self.frameCount - 1 ? end : end * Double($0) / Double(Self.frameCount - 1) }
        self.device = device.name
        self.start = configuration.segments[from].name
        self.gesture = kind
        self.title = title
        self.release = release
        self.times = times
        heights = times.map { motion.frame(at: $0).height }
        settled = configuration.segments[motion.frame(at: end).state].name
        self.rests = rests
        screenWidth = device.width
        screenHeight = motion.behavior.containerHeight
        colour = PreviewStyle.colour(from)
    }

    private var footer: String {
        rests ? "settles \(settled)" : "still moving after \(PreviewText.number(Self.maximumDuration)) s, heading to \(settled)"
    }

    /// How wide the strip is drawn: its frames, or its longest label.
    package var width: Double {
        // As drawn: names are echoed bounded (`EchoedText`).
        let text = max(TextBox.width(title, class: "name"), TextBox.width(footer, class: "label"))
        return max(Double(Self.frameCount) * Self.cell, min(text, CardPreview.largestPanel))
    }

    package static let height = 18 + boxHeight + 16 + 18

    /// Draws the strip with its top left at (x, y).
    package func draw(x: Double, y: Double, into svg: inout SVGBuilder) {
        svg.group(x: x, y: y, class: "film") {
            $0.attribute("data-device", device)
            $0.attribute("data-start", start)
            $0.attribute("data-gesture", gesture)
            $0.attribute("data-settled", settled)
            // Exact values: a test replays the gesture and compares.
            $0.raw(" data-distance=\"\(release.distance)\" data-velocity=\"\(release.velocity)\"")
            $0.attribute("fill", colour)
        }
        svg.label(title, x: 0, y: 12, class: "name")
        // One scale for every frame of the strip; a screen of no size draws as a point.
        let w = screenWidth.isFinite ? max(0, screenWidth) : 0, h = screenHeight.isFinite ? max(0, screenHeight) : 0
        let scale = w > 0 && h > 0 ? min(Self.boxWidth / w, Self.boxHeight / h) : 0
        let sw = w * scale, sh = h * scale
        let top = 18 + Self.boxHeight - sh
        for (k, t) in times.enumerated() {
            let left = Double(k) * Self.cell + (Self.cell - sw) / 2
            svg.rect(x: left, y: top, width: sw, height: sh, class: "mini-screen")
            // Above the screen the card is drawn to its top: the label says the rest. The fill
            // comes from the strip's group; the exact time and height are the test's.
            let shown = min(max(heights[k].isNaN ? 0 : heights[k], 0), h) * scale
            svg.rect(x: left, y: top + sh - shown, width: sw, height: shown, class: "mini-card") {
                $0.raw(" data-t=\"\(t)\" data-height=\"\(heights[k])\"")
            }
            svg.label(PreviewText.number(t) + " s", x: Double(k) * Self.cell + Self.cell / 2, y: 18 + Self.boxHeight + 12,
                      class: "small", anchor: "middle")
        }
        svg.label(footer, x: 0, y: 18 + Self.boxHeight + 28, class: "label")
        svg.endGroup()
    }
}
