import Foundation
@testable import MotionRender
import MotionTestSupport
import XCTest

/// Strings tables per locale: lookup, the checks made when a catalog is loaded, and a render in
/// a locale taking its strings and its direction from it.
final class LocalizationTests: XCTestCase {
    func testLookupFallsBackToTheLanguageAndRefusesAMissingLocale() throws {
        let catalog = try StringsCatalog(tables: ["en": ["hi": "Hello"], "ja": ["hi": "こんにちは"], "pt-BR": ["hi": "Olá"]])
        XCTAssertEqual(try catalog.strings(for: "ja-JP")["hi"], "こんにちは")
        XCTAssertEqual(try catalog.strings(for: "pt-BR")["hi"], "Olá")
        XCTAssertEqual(try catalog.strings(for: "en-GB").locale, "en")
        XCTAssertThrowsError(try catalog.strings(for: "fr")) { error in
            XCTAssertEqual("\(error)", "resource strings: no strings for locale 'fr'; there are: en, ja, pt-BR")
        }
    }

    func testLoadingChecksEveryFile() throws {
        let folder = try makeTemporaryFolder(self)
        func write(_ name: String, _ bytes: [UInt8]) throws { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        func failure() -> String {
            do { _ = try StringsCatalog(folder: folder); return "no error" } catch { return "\(error)" }
        }
        try write("en.json", Array(#"{ "title": "Streak", "hint": "Play" }"#.utf8))
        try write("ja.json", Array(#"{ "title": "連続", "hint": "指そう" }"#.utf8))
        XCTAssertEqual(try StringsCatalog(folder: folder).locales.map(\.identifier), ["en", "ja"])

        try write("ar.json", Array(#"{ "title": "سلسلة" }"#.utf8))
        XCTAssertEqual(failure(), "resource \(folder.path)/ar.json: missing key 'hint' that en.json has")
        try write("ar.json", Array(#"{ "title": "سلسلة", "hint": "العب", "extra": "x" }"#.utf8))
        XCTAssertEqual(failure(), "resource \(folder.path)/ar.json: key 'extra' not in en.json")
        try write("ar.json", Array(#"{ "title": "سلسلة", "hint": 7 }"#.utf8))
        XCTAssertEqual(failure(), "resource \(folder.path)/ar.json: the value of 'hint' is not a string")
        try write("ar.json", Array("{\n \"title\": \"a\",\n \"hint\": \"".utf8) + [0xC3, 0x28] + Array("\" }".utf8))
        XCTAssertEqual(failure(), "resource \(folder.path)/ar.json: invalid UTF-8 at byte offset 27 (line 3)")
        try write("ar.json", Array(#"{ "title": "a", "hint": }"#.utf8))
        XCTAssertTrue(failure().hasPrefix("resource \(folder.path)/ar.json: not valid JSON"), failure())
        try write("ar.json", Array(repeating: 0x20, count: StringsCatalog.maximumFileBytes + 1))
        XCTAssertEqual(failure(), "resource \(folder.path)/ar.json: 1048577 bytes is over the limit of 1048576 bytes for a strings file")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("ar.json"))
        try write("arabic!.json", Array("{}".utf8))
        XCTAssertTrue(failure().contains("arabic!.json: the file name is not a locale tag"), failure())
        try FileManager.default.removeItem(at: folder.appendingPathComponent("arabic!.json"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("en.json"))
        XCTAssertEqual(failure(), "resource \(folder.path): no strings for the development locale 'en' (en.json)")
        XCTAssertTrue("\((try? StringsCatalog(folder: folder.appendingPathComponent("none"))) == nil)" == "true")
    }

    /// The UTF-8 check agrees with Foundation's decoder on every prefix of random bytes.
    func testUTF8CheckAgreesWithFoundation() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Bool.random(using: &generator) ? UInt8.random(in: 0x20...0x7E, using: &generator) : UInt8.random(in: 0x80...0xFF, using: &generator)
            }
            let offset = UTF8Check.firstInvalidByte(in: bytes)
            XCTAssertEqual(offset == nil, String(bytes: bytes, encoding: .utf8) != nil, "\(bytes)")
            if let offset {
                XCTAssertNotNil(String(bytes: bytes[..<offset], encoding: .utf8), "the bytes before \(offset) are valid: \(bytes)")
            }
        }
    }

    /// SVG frames of one scene in two locales can share a page: the locale is part of what the
    /// default id prefix hashes, so the two frames' ids differ.
    func testSVGIdsCarryTheLocale() throws {
        let scene = ClosureScene { c, _ in c.text(c.environment.locale == "ja" ? "日本語" : "English", at: CGPoint(x: 180, y: 140), color: .black) }
        func ids(_ locale: MotionLocale) throws -> Set<String> {
            var options = RenderOptions(format: .svg)
            options.locale = locale
            let svg = String(decoding: try MotionRenderer.render(scene, at: 0.5, options: options), as: UTF8.self)
            return Set(svg.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) })
        }
        let japanese = try ids("ja"), english = try ids("en")
        XCTAssertFalse(japanese.isEmpty)
        XCTAssertTrue(japanese.allSatisfy { $0.hasPrefix("test-500ms-light-phone-") }, "\(japanese)")
        XCTAssertTrue(japanese.isDisjoint(with: english), "ja \(japanese) and en \(english) share ids")
        XCTAssertEqual(try ids("ja"), japanese, "the same render gets the same ids")
    }

    func testLocaleTags() throws {
        let underscored = "pt_BR"   // a variable, so the throwing initializer runs, not the literal one
        XCTAssertEqual(try MotionLocale(underscored).identifier, "pt-BR")
        XCTAssertEqual(MotionLocale("ar").layoutDirection, .rightToLeft)
        XCTAssertEqual(MotionLocale("he").layoutDirection, .rightToLeft)
        XCTAssertEqual(MotionLocale("ja").layoutDirection, .leftToRight)
        // The default is written out, not looked up: it must equal what the locale data says.
        let english = "en"
        XCTAssertEqual(MotionLocale.english, try MotionLocale(english))
        XCTAssertEqual(MotionLocale.english.layoutDirection, .leftToRight)
        XCTAssertEqual(FontFallback.cjkFamily(for: "ja"), "Noto Sans CJK JP")
        XCTAssertEqual(FontFallback.cjkFamily(for: "zh-TW"), "Noto Sans CJK TC")
        XCTAssertEqual(FontFallback.cjkFamily(for: "zh"), "Noto Sans CJK SC")
        XCTAssertEqual(FontFallback.cjkFamily(for: "ko"), "Noto Sans CJK KR")
        for bad in ["", "e", "english-language-tag", "ja_", "日本"] {
            XCTAssertThrowsError(try MotionLocale(bad), bad)
        }
    }

    /// A localized scene draws its strings in the render's locale; a locale it lacks fails the
    /// render before anything is written, and a key it lacks names the key.
    func testScenesTakeStringsAndDirectionFromTheLocale() throws {
        struct Greeting: MotionScene {
            var duration: Double { 1 }
            var stillTime: Double { 0 }
            var strings: StringsCatalog? { get throws { try StringsCatalog(tables: ["en": ["hi": "Hello"], "ar": ["hi": "مرحبا"]]) } }
            nonisolated(unsafe) static var seen: [(String, LayoutDirection)] = []
            func draw(_ c: inout MotionCanvas, t: Double) {
                Self.seen.append((c.localized("hi"), c.environment.layoutDirection))
            }
        }
        for locale: MotionLocale in ["en", "ar"] {
            var options = RenderOptions()
            options.locale = locale
            _ = try MotionRenderer.render(Greeting(), at: 0, options: options)
        }
        XCTAssertEqual(Greeting.seen.map(\.0), ["Hello", "مرحبا"])
        XCTAssertEqual(Greeting.seen.map(\.1), [.leftToRight, .rightToLeft])
        var french = RenderOptions()
        french.locale = "fr"
        let url = try makeTemporaryFolder(self).appendingPathComponent("fr.png")
        XCTAssertThrowsError(try MotionRenderer.render(Greeting(), at: 0, options: french, to: url)) { error in
            XCTAssertEqual("\(error)", "resource strings: no strings for locale 'fr'; there are: ar, en")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        XCTAssertThrowsError(try MotionRenderer.render(ClosureScene { c, _ in _ = c.localized("missing") }, at: 0.5)) { error in
            XCTAssertEqual("\(error)", "scene 'test' failed at t=0.5: no string 'missing' in (no strings)")
        }
    }
}
