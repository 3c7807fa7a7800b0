import Foundation
import MotionRender

extension TimelineDiff {
    /// A PDF of `frames` (default: the six that differ most), one page each: the reference, the
    /// candidate and the diff image side by side, labelled with the time and the measurements.
    /// Scenes stay vector; the diff is drawn as the rectangles of its differing pixels.
    ///
    /// - Throws: ``RenderError`` when a frame cannot be rendered; an `invalidParameter` error
    ///   when there is no frame to show.
    public func storyboard(frames: [Frame]? = nil) throws -> Data {
        let shown = frames ?? worstFrames(6)
        guard !shown.isEmpty else {
            throw RenderError.invalidParameter(name: "storyboard frames", value: "none", expected: "at least one frame that differs")
        }
        let margin = 28.0, gap = 14.0, labelHeight = 16.0
        let cellWidth = 260.0, cellHeight = cellWidth * reference.box.height / reference.box.width
        let page = CGSize(width: 2 * margin + 3 * cellWidth + 2 * gap, height: 2 * margin + 40 + labelHeight + cellHeight + 30)
        let pdf = try PDFDocumentWriter(pageSize: page, title: "\(reference.name) vs \(candidate.name)",
                                        subject: "the frames where the two scenes differ most")
        let environments = (try referenceOptions.environment(box: reference.box), try candidateOptions.environment(box: candidate.box))
        let ink = MotionColor(red: 0.12, green: 0.14, blue: 0.19)
        for frame in shown {
            let diff = try diffImage(at: frame.time)
            try pdf.addPage { canvas in
                let font = MotionFont(size: 11), bold = MotionFont(size: 13, weight: .semibold)
                canvas.text("\(reference.name) vs \(candidate.name) at t = \(Self.seconds(frame.time)) s", at: CGPoint(x: margin, y: margin + 12),
                            font: bold, color: ink, baseline: .alphabetic)
                canvas.text(Self.describeFrame(frame), at: CGPoint(x: margin, y: margin + 30), font: font, color: ink, baseline: .alphabetic)
                let top = margin + 40 + labelHeight
                let cells = (0..<3).map { CGRect(x: margin + Double($0) * (cellWidth + gap), y: top, width: cellWidth, height: cellHeight) }
                for (cell, title) in zip(cells, ["A: \(reference.name)", "B: \(candidate.name)", "diff (red: over the tolerance)"]) {
                    canvas.text(title, at: CGPoint(x: cell.minX, y: top - 5), font: font, color: ink, baseline: .alphabetic)
                    canvas.stroke(MotionPath(rect: cell.insetBy(dx: -0.5, dy: -0.5)), with: ink.opacity(0.3), lineWidth: 1)
                }
                try canvas.draw(reference, at: frame.time, in: cells[0], environment: environments.0)
                try canvas.draw(candidate, at: frame.time, in: cells[1], environment: environments.1)
                var faded = canvas
                faded.fade(0.25)
                try faded.draw(reference, at: frame.time, in: cells[2], environment: environments.0)
                try canvas.draw(DiffPixelsScene(image: diff, box: reference.box), at: 0, in: cells[2], background: false)
            }
        }
        return try pdf.finish()
    }
}
