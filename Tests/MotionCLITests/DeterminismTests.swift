import Foundation
import MotionTestSupport
import XCTest

/// The same scene, time and options give byte-identical files in two separate processes.
final class DeterminismTests: XCTestCase {
    func testEveryFormatIsByteIdenticalAcrossProcesses() throws {
        let folder = try makeTemporaryFolder(self)
        for format in ["png", "svg", "pdf"] {
            var outputs: [Data] = []
            for run in 0..<2 {
                let file = folder.appendingPathComponent("run\(run).\(format)")
                let result = try CLIRunner.run(["render", "coins", "--time", "3.1", "--scale", "2", "-o", file.path])
                XCTAssertEqual(result.status, 0, result.stderr)
                outputs.append(try Data(contentsOf: file))
            }
            XCTAssertGreaterThan(outputs[0].count, 100, "\(format) output is not empty")
            XCTAssertEqual(outputs[0], outputs[1], "\(format) differs between two processes")
        }
    }
}
