import Foundation
import MotionRender

extension AnimatedSVGBuilder {
    /// What the document says about itself.
    struct Labels {
        let title: String
        let description: String
        /// `aria-hidden="true"` and no title or description (the page around it says it).
        let decorative: Bool
    }

    /// The whole document: definitions, shared shapes, the drawing every frame starts with, and
    /// one group per distinct frame, shown in its time windows by a CSS animation.
    ///
    /// How it plays: every frame group but the still frame's has `visibility="hidden"` and
    /// `opacity="0"`; a CSS animation with `steps(1, end)` timing makes each group visible exactly
    /// in its windows.
    /// A frame shown once for one step shares one `@keyframes` with the others and starts it with
    /// `animation-delay`; a frame shown in several windows has keyframes of its own. Under
    /// `prefers-reduced-motion: reduce` the animations are removed and the still frame shows, as
    /// it does in renderers that draw SVG without animating it (librsvg, thumbnailers). After a
    /// finite number of plays the last frame stays (`animation-fill-mode: forwards`).
    ///
    /// - Precondition: at least one frame was added.
    func document(fps: Double, loop: AnimationLoop, labels: Labels) -> Data {
        precondition(!timeline.isEmpty, "an animated SVG needs at least one frame")
        let still = self.still ?? timeline[0]
        let steps = timeline.count
        // Distinct frames in order of first appearance, each with its windows [start, end) in steps.
        var order: [Int] = []
        var windows: [Int: [Range<Int>]] = [:]
        var step = 0
        while step < steps {
            let frame = timeline[step]
            var end = step + 1
            while end < steps, timeline[end] == frame { end += 1 }
            if windows[frame] == nil { order.append(frame) }
            windows[frame, default: []].append(step..<end)
            step = end
        }
        if windows[still] == nil { order.append(still) }

        // What every frame starts with is drawn once, under all of them.
        var common = frames[order[0]].count
        for frame in order.dropFirst() {
            common = min(common, zip(frames[order[0]], frames[frame]).prefix { $0 == $1 }.count)
        }
        let base = frames[order[0]].prefix(common)
        var uses = [Int](repeating: 0, count: elements.count)
        for i in base { uses[i] += 1 }
        for frame in order { for i in frames[frame].dropFirst(common) { uses[i] += 1 } }
        var sharedIDs: [Int: String] = [:]
        var sharedMarkup: [UInt8] = []
        for (i, count) in uses.enumerated() where count > 1 {
            let id = "\(prefix)e\(sharedIDs.count + 1)"
            sharedIDs[i] = id
            sharedMarkup += Array("<g id=\"\(id)\">".utf8) + elements[i].bytes + Array("</g>\n".utf8)
        }
        func write(_ items: ArraySlice<Int>, into out: inout [UInt8]) {
            for i in items {
                if let id = sharedIDs[i] { out += Array("<use href=\"#\(id)\"/>".utf8) } else { out += elements[i].bytes }
                out.append(0x0A)
            }
        }

        var css: [String] = []
        let duration = SVGMarkup.text(Double(steps) / fps, decimals: 5)
        let iterations: String
        switch loop {
        case .forever: iterations = "infinite"
        case .plays(let n): iterations = String(n)
        }
        css.append(".\(prefix)fr{animation-duration:\(duration)s;animation-timing-function:steps(1,end);animation-iteration-count:\(iterations);animation-fill-mode:forwards}")
        var sharedKeyframes: [Int: String] = [:]
        var groups: [UInt8] = []
        for frame in order {
            var body: [UInt8] = []
            write(frames[frame].dropFirst(common), into: &body)
            guard !body.isEmpty else { continue }
            let shown = windows[frame] ?? []
            var animation = ""
            if frame != still, shown.count == 1, loop == .forever || shown[0].upperBound < steps {
                let length = shown[0].count
                if sharedKeyframes[length] == nil {
                    let name = "\(prefix)w\(sharedKeyframes.count + 1)"
                    sharedKeyframes[length] = name
                    css.append("@keyframes \(name){0%{\(Self.shown)}\(percent(length, steps))%{\(Self.hidden)}}")
                }
                animation = "animation-name:\(sharedKeyframes[length]!);animation-delay:\(SVGMarkup.text(Double(shown[0].lowerBound) / fps, decimals: 5))s"
            } else {
                let name = "\(prefix)k\(frame + 1)"
                css.append("@keyframes \(name){\(keyframes(shown, steps))}")
                animation = "animation-name:\(name)"
            }
            let hidden = frame == still ? "" : " visibility=\"hidden\" opacity=\"0\""
            groups += Array("<g class=\"\(prefix)fr\"\(hidden) style=\"\(animation)\">\n".utf8) + body + Array("</g>\n".utf8)
        }
        css.append("@media (prefers-reduced-motion:reduce){.\(prefix)fr{animation:none}}")

        var out: [UInt8] = []
        out.reserveCapacity(groups.count + sharedMarkup.count + 4096)
        let accessibility = labels.decorative ? " aria-hidden=\"true\"" : " role=\"img\" aria-labelledby=\"\(prefix)title \(prefix)desc\""
        out += Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(width)" height="\(height)" viewBox="0 0 \(width.dropLast(2)) \(height.dropLast(2))"\(accessibility)>

            """.utf8)
        if !labels.decorative {
            var heading = SVGMarkup("<title id=\"\(prefix)title\">")
            heading.text(labels.title)
            heading.append("</title>\n<desc id=\"\(prefix)desc\">")
            heading.text(labels.description)
            heading.append("</desc>\n")
            out += heading.bytes
        }
        out += Array("<style>\n\(css.joined(separator: "\n"))\n</style>\n<defs>\n".utf8)
        for definition in definitions.markup { out += definition.bytes; out.append(0x0A) }
        out += sharedMarkup
        out += Array("</defs>\n".utf8)
        if !base.isEmpty {
            out += Array("<g>\n".utf8)
            write(base, into: &out)
            out += Array("</g>\n".utf8)
        }
        out += groups
        out += Array("</svg>\n".utf8)
        return Data(out)
    }

    /// A frame shown, and hidden: `visibility` keeps a hidden frame out of the accessibility tree
    /// and out of hit testing; `opacity` hides what a hidden frame's filters make from nothing
    /// (a filter's `feImage` or `feFlood` draws even when the filtered group is hidden).
    static let shown = "visibility:visible;opacity:1", hidden = "visibility:hidden;opacity:0"

    /// `step / steps` as a percentage, as keyframes write it.
    private func percent(_ step: Int, _ steps: Int) -> String {
        SVGMarkup.text(100 * Double(step) / Double(steps), decimals: 4)
    }

    /// Keyframes showing a frame in `windows` (steps) of a loop of `steps`, hidden elsewhere,
    /// with the state at 0 % and 100 % written out (the still frame's group is visible by default).
    private func keyframes(_ windows: [Range<Int>], _ steps: Int) -> String {
        var frames: [String] = []
        let startsVisible = windows.first?.lowerBound == 0
        frames.append("0%{\(startsVisible ? Self.shown : Self.hidden)}")
        for window in windows {
            if window.lowerBound > 0 { frames.append("\(percent(window.lowerBound, steps))%{\(Self.shown)}") }
            if window.upperBound < steps { frames.append("\(percent(window.upperBound, steps))%{\(Self.hidden)}") }
        }
        let endsVisible = windows.last?.upperBound == steps
        frames.append("100%{\(endsVisible ? Self.shown : Self.hidden)}")
        return frames.joined()
    }
}
