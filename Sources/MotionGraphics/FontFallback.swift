/// The fonts text falls back to, in order, for characters the requested family lacks: the
/// project's documented set from Debian, so the same string draws with the same fonts on every
/// machine that ran `make setup`.
///
/// | family | package | covers |
/// |---|---|---|
/// | Inter | fonts-inter | Latin, Greek, Cyrillic (the default family) |
/// | Noto Sans | fonts-noto-core | Latin, Greek, Cyrillic and more, for families that lack them |
/// | Noto Sans Arabic, Hebrew, Devanagari, Thai | fonts-noto-core | those scripts |
/// | Noto Sans CJK JP / KR / SC / TC / HK | fonts-noto-cjk | Chinese, Japanese, Korean |
///
/// Emoji are not in the list: Pango marks emoji runs with the emoji language (`und-zsye`) and
/// fontconfig picks the colour emoji font that covers it, Noto Color Emoji
/// (fonts-noto-color-emoji). Naming it here would make Pango take it for digits too, which it
/// also covers (keycaps).
///
/// Which CJK face comes first follows the locale, because one ideograph has local forms: `ja` →
/// JP, `ko` → KR, `zh-Hans` → SC, `zh-Hant` → TC (`zh-HK` → HK); any other locale → JP. After
/// these, fontconfig's own order applies (the rest of fonts-noto-core covers some 150 more
/// scripts). A character no installed font has is drawn as a box and warned about once, naming
/// its script and the package that has a font for it (``FontPackages``).
public enum FontFallback {
    /// Fonts after the requested family, for `locale`.
    public static func families(for locale: MotionLocale) -> [String] {
        let cjk = cjkFamily(for: locale)
        return ["Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari",
                "Noto Sans Thai", cjk] + cjkFamilies.filter { $0 != cjk }
    }

    /// The whole family list for `family`: the family, the project's default family when it is
    /// another one, then ``families(for:)``.
    public static func familyList(_ family: String, locale: MotionLocale) -> [String] {
        var list = [family]
        if family.lowercased() != MotionFont.defaultFamily.lowercased() { list.append(MotionFont.defaultFamily) }
        return list + families(for: locale)
    }

    static let cjkFamilies = ["Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Sans CJK HK"]

    /// The CJK face whose forms `locale` expects.
    public static func cjkFamily(for locale: MotionLocale) -> String {
        let parts = locale.identifier.split(separator: "-").map { $0.lowercased() }
        switch locale.languageCode {
        case "ko": return "Noto Sans CJK KR"
        case "zh":
            if parts.contains("hk") || parts.contains("mo") { return "Noto Sans CJK HK" }
            return locale.likelyScript == "Hant" ? "Noto Sans CJK TC" : "Noto Sans CJK SC"
        default: return "Noto Sans CJK JP"
        }
    }
}
