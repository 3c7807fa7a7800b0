@testable import MotionJS
import XCTest

/// Opening JavaScriptCore: the installed library has every function the package calls, and a
/// library that cannot be opened is an error naming the file.
final class JavaScriptCoreLibraryTests: XCTestCase {
    func testTheInstalledLibraryHasEveryFunction() throws {
        guard case .success = JavaScriptCoreLibrary.open(JavaScriptCoreLibrary.file) else {
            return XCTFail("\(JavaScriptCoreLibrary.file) did not open: \(JavaScriptCoreLibrary.open(JavaScriptCoreLibrary.file))")
        }
        XCTAssertNoThrow(try JavaScriptCoreLibrary.load())
    }

    func testAMissingLibraryIsAnErrorNamingIt() {
        let missing = "libjavascriptcore-missing-for-this-test.so.0"
        guard case let .failure(error) = JavaScriptCoreLibrary.open(missing) else { return XCTFail("\(missing) opened") }
        guard case let .engineUnavailable(library, reason) = error else { return XCTFail("\(error)") }
        XCTAssertEqual(library, missing)
        XCTAssertTrue(reason.contains(missing), reason)
        XCTAssertTrue(error.description.hasPrefix("cannot run JavaScript: \(missing) could not be loaded ("), error.description)
        XCTAssertFalse(error.description.contains("\n"))
    }
}
