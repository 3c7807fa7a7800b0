import MotionCLI
import XCTest

/// The nearest-name rule behind "did you mean …?", against distances worked out by hand.
final class NameSuggestionTests: XCTestCase {
    func testDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        func d(_ a: String, _ b: String) -> Int { NameSuggestion.distance(Array(a), Array(b)) }
        XCTAssertEqual(d("kitten", "sitting"), 3)   // k→s, e→i, +g
        XCTAssertEqual(d("fromat", "format"), 1)    // one swap of neighbours
        XCTAssertEqual(d("", "abc"), 3)
        XCTAssertEqual(d("abc", ""), 3)
        XCTAssertEqual(d("same", "same"), 0)
        XCTAssertEqual(d("ca", "abc"), 3)           // optimal string alignment: no edit of a swapped pair
    }

    func testTheNearestNameWithinTheSlipDistanceIsSuggested() {
        XCTAssertEqual(NameSuggestion.closest(to: "--fromat", among: ["--from", "--format", "--fps"]), "--format")
        XCTAssertEqual(NameSuggestion.closest(to: "cons", among: ["coins", "bots"]), "coins")      // 4 letters: 1 edit
        XCTAssertNil(NameSuggestion.closest(to: "cns", among: ["coins"]))                         // 2 edits for 3 letters
        XCTAssertEqual(NameSuggestion.closest(to: "STREAKK", among: ["streak", "hint"]), "streak") // case ignored
        XCTAssertNil(NameSuggestion.closest(to: "marbles", among: ["coins", "bots", "clock"]))
        XCTAssertEqual(NameSuggestion.hint(for: "clok", among: ["clock"]), "; did you mean 'clock'?")
        XCTAssertEqual(NameSuggestion.hint(for: "zzzz", among: ["clock"]), "")
    }
}
