import Foundation

extension SVGWriter {
    /// Composites `source` (the drawing, with its clips) onto what `group` holds so far (the
    /// backdrop B) by a Porter–Duff `mode`, replacing the group's elements with the result. With
    /// αS and αB the two alphas and R the clip region (`clips`; the modes that clear outside the
    /// drawing clear only inside it, and B stays outside):
    ///
    /// - `destinationOver`: S, then B on top (exact);
    /// - `clear`: B masked by 1 − the drawing's coverage (`coverage`, else αS);
    /// - `copy`: S, and B outside R;
    /// - `sourceIn` / `sourceOut`: S masked by αB / 1 − αB, and B outside R;
    /// - `destinationIn`: B masked by αS inside R and by 1 outside it; `destinationOut`: B masked
    ///   by 1 − αS;
    /// - `sourceAtop`, `destinationAtop`, `xor`, `plusLighter`: B filtered by `feComposite` with
    ///   S, which the filter draws with `feImage` (`atop`, `xor`, `arithmetic` 0 1 1 0); for
    ///   `destinationAtop`, inside R, and B outside it.
    ///
    /// Masks are SVG masks of the drawing or the backdrop (made white or black by a colour
    /// filter where the mode needs it), so all of it stays vector.
    func compose(_ mode: BlendMode, source: SVGMarkup, clips: [DisplayClip], coverage: SVGMarkup?, into group: inout SVGGroup) {
        let clipped = self.clipped(source, clips)
        guard !group.elements.isEmpty else {
            // Over nothing: what each mode leaves of the drawing alone.
            switch mode {
            case .copy, .sourceOut, .destinationOver, .destinationAtop, .xor, .plusLighter: group.elements = [clipped]
            default: group.elements = []
            }
            return
        }
        let backdrop = self.group(SVGGroup(elements: group.elements, blends: group.blends))
        func outsideClip() -> SVGMarkup? {
            guard !clips.isEmpty else { return nil }
            // B where R is not: white over the frame, R in black.
            var mask = frameRect("#FFFFFF")
            mask.append(self.clipped(frameRect("#000000"), clips))
            return wrapped(backdrop, "mask", define(mask: mask, alpha: false))
        }
        var result: [SVGMarkup] = []
        switch mode {
        case .destinationOver:
            result = [clipped] + group.elements
        case .clear:
            var mask = frameRect("#FFFFFF")
            mask.append(coverage.map { self.clipped($0, clips) } ?? filtered(clipped, toBlack))
            result = [wrapped(backdrop, "mask", define(mask: mask, alpha: false))]
        case .copy:
            result = (outsideClip().map { [$0] } ?? []) + [clipped]
        case .sourceIn, .sourceOut:
            let alphaB = mode == .sourceIn ? define(mask: backdrop, alpha: true)
                : define(mask: whiteMinus(filtered(backdrop, toWhite)), alpha: false)
            result = (outsideClip().map { [$0] } ?? []) + [wrapped(clipped, "mask", alphaB)]
        case .destinationIn:
            var mask = frameRect("#FFFFFF")
            mask.append(self.clipped(frameRect("#000000"), clips))
            mask.append(filtered(clipped, toWhite))
            result = [wrapped(backdrop, "mask", define(mask: mask, alpha: false))]
        case .destinationOut:
            var mask = frameRect("#FFFFFF")
            mask.append(filtered(clipped, toBlack))
            result = [wrapped(backdrop, "mask", define(mask: mask, alpha: false))]
        case .sourceAtop, .destinationAtop, .xor, .plusLighter:
            // The backdrop filtered with the drawing, which the filter draws with `feImage`: an
            // element that spans the frame (an empty rectangle over it), so that Chromium, which
            // draws it only inside its bounding box, draws all of it.
            var drawing = frameRect("none")
            drawing.append(clipped)
            let s = definitions.define("e", tag: "g", tail(self.group(drawing)))
            var rest = filterRegion(reach: .zero, exact: true)
            rest.append("<feImage href=\"#\(s)\" result=\"s\"/>")
            switch mode {
            case .sourceAtop: rest.append("<feComposite in=\"s\" in2=\"SourceGraphic\" operator=\"atop\"/>")
            case .destinationAtop: rest.append("<feComposite in=\"SourceGraphic\" in2=\"s\" operator=\"atop\"/>")
            case .xor: rest.append("<feComposite in=\"s\" in2=\"SourceGraphic\" operator=\"xor\"/>")
            default: rest.append("<feComposite in=\"s\" in2=\"SourceGraphic\" operator=\"arithmetic\" k2=\"1\" k3=\"1\"/>")
            }
            rest.append("</filter>")
            let filter = definitions.define("f", tag: "filter", rest)
            // The backdrop spans the frame too, so that the filter sees all of the drawing.
            var spanned = frameRect("none")
            spanned.append(backdrop)
            let composite = filtered(self.group(spanned), filter)
            result = mode == .destinationAtop ? (outsideClip().map { [$0] } ?? []) + [self.clipped(composite, clips)] : [composite]
        default:
            result = group.elements + [clipped]
        }
        group.elements = result
        // The backdrop is one isolated group now, but for `destinationOver`, which keeps its elements.
        if mode != .destinationOver { group.blends = false }
    }
}
