internal import CCairo
import Foundation

extension SVGWriter {
    /// The definition of `asset`, made on its first use: an SVG asset inlined as a nested `<svg>`
    /// of its natural size, a bitmap as an `<image>` of its pixels (a JPEG as the file's bytes);
    /// nil for an asset of another kind or one that cannot be written.
    func imageID(_ asset: any ImageAsset) -> String? {
        switch asset {
        case let svg as SVGAsset:
            var made = true
            let id = definitions.define("a", content: "svg \(svg.contentHash) \(svg.size.width) \(svg.size.height)") { id in
                // The asset's own ids are the definition's id and a dash before theirs.
                guard let markup = SVGAssetMarkup.markup(of: svg.document, id: id, size: svg.size) else {
                    made = false
                    return SVGMarkup()
                }
                return markup
            }
            return made ? id : nil
        case let bitmap as BitmapAsset:
            return definitions.define("i", content: "bitmap \(bitmap.contentHash)") { id in
                var out = SVGMarkup("<image")
                out.attribute("id", id)
                out.attribute("width", Double(bitmap.pixelWidth))
                out.attribute("height", Double(bitmap.pixelHeight))
                out.append(" preserveAspectRatio=\"none\" href=\"")
                out.append(Self.dataURL(bitmap))
                out.append("\"/>")
                return out
            }
        default:
            return nil
        }
    }

    /// A bitmap as a `data:` URL: a JPEG's own bytes, anything else as PNG.
    static func dataURL(_ bitmap: BitmapAsset) -> String {
        if let jpeg = bitmap.embeddableFile { return "data:image/jpeg;base64," + jpeg.base64EncodedString() }
        let surface = bitmap.makeSurface()
        defer { cairo_surface_destroy(surface) }
        let png = (try? PNGEncoder.encode(surface, compression: .balanced)) ?? Data()
        return "data:image/png;base64," + png.base64EncodedString()
    }

    /// An image item: the asset scaled into `destination` (all of it, or its part `source`, cut
    /// to the image) under the state's transform, at `alpha`.
    func imageElement(_ asset: any ImageAsset, source: CGRect?, destination dst: CGRect, _ state: DisplayState, alpha: Double) -> SVGMarkup? {
        guard let id = imageID(asset) else { return nil }
        let size = asset.size
        let whole = source == nil || source == CGRect(origin: .zero, size: size)
        var out = SVGMarkup()
        if whole {
            out.append("<use href=\"#\(id)\"")
            out.transform(state.transform.prepending(MotionTransform(a: dst.width / size.width, b: 0, c: 0, d: dst.height / size.height,
                                                                     tx: dst.minX, ty: dst.minY)))
            imageAttributes(state, alpha: alpha, into: &out)
            out.append("/>")
            return out
        }
        let src = source!
        out.append("<g")
        out.transform(state.transform)
        imageAttributes(state, alpha: alpha, into: &out)
        out.append("><svg")
        out.attribute("x", dst.minX); out.attribute("y", dst.minY)
        out.attribute("width", dst.width); out.attribute("height", dst.height)
        out.append(" viewBox=\"")
        out.number(src.minX); out.append(" "); out.number(src.minY); out.append(" "); out.number(src.width); out.append(" "); out.number(src.height)
        out.append("\" preserveAspectRatio=\"none\" overflow=\"hidden\"><use href=\"#\(id)\"/></svg></g>")
        return out
    }

    private func imageAttributes(_ state: DisplayState, alpha: Double, into out: inout SVGMarkup) {
        if alpha < 1 { out.attribute("opacity", alpha, decimals: 4) }
        if state.interpolation == .none { out.append(" image-rendering=\"optimizeSpeed\"") }
    }

    /// Pixels put with `putPixels`: an `<image>` of them at `(x, y)` in output units, one output
    /// unit a pixel.
    func pixelsElement(_ image: RasterImage, x: Int, y: Int) -> SVGMarkup {
        let png = (try? PNGEncoder.encode(image, compression: .balanced)) ?? Data()
        var out = SVGMarkup("<image")
        out.attribute("x", Double(x)); out.attribute("y", Double(y))
        out.attribute("width", Double(image.width)); out.attribute("height", Double(image.height))
        out.append(" preserveAspectRatio=\"none\" image-rendering=\"optimizeSpeed\" href=\"data:image/png;base64,")
        out.append(png.base64EncodedString())
        out.append("\"/>")
        return out
    }
}
