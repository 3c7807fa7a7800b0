import Foundation
import MotionRender

/// Writes the layers of matched tracks: a shape layer for a shape, an image layer for an image,
/// image layers for a raster drawing (one per run of frames with the same pixels). Geometry
/// that only moves becomes a static shape under a moving transform; everything that changes is
/// keyframed (``LottieProperty``).
struct LottieLayerWriter {
    let reader: LottieFrameReader
    private(set) var layers: [LottieJSON] = []
    /// Raster drawings: for each feature and drawing, the images it took.
    private(set) var rasters: [(feature: String, drawing: String, images: Int)] = []
    private var index = 0

    /// Tolerances: pixels for places and sizes, degrees, percent, colour components.
    static let pixel = 0.02, degree = 0.05, percent = 0.1, colour = 0.001

    init(reader: LottieFrameReader) { self.reader = reader }

    /// Appends the layers of `tracks` (bottom first), each drawn below every layer appended
    /// before it. Neighbouring shape tracks that live in the same frames with the same placement,
    /// clips and blend mode, opaque throughout (the squares of a board) or the shapes of one image,
    /// share one layer.
    mutating func append(_ tracks: [LottieTracks.Track]) throws {
        var pending: [(track: LottieTracks.Track, placed: Placed)] = []
        func flush() {
            // Runs of neighbours that can be one layer (opaque together, or the pieces of one drawing).
            var runs: [[(track: LottieTracks.Track, placed: Placed)]] = []
            for one in pending {
                if let first = runs.last?.first, Self.mergeable(first.track, one.track) { runs[runs.count - 1].append(one) }
                else { runs.append([one]) }
            }
            if runs.count > 1 {
                // One placement, opacities of their own: the transform once, on a null parent.
                let parent = nextIndex()
                layers.append(placementLayer(parent, pending[0].track, pending[0].placed.transforms))
                for run in runs { appendShapes(run, parent: parent) }
            } else if let run = runs.first {
                appendShapes(run)
            }
            pending = []
        }
        for track in tracks.reversed() {
            switch track.drawings[0].content {
            case .raster(let feature): flush(); try appendRaster(track, feature: feature)
            case .image(let image, _): flush(); appendImage(track, image)
            case .fill, .stroke:
                let placed = Self.place(track)
                if let last = pending.last, !Self.isText(track), !Self.isText(last.track) {
                    if Self.samePlacement(last, (track, placed)) {
                        pending.append((track, placed))
                        continue
                    }
                    // Shapes of one drawing (an SVG image's) share its transform before any folding.
                    let whole = Self.unfolded(track), lastWhole = Self.unfolded(last.track)
                    if Self.samePlacement((last.track, lastWhole), (track, whole)),
                       pending.allSatisfy({ Self.unfolded($0.track).transforms == whole.transforms }) {
                        pending = pending.map { ($0.track, Self.unfolded($0.track)) }
                        pending.append((track, whole))
                        continue
                    }
                }
                flush()
                pending.append((track, placed))
            }
        }
        flush()
    }

    /// A shape track's layer transform per frame and geometry per frame in the layer's coordinates.
    struct Placed {
        var transforms: [MotionTransform]
        var geometries: [LottieDrawable.Geometry]
        /// Per frame, the point of the drawing's coordinates that became the layer's origin (a
        /// circle's centre, a moving path's first vertex): gradients move by it too.
        var origins: [CGPoint]
        /// The rotation of the shapes' group per frame (degrees) when a transform has shear: then
        /// ``transforms`` are the shear-free outer parts (``LottieTransform/withoutShear(_:previous:)``).
        var innerRotations: [Double]?

        init(transforms: [MotionTransform], geometries: [LottieDrawable.Geometry], origins: [CGPoint]? = nil) {
            self.geometries = geometries
            self.origins = origins ?? Array(repeating: .zero, count: geometries.count)
            guard transforms.contains(where: { abs(LottieTransform($0, previous: nil).skew) > 1e-6 }) else {
                self.transforms = transforms
                return
            }
            var outer: [MotionTransform] = [], inner: [Double] = []
            for t in transforms {
                let parts = LottieTransform.withoutShear(t, previous: inner.last)
                outer.append(parts.outer)
                inner.append(parts.inner)
            }
            self.transforms = outer
            innerRotations = inner
        }
    }

    /// The track's own transforms and geometry, nothing folded.
    static func unfolded(_ track: LottieTracks.Track) -> Placed {
        Placed(transforms: track.drawings.map(\.transform), geometries: track.drawings.map(Self.geometry))
    }

    /// Circles are placed by the transform (a circle of the first size at the origin); a path
    /// that only moves from frame to frame is one static path under a moving transform.
    static func place(_ track: LottieTracks.Track) -> Placed {
        var transforms = track.drawings.map(\.transform)
        var geometries = track.drawings.map(Self.geometry)
        var origins = Array(repeating: CGPoint.zero, count: geometries.count)
        func translate(_ k: Int, _ p: CGPoint) {
            transforms[k] = transforms[k].prepending(MotionTransform(a: 1, b: 0, c: 0, d: 1, tx: p.x, ty: p.y))
            origins[k] = p
        }
        switch geometries[0] {
        case .ellipse:
            for k in geometries.indices {
                if case let .ellipse(center, radius) = geometries[k] {
                    translate(k, center)
                    geometries[k] = .ellipse(center: .zero, radius: radius)
                }
            }
        case .paths(let first):
            guard let origin = first.first?.vertices.first else { break }
            let base = first.map { $0.moved(by: origin.x, origin.y) }
            let moved = geometries.map { g -> (offset: CGPoint, paths: [LottieBezier])? in
                guard case .paths(let paths) = g, let o = paths.first?.vertices.first else { return nil }
                return (o, paths.map { $0.moved(by: o.x, o.y) })
            }
            if moved.allSatisfy({ m in m.map { Self.same($0.paths, base) } ?? false }) {
                for (k, m) in moved.enumerated() {
                    translate(k, m!.offset)
                    geometries[k] = .paths(base)
                }
            }
        }
        return Placed(transforms: transforms, geometries: geometries, origins: origins)
    }

    private static func isText(_ track: LottieTracks.Track) -> Bool {
        if case .text = track.drawings[0].item.operation { return true }
        return false
    }

    /// True when the two tracks live in the same frames with the same transforms, clips and blend mode.
    private static func samePlacement(_ a: (track: LottieTracks.Track, placed: Placed), _ b: (track: LottieTracks.Track, placed: Placed)) -> Bool {
        guard a.track.firstFrame == b.track.firstFrame, a.track.drawings.count == b.track.drawings.count,
              a.placed.transforms == b.placed.transforms else { return false }
        guard a.placed.innerRotations == b.placed.innerRotations else { return false }
        return zip(a.track.drawings, b.track.drawings).allSatisfy { $0.clips == $1.clips && $0.blendMode == $1.blendMode }
    }

    /// True when the two can be one layer: a layer's opacity applies to its shapes together, so
    /// drawings of their own share one only while opaque; the shapes of one image always (the
    /// image is faded as a whole).
    private static func mergeable(_ a: LottieTracks.Track, _ b: LottieTracks.Track) -> Bool {
        zip(a.drawings, b.drawings).allSatisfy { $0.opacity == $1.opacity && ($0.opacity == 1 || ($0.shared && $1.shared && $0.item == $1.item)) }
    }

    // MARK: Layers

    private mutating func nextIndex() -> Int {
        index += 1
        return index
    }

    /// A null layer carrying `transforms` for the layers that name it as their parent.
    private func placementLayer(_ index: Int, _ track: LottieTracks.Track, _ transforms: [MotionTransform]) -> LottieJSON {
        var parts: [LottieTransform] = []
        for t in transforms { parts.append(LottieTransform(t, previous: parts.last?.rotation)) }
        var ks = Self.transform(track.firstFrame, parts)
        if case .object(var list) = ks {
            list.insert(("o", .object([("a", .int(0)), ("k", .int(100))])), at: 0)
            ks = .object(list)
        }
        return .object([("ddd", .int(0)), ("ind", .int(index)), ("ty", .int(3)), ("nm", .string("placement")), ("sr", .int(1)),
                        ("ks", ks), ("ao", .int(0)), ("ip", .int(track.firstFrame)), ("op", .int(track.lastFrame + 1)), ("st", .int(0))])
    }

    /// One shape layer of `tracks` (top first), each its own group; placed by `parent` (a null
    /// layer with the tracks' transforms) when given.
    private mutating func appendShapes(_ tracks: [(track: LottieTracks.Track, placed: Placed)], parent: Int? = nil) {
        // A lone shape's opacity is its paint's: the same pixels, and players that composite a
        // translucent layer as a whole (rlottie, through a frame-sized buffer whose every pixel
        // it rounds down) need not.
        let alone = tracks.count == 1
        var groups: [LottieJSON] = []
        for (track, placed) in tracks {
            var items: [LottieJSON] = []
            switch placed.geometries[0] {
            case .ellipse:
                let sizes = placed.geometries.map { g -> [Double] in if case let .ellipse(_, r) = g { return [2 * r, 2 * r] } else { return [0, 0] } }
                let centers = placed.geometries.map { g -> [Double] in if case let .ellipse(c, _) = g { return [c.x, c.y] } else { return [0, 0] } }
                items.append(.object([("ty", .string("el")), ("d", .int(1)),
                                      ("p", property(track, centers, Self.pixel)), ("s", property(track, sizes, Self.pixel))]))
            case .paths(let paths):
                for k in paths.indices {
                    let samples = placed.geometries.map { g -> LottieProperty.Value in
                        if case .paths(let p) = g, k < p.count { return .bezier(p[k]) }
                        return .bezier(paths[k])
                    }
                    let shape = LottieProperty(firstFrame: track.firstFrame, samples: samples, tolerance: Self.pixel)
                    items.append(.object([("ty", .string("sh")), ("ks", shape.json())]))
                }
            }
            items.append(paint(track, origins: placed.origins, opacities: alone ? track.drawings.map(\.opacity) : nil))
            if let inner = placed.innerRotations {
                items.append(Self.groupTransform(rotation: property(track, inner.map { [$0] }, Self.degree, scalar: true)))
            } else {
                items.append(Self.groupTransform)
            }
            groups.append(.object([("ty", .string("gr")), ("nm", .string(track.drawings[0].name)), ("it", .array(items))]))
        }
        layers.append(layer(tracks[0].track, type: 4, transforms: tracks[0].placed.transforms, parent: parent, opaque: alone,
                            extra: [("shapes", .array(groups))]))
    }

    private mutating func appendImage(_ track: LottieTracks.Track, _ image: LottieImage) {
        let transforms = track.drawings.map { d -> MotionTransform in
            if case let .image(_, placement) = d.content { return d.transform.prepending(placement) }
            return d.transform
        }
        layers.append(layer(track, type: 2, transforms: transforms, extra: [("refId", .string(image.id))]))
    }

    private mutating func appendRaster(_ track: LottieTracks.Track, feature: String) throws {
        var runs: [(image: LottieImage, x: Int, y: Int, from: Int, to: Int)] = []
        for (k, drawing) in track.drawings.enumerated() {
            guard let (image, x, y) = try reader.raster(drawing) else { continue }
            let frame = track.firstFrame + k
            if let last = runs.last, last.image.id == image.id, last.x == x, last.y == y, last.to == frame {
                runs[runs.count - 1].to = frame + 1
            } else {
                runs.append((image, x, y, frame, frame + 1))
            }
        }
        rasters.append((feature, track.drawings[0].item.operation.summary, Set(runs.map(\.image.id)).count))
        // Later runs draw above earlier ones only in their own frames, so order does not matter.
        for run in runs {
            let ks = LottieLayerWriter.transform(LottieTransform(MotionTransform(a: 1, b: 0, c: 0, d: 1, tx: Double(run.x), ty: Double(run.y)),
                                                                previous: nil))
            layers.append(.object([("ddd", .int(0)), ("ind", .int(nextIndex())), ("ty", .int(2)),
                                   ("nm", .string("\(feature): \(track.drawings[0].name)")), ("refId", .string(run.image.id)),
                                   ("sr", .int(1)), ("ks", ks), ("ao", .int(0)),
                                   ("ip", .int(run.from)), ("op", .int(run.to)), ("st", .int(0)), ("bm", .int(0))]))
        }
    }

    /// A layer of `type` with the track's transform, opacity, masks, blend mode and in/out points.
    private mutating func layer(_ track: LottieTracks.Track, type: Int, transforms: [MotionTransform], parent: Int? = nil,
                                opaque: Bool = false, extra: [(String, LottieJSON)]) -> LottieJSON {
        var parts: [LottieTransform] = []
        for t in (parent == nil ? transforms : transforms.map { _ in .identity }) {
            parts.append(LottieTransform(t, previous: parts.last?.rotation))
        }
        let first = track.drawings[0]
        var members: [(String, LottieJSON)] = [("ddd", .int(0)), ("ind", .int(nextIndex())), ("ty", .int(type)),
                                               ("nm", .string(first.name))]
        members += extra.filter { $0.0 == "refId" }
        var ks = Self.transform(track.firstFrame, parts)
        if case .object(var list) = ks {
            list.insert(("o", property(track, track.drawings.map { [opaque ? 100 : $0.opacity * 100] }, Self.percent, scalar: true)), at: 0)
            ks = .object(list)
        }
        members += [("sr", .int(1)), ("ks", ks), ("ao", .int(0))]
        if let parent { members.append(("parent", .int(parent))) }
        if !first.clips.isEmpty {
            members.append(("hasMask", .bool(true)))
            members.append(("masksProperties", masks(track, transforms)))
        }
        members += extra.filter { $0.0 != "refId" }
        members += [("ip", .int(track.firstFrame)), ("op", .int(track.lastFrame + 1)), ("st", .int(0)), ("bm", .int(first.blendMode))]
        return .object(members)
    }

    // MARK: Properties

    private func property(_ track: LottieTracks.Track, _ values: [[Double]], _ tolerance: Double, scalar: Bool = false) -> LottieJSON {
        LottieProperty(firstFrame: track.firstFrame, samples: values.map { .numbers($0) }, tolerance: tolerance).json(scalar: scalar)
    }

    /// Position, rotation, scale and skew keyframed from the frame `first` on.
    private static func transform(_ first: Int, _ parts: [LottieTransform]) -> LottieJSON {
        func prop(_ values: [[Double]], _ tolerance: Double, scalar: Bool = false) -> LottieJSON {
            LottieProperty(firstFrame: first, samples: values.map { .numbers($0) }, tolerance: tolerance).json(scalar: scalar)
        }
        return .object([("r", prop(parts.map { [$0.rotation] }, degree, scalar: true)),
                        ("p", prop(parts.map { [$0.position.x, $0.position.y] }, pixel)),
                        ("a", .object([("a", .int(0)), ("k", .nums([0, 0]))])),
                        ("s", prop(parts.map { [$0.scale.x, $0.scale.y] }, percent)),
                        ("sk", prop(parts.map { [$0.skew] }, degree, scalar: true)),
                        ("sa", .object([("a", .int(0)), ("k", .int(0))]))])
    }

    private static func transform(_ part: LottieTransform) -> LottieJSON { transform(0, [part]) }

    /// The clips as masks in the layer's coordinates: the outlines of one clip added together,
    /// or one outline per clip intersected; an inverse clip subtracted (rlottie ignores `inv`).
    private func masks(_ track: LottieTracks.Track, _ transforms: [MotionTransform]) -> LottieJSON {
        let clips = track.drawings[0].clips
        var outlines: [(clip: Int, outline: Int, mode: String)] = []
        for (c, clip) in clips.enumerated() {
            for o in LottieBezier.subpaths(clip.path).indices {
                outlines.append((c, o, clip.inverse ? "s" : clips.count > 1 && c > 0 ? "i" : "a"))
            }
        }
        var masks: [LottieJSON] = []
        for (clipIndex, outline, mode) in outlines {
            var samples: [LottieProperty.Value] = []
            for (k, drawing) in track.drawings.enumerated() {
                let clip = drawing.clips[clipIndex]
                let paths = LottieBezier.subpaths(clip.path)
                guard outline < paths.count, let inverse = transforms[k].inverted else {
                    samples.append(samples.last ?? .bezier(LottieBezier()))
                    continue
                }
                samples.append(.bezier(paths[outline].applying(inverse.prepending(clip.transform))))
            }
            masks.append(.object([("nm", .string("clip \(clipIndex + 1)")), ("inv", .bool(false)),
                                  ("mode", .string(mode)),
                                  ("pt", LottieProperty(firstFrame: track.firstFrame, samples: samples, tolerance: Self.pixel).json()),
                                  ("o", .object([("a", .int(0)), ("k", .int(100))]))]))
        }
        return .array(masks)
    }

    /// The fill, stroke, gradient fill or gradient stroke of the track's shapes; times the
    /// drawings' `opacities` when the layer leaves its opacity to the paint.
    private func paint(_ track: LottieTracks.Track, origins: [CGPoint], opacities: [Double]?) -> LottieJSON {
        let factors = opacities ?? Array(repeating: 1, count: track.drawings.count)
        let drawings = track.drawings
        let paints = drawings.map { d -> LottieDrawable.Paint in
            switch d.content {
            case let .fill(_, p, _), let .stroke(_, p, _): return p
            default: return .color(MotionColor(red: 0, green: 0, blue: 0, alpha: 0))
            }
        }
        var members: [(String, LottieJSON)] = []
        var stroke: StrokeStyle?
        if case let .stroke(_, _, style) = drawings[0].content { stroke = style }
        switch paints[0] {
        case .color:
            members.append(("ty", .string(stroke == nil ? "fl" : "st")))
            members.append(("c", property(track, paints.map { p in
                if case .color(let c) = p { return [c.red, c.green, c.blue].map { min(1, max(0, $0)) } }
                return [0, 0, 0]
            }, Self.colour)))
            members.append(("o", property(track, zip(paints, factors).map { p, k in
                if case .color(let c) = p { return [c.alpha * k * 100] }
                return [0]
            }, Self.percent, scalar: true)))
        case .gradient(let g):
            members.append(("ty", .string(stroke == nil ? "gf" : "gs")))
            members.append(("o", property(track, factors.map { [$0 * 100] }, Self.percent, scalar: true)))
            // In the layer's coordinates: less the origin folded into the layer's transform.
            let gradients = zip(paints, origins).map { p, o -> LottieGradient in
                var x = g
                if case .gradient(let own) = p { x = own }
                x.start = CGPoint(x: x.start.x - o.x, y: x.start.y - o.y)
                x.end = CGPoint(x: x.end.x - o.x, y: x.end.y - o.y)
                return x
            }
            members.append(("g", .object([("p", .int(g.stops.count)), ("k", property(track, gradients.map(\.numbers), Self.colour))])))
            members.append(("s", property(track, gradients.map { [$0.start.x, $0.start.y] }, Self.pixel)))
            members.append(("e", property(track, gradients.map { [$0.end.x, $0.end.y] }, Self.pixel)))
            members.append(("t", .int(g.radial ? 2 : 1)))
            if g.radial {
                members.append(("h", .object([("a", .int(0)), ("k", .int(0))])))
                members.append(("a", .object([("a", .int(0)), ("k", .int(0))])))
            }
        }
        if let style = stroke {
            let widths = drawings.map { d -> [Double] in if case let .stroke(_, _, s) = d.content { return [s.lineWidth] } else { return [0] } }
            members.append(("w", property(track, widths, Self.pixel, scalar: true)))
            members.append(("lc", .int([LineCap.butt, .round, .square].firstIndex(of: style.lineCap)! + 1)))
            members.append(("lj", .int([LineJoin.miter, .round, .bevel].firstIndex(of: style.lineJoin)! + 1)))
            members.append(("ml", .num(style.miterLimit)))
            if !style.dash.isEmpty {
                let dash = style.dash.count % 2 == 1 ? style.dash + style.dash : style.dash
                var parts: [LottieJSON] = dash.enumerated().map { k, length in
                    .object([("n", .string(k % 2 == 0 ? "d" : "g")), ("nm", .string(k % 2 == 0 ? "dash" : "gap")),
                             ("v", .object([("a", .int(0)), ("k", .num(length))]))])
                }
                parts.append(.object([("n", .string("o")), ("nm", .string("offset")),
                                      ("v", .object([("a", .int(0)), ("k", .num(style.dashPhase))]))]))
                members.append(("d", .array(parts)))
            }
        } else if case let .fill(_, _, evenOdd) = drawings[0].content {
            members.append(("r", .int(evenOdd ? 2 : 1)))
        }
        return .object(members)
    }

    private static let groupTransform = groupTransform(rotation: .object([("a", .int(0)), ("k", .int(0))]))

    /// A group's transform: the identity but for `rotation` (a rotation property).
    private static func groupTransform(rotation: LottieJSON) -> LottieJSON { .object([
        ("ty", .string("tr")), ("p", .object([("a", .int(0)), ("k", .nums([0, 0]))])), ("a", .object([("a", .int(0)), ("k", .nums([0, 0]))])),
        ("s", .object([("a", .int(0)), ("k", .nums([100, 100]))])), ("r", rotation),
        ("o", .object([("a", .int(0)), ("k", .int(100))])), ("sk", .object([("a", .int(0)), ("k", .int(0))])),
        ("sa", .object([("a", .int(0)), ("k", .int(0))]))]) }

    private static func geometry(_ d: LottieDrawable) -> LottieDrawable.Geometry {
        switch d.content {
        case let .fill(g, _, _), let .stroke(g, _, _): return g
        default: return .paths([])
        }
    }

    private static func same(_ a: [LottieBezier], _ b: [LottieBezier]) -> Bool {
        guard a.count == b.count else { return false }
        for (p, q) in zip(a, b) {
            guard p.vertices.count == q.vertices.count, p.closed == q.closed else { return false }
            if zip(p.numbers, q.numbers).contains(where: { abs($0 - $1) > 1e-9 }) { return false }
        }
        return true
    }
}
