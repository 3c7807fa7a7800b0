import Foundation
import MotionChess
import MotionRender
import MotionScenes
import MotionTestSupport
import XCTest

/// `list --json` and `themes --json` read back with JSONSerialization and checked against the
/// scenes and the resource file they describe (the schema: docs/command-line.md).
final class ListingJSONTests: XCTestCase {
    private func object(_ arguments: [String]) throws -> [String: Any] {
        let result = try CLIRunner.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func testListDescribesEveryScene() throws {
        let json = try object(["list", "--json"])
        XCTAssertEqual(json["schemaVersion"] as? Int, 1)
        XCTAssertEqual(json["tool"] as? String, "motion")
        let scenes = try XCTUnwrap(json["scenes"] as? [[String: Any]])
        XCTAssertEqual(scenes.map { $0["name"] as? String }, BuiltInScenes.all.map(\.name))
        for (entry, scene) in zip(scenes, BuiltInScenes.all) {
            XCTAssertEqual(Set(entry.keys), ["name", "summary", "duration", "stillTime", "speed", "box", "phases", "curves", "environmentKeys", "settings"])
            XCTAssertEqual(entry["summary"] as? String, scene.summary)
            XCTAssertEqual(entry["duration"] as? Double, scene.duration)
            XCTAssertEqual(entry["stillTime"] as? Double, scene.stillTime)
            XCTAssertEqual(entry["speed"] as? Double, scene.speed)
            XCTAssertEqual(entry["box"] as? [String: Double], ["width": scene.box.width, "height": scene.box.height])
            let phases = try XCTUnwrap(entry["phases"] as? [[String: Any]])
            XCTAssertEqual(phases.map { $0["name"] as? String }, scene.phases.map(\.name))
            XCTAssertEqual(phases.map { $0["start"] as? Double }, scene.phases.map(\.start))
            XCTAssertEqual(entry["curves"] as? [String], scene.curves.map(\.name))
        }
        let bots = try XCTUnwrap(scenes.first { $0["name"] as? String == "bots" })
        XCTAssertEqual(bots["environmentKeys"] as? [String], ["boardTheme", "pieceSet", "avatarStyle"])
        XCTAssertEqual(bots["settings"] as? [String], ["--board-theme", "--piece-set", "--avatar-style"])
        let coins = try XCTUnwrap(scenes.first { $0["name"] as? String == "coins" })
        XCTAssertEqual(coins["environmentKeys"] as? [String], [])
        XCTAssertEqual(coins["settings"] as? [String], [])
        try CLIRunner.assertRefused(["list", "--json", "--names"], status: 64, naming: "use either --names or --json, not both", in: try makeTemporaryFolder(self))
    }

    /// The board themes are those of Resources/board-themes.json, read here independently.
    func testThemesMatchTheResourceFile() throws {
        let json = try object(["themes", "--json"])
        XCTAssertEqual(json["schemaVersion"] as? Int, 1)
        let resource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/board-themes.json")
        let file = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: resource)) as? [String: Any])
        let expected = try XCTUnwrap(file["themes"] as? [[String: String]])
        let themes = try XCTUnwrap(json["boardThemes"] as? [[String: String]])
        XCTAssertEqual(themes.count, expected.count)
        for (theme, want) in zip(themes, expected) {
            XCTAssertEqual(Set(theme.keys), Set(want.keys))
            XCTAssertEqual(theme["name"], want["name"])
            for key in want.keys where key != "name" {
                XCTAssertEqual(theme[key]?.uppercased(), want[key]?.uppercased(), "\(want["name"] ?? "") \(key)")
            }
        }
        XCTAssertEqual(json["pieceSets"] as? [String], ["classic", "geometric"])
        let avatars = URL(fileURLWithPath: resource.deletingLastPathComponent().appendingPathComponent("avatars").path)
        XCTAssertEqual(json["avatarStyles"] as? [String], try FileManager.default.contentsOfDirectory(atPath: avatars.path).filter { !$0.hasPrefix(".") }.sorted())
    }
}
