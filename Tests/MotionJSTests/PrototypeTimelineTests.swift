import Foundation
import MotionJS
import MotionRender
import MotionScenes
import MotionSnapshot
import MotionTestSupport
import XCTest

/// `motion diff` of every built-in Swift scene against its prototype (`Resources/prototypes.js`),
/// through the library it runs on: the whole timeline at 30 fps, its last instant included,
/// light and dark, with no pixel allowed to change (the coach scene: by one level at most, see
/// ``PrototypeParityTests/allowedDelta(_:)``).
final class PrototypeTimelineTests: XCTestCase {
    func testEveryBuiltInSceneMatchesItsPrototypeOnEveryFrame() throws {
        let file = try PrototypeParityTests.prototypes()
        var report: [String] = []
        for swift in PrototypeParityTests.ported {
            let js = try XCTUnwrap(file.scene(named: swift.name))
            let times = try TimelineDiff.times(for: swift, fps: 30)
            XCTAssertEqual(times.count, Int((swift.duration * 30).rounded()) + 1, swift.name)
            XCTAssertEqual(times.last, swift.duration)
            for scheme in ColorScheme.allCases {
                let delta = PrototypeParityTests.allowedDelta(swift)
                let tolerance = SnapshotTolerance(channelDelta: Double(delta) / 255, pixelFraction: 0)
                let diff = try TimelineDiff(swift, js, times: times, options: RenderOptions(colorScheme: scheme), tolerance: tolerance, jobs: 2)
                XCTAssertEqual(diff.frames.map(\.time), times)
                report.append("\(swift.name) \(scheme.rawValue): \(diff.summaryLine)")
                XCTAssertTrue(diff.passes, "\(swift.name) \(scheme.rawValue): \(diff.summaryLine)")
                XCTAssertTrue(diff.frames.allSatisfy { $0.comparison.maximumChannelDelta <= delta }, "\(swift.name) \(scheme.rawValue)")
                if delta == 0 { XCTAssertEqual(diff.changedFrames, 0, "\(swift.name) \(scheme.rawValue)") }
            }
        }
        print(report.joined(separator: "\n"))
    }

    /// The comparison sees a change on the frames where it shows, and only there.
    func testAChangeIsFoundWhereItIsDrawn() throws {
        let text = try String(contentsOf: PrototypeParityTests.resources.appendingPathComponent("prototypes.js"), encoding: .utf8)
        let changed = try JSSceneFile(source: text.replacingOccurrences(of: "label(g, 'First badge forged'", with: "label(g, 'First badge forgeD'"),
                                      name: "changed.js", options: JSSceneOptions(assetFolder: PrototypeParityTests.resources))
        let swift = CoinsScene()
        let diff = try TimelineDiff(swift, try XCTUnwrap(changed.scene(named: "coins")), times: try TimelineDiff.times(for: swift, fps: 10),
                                    tolerance: .exact, jobs: 2)
        // The label reads 'First badge forged' from 3.05 s (forge + 0.3) until the scene fades out.
        let changedTimes = diff.frames.filter { $0.comparison.changedPixels > 0 }.map(\.time)
        XCTAssertEqual(changedTimes.first.map { ($0 * 10).rounded() / 10 }, 3.1)
        XCTAssertTrue(changedTimes.allSatisfy { $0 > 3.05 && $0 < 6 }, "\(changedTimes)")
        XCTAssertFalse(diff.passes)
        XCTAssertEqual(diff.firstFailure?.time, changedTimes.first)
        let worst = try XCTUnwrap(diff.worst)
        let image = try diff.diffImage(at: worst.time)
        let red = (0..<image.width * image.height).filter {
            let p = image[$0 % image.width, $0 / image.width]
            return (p.r, p.g, p.b) == ImageComparator.differingColor
        }
        XCTAssertEqual(red.count, worst.comparison.differingPixels)
        // All of it in the label's line, below y = 240 of 280.
        XCTAssertTrue(red.allSatisfy { $0 / image.width > 240 }, "differing pixels outside the label")
        // The drawing command that differs is named: the label's text, not the commands before it
        // that the port and the prototype write differently but draw the same.
        let command = try XCTUnwrap(worst.firstDifferentCommand, "no command named")
        XCTAssertEqual(command.description.components(separatedBy: ": ").dropFirst().joined(separator: ": "),
                       #"text "First badge forged" vs "First badge forgeD""#, command.description)
        XCTAssertNil(diff.frames.first { $0.comparison.changedPixels == 0 }?.firstDifferentCommand)
    }

    func testAColourChangeIsNamedWithBothColours() throws {
        let swift = ClosureScene(name: "a") { c, _ in c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white); c.circle(CGPoint(x: 180, y: 140), 40, MotionColor(hex: 0xF6EB5C)) }
        let other = ClosureScene(name: "b") { c, _ in c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white); c.circle(CGPoint(x: 180, y: 140), 40, MotionColor(hex: 0xF6EB5D)) }
        let diff = try TimelineDiff(swift, other, times: [0.5], tolerance: .exact)
        XCTAssertEqual(diff.frames[0].firstDifferentCommand?.description, "command 2: fill colour #F6EB5C vs #F6EB5D")
    }
}
