import Foundation
import MotionBuiltIns
import MotionCLI
import MotionRender
import MyScenes
import XCTest

/// What a user's broken scene does to the tool: it is reported with its name and time, writes
/// nothing, and leaves every other output alone.
final class BadInputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("my-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// NaN geometry is reported as `nonFiniteGeometry` with the scene's name and the time.
    func testNaNGeometryNamesSceneAndTime() {
        XCTAssertNoThrow(try MotionRenderer.render(NonFiniteScene(), at: 0.5))
        XCTAssertThrowsError(try MotionRenderer.render(NonFiniteScene(), at: 1.25)) { error in
            guard case let .nonFiniteGeometry(scene, time, _)? = error as? RenderError else {
                return XCTFail("expected nonFiniteGeometry, got \(error)")
            }
            XCTAssertEqual(scene, "non-finite")
            XCTAssertEqual(time, 1.25)
        }
    }

    /// A problem the scene reports itself fails the render the same way, with its own words.
    func testReportedProblemNamesSceneAndTime() {
        XCTAssertThrowsError(try MotionRenderer.render(ProblemScene(), at: 1)) { error in
            XCTAssertEqual(error as? RenderError,
                           .sceneProblem(scene: "problem", time: 1, detail: "level 0 has no XP threshold"))
        }
    }

    /// On the command line a bad frame exits 1 with one `error:` line, writes no file (not even a
    /// temporary one), and does not replace an existing good output of the same name.
    func testBadFrameLeavesOtherOutputsAlone() throws {
        let command = try MotionCommand.example([LevelUpScene(), NonFiniteScene()])
        let good = folder.appendingPathComponent("frame.png"), bad = folder.appendingPathComponent("bad.png")

        XCTAssertEqual(command.run(["render", "level-up", "-o", good.path], output: CapturedOutput().output), 0)
        let before = try Data(contentsOf: good)

        for target in [good, bad] {
            let captured = CapturedOutput()
            let status = command.run(["render", "non-finite", "--time", "1.5", "-o", target.path], output: captured.output)
            XCTAssertEqual(status, 1)
            XCTAssertEqual(captured.stderr.count, 1)
            let message = try XCTUnwrap(captured.stderr.first)
            XCTAssertTrue(message.hasPrefix("error:"), message)
            XCTAssertTrue(message.contains("non-finite") && message.contains("1.5"), message)
        }
        XCTAssertEqual(try Data(contentsOf: good), before, "a failed render replaced a good file")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["frame.png"])

        // The scene's good instants still render after its bad ones.
        let early = folder.appendingPathComponent("early.png")
        XCTAssertEqual(command.run(["render", "non-finite", "--time", "0.5", "-o", early.path],
                                   output: CapturedOutput().output), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: early.path))
    }

    /// Two scenes with one name are refused when the command is made, naming the scene.
    func testDuplicateSceneNamesAreRejected() {
        XCTAssertThrowsError(try MotionCommand.example([LevelUpScene(), LevelUpScene()])) { error in
            XCTAssertEqual((error as? SceneRegistryError)?.scene, "level-up")
            XCTAssertTrue("\(error)".contains("level-up"), "\(error)")
        }
    }

    /// A user scene may not take a built-in scene's name in a tool that has the built-ins; a
    /// tool without them may use the name.
    func testNameOfBuiltInSceneIsRejected() throws {
        XCTAssertThrowsError(try MotionCommand.example(BuiltIns.scenes + [ImpostorScene()])) { error in
            XCTAssertEqual((error as? SceneRegistryError)?.scene, "coins")
        }
        XCTAssertNoThrow(try MotionCommand.example([ImpostorScene()]))
    }
}
