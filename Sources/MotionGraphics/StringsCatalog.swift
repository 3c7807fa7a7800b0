import Foundation

/// A scene's strings in every locale it is translated into: a folder with one JSON file per
/// locale, named by its BCP 47 tag.
///
/// ```
/// Resources/strings/streak/
///   en.json   { "title": "7-day streak", "hint": "Play a game a day" }
///   ja.json   { "title": "7日連続", "hint": "毎日1局指そう" }
///   ar.json   { "title": "سلسلة ٧ أيام", "hint": "العب مباراة كل يوم" }
/// ```
///
/// Each file is one JSON object whose values are strings, in UTF-8, at most
/// ``maximumFileBytes``. The development locale's file (default `en.json`) defines the keys;
/// every other file must have exactly those keys, so a missing translation is found when the
/// catalog is loaded, not when a frame shows the key. All of this is checked once, when the
/// catalog is made; each failure is one ``RenderError/resource(file:message:)`` naming the
/// file and the fault (the byte where UTF-8 breaks, the key missing, the value that is not text).
///
/// A locale is looked up from the most specific tag down: `pt-BR` uses `pt-BR.json`, else
/// `pt.json`. A locale with neither is an error listing the locales there are.
public struct StringsCatalog: Sendable {
    /// Strings files larger than this (1 MiB) are refused before they are read.
    public static let maximumFileBytes = RenderLimits.stringsBytes

    /// The folder the files came from (or a name for a catalog made from values).
    public let source: String
    /// The locale whose keys every other locale must have.
    public let developmentLocale: MotionLocale
    private let tables: [String: LocalizedStrings]

    /// The locales there are strings for, sorted by tag.
    public var locales: [MotionLocale] { tables.values.map(\.locale).sorted { $0.identifier < $1.identifier } }

    /// Reads every `*.json` file in `folder`.
    /// - Throws: ``RenderError/resource(file:message:)`` for a missing folder, no development
    ///   locale file, a file name that is not a locale tag, a file over the size limit, invalid
    ///   UTF-8, invalid JSON, a value that is not a string, or keys that differ from the
    ///   development locale's.
    public init(folder: URL, developmentLocale: MotionLocale = .english) throws {
        let fm = FileManager.default
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw RenderError.resource(file: folder.path, message: "no strings folder there")
        }
        var tables: [String: [String: String]] = [:]
        var files: [String: String] = [:]
        for name in names {
            let file = folder.appendingPathComponent(name).path
            let tag = String(name.dropLast(5))
            let locale: MotionLocale
            do { locale = try MotionLocale(tag) } catch {
                throw RenderError.resource(file: file, message: "the file name is not a locale tag (expected e.g. en.json, pt-BR.json)")
            }
            tables[locale.identifier] = try Self.read(file)
            files[locale.identifier] = file
        }
        try self.init(tables: tables, files: files, source: folder.path, developmentLocale: developmentLocale)
    }

    /// A catalog from values in memory (tests, strings made by code), checked like files.
    /// - Parameters:
    ///   - tables: locale tag → key → text.
    ///   - source: what messages call the catalog (default `strings`).
    ///   - developmentLocale: the locale whose table has every key (default English).
    public init(tables: [String: [String: String]], source: String = "strings", developmentLocale: MotionLocale = .english) throws {
        var files: [String: String] = [:]
        var normalized: [String: [String: String]] = [:]
        for (tag, values) in tables {
            let locale = try MotionLocale(tag)
            normalized[locale.identifier] = values
            files[locale.identifier] = "\(source)/\(locale.identifier)"
        }
        try self.init(tables: normalized, files: files, source: source, developmentLocale: developmentLocale)
    }

    private init(tables: [String: [String: String]], files: [String: String], source: String,
                 developmentLocale: MotionLocale) throws {
        guard let reference = tables[developmentLocale.identifier] else {
            throw RenderError.resource(file: source, message: "no strings for the development locale '\(developmentLocale)' (\(developmentLocale).json)")
        }
        let keys = Set(reference.keys)
        var checked: [String: LocalizedStrings] = [:]
        for (tag, values) in tables {
            let file = files[tag] ?? tag
            let missing = keys.subtracting(values.keys).sorted(), extra = Set(values.keys).subtracting(keys).sorted()
            if !missing.isEmpty {
                throw RenderError.resource(file: file, message: "missing \(missing.count == 1 ? "key" : "keys") \(Self.list(missing)) that \(developmentLocale).json has")
            }
            if !extra.isEmpty {
                throw RenderError.resource(file: file, message: "\(extra.count == 1 ? "key" : "keys") \(Self.list(extra)) not in \(developmentLocale).json")
            }
            checked[tag] = LocalizedStrings(locale: try MotionLocale(tag), source: file, values: values)
        }
        self.source = source
        self.developmentLocale = developmentLocale
        self.tables = checked
    }

    /// The strings for `locale`: its own table, else that of a less specific tag (`pt` for `pt-BR`).
    /// - Throws: ``RenderError/resource(file:message:)`` naming the locale and listing those there are.
    public func strings(for locale: MotionLocale) throws -> LocalizedStrings {
        for tag in locale.lookupChain {
            if let table = tables[tag] { return table }
            if let match = tables.first(where: { $0.key.lowercased() == tag.lowercased() }) { return match.value }
        }
        throw RenderError.resource(file: source, message: "no strings for locale '\(locale)'; there are: \(locales.map(\.identifier).joined(separator: ", "))")
    }

    /// Reads one strings file: size checked before reading, UTF-8 checked before parsing.
    static func read(_ file: String) throws -> [String: String] {
        let data: Data
        do {
            data = try InputFile.read(path: file, limit: maximumFileBytes)
        } catch {
            switch error.problem {
            case .tooLarge(let size, let limit):
                throw RenderError.resource(file: file, message: "\(size) bytes is over the limit of \(limit) bytes for a strings file")
            case .missing, .notRegular, .unreadable:
                throw RenderError.resource(file: file, message: error.reason)
            }
        }
        return try parse(data, file: file)
    }

    /// Parses the bytes of a strings file (UTF-8 JSON object of strings).
    static func parse(_ data: Data, file: String) throws -> [String: String] {
        if let offset = UTF8Check.firstInvalidByte(in: data) {
            let line = data.prefix(offset).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw RenderError.resource(file: file, message: "invalid UTF-8 at byte offset \(offset) (line \(line))")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw RenderError.resource(file: file, message: "not valid JSON (\(Self.reason(error)))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw RenderError.resource(file: file, message: "must be one JSON object of key → text")
        }
        var values: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else {
                throw RenderError.resource(file: file, message: "the value of '\(key)' is not a string")
            }
            values[key] = text
        }
        return values
    }

    private static func reason(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
    }

    private static func list(_ keys: [String]) -> String {
        let shown = keys.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
        return keys.count > 5 ? shown + " and \(keys.count - 5) more" : shown
    }
}
