import Foundation
import MotionTestSupport
import XCTest

/// The same scene, time and options give byte-identical files in two separate processes.
final class DeterminismTests: XCTestCase {
    func testEveryFormatIsByteIdenticalAcrossProcesses() throws {
        let folder = try makeTemporaryFolder(self)
        // coins, and coach for the drawing model (gradients, filters, masks, a JPEG, blend modes).
        for (scene, time) in [("coins", "3.1"), ("coach", "3.6")] {
            for format in ["png", "svg", "pdf"] {
                var outputs: [Data] = []
                for run in 0..<2 {
                    let file = folder.appendingPathComponent("\(scene)-run\(run).\(format)")
                    let result = try CLIRunner.run(["render", scene, "--time", time, "--scale", "2", "-o", file.path])
                    XCTAssertEqual(result.status, 0, result.stderr)
                    outputs.append(try Data(contentsOf: file))
                }
                XCTAssertGreaterThan(outputs[0].count, 100, "\(scene) \(format) output is not empty")
                XCTAssertEqual(outputs[0], outputs[1], "\(scene) \(format) differs between two processes")
            }
        }
    }
}
