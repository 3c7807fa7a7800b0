import Foundation
import MotionRender

/// Gathers the frames of an animated SVG one at a time, each as the top-level elements the SVG
/// writer made of its display list, and keeps only what is new in each:
///
/// - definitions (glyphs, gradients, clips, masks, filters, assets, images, long outlines) are
///   the writer's, shared by content across frames, so a shape drawn in many frames at many
///   places is one outline placed with a transform;
/// - an element drawn the same way in several frames is defined once and used by reference;
/// - identical frames are one frame, shown at every time it appears.
///
/// Frames come in timeline order; the still frame may be added at any point. The document is
/// written by ``document(fps:loop:labels:)``.
final class AnimatedSVGBuilder {
    /// Prefix of every id, class and keyframes name of the document's own (frame groups, shared
    /// elements, style rules); the definitions carry the writer's.
    let prefix: String
    /// The document's size as written on its root.
    let width: String, height: String
    /// The definitions every frame uses, in the order they were made.
    private(set) var definitions: SVGDefinitions
    /// The distinct elements, in order of first appearance.
    private(set) var elements: [SVGMarkup] = []
    private var elementIndex: [SVGMarkup: Int] = [:]
    /// The distinct frames, each a list of element indices in painting order.
    private(set) var frames: [[Int]] = []
    private var frameIndex: [[Int]: Int] = [:]
    /// The distinct frame shown at each step of the timeline.
    private(set) var timeline: [Int] = []
    /// The distinct frame shown under Reduce Motion and by renderers that do not animate.
    private(set) var still: Int?

    /// A builder of a `width × height` animation whose frames use `definitions`.
    convenience init(prefix: String, width: Double, height: Double, definitions: SVGDefinitions) {
        self.init(prefix: prefix, width: SVGMarkup.text(width) + "px", height: SVGMarkup.text(height) + "px", definitions: definitions)
    }

    /// A builder of an animation of the size written `width` × `height`.
    init(prefix: String, width: String, height: String, definitions: SVGDefinitions) {
        self.prefix = prefix
        self.width = width
        self.height = height
        self.definitions = definitions
    }

    /// Adds the next frame of the timeline.
    func addFrame(_ drawing: [SVGMarkup]) {
        timeline.append(add(drawing))
    }

    /// Sets the still frame.
    func setStill(_ drawing: [SVGMarkup]) {
        still = add(drawing)
    }

    /// Sets the still frame to the frame at `step` of the timeline.
    func setStill(step: Int) {
        still = timeline[step]
    }

    private func add(_ drawing: [SVGMarkup]) -> Int {
        let items = drawing.map { element -> Int in
            if let known = elementIndex[element] { return known }
            elements.append(element)
            elementIndex[element] = elements.count - 1
            return elements.count - 1
        }
        if let known = frameIndex[items] { return known }
        frames.append(items)
        frameIndex[items] = frames.count - 1
        return frames.count - 1
    }
}
