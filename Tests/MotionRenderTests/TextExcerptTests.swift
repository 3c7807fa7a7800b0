@testable import MotionRender
import XCTest

/// The excerpt that messages quote a text by: its first 24 characters, newlines shown as ⏎, and
/// "…" when there are more.
final class TextExcerptTests: XCTestCase {
    func testExcerptsCutAtTwentyFourCharactersAndShowNewlines() {
        XCTAssertEqual(TextLayoutRequest.excerpt(""), "")
        XCTAssertEqual(TextLayoutRequest.excerpt("Your move\nnow"), "Your move⏎now")
        XCTAssertEqual(TextLayoutRequest.excerpt(String(repeating: "a", count: 24)), String(repeating: "a", count: 24))
        XCTAssertEqual(TextLayoutRequest.excerpt(String(repeating: "a", count: 25)), String(repeating: "a", count: 24) + "…")
        // Characters, not bytes or scalars: a flag and an accented letter are one each.
        let flags = String(repeating: "🇫🇷", count: 30), accents = String(repeating: "e\u{301}", count: 30)
        XCTAssertEqual(TextLayoutRequest.excerpt(flags), String(repeating: "🇫🇷", count: 24) + "…")
        XCTAssertEqual(TextLayoutRequest.excerpt(accents), String(repeating: "e\u{301}", count: 24) + "…")
        // A CR LF pair is one character; its line feed is shown as ⏎ as any other.
        XCTAssertEqual(TextLayoutRequest.excerpt("a\r\nb"), "a\r⏎b")
    }
}
