import Foundation
import MotionTestSupport
import XCTest

/// The built-in settings (`--board-theme`, `--piece-set`, `--avatar-style`) apply to the scenes
/// that read them (bots), are refused for the others, and are recorded in frame manifests even
/// when left at their defaults.
final class BuiltInSettingsTests: XCTestCase {
    func testSettingsAreRefusedForScenesThatDoNotReadThem() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [[String]] = [
            ["render", "coins", "--board-theme", "blue", "-o", folder.appendingPathComponent("a.png").path],
            ["frames", "clock", "--piece-set", "geometric", "-o", folder.appendingPathComponent("seq").path],
            ["storyboard", "streak", "--avatar-style", "monogram", "-o", folder.appendingPathComponent("s.pdf").path],
            ["player", "hint", "--board-theme", "#FFFFFF/#000000", "-o", folder.appendingPathComponent("p.html").path],
        ]
        for arguments in cases {
            let option = arguments[2], scene = arguments[1]
            try CLIRunner.assertRefused(arguments, status: 64, naming: "option '\(option)' does not apply to scene '\(scene)': it reads no setting", in: folder)
        }
        // Not resolved either: a file that does not exist is not even looked at.
        try CLIRunner.assertRefused(["render", "coins", "--board-theme", folder.appendingPathComponent("none.json").path], status: 64,
                                    naming: "option '--board-theme' does not apply to scene 'coins'", in: folder)
    }

    func testDefaultsAreRecordedInTheManifestOfScenesThatReadThem() throws {
        let folder = try makeTemporaryFolder(self)
        func options(_ scene: String, _ extra: [String] = []) throws -> [String: String] {
            let target = folder.appendingPathComponent(scene + extra.joined())
            let result = try CLIRunner.run(["frames", scene, "--fps", "1", "--to", "1", "-o", target.path] + extra)
            XCTAssertEqual(result.status, 0, result.stderr)
            let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: target.appendingPathComponent("manifest.json"))) as? [String: Any])
            return try XCTUnwrap(manifest["options"] as? [String: String])
        }
        let bots = try options("bots")
        XCTAssertEqual(bots["boardTheme"], "green #EBECD0 #739552 #F5F16A8C #739552 #EBECD0")
        // Piece sets and avatar styles are recorded by name and by the content of their files.
        XCTAssertEqual(bots["pieceSet"]?.hasPrefix("classic "), true, "\(bots)")
        XCTAssertEqual(bots["avatarStyle"]?.hasPrefix("illustrated "), true, "\(bots)")
        let chosen = try options("bots", ["--board-theme", "blue", "--avatar-style", "monogram"])
        XCTAssertEqual(chosen["boardTheme"]?.hasPrefix("blue #DEE6EE #7D97B3"), true, "\(chosen)")
        XCTAssertEqual(chosen["avatarStyle"]?.hasPrefix("monogram "), true, "\(chosen)")
        let coins = try options("coins")
        for key in ["boardTheme", "pieceSet", "avatarStyle"] { XCTAssertNil(coins[key], key) }
    }
}
