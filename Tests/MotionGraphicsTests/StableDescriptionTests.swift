@testable import MotionGraphics
import XCTest

/// A value's stable description writes leaves as the standard library's debug printer does
/// (`String(reflecting:)`), types by their qualified names, and the entries of dictionaries in
/// sorted order, so a fingerprint made of it is the same in every process.
final class StableDescriptionTests: XCTestCase {
    private struct Leaves {
        let number = 0.1, tiny = 5e-324, whole = -42, flag = true, text = "a\"b\n😀", missing: Double? = nil
        let nested = Inner(values: [1.5, .infinity])
        let table = ["b": 2, "a": 1, "c": 3]
    }
    private struct Inner { let values: [Double] }

    func testLeavesAreWrittenAsTheDebugPrinterWritesThem() {
        let described = StableDescription.of(Leaves())
        let leaves = ["number:" + String(reflecting: 0.1), "tiny:" + String(reflecting: 5e-324), "whole:" + String(reflecting: -42),
                      "flag:" + String(reflecting: true), "text:" + String(reflecting: "a\"b\n😀"), "missing:nil"]
        let inner = "nested:" + String(reflecting: Inner.self) + "(values:" + String(reflecting: [Double].self) + "("
            + String(reflecting: 1.5) + "," + String(reflecting: Double.infinity) + "))"
        let table = "table:" + String(reflecting: [String: Int].self) + "{" + ["(key:\"a\",value:1)", "(key:\"b\",value:2)", "(key:\"c\",value:3)"].joined(separator: ",") + "}"
        XCTAssertEqual(described, String(reflecting: Leaves.self) + "(" + (leaves + [inner, table]).joined(separator: ",") + ")")
    }

    func testAClosureIsWrittenAsAFunction() {
        struct Holder { let action: () -> Void = {} }
        XCTAssertTrue(StableDescription.of(Holder()).hasSuffix("(action:(function))"), StableDescription.of(Holder()))
    }
}
