/// Which Debian 12 package has a font for a script, for the warning printed when text needs a
/// script no installed font covers.
///
/// The project installs fonts-inter, fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji
/// (`make setup`), which cover every script of Unicode 12. Scripts added to Unicode later
/// (Chorasmian, Vithkuqi, Kawi, …) have no font in Debian 12 at all; the warning says so.
public enum FontPackages {
    /// A script's English name and the package that covers it (nil: no Debian 12 package does).
    public struct Entry: Hashable, Sendable {
        public let name: String
        public let package: String?
    }

    /// The entry for an ISO 15924 script code (`Arab`, `Hani`, …), or for `Zsye` (emoji).
    /// Codes not in the table get their code as name and fonts-noto-core as package.
    public static func entry(forScript code: String) -> Entry {
        if let known = table[code] { return known }
        if let name = newer[code] { return Entry(name: name, package: nil) }
        return Entry(name: "\(code) (ISO 15924)", package: "fonts-noto-core")
    }

    /// `"the Arabic script (install fonts-noto-core)"`: the end of the warning.
    public static func advice(forScript code: String) -> String {
        let entry = entry(forScript: code)
        let what = code == "Zsye" ? "emoji" : "the \(entry.name) script"
        guard let package = entry.package else { return "\(what), which no Debian 12 font package covers" }
        return "\(what) (install \(package), or run `make setup`)"
    }

    private static let core: [String: String] = [
        "Latn": "Latin", "Grek": "Greek", "Cyrl": "Cyrillic", "Armn": "Armenian", "Hebr": "Hebrew", "Arab": "Arabic",
        "Syrc": "Syriac", "Thaa": "Thaana", "Deva": "Devanagari", "Beng": "Bengali", "Guru": "Gurmukhi",
        "Gujr": "Gujarati", "Orya": "Oriya", "Taml": "Tamil", "Telu": "Telugu", "Knda": "Kannada",
        "Mlym": "Malayalam", "Sinh": "Sinhala", "Thai": "Thai", "Laoo": "Lao", "Tibt": "Tibetan", "Mymr": "Myanmar",
        "Geor": "Georgian", "Ethi": "Ethiopic", "Cher": "Cherokee", "Khmr": "Khmer", "Mong": "Mongolian",
        "Tfng": "Tifinagh", "Nkoo": "N'Ko", "Adlm": "Adlam", "Yezi": "Yezidi", "Tang": "Tangut",
    ]
    private static let cjk: [String: String] = [
        "Hani": "Han", "Hira": "Hiragana", "Kana": "Katakana", "Hang": "Hangul", "Bopo": "Bopomofo", "Yiii": "Yi",
    ]
    private static let table: [String: Entry] = {
        var table: [String: Entry] = [:]
        for (code, name) in core { table[code] = Entry(name: name, package: "fonts-noto-core") }
        for (code, name) in cjk { table[code] = Entry(name: name, package: code == "Yiii" ? "fonts-noto-core" : "fonts-noto-cjk") }
        table["Zsye"] = Entry(name: "emoji", package: "fonts-noto-color-emoji")
        return table
    }()
    /// Scripts of Unicode 13–15, which no font in Debian 12 covers.
    private static let newer: [String: String] = [
        "Chrs": "Chorasmian", "Diak": "Dives Akuru", "Kits": "Khitan Small Script", "Cpmn": "Cypro-Minoan",
        "Ougr": "Old Uyghur", "Tnsa": "Tangsa", "Toto": "Toto", "Vith": "Vithkuqi", "Kawi": "Kawi", "Nagm": "Nag Mundari",
    ]
}
