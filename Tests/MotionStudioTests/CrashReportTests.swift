import Foundation
@testable import MotionStudio
import XCTest

/// A worker's crash report, as the Swift runtime prints it with the settings the studio gives
/// workers: the page names the trap and the innermost frame with a source file.
final class CrashReportTests: XCTestCase {
    /// The report of an index out of range in a user's scene, as printed by a debug build (the
    /// text of a real report, addresses kept).
    static let report = """
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Signal 4: Backtracing from 0x7fab7556df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007fab7556df7f ***

        Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

        Thread 0 "my-motion" crashed:

          0              0x00007fab7556df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra]         0x00007fab756f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra]         0x00007fab75be1286 specialized Array.subscript.getter + 85 in libswiftSwiftOnoneSupport.so
          3 [ra]         0x000055a99a16a9a7 CrashScene.draw(_:t:) + 774 in my-motion at /home/me/my-motion/Sources/MyMotion/CrashScene.swift:8:48
          4 [ra] [thunk] 0x000055a99a16a669 protocol witness for MotionScene.draw(_:t:) in conformance CrashScene + 8 in my-motion at //<compiler-generated>
          5 [ra]         0x000055a999f8815e closure #1 in static MotionRenderer.drawFrame(_:_:recorder:_:_:assets:clips:background:) + 109 in my-motion at /work/MotionKit/Sources/MotionRender/MotionRenderer.swift:224:62
        ...

        Backtrace took 0.33s

        """

    func testTheTrapAndTheUsersFrameAreFound() {
        let tail = ErrorTail(label: "test")
        tail.append(Data(Self.report.utf8))
        XCTAssertEqual(tail.lastLines, "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
        let location = tail.crashLocation
        XCTAssertEqual(location?.file, "/home/me/my-motion/Sources/MyMotion/CrashScene.swift")
        XCTAssertEqual(location?.line, 8)
        XCTAssertEqual(location?.column, 48)
        XCTAssertEqual(location?.function, "CrashScene.draw(_:t:)")
    }

    func testAFileInTheCurrentFolderIsNamedRelativeToIt() {
        let here = FileManager.default.currentDirectoryPath
        let tail = ErrorTail(label: "test")
        tail.append(Data("  3 [ra]         0x000055a99a16a9a7 BadgeScene.draw(_:t:) + 12 in tool at \(here)/Sources/A/BadgeScene.swift:3:9\n".utf8))
        XCTAssertEqual(tail.crashLocation?.file, "Sources/A/BadgeScene.swift")
    }

    func testNoReportNoLocation() {
        let tail = ErrorTail(label: "test")
        tail.append(Data("Segmentation fault\n".utf8))
        XCTAssertNil(tail.crashLocation)
        XCTAssertEqual(tail.lastLines, "Segmentation fault")
    }
}
