internal import CCairo
import Foundation

/// One step applied to the pixels of a rasterized layer: a filter with its geometry converted to
/// device units (the coordinates of the frame's surface), or the conversion that makes a
/// luminance mask.
enum RasterOperation {
    case blur(sigmaX: Double, sigmaY: Double)
    case shadow(color: MotionColor, sigmaX: Double, sigmaY: Double, dx: Double, dy: Double, blendMode: BlendMode,
                options: ShadowOptions)
    case colorMatrix(ColorMatrix)
    /// Alpha becomes luminance × alpha (1 minus that when `inverse`), times `opacity`.
    case luminanceMask(inverse: Bool, opacity: Double)

    /// `filter`'s operation in device units: its offsets through the linear part of the
    /// transform it was added under, its σ scaled along each axis by the length that transform
    /// gives a unit step (exact for scales and rotations; an approximation under a shear).
    init(_ entry: DisplayFilter) {
        let t = entry.transform
        let scaleX = (t.a * t.a + t.c * t.c).squareRoot(), scaleY = (t.b * t.b + t.d * t.d).squareRoot()
        switch entry.filter.kind {
        case .blur(let radius):
            self = .blur(sigmaX: radius * scaleX, sigmaY: radius * scaleY)
        case let .shadow(color, radius, x, y, blendMode, options):
            self = .shadow(color: color, sigmaX: radius * scaleX, sigmaY: radius * scaleY,
                           dx: t.a * x + t.c * y, dy: t.b * x + t.d * y, blendMode: blendMode, options: options)
        case .colorMatrix(let matrix):
            self = .colorMatrix(matrix)
        }
    }

    /// How far beyond the drawing the result can reach, per side, in device units.
    var reach: CGSize {
        switch self {
        case let .blur(sx, sy): return CGSize(width: 3 * sx + 1, height: 3 * sy + 1)
        case let .shadow(_, sx, sy, dx, dy, _, _): return CGSize(width: 3 * sx + abs(dx) + 1, height: 3 * sy + abs(dy) + 1)
        case .colorMatrix, .luminanceMask: return .zero
        }
    }

    /// True when the result is not transparent far from the drawing (an inverted shadow not
    /// confined to the drawing by its blend mode, an inverse luminance mask), so the whole
    /// visible region must be rendered.
    var spillsOutside: Bool {
        switch self {
        case let .shadow(_, _, _, _, _, blendMode, options):
            return options.contains(.invertsAlpha) && ![.sourceAtop, .sourceIn, .destinationIn].contains(blendMode)
        case .luminanceMask(let inverse, _): return inverse
        case .blur, .colorMatrix: return false
        }
    }

    /// Applies the operation to `surface`, an ARGB32 image whose pixels are `scale` per device unit.
    func apply(to surface: OpaquePointer, scale: Double) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        switch self {
        case let .blur(sx, sy):
            GaussianBlur.blur(data, width: width, height: height, stride: stride, channels: 4, sigmaX: sx * scale, sigmaY: sy * scale)
            cairo_surface_mark_dirty(surface)
        case let .shadow(color, sx, sy, dx, dy, blendMode, options):
            Self.shadow(surface, color, sx * scale, sy * scale, dx * scale, dy * scale, blendMode, options)
        case .colorMatrix(let matrix):
            Self.apply(matrix, data, width, height, stride)
            cairo_surface_mark_dirty(surface)
        case let .luminanceMask(inverse, opacity):
            let k = UInt32((Motion.clamp(opacity) * 65536).rounded())
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let p = row[x]
                    // Rec. 709 weights (as feColorMatrix luminanceToAlpha) on premultiplied colour:
                    // luminance × alpha, in 1/65536.
                    let lum = (13926 * ((p >> 16) & 0xFF) + 46884 * ((p >> 8) & 0xFF) + 4725 * (p & 0xFF) + 32768) >> 16
                    let v = inverse ? 255 - min(255, lum) : min(255, lum)
                    row[x] = ((v * k + 32768) >> 16) << 24
                }
            }
            cairo_surface_mark_dirty(surface)
        }
    }

    /// The drawing's alpha, blurred and offset, in `color`, behind or above the drawing, or alone.
    private static func shadow(_ surface: OpaquePointer, _ color: MotionColor, _ sx: Double, _ sy: Double, _ dx: Double,
                               _ dy: Double, _ blendMode: BlendMode, _ options: ShadowOptions) {
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let alpha = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        defer { cairo_surface_destroy(alpha) }
        let source = cairo_image_surface_get_data(surface)!, target = cairo_image_surface_get_data(alpha)!
        let sourceStride = Int(cairo_image_surface_get_stride(surface)), targetStride = Int(cairo_image_surface_get_stride(alpha))
        for y in 0..<Int(height) {
            let row = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let out = target + y * targetStride
            for x in 0..<Int(width) { out[x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
        }
        GaussianBlur.blur(target, width: Int(width), height: Int(height), stride: targetStride, channels: 1, sigmaX: sx, sigmaY: sy)
        let inverted = options.contains(.invertsAlpha)
        if inverted {
            for y in 0..<Int(height) {
                let out = target + y * targetStride
                for x in 0..<Int(width) { out[x] = 255 &- out[x] }
            }
        }
        cairo_surface_mark_dirty(alpha)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if options.contains(.shadowOnly) {
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else {
            cairo_set_operator(cr, options.contains(.shadowAbove) ? blendMode.cairo : CAIRO_OPERATOR_DEST_OVER)
        }
        cairo_set_source_rgba(cr, Motion.clamp(color.red), Motion.clamp(color.green), Motion.clamp(color.blue), Motion.clamp(color.alpha))
        let mask = cairo_pattern_create_for_surface(alpha)!
        defer { cairo_pattern_destroy(mask) }
        var offset = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -dx, y0: -dy)
        cairo_pattern_set_matrix(mask, &offset)
        // Past the layer's edge the inverted alpha is 1 (everything there is outside the drawing).
        cairo_pattern_set_extend(mask, inverted ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_pattern_set_filter(mask, dx == dx.rounded() && dy == dy.rounded() ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_mask(cr, mask)
        cairo_surface_flush(surface)
    }

    /// `matrix` on every pixel's straight colour, premultiplied again.
    private static func apply(_ matrix: ColorMatrix, _ data: UnsafeMutablePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) {
        let m = matrix.values.map { Float($0) }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                let a = Float(p >> 24) / 255
                var r: Float = 0, g: Float = 0, b: Float = 0
                if a > 0 {
                    r = Float((p >> 16) & 0xFF) / 255 / a
                    g = Float((p >> 8) & 0xFF) / 255 / a
                    b = Float(p & 0xFF) / 255 / a
                }
                func row4(_ i: Int) -> Float {
                    min(1, max(0, m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * a + m[i + 4]))
                }
                let na = row4(15)
                let nr = row4(0) * na, ng = row4(5) * na, nb = row4(10) * na
                row[x] = UInt32((na * 255).rounded()) << 24 | UInt32((nr * 255).rounded()) << 16
                    | UInt32((ng * 255).rounded()) << 8 | UInt32((nb * 255).rounded())
            }
        }
    }
}
