import CardEngine
import Foundation
import Testing
@testable import CardAuthoringCommands
@testable import CardPreview
import CardTestSupport

/// The preview's film strips (docs/preview.md, "Film strips"): each frame is the runtime's
/// height at its time after a drag synthesized as `cardc simulate` synthesizes one, and the
/// state named is the one the runtime settles in.
@Suite struct PreviewFilmStripTests {
    /// Drives `motion` through a drag the way `Simulator` does, written out again here so that
    /// the preview's `SheetGesture` is checked against it, not against itself.
    static func drag(_ motion: inout SheetMotion, distance: Double, velocity: Double) {
        let resting = motion.frame(at: 0)
        let header = motion.behavior.layout.headerHeight
        let start = CardVector(x: resting.cardFrame.midX, y: resting.cardTop + max(0, header > 0 ? header / 2 : min(20, resting.height / 2)))
        _ = motion.handle(.pan(PanEvent(.began, location: start, time: -0.2)))
        for step in 1...12 {
            let f = Double(step) / 12
            let dy = -distance * f
            _ = motion.handle(.pan(PanEvent(.changed, location: CardVector(x: start.x, y: start.y + dy), translation: CardVector(x: 0, y: dy),
                                            velocity: CardVector(x: 0, y: step == 12 ? -velocity : -distance / 0.2), time: -0.2 + 0.2 * f)))
        }
        _ = motion.handle(.pan(PanEvent(.ended, location: CardVector(x: start.x, y: start.y - distance), translation: CardVector(x: 0, y: -distance),
                                        velocity: CardVector(x: 0, y: -velocity), time: 0)))
    }

    static func preview(_ paths: [String]) throws -> String {
        try PreviewTests.preview(paths).output
    }

    @Test func framesAreTheRuntimesHeightsAndTheSettledStateIsTheRuntimes() throws {
        var strips = 0, flicks = 0, moved = 0
        for name in ["glide.card.yaml", "card-demo.card.yaml"] {
            let path = PreviewTests.examplePath(name)
            let spec = try PreviewTests.spec(at: path)
            guard case .sheet(let c) = spec.configuration else { Issue.record("\(name) is not a sheet"); continue }
            let svg = try SVGNode.parse(file: try Self.preview([path]) + "/\(spec.name).svg")
            let films = svg.all("g", class: "film")
            // Two per state a gesture can start in, on every checked profile.
            let b = spec.checkedProfiles.map { SheetBehavior(configuration: c, device: $0) }
            expectEqual(films.count, b.map { s in 2 * s.heights.indices.filter { s.acceptsGestures(in: $0) && (s.isRestable($0) || $0 == c.initialIndex) }.count }.reduce(0, +))
            for film in films {
                let profile = try #require(spec.checkedProfiles.first { $0.name == film["data-device"] })
                let from = try #require(c.segmentIndex(named: film["data-start"] ?? ""))
                let distance = try #require(film.number("data-distance")), velocity = try #require(film.number("data-velocity"))
                // Slow: halfway to the neighbour up (down without one), at rest; flick: faster than a flick.
                let bh = SheetBehavior(configuration: c, device: profile)
                let to = try #require(bh.neighbour(of: from, upward: true) ?? bh.neighbour(of: from, upward: false))
                expectEqual(distance, (bh.heights[to] - bh.heights[from]) / 2)
                if film["data-gesture"] == "flick" {
                    #expect(abs(velocity) > c.thresholds.velocity && abs(velocity) < c.thresholds.velocity * 1.2 && (velocity > 0) == (distance > 0))
                    flicks += 1
                } else {
                    #expect(film["data-gesture"] == "slow" && velocity == 0)
                }
                var motion = SheetMotion(configuration: c, container: CardContainer(device: profile), initialState: from)
                Self.drag(&motion, distance: distance, velocity: velocity)
                let frames = film.all("rect", class: "mini-card")
                expectEqual(frames.count, FilmStrip.frameCount)
                let times = try frames.map { try #require($0.number("data-t")) }
                for (k, frame) in frames.enumerated() {
                    #expect(frame.number("data-height") == motion.frame(at: times[k]).height, "\(spec.name) \(profile.name) \(film["data-start"] ?? "") frame \(k)")
                }
                // From the lift to the instant `cardc simulate` stops at (it rests), evenly.
                let simulation = try Simulator(spec: spec, device: profile, from: from, fps: 60, maxFrames: 10_000).run(.drag(distance: [distance], velocity: [velocity]))
                #expect(simulation.complete)
                #expect(times.first == 0 && times.last == simulation.frames.last?[0])
                expectEqual(film["data-settled"], simulation.settled)
                #expect(film.all("text").contains { $0.text == "settles \(simulation.settled)" })
                if times.last ?? 0 > 0 { moved += 1 }
                strips += 1
            }
        }
        #expect(strips >= 24 && flicks * 2 == strips && moved > strips / 2)
    }

    @Test func outputIsDeterministic() throws {
        let path = PreviewTests.examplePath("glide.card.yaml")
        let first = try Data(contentsOf: URL(fileURLWithPath: try Self.preview([path]) + "/GlideCard.svg"))
        let second = try Data(contentsOf: URL(fileURLWithPath: try Self.preview([path]) + "/GlideCard.svg"))
        expectEqual(first, second)
        #expect(String(decoding: first, as: UTF8.self).contains("class=\"film\""))
    }

    /// A spring that never rests (a million-second animation) is drawn until the strip's limit
    /// and said to be still moving; a hostile device name is escaped.
    @Test func aSpringThatNeverRestsDrawsABoundedStrip() throws {
        let (_, paths) = try PreviewTests.write(["slow.card.yaml": """
            version: 1
            name: Slow
            kind: sheet
            devices: [{ name: "p<&>", width: 390, height: 844, safeArea: { top: 47, bottom: 34 } }]
            segments:
              - { name: low, height: 100 }
              - { name: high, height: 500 }
            animation: { duration: 1000000, damping: 1 }
            """])
        let output = try Self.preview(paths)
        let svg = try SVGNode.parse(file: output + "/Slow.svg")
        let films = svg.all("g", class: "film")
        expectEqual(films.count, 4)
        for film in films {
            let times = film.all("rect", class: "mini-card").compactMap { $0.number("data-t") }
            #expect(times.count == FilmStrip.frameCount && times.last == FilmStrip.maximumDuration)
            let footer = film.all("text").last?.text ?? ""
            #expect(footer.hasPrefix("still moving after 5 s, heading to "), "\(footer)")
        }
        #expect(films.allSatisfy { $0["data-device"] == "p<&>" })
        #expect(films.contains { $0["data-start"] == "low" && $0.all("text").first?.text == "from low: slow release toward high" })
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output + "/Slow.svg")).count
        #expect(bytes < 64_000)
    }

    /// Many states on many devices: at most `maximumStrips` strips, and the rest counted.
    @Test func stripsAreBoundedPerCard() throws {
        let devices = (0..<6).map { "{ name: d\($0), width: \(320 + $0 * 20), height: \(600 + $0 * 30) }" }.joined(separator: ", ")
        let segments = (0..<8).map { "  - { name: s\($0), height: \(($0 + 1) * 10)% }" }.joined(separator: "\n")
        let (_, paths) = try PreviewTests.write(["many.card.yaml": "version: 1\nname: Many\nkind: sheet\norientations: [portrait, landscape]\ndevices: [\(devices)]\nsegments:\n\(segments)\n"])
        let svg = try SVGNode.parse(file: try Self.preview(paths) + "/Many.svg")
        let drawn = svg.all("g", class: "film").count
        expectEqual(drawn, CardPreview.maximumStrips)
        let all = 12 * 8 * 2
        #expect(svg.all("text").contains { $0.text.hasPrefix("\(all - drawn) more film strips left out") })
    }

    /// No two labels of the strips meet (their boxes estimated generously from the type size),
    /// and no strip overlaps another.
    @Test func labelsDoNotOverlap() throws {
        let path = PreviewTests.examplePath("glide.card.yaml")
        let svg = try SVGNode.parse(file: try Self.preview([path]) + "/GlideCard.svg")
        var boxes: [(x0: Double, y0: Double, x1: Double, y1: Double, text: String)] = []
        for film in svg.all("g", class: "film") {
            for text in film.all("text") {
                let o = text.origin(in: svg)
                let x = o.x + (text.number("x") ?? 0), y = o.y + (text.number("y") ?? 0)
                let size = text["class"] == "small" ? 10.0 : 12.0
                let width = Double(text.text.count) * size * 0.62
                let x0 = text["text-anchor"] == "middle" ? x - width / 2 : x
                boxes.append((x0, y - size, x0 + width, y + 2, text.text))
            }
        }
        #expect(boxes.count > 100)
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let a = boxes[i], b = boxes[j]
                #expect(a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0, "\(a.text) meets \(b.text)")
            }
        }
    }
}
