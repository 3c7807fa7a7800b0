internal import CFontconfig
internal import CPango
import Foundation

/// What the renderer knows about the machine's fonts, through fontconfig: whether a family is
/// installed, and the warnings that say so when it is not, once per process each.
///
/// - A family that fontconfig does not have: "font family 'X' is not installed; using 'Inter'
///   instead", naming the family the text falls back to.
/// - A character that no installed font has (Pango draws a box with its code point): one
///   warning per script, naming the script and the Debian package with a font for it
///   (``FontPackages``), never silent boxes.
///
/// Warnings go to standard error and are kept in ``warnings`` (tests read them).
final class FontLibrary: @unchecked Sendable {
    static let shared = FontLibrary()

    private let lock = NSLock()
    private var checkedFamilies: Set<String> = []
    private var warnedScripts: Set<String> = []
    private var emitted: [String] = []

    /// Every warning printed so far, in order.
    var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return emitted
    }

    /// The family fontconfig actually picks for `family`, or nil if it has none at all.
    ///
    /// Called only once Pango has laid a text out (``checkFamily(_:firstFontFamily:)`` runs after
    /// the layout): Pango loads fontconfig's configuration on a thread of its own, and a
    /// fontconfig call made before that thread is done would load a second copy beside it.
    func resolvedFamily(_ family: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                _ = FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    /// Warns once when `family` is not installed, naming the family used instead: the project's
    /// default family, else the first fallback font the machine has. `firstFontFamily` is the
    /// family of the font Pango picked for a family list that starts with `family` (its first
    /// choice is that family whenever it is installed); nil asks fontconfig instead.
    func checkFamily(_ family: String, firstFontFamily: String?) {
        let key = family.lowercased()
        lock.lock()
        let first = checkedFamilies.insert(key).inserted
        lock.unlock()
        guard first, (firstFontFamily ?? resolvedFamily(family))?.lowercased() != key else { return }
        let instead = ([MotionFont.defaultFamily] + FontFallback.families(for: .english))
            .first { resolvedFamily($0)?.lowercased() == $0.lowercased() }
        emit("font family '\(family)' is not installed; using '\(instead ?? resolvedFamily(family) ?? "cairo's fallback")' instead (install it, or fonts-inter with `make setup`)")
    }

    /// Warns once per script about characters no installed font has, found after layout.
    func warnMissing(_ scalars: [Unicode.Scalar], in string: String) {
        for scalar in scalars {
            let script = Self.script(of: scalar)
            lock.lock()
            let first = warnedScripts.insert(script).inserted
            lock.unlock()
            guard first else { continue }
            let code = String(format: "U+%04X", scalar.value)
            emit("no installed font has \(code) in \"\(TextLayoutRequest.excerpt(string))\", so it is drawn as a box: it needs \(FontPackages.advice(forScript: script))")
        }
    }

    /// The ISO 15924 code of `scalar`'s script (GLib's Unicode data), `Zsye` for emoji.
    static func script(of scalar: Unicode.Scalar) -> String {
        if scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value > 0xFF) { return "Zsye" }
        let tag = g_unicode_script_to_iso15924(g_unichar_get_script(scalar.value))
        let bytes = [UInt8(tag >> 24 & 0xFF), UInt8(tag >> 16 & 0xFF), UInt8(tag >> 8 & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }

    private func emit(_ message: String) {
        lock.lock()
        emitted.append(message)
        lock.unlock()
        try? OutputFile.write(Data(utf8Of: "warning: \(message)\n"), to: .standardError)
    }
}
