@testable import MotionStudio
import XCTest

/// Opening libmicrohttpd: the installed library has every function the studio calls, and one
/// that cannot be opened is a server error naming the file.
final class MicroHTTPDLibraryTests: XCTestCase {
    func testTheInstalledLibraryHasEveryFunction() throws {
        XCTAssertNoThrow(try MicroHTTPDLibrary.open(MicroHTTPDLibrary.file).get())
    }

    func testAMissingLibraryIsAnErrorNamingIt() {
        let missing = "libmicrohttpd-missing-for-this-test.so.12"
        guard case let .failure(error) = MicroHTTPDLibrary.open(missing) else { return XCTFail("\(missing) opened") }
        XCTAssertTrue(error.description.hasPrefix("the HTTP server did not start: \(missing) could not be loaded ("), error.description)
        XCTAssertFalse(error.description.contains("\n"))
    }
}
