import Foundation

/// The language (and optionally script and region) a scene is drawn for: a BCP 47 tag such as
/// `en`, `ja`, `ar`, `pt-BR` or `zh-Hant`.
///
/// It chooses a localized scene's strings, the direction of text that does not settle its own
/// (``layoutDirection``: right to left for Arabic, Hebrew, Persian, Urdu, …), the language
/// passed to shaping (some letters take local forms), and which Chinese, Japanese or Korean
/// forms of a shared ideograph are drawn. The default is `en`; a render never reads the
/// machine's `LANG`, so output does not depend on who runs it.
///
/// Directions and likely scripts come from Foundation's locale data (ICU's CLDR tables);
/// ``english``'s direction is written out.
public struct MotionLocale: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// English, the default. Its direction is written here rather than looked up, so that a
    /// render in the default locale never opens the locale data (`LocalizationTests.testLocaleTags`
    /// checks it against the look-up).
    public static let english = MotionLocale(identifier: "en", layoutDirection: .leftToRight)

    /// The tag as given, with `_` written as `-` (`pt_BR` → `pt-BR`).
    public let identifier: String
    /// Right to left for languages written so (Arabic, Hebrew, Persian, Urdu, …), else left to
    /// right. Looked up once, when the locale is made (written out for ``english``).
    public let layoutDirection: LayoutDirection

    /// A locale from a BCP 47 tag.
    /// - Throws: ``RenderError/invalidParameter(name:value:expected:)`` when `identifier` is not a
    ///   tag: a language of 2–3 letters, then subtags of 1–8 letters or digits, joined by `-` or `_`.
    public init(_ identifier: String) throws {
        let tag = identifier.replacingOccurrences(of: "_", with: "-")
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        let valid = !parts.isEmpty && (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
            && parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard valid else {
            throw RenderError.invalidParameter(name: "locale", value: "'\(identifier)'",
                                               expected: "a BCP 47 tag such as en, ja, ar, pt-BR or zh-Hant")
        }
        self.init(checked: tag)
    }

    private init(checked identifier: String) {
        self.init(identifier: identifier,
                  layoutDirection: Locale.Language(identifier: identifier).characterDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    private init(identifier: String, layoutDirection: LayoutDirection) {
        self.identifier = identifier
        self.layoutDirection = layoutDirection
    }

    /// A literal tag; it must be valid (a typo in a literal is a programming error).
    public init(stringLiteral value: String) {
        do { try self.init(value) } catch { preconditionFailure("\(error)") }
    }

    /// The language subtag, lower-cased: `pt` for `pt-BR`.
    public var languageCode: String { identifier.split(separator: "-").first.map { $0.lowercased() } ?? identifier }

    /// The ISO 15924 script the language is most likely written in (`Jpan` for `ja`, `Hant` for
    /// `zh-TW`), or nil when the locale data does not know the language.
    public var likelyScript: String? {
        Locale.Language(identifier: Locale.Language(identifier: identifier).maximalIdentifier).script?.identifier
    }

    /// The tags to look a string table up by, most specific first: `zh-Hant-TW`, `zh-Hant`, `zh`.
    public var lookupChain: [String] {
        var parts = identifier.split(separator: "-").map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    public var description: String { identifier }
}
