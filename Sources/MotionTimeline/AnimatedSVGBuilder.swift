import Foundation
import MotionRender

/// Gathers the frames of an animated SVG one at a time and keeps only what is new in each:
///
/// - definitions (glyphs, clips, masks, recorded assets) with the same content are one definition,
///   whatever each frame called them;
/// - a path whose outline is an earlier outline moved, turned or scaled is stored once and placed
///   with a `<use>` and a transform (fills: any affine map; strokes: moves only; paints with a
///   gradient or pattern: the same place only); a line of text moved is stored once the same way;
/// - the style of every placed shape is a CSS class, written once;
/// - an element drawn the same way in several frames is defined once and used by reference;
/// - identical frames are one frame, shown at every time it appears.
///
/// Frames come in timeline order; the still frame may be added at any point. The document is
/// written by ``document(_:)``.
final class AnimatedSVGBuilder {
    /// Prefix of every id, class and keyframes name in the document.
    let prefix: String
    /// How far, in output pixels, a shared outline may land from where cairo drew it: four steps
    /// of cairo's own 1/256 px grid, invisible at any zoom a page allows.
    static let tolerance = 1.0 / 64

    /// One drawn thing of a frame.
    enum Item: Hashable {
        /// Markup written as it is: a `<use>` placing a shared shape or line of text.
        case markup([UInt8])
        /// An element of ``elements``, inlined or used by reference when several frames draw it.
        case element(Int)
    }

    /// A stored outline: its id and its points, to fit later outlines against.
    private struct Outline {
        let id: String
        let points: [CGPoint]
    }

    private(set) var width = "", height = "", viewBox: String?
    /// Definitions to write, in order of first appearance.
    private(set) var definitions: [[UInt8]] = []
    /// Canonical definition (kind, markup with its own ids as placeholders) → its id.
    private var definitionIDs: [[UInt8]: String] = [:]
    private var counts: [String: Int] = [:]
    private var outlines: [String: [Outline]] = [:]
    /// Outlines placed as a scaled copy of a stored one, by commands: stored themselves if they
    /// come back moved.
    private var scaled: [String: [(d: String, points: [CGPoint])]] = [:]
    private var lines: [String: [Outline]] = [:]
    /// `<path id … d …/>` and `<g id …>` of glyph uses: the shared shapes and lines of text.
    private(set) var shapes: [[UInt8]] = []
    /// Style text → class name; the rules in order.
    private var classes: [String: String] = [:]
    private(set) var styleRules: [String] = []
    /// Canonical elements (ids declared inside them as placeholders `~0`, `~1`, …).
    private(set) var elements: [[UInt8]] = []
    private var elementIndex: [[UInt8]: Int] = [:]
    /// The distinct frames, each a list of items.
    private(set) var frames: [[Item]] = []
    private var frameIndex: [[Item]: Int] = [:]
    /// A frame's drawn elements in canonical form → its distinct frame.
    private var drawingIndex: [[[UInt8]]: Int] = [:]
    /// The distinct frame shown at each step of the timeline.
    private(set) var timeline: [Int] = []
    /// The distinct frame shown under Reduce Motion and by renderers that do not animate.
    private(set) var still: Int?
    /// Paths stored once and placed again, lines of text likewise (for the statistics).
    private(set) var placedAgain = 0

    init(prefix: String) {
        self.prefix = prefix
    }

    /// Adds the next frame of the timeline.
    /// - Throws: ``AnimationError/unreadableFrame(name:message:)`` or ``AnimationError/foreignFrame(path:detail:)``
    ///   for a frame of another size.
    func addFrame(_ svg: [UInt8], name: String) throws {
        timeline.append(try add(svg, name: name))
    }

    /// Sets the still frame.
    func setStill(_ svg: [UInt8], name: String) throws {
        still = try add(svg, name: name)
    }

    /// Sets the still frame to the frame at `step` of the timeline.
    func setStill(step: Int) {
        still = timeline[step]
    }

    private func add(_ svg: [UInt8], name: String) throws -> Int {
        let drawing: SVGFrameDrawing
        do { drawing = try SVGFrameDrawing(svg) } catch let error as SVGFormatError {
            throw AnimationError.unreadableFrame(name: name, message: error.description)
        }
        if width.isEmpty {
            (width, height, viewBox) = (drawing.width, drawing.height, drawing.viewBox)
        } else if (drawing.width, drawing.height) != (width, height) || drawing.viewBox != viewBox {
            throw AnimationError.foreignFrame(path: name, detail: "it is \(drawing.width) × \(drawing.height), the first frame \(width) × \(height)")
        }
        do {
            let local = try placeDefinitions(drawing)
            let canonical = try drawing.elements.map { try canonicalize(drawing, $0, local) }
            // The same drawing is the same frame, however its shapes would be placed now.
            let key = canonical.map(\.canonical)
            if let known = drawingIndex[key] { return known }
            var items: [Item] = []
            items.reserveCapacity(canonical.count)
            for (markup, owned) in canonical {
                items.append(owned.isEmpty ? item(markup) : .element(intern(markup)))
            }
            let index = frameIndex[items] ?? frames.count
            if index == frames.count {
                frames.append(items)
                frameIndex[items] = index
            }
            drawingIndex[key] = index
            return index
        } catch let error as SVGFormatError {
            throw AnimationError.unreadableFrame(name: name, message: error.description)
        }
    }

    // MARK: - Definitions

    /// Gives every definition of the frame its document-wide id (an existing one when the same
    /// content was defined before) and returns the frame's id → document id map.
    private func placeDefinitions(_ drawing: SVGFrameDrawing) throws -> [String: String] {
        let declared = Set(drawing.definitions.flatMap { drawing.declaredIDs(in: $0) })
        var local: [String: String] = [:]
        var pending = drawing.definitions
        while !pending.isEmpty {
            var waiting: [SVGElement] = []
            for definition in pending {
                guard let (canonical, owned) = try canonicalize(drawing, definition, local, waitingFor: declared) else {
                    waiting.append(definition)
                    continue
                }
                let kind = Self.kind(definition.name)
                let key = Array(kind.utf8) + [0] + canonical
                let id: String
                if let known = definitionIDs[key] {
                    id = known
                } else {
                    id = newID(kind)
                    definitionIDs[key] = id
                    definitions.append(Self.instantiate(canonical) { k in k == 0 ? id : "\(id)-\(k)" })
                }
                for (k, name) in owned.enumerated() { local[name] = k == 0 ? id : "\(id)-\(k)" }
            }
            guard waiting.count < pending.count else {
                throw SVGFormatError(offset: waiting[0].range.lowerBound, "definitions refer to each other in a cycle")
            }
            pending = waiting
        }
        return local
    }

    /// `element`'s markup with references to the frame's definitions replaced by document ids and
    /// the ids it declares itself replaced by placeholders `~0`, `~1`, … (in order of first
    /// appearance), with those declared ids in that order. nil when it refers to one of `waitingFor`
    /// that has no document id yet.
    private func canonicalize(_ drawing: SVGFrameDrawing, _ element: SVGElement, _ local: [String: String],
                              waitingFor: Set<String> = []) throws -> (canonical: [UInt8], owned: [String])? {
        let own = Set(drawing.declaredIDs(in: element))
        var owned: [String] = []
        var waiting = false
        var missing: String?
        let canonical = SVGDocument.renameIDs(drawing.markup(element)) { token in
            if own.contains(token) {
                if let k = owned.firstIndex(of: token) { return Array("~\(k)".utf8) }
                owned.append(token)
                return Array("~\(owned.count - 1)".utf8)
            }
            if let id = local[token] { return Array(id.utf8) }
            if waitingFor.contains(token) { waiting = true } else { missing = token }
            return Array(token.utf8)
        }
        if let missing {
            throw SVGFormatError(offset: element.range.lowerBound, "<\(element.name)> refers to '#\(missing)', which the frame does not define")
        }
        return waiting ? nil : (canonical, owned)
    }

    private func canonicalize(_ drawing: SVGFrameDrawing, _ element: SVGElement, _ local: [String: String]) throws -> (canonical: [UInt8], owned: [String]) {
        // Every definition has its id by now, so nothing waits.
        try canonicalize(drawing, element, local, waitingFor: [])!
    }

    /// `canonical` with its placeholders replaced by `name(k)`.
    static func instantiate(_ canonical: [UInt8], _ name: (Int) -> String) -> [UInt8] {
        SVGDocument.renameIDs(canonical) { token in
            guard token.hasPrefix("~"), let k = Int(token.dropFirst()) else { return Array(token.utf8) }
            return Array(name(k).utf8)
        }
    }

    /// The letter naming a kind of definition in ids: `g` glyph, `c` clip, `m` mask, …
    private static func kind(_ name: String) -> String {
        switch name {
        case "symbol": return "g"
        case "clipPath": return "c"
        case "mask": return "m"
        case "filter": return "f"
        case "linearGradient", "radialGradient": return "l"
        case "pattern": return "p"
        case "image": return "i"
        case "g": return "s"
        default: return "d"
        }
    }

    private func newID(_ kind: String) -> String {
        counts[kind, default: 0] += 1
        return "\(prefix)\(kind)\(counts[kind]!)"
    }

    // MARK: - Drawn elements

    /// The item for a drawn element without ids of its own: a placed outline, a placed line of
    /// text, or the element itself.
    private func item(_ canonical: [UInt8]) -> Item {
        guard let element = try? SVGElement.parse(at: 0, in: canonical) else { return .element(intern(canonical)) }
        if element.name == "path", let placed = placeOutline(element) { return .markup(placed) }
        if element.name == "g", let placed = placeLine(element, canonical) { return .markup(placed) }
        return .element(intern(canonical))
    }

    /// A `<path style d [transform]>` as a `<use>` of a stored outline, storing it when no stored
    /// outline fits.
    private func placeOutline(_ path: SVGElement) -> [UInt8]? {
        guard let style = path["style"], let d = path["d"],
              path.attributes.allSatisfy({ ["style", "d", "transform"].contains($0.name) }),
              let data = SVGPathData(d) else { return nil }
        var own = MotionTransform.identity
        if let transform = path["transform"] {
            guard let matrix = AffineFit.parseMatrix(transform) else { return nil }
            own = matrix
        }
        let freedom: AffineFit.Freedom
        if style.contains("url(") { freedom = .identity }
        else if Self.declarations(style).contains(where: { $0.name == "stroke" && $0.value != "none" }) { freedom = .translation }
        else { freedom = .affine }
        let candidates = (outlines[data.commands] ?? []).suffix(64).reversed()
        func fit(_ base: [CGPoint], _ freedom: AffineFit.Freedom) -> MotionTransform? {
            AffineFit.fit(base: base, target: data.points, freedom: freedom, own: own, tolerance: Self.tolerance)
        }
        // 1. A stored outline moved (or, for paints, in place): the shortest placement.
        for outline in candidates {
            if let placed = fit(outline.points, freedom == .identity ? .identity : .translation) {
                placedAgain += 1
                return use(outline.id, placed, style: style)
            }
        }
        if freedom == .affine {
            // 2. An outline placed earlier with a scale, now seen again moved: it recurs, so it is
            //    stored and later copies are moves of it.
            if let k = scaled[data.commands]?.lastIndex(where: { fit($0.points, .translation) != nil }) {
                let seen = scaled[data.commands]!.remove(at: k)
                placedAgain += 1
                return use(store(seen.d, data.commands, seen.points), fit(seen.points, .translation)!, style: style)
            }
            // 3. A stored outline scaled, turned or skewed.
            for outline in candidates {
                if let placed = fit(outline.points, .affine) {
                    placedAgain += 1
                    scaled[data.commands, default: []].append((d, data.points))
                    if scaled[data.commands]!.count > 64 { scaled[data.commands]!.removeFirst() }
                    return use(outline.id, placed, style: style)
                }
            }
        }
        guard let placed = fit(data.points, .identity) else { return nil }
        return use(store(d, data.commands, data.points), placed, style: style)
    }

    /// Stores an outline for later placements and returns its id.
    private func store(_ d: String, _ commands: String, _ points: [CGPoint]) -> String {
        let id = newID("o")
        shapes.append(Array("<path id=\"\(id)\" d=\"\(d)\"/>".utf8))
        outlines[commands, default: []].append(Outline(id: id, points: points))
        return id
    }

    /// A `<g style>` of glyph `<use x y>` (a line of text as cairo writes it) as a `<use>` of a
    /// stored line, storing it when no stored line of the same glyphs is a move away.
    private func placeLine(_ group: SVGElement, _ markup: [UInt8]) -> [UInt8]? {
        guard group.attributes.count == 1, let style = group["style"], let glyphs = try? group.children(in: markup),
              !glyphs.isEmpty else { return nil }
        var references: [String] = [], points: [CGPoint] = []
        for glyph in glyphs {
            guard glyph.name == "use", glyph.attributes.count == 3, let href = glyph["xlink:href"] ?? glyph["href"],
                  let x = glyph["x"].flatMap(Double.init), let y = glyph["y"].flatMap(Double.init) else { return nil }
            references.append(href)
            points.append(CGPoint(x: x, y: y))
        }
        let key = references.joined(separator: " ")
        for line in (lines[key] ?? []).suffix(64).reversed() {
            if let placed = AffineFit.fit(base: line.points, target: points, freedom: .translation, own: .identity, tolerance: Self.tolerance) {
                placedAgain += 1
                return use(line.id, placed, style: style)
            }
        }
        let id = newID("t")
        let uses = glyphs.map { "<use href=\"\($0["xlink:href"] ?? $0["href"]!)\" x=\"\($0["x"]!)\" y=\"\($0["y"]!)\"/>" }.joined()
        shapes.append(Array("<g id=\"\(id)\">\(uses)</g>".utf8))
        lines[key, default: []].append(Outline(id: id, points: points))
        return use(id, .identity, style: style)
    }

    /// `<use href="#id" class="…" …/>`: the style as a shared class (inline when it holds
    /// characters a class rule cannot), its opacities as attributes, so that a shape fading in
    /// keeps one class.
    private func use(_ id: String, _ placement: MotionTransform, style: String) -> [UInt8] {
        let placing = AffineFit.attributes(placement)
        if style.contains(where: { "{}<>&\"".contains($0) }) {
            return Array("<use href=\"#\(id)\" style=\"\(style)\"\(placing)/>".utf8)
        }
        var opacities = ""
        var kept: [String] = []
        for declaration in Self.declarations(style) {
            if declaration.name == "fill-opacity" || declaration.name == "stroke-opacity" {
                // 1 is what the shape inherits anyway.
                if Double(declaration.value) != 1 { opacities += " \(declaration.name)=\"\(declaration.value)\"" }
            } else {
                kept.append("\(declaration.name):\(declaration.value)")
            }
        }
        let rule = kept.joined(separator: ";")
        let name: String
        if let known = classes[rule] {
            name = known
        } else {
            name = "\(prefix)s\(styleRules.count + 1)"
            classes[rule] = name
            styleRules.append(".\(name){\(rule)}")
        }
        return Array("<use href=\"#\(id)\" class=\"\(name)\"\(opacities)\(placing)/>".utf8)
    }

    private func intern(_ canonical: [UInt8]) -> Int {
        if let known = elementIndex[canonical] { return known }
        elements.append(canonical)
        elementIndex[canonical] = elements.count - 1
        return elements.count - 1
    }

    /// `fill:none; stroke:rgb(…)` → [(fill, none), (stroke, rgb(…))].
    private static func declarations(_ style: String) -> [(name: String, value: String)] {
        style.split(separator: ";").compactMap { part in
            let pair = part.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            return (pair[0].trimmingCharacters(in: .whitespaces), pair[1].trimmingCharacters(in: .whitespaces))
        }
    }
}
