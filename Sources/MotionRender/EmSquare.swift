internal import CPango
import Foundation

/// Where a font's em square sits around the alphabetic baseline, as the canvas places it: the
/// font size split in the proportion of the OpenType typographic ascender and descender (OS/2
/// `sTypoAscender`, `sTypoDescender`), or of the ascent and descent when the font has none.
struct EmSquare {
    let ascent: Double
    let descent: Double

    init(font: UnsafeMutablePointer<PangoFont>, size: Double, ascent fallbackAscent: Double, descent fallbackDescent: Double) {
        var above = fallbackAscent, below = fallbackDescent
        if let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont),
           let typo = Self.typographicExtents(face), typo.ascender - typo.descender > 0 {
            above = Double(typo.ascender)
            below = -Double(typo.descender)
        }
        let total = above + below
        ascent = total > 0 ? size * above / total : size
        descent = size - ascent
    }

    /// sTypoAscender and sTypoDescender (font units) from the OS/2 table, when it is long enough.
    private static func typographicExtents(_ face: OpaquePointer) -> (ascender: Int16, descender: Int16)? {
        let tag = (UInt32(UInt8(ascii: "O")) << 24) | (UInt32(UInt8(ascii: "S")) << 16) | (UInt32(UInt8(ascii: "/")) << 8) | UInt32(UInt8(ascii: "2"))
        guard let blob = hb_face_reference_table(face, tag) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 72 else { return nil }
        let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
        func int16(at offset: Int) -> Int16 { Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])) }
        return (int16(at: 68), int16(at: 70))
    }
}
