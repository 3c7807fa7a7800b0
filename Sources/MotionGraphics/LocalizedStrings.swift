/// One locale's strings of a scene: what a localized scene reads while drawing
/// (`c.localized("title")`, or `c.environment.strings["title"]`).
///
/// The renderer sets it from the scene's ``StringsCatalog`` for the environment's locale before
/// the first frame is drawn, so a scene never reads a file while drawing. Empty (no strings) for
/// scenes that are not localized.
public struct LocalizedStrings: Hashable, Sendable {
    /// The locale of the table the strings came from (`ja` when `ja-JP` was asked for and only
    /// `ja` exists).
    public let locale: MotionLocale
    /// Where the strings came from, for messages (`Resources/strings/streak/ja.json`).
    public let source: String
    /// Key → text.
    public let values: [String: String]

    public init(locale: MotionLocale, source: String, values: [String: String]) {
        self.locale = locale
        self.source = source
        self.values = values
    }

    /// No strings at all: the environment's value for a scene without a catalog.
    public static let none = LocalizedStrings(locale: .english, source: "(no strings)", values: [:])

    /// The text for `key`, or nil when the table has no such key.
    public subscript(key: String) -> String? { values[key] }
}
