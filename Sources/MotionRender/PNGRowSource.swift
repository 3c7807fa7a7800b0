/// Converts rows of cairo's native-endian premultiplied ARGB32 to PNG's RGB or straight RGBA bytes.
struct PNGRowSource {
    let pixels: UnsafePointer<UInt8>
    let stride: Int
    let width: Int
    let withAlpha: Bool

    /// Writes image row `y` (top to bottom) as `width` × 3 or × 4 bytes at `row`.
    func convert(row y: Int, into row: UnsafeMutablePointer<UInt8>) {
        let input = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
        if withAlpha {
            straightRGBA(input, row)
        } else {
            rgb(input, row)
        }
    }

    private func rgb(_ input: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt8>) {
        var o = out
        for x in 0..<width {
            let argb = input[x]
            o[0] = UInt8(truncatingIfNeeded: argb >> 16)
            o[1] = UInt8(truncatingIfNeeded: argb >> 8)
            o[2] = UInt8(truncatingIfNeeded: argb)
            o += 3
        }
    }

    /// cairo's `unpremultiply_data`, value for value.
    private func straightRGBA(_ input: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt8>) {
        var o = out
        for x in 0..<width {
            let argb = input[x]
            let a = argb >> 24
            if a == 0 {
                o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
            } else {
                let r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
                if a == 255 {
                    o[0] = UInt8(r); o[1] = UInt8(g); o[2] = UInt8(b)
                } else {
                    o[0] = UInt8(truncatingIfNeeded: (r * 255 + a / 2) / a)
                    o[1] = UInt8(truncatingIfNeeded: (g * 255 + a / 2) / a)
                    o[2] = UInt8(truncatingIfNeeded: (b * 255 + a / 2) / a)
                }
                o[3] = UInt8(a)
            }
            o += 4
        }
    }
}
