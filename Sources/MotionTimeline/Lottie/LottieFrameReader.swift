import Foundation
import MotionRender

/// Reads a frame's display list as Lottie drawings: layers without their own effects are
/// flattened into their items, texts become their glyphs' outlines, images become embedded
/// assets, and what Lottie players cannot draw becomes a raster drawing named by its feature.
///
/// Used by one thread at a time; it keeps the image assets it made, so frames share them.
final class LottieFrameReader {
    /// The animation's size in pixels (the display list's units).
    let width: Int, height: Int
    /// The image assets made so far, in order of first use.
    private(set) var images: [LottieImage] = []
    private var imageIndex: [String: Int] = [:]
    private let glyphs = GlyphPaths()
    /// The shapes of each plain SVG image met so far, read once (by content hash), and the hashes
    /// of the images that are not plain.
    private var vectorShapes: [String: (viewBox: MotionTransform, shapes: [(content: LottieDrawable.Content, clip: MotionPath?)])] = [:]
    private var pixelImages: Set<String> = []
    /// The gradient pieces of each blurred shape met so far, at the origin, by ``LottieSoftShape/key``.
    var softLayouts: [String: LottieSoftShape.Layout?] = [:]
    /// The longest side of an image asset, in pixels.
    static let maximumImageSide = 4096

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The drawings of `list`, in drawing order.
    func drawings(_ list: DisplayList) throws -> [LottieDrawable] {
        var masks: [Int: DisplayItem] = [:]
        var out: [LottieDrawable] = []
        try read(list, clips: [], opacity: 1, masks: &masks, into: &out)
        return out
    }

    private func read(_ list: DisplayList, clips inherited: [DisplayClip], opacity factor: Double,
                      masks: inout [Int: DisplayItem], into out: inout [LottieDrawable]) throws {
        for original in list.items {
            var state = original.state
            state.clips = inherited + state.clips
            state.opacity *= factor
            let item = DisplayItem(state: state, operation: original.operation)
            switch item.operation {
            case .mask(let mask):
                masks[mask.id] = item
                continue
            case .layer(let layer):
                // A layer whose items each land as they would alone is read as its items.
                let plain = state.filters.isEmpty && state.masks.isEmpty && state.blendMode == .normal
                if plain, state.opacity == 1 || layer.content.items.count == 1,
                   !layer.content.items.contains(where: { if case .mask = $0.operation { return true } else { return false } }) {
                    try read(layer.content, clips: state.clips + (layer.clip.map { [$0] } ?? []), opacity: state.opacity,
                             masks: &masks, into: &out)
                    continue
                }
            default: break
            }
            if let shapes = vectorImage(item) ?? softDrawings(item) {
                out += shapes
                continue
            }
            let used = state.masks.compactMap { masks[$0] }
            out.append(try drawing(item, masks: used))
        }
    }

    /// A whole plain SVG image drawn with a state Lottie can express, as its shapes, each placed
    /// by the drawing's transform, the image's rectangle and its viewBox; nil for anything else.
    /// (Not a precomposition placed by each drawing: rlottie darkens the whole frame by a level
    /// for each precomposition layer drawn at an opacity below 1.)
    private func vectorImage(_ item: DisplayItem) -> [LottieDrawable]? {
        guard case let .image(image, nil, destination) = item.operation, let svg = image.asset as? SVGAsset,
              item.state.filters.isEmpty, item.state.masks.isEmpty, let blend = try? Self.blendMode(item.state.blendMode),
              (try? Self.checkClips(item.state.clips)) != nil, svg.size.width > 0, svg.size.height > 0 else { return nil }
        let key = image.asset.contentHash
        guard !pixelImages.contains(key) else { return nil }
        if vectorShapes[key] == nil {
            guard let found = svg.shapes(), !found.shapes.isEmpty else {
                pixelImages.insert(key)
                return nil
            }
            vectorShapes[key] = (found.viewBox, found.shapes.map { shape in
                let paths = LottieBezier.subpaths(shape.path)
                switch shape.paint {
                case let .fill(color, evenOdd): return (.fill(.paths(paths), .color(color), evenOdd: evenOdd), shape.clip)
                case let .stroke(color, style): return (.stroke(.paths(paths), .color(color), style), shape.clip)
                }
            })
        }
        let (viewBox, shapes) = vectorShapes[key]!
        let placement = MotionTransform(a: destination.width / svg.size.width, b: 0, c: 0, d: destination.height / svg.size.height,
                                        tx: destination.minX, ty: destination.minY)
        let transform = item.state.transform.prepending(placement).prepending(viewBox)
        let clipped = shapes.map { shape in item.state.clips + (shape.clip.map { [DisplayClip(path: $0, transform: transform)] } ?? []) }
        guard clipped.allSatisfy({ (try? Self.checkClips($0)) != nil }) else { return nil }
        return shapes.enumerated().map { k, shape in
            let clips = clipped[k]
            var drawable = LottieDrawable(content: shape.content, transform: transform, opacity: item.state.opacity, clips: clips,
                                          blendMode: blend, item: item, masks: [], name: "\(image.asset.name) shape \(k + 1)", signature: "")
            drawable.signature = signature(drawable) + "|svg \(key) \(k)"
            return drawable
        }
    }

    func drawing(_ item: DisplayItem, masks: [DisplayItem]) throws -> LottieDrawable {
        let state = item.state
        var drawable = LottieDrawable(content: .raster(feature: ""), transform: state.transform, opacity: state.opacity,
                                      clips: state.clips, blendMode: 0, item: item, masks: masks,
                                      name: Self.name(item.operation), signature: "")
        do {
            // The state's features first: a blurred layer is named by its blur.
            if let filter = state.filters.first { throw LottieUnsupported(Self.name(filter.filter)) }
            if !state.masks.isEmpty { throw LottieUnsupported("mask") }
            drawable.blendMode = try Self.blendMode(state.blendMode)
            try Self.checkClips(state.clips)
            drawable.content = try content(item)
        } catch let unsupported as LottieUnsupported {
            drawable.content = .raster(feature: unsupported.feature)
            drawable.transform = .identity
            drawable.clips = []
            drawable.blendMode = 0
            drawable.opacity = 1
        }
        // A paint covers the clip region whatever the transform: its rectangle is in the animation's pixels.
        if case .paint = item.operation, case .fill = drawable.content { drawable.transform = .identity }
        drawable.signature = signature(drawable)
        return drawable
    }

    private func content(_ item: DisplayItem) throws -> LottieDrawable.Content {
        switch item.operation {
        case let .fill(shape, shading, style):
            let geometry: LottieDrawable.Geometry
            if case let .circle(center, radius) = shape { geometry = .ellipse(center: center, radius: radius) }
            else { geometry = .paths(LottieBezier.subpaths(shape.path)) }
            return .fill(geometry, try paint(shading, bounds: shape.bounds), evenOdd: style.isEOFilled)
        case let .stroke(path, shading, style):
            return .stroke(.paths(LottieBezier.subpaths(path)), try paint(shading, bounds: path.boundingRect), style)
        case let .text(text, shading):
            guard let path = glyphs.path(text) else { throw LottieUnsupported("colour or missing glyphs") }
            return .fill(.paths(LottieBezier.subpaths(path)),
                         try paint(shading, bounds: CGRect(origin: text.origin, size: text.size)), evenOdd: false)
        case let .image(image, source, destination):
            return try self.image(image, source: source, destination: destination, transform: item.state.transform)
        case .paint(let color):
            return .fill(.paths(LottieBezier.subpaths(MotionPath(rect: CGRect(x: 0, y: 0, width: width, height: height)))),
                         .color(color), evenOdd: false)
        case .layer(let layer):
            throw LottieUnsupported(layer.scene.map { "scene '\($0)' drawn as a group" } ?? "layer drawn as a group")
        case .pixels: throw LottieUnsupported("pixels")
        case .mask: throw LottieUnsupported("mask")
        }
    }

    private func paint(_ shading: Shading, bounds: CGRect) throws -> LottieDrawable.Paint {
        if case .color(let color) = shading.kind { return .color(color) }
        switch LottieGradient.make(shading, bounds: bounds) {
        case .success(let gradient): return .gradient(gradient)
        case .failure(let reason): throw reason
        }
    }

    /// An image drawn at the size it covers in the animation (an SVG asset rendered there, a
    /// bitmap resampled there), as one asset shared by every frame and place that draws it so.
    private func image(_ image: DisplayImage, source: CGRect?, destination: CGRect, transform t: MotionTransform) throws -> LottieDrawable.Content {
        let sx = hypot(t.a, t.b) * destination.width, sy = hypot(t.c, t.d) * destination.height
        let w = min(Self.maximumImageSide, max(1, Int(sx.rounded(.up)))), h = min(Self.maximumImageSide, max(1, Int(sy.rounded(.up))))
        let key = "\(image.asset.contentHash) \(source.map { "\($0)" } ?? "all") \(w)x\(h)"
        let asset: LottieImage
        if let known = imageIndex[key] {
            asset = images[known]
        } else {
            let list = DisplayList([DisplayItem(state: DisplayState(interpolation: .high),
                                                operation: .image(image, source: source, destination: CGRect(x: 0, y: 0, width: w, height: h)))])
            let png = try MotionRenderer.raster(list, width: w, height: h).pngData()
            asset = LottieImage(id: "image_\(images.count)", width: w, height: h, png: png)
            imageIndex[key] = images.count
            images.append(asset)
        }
        let placement = MotionTransform(a: destination.width / Double(w), b: 0, c: 0, d: destination.height / Double(h),
                                        tx: destination.minX, ty: destination.minY)
        return .image(asset, placement: placement)
    }

    /// A raster drawing of `drawable` at this frame: its pixels cropped to what it covers, as an
    /// asset (shared with any frame whose pixels are the same) and the crop's top-left corner;
    /// nil when it covers nothing.
    func raster(_ drawable: LottieDrawable) throws -> (image: LottieImage, x: Int, y: Int)? {
        let full = try MotionRenderer.raster(DisplayList(drawable.masks + [drawable.item]), width: width, height: height)
        guard let bounds = Self.coveredBounds(full) else { return nil }
        let crop = full.cropped(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
        let png = try crop.pngData()
        let key = "raster \(png.count) \(png.hashValue)"
        if let known = imageIndex[key], images[known].png == png { return (images[known], bounds.x, bounds.y) }
        let asset = LottieImage(id: "image_\(images.count)", width: crop.width, height: crop.height, png: png)
        imageIndex[key] = images.count
        images.append(asset)
        return (asset, bounds.x, bounds.y)
    }

    /// The smallest rectangle holding every pixel with some alpha, or nil when none has.
    private static func coveredBounds(_ image: RasterImage) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = image.width, minY = image.height, maxX = -1, maxY = -1
        image.rgba.withUnsafeBufferPointer { p in
            for y in 0..<image.height {
                let row = y * image.width * 4
                for x in 0..<image.width where p[row + 4 * x + 3] != 0 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    func signature(_ d: LottieDrawable) -> String {
        var parts: [String]
        switch d.content {
        case let .fill(geometry, paint, evenOdd): parts = ["fill", geometry.kind, paint.kind, evenOdd ? "even-odd" : ""]
        case let .stroke(geometry, paint, style):
            parts = ["stroke", geometry.kind, paint.kind, style.lineCap.rawValue, style.lineJoin.rawValue, "\(style.miterLimit)",
                     "\(style.dash.count)"]
        case let .image(image, _): parts = ["image", image.id]
        case .raster(let feature): parts = ["raster", feature, d.item.operation.name]
        }
        if case .text(let text, _) = d.item.operation { parts.append("text \(text.request.string) \(text.request.font)") }
        parts.append("clips \(d.clips.count) \(d.clips.map { $0.inverse ? "i" : "n" }.joined())")
        parts.append("blend \(d.blendMode)")
        return parts.joined(separator: "|")
    }

    /// Lottie's number for `mode`; Porter–Duff modes are not layer blend modes.
    static func blendMode(_ mode: BlendMode) throws -> Int {
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight,
                                  .softLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity, .plusLighter]
        guard let index = modes.firstIndex(of: mode) else { throw LottieUnsupported("\(mode.rawValue) blend mode") }
        return index
    }

    /// Clips Lottie masks can express: one clip of any outlines, or several of one outline each;
    /// an even-odd clip only of one outline.
    static func checkClips(_ clips: [DisplayClip]) throws {
        guard !clips.isEmpty else { return }
        let counts = clips.map { LottieBezier.subpaths($0.path).count }
        if clips.count > 1, counts.contains(where: { $0 != 1 }) { throw LottieUnsupported("clips of several outlines") }
        if clips.contains(where: { $0.evenOdd }), counts.contains(where: { $0 > 1 }) { throw LottieUnsupported("even-odd clip") }
        if clips.contains(where: { $0.inverse }), counts != [1] { throw LottieUnsupported("inverse clip") }
    }

    /// The layer's name: a text's characters, else the operation's summary.
    static func name(_ operation: DisplayOperation) -> String {
        if case .text(let text, _) = operation { return text.request.string }
        return operation.summary
    }

    /// `blur`, `shadow`, `inner shadow`, `colour matrix`.
    static func name(_ filter: Filter) -> String {
        switch filter.kind {
        case .blur: return "blur"
        case let .shadow(_, _, _, _, _, options): return options.contains(.invertsAlpha) ? "inner shadow" : "shadow"
        case .colorMatrix: return "colour filter"
        }
    }
}
