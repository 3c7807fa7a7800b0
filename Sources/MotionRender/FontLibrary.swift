internal import CCairo
internal import CFontconfig
import Foundation

/// Cairo font faces selected through fontconfig by family and weight, made once per process.
///
/// When fontconfig substitutes another family (the requested one is not installed), one warning
/// naming both goes to stderr, so a missing font is never silent.
final class FontLibrary: @unchecked Sendable {
    static let shared = FontLibrary()

    private struct Key: Hashable {
        let family: String
        let weight: FontWeight
    }

    private let lock = NSLock()
    private var faces: [Key: OpaquePointer] = [:]
    private var warned: Set<String> = []
    /// Unhinted outlines and metrics: text lays out the same at every scale and in every format.
    let options: OpaquePointer = {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        return options
    }()

    /// The face for `font`'s family and weight (owned by the library; do not destroy).
    func face(for font: MotionFont) -> OpaquePointer {
        let key = Key(family: font.family, weight: font.weight)
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[key] { return face }
        let face = makeFace(key)
        faces[key] = face
        return face
    }

    /// The family fontconfig actually picks for `family`, or nil if it has none at all.
    func resolvedFamily(_ family: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let match = match(family: family, weight: .regular) else { return nil }
        defer { FcPatternDestroy(match) }
        return familyName(of: match)
    }

    private func match(family: String, weight: FontWeight) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                _ = FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenType(Int32(weight.rawValue))))
        _ = FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        return FcFontMatch(nil, pattern, &result)
    }

    private func familyName(of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private func makeFace(_ key: Key) -> OpaquePointer {
        guard let matched = match(family: key.family, weight: key.weight) else {
            warnOnce(key.family, "fontconfig found no font at all; text uses cairo's fallback")
            return cairo_toy_font_face_create(key.family, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        }
        defer { FcPatternDestroy(matched) }
        if let used = familyName(of: matched), used.lowercased() != key.family.lowercased() {
            warnOnce(key.family, "font family '\(key.family)' is not installed; using '\(used)' instead (install fonts-inter, or run `make setup`)")
        }
        return cairo_ft_font_face_create_for_pattern(matched)
    }

    private func warnOnce(_ family: String, _ message: String) {
        guard warned.insert(family).inserted else { return }
        try? OutputFile.write(Data("warning: \(message)\n".utf8), to: .standardError)
    }
}
