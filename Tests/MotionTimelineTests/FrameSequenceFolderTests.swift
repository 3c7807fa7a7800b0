import Foundation
import MotionChess
import MotionRender
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// Issue 13, defects 4, 5 and 6: one run writes a frames folder at a time, a resumed render never
/// keeps frames drawn from anything else (the manifest records it by content), and odd files at
/// frame paths are refused without a crash or a hang.
final class FrameSequenceFolderTests: XCTestCase {
    private let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    private func bots(_ folder: URL, options: RenderOptions = RenderOptions(size: .scale(0.25)), to: Double = 3) throws -> FrameSequence {
        try FrameSequence(scene: BotsScene(), times: FrameSequence.times(fps: 4, from: 2.5, to: to), fps: 4, options: options, folder: folder)
    }

    private func assertRefused(_ sequence: FrameSequence, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try sequence.render(jobs: 2), file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(fragment), "expected '\(fragment)' in: \(error)", file: file, line: line)
            XCTAssertFalse("\(error)".contains("\n"), file: file, line: line)
        }
    }

    func testASecondRunIsRefusedWhileAnotherHoldsTheFolder() throws {
        let folder = try makeTemporaryFolder(self)
        // What a run holds while it checks the folder: its lock file, exclusively.
        let other = try XCTUnwrap(try FileLock(path: folder.appendingPathComponent(FrameSequence.lockFile).path, mode: .exclusive))
        assertRefused(try bots(folder), "cannot write \(folder.path): another run (process \(getpid())) is writing it; wait for it to finish or choose another folder")
        XCTAssertEqual(try contents(folder), [FrameSequence.lockFile], "nothing written while refused")
        other.unlock()
        XCTAssertEqual(try bots(folder).render(jobs: 2).rendered, 2)
        XCTAssertFalse(try contents(folder).contains(FrameSequence.lockFile), "the lock file goes with the run")
    }

    func testAnEditedPieceFileIsNeverTakenForTheOneTheFramesWereDrawnFrom() throws {
        let folder = try makeTemporaryFolder(self)
        let pieces = folder.appendingPathComponent("pieces")
        try FileManager.default.copyItem(at: resources.appendingPathComponent("pieces/classic"), to: pieces)
        var options = RenderOptions(size: .scale(0.25))
        options[PieceSetKey.self] = try PieceTheme(argument: pieces.path + "/")
        let frames = folder.appendingPathComponent("frames")
        XCTAssertEqual(try bots(frames, options: options).render(jobs: 2).rendered, 2)
        XCTAssertEqual(try bots(frames, options: options).render(jobs: 2).skipped, 2, "unchanged: resumed")
        // Any edit counts (the manifest records content, not what the edit means).
        let king = pieces.appendingPathComponent("wK.svg")
        try Data((try String(contentsOf: king, encoding: .utf8) + "<!-- edited -->").utf8).write(to: king)
        assertRefused(try bots(frames, options: options), "the frames were drawn from \(king.standardizedFileURL.path), which has changed since")
    }

    func testEditedThemeColoursAreNeverTakenForTheOld() throws {
        let folder = try makeTemporaryFolder(self)
        let themes = folder.appendingPathComponent("themes.json")
        let json = ##"{"themes":[{"name":"mint","light":"#EEEED2","dark":"#769656","highlight":"#F6F66988","coordinatesOnLight":"#769656","coordinatesOnDark":"#EEEED2"}]}"##
        try Data(json.utf8).write(to: themes)
        var options = RenderOptions(size: .scale(0.25))
        options[BoardThemeKey.self] = try BoardTheme(argument: themes.path)
        let frames = folder.appendingPathComponent("frames")
        XCTAssertEqual(try bots(frames, options: options).render(jobs: 1).rendered, 2)
        try Data(json.replacingOccurrences(of: "#769656", with: "#112233").utf8).write(to: themes)
        options[BoardThemeKey.self] = try BoardTheme(argument: themes.path)
        assertRefused(try bots(frames, options: options), "the folder holds frames of a different render (boardTheme 'mint")
    }

    func testFramesWithoutAManifestAreRefusedNotMixed() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try bots(folder).render(jobs: 2)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("manifest.json"))
        let before = try contents(folder)
        assertRefused(try bots(folder, options: RenderOptions(size: .scale(0.5))),
                      "cannot write \(folder.path): it holds frame files (frame-00000.png) but no manifest.json, so they cannot be checked against this render")
        XCTAssertEqual(try contents(folder), before, "nothing written")
    }

    func testADifferentRenderIsRefusedNamingWhatDiffers() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try bots(folder).render(jobs: 2)
        assertRefused(try bots(folder, options: RenderOptions(size: .scale(0.5))), "size '90x70' there, '180x140' here")
    }

    func testOddFilesAtFramePathsAreRefusedWithoutCrashOrHang() throws {
        let cases: [(String, (URL) throws -> Void, String)] = [
            ("folder", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }, "it is a folder, not a frame file"),
            ("FIFO", { XCTAssertEqual(mkfifo($0.path, 0o644), 0) }, "it is a FIFO (named pipe), not a frame file"),
            ("link", { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/etc/hostname") }, "it is a symbolic link, not a frame file"),
        ]
        for (what, make, fragment) in cases {
            let folder = try makeTemporaryFolder(self)
            _ = try bots(folder).render(jobs: 2)
            let frame = folder.appendingPathComponent("frame-00001.png")
            try FileManager.default.removeItem(at: frame)
            try make(frame)
            assertRefused(try bots(folder), "cannot write \(frame.path): \(fragment); remove it or choose another folder")
            XCTAssertNotEqual(FileKind.of(path: frame.path, followingLinks: false), .regular(size: 0), what)
        }
    }

    func testTheManifestRecordsEveryAssetFileDrawnByContent() throws {
        let folder = try makeTemporaryFolder(self)
        _ = try bots(folder, to: 4.7).render(jobs: 2)
        let manifest = try XCTUnwrap(try FrameManifest.read(inFolder: folder))
        XCTAssertTrue(manifest.sceneIdentity.hasPrefix("MotionScenes.BotsScene bots v1 "), manifest.sceneIdentity)
        for key in ["boardTheme", "pieceSet", "avatarStyle"] { XCTAssertNotNil(manifest.options[key], "\(key) is recorded even at its default") }
        let drawn = manifest.assets.keys.map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertTrue(drawn.contains("wK.svg") && drawn.contains("bP.svg"), "\(drawn)")
        XCTAssertTrue(manifest.assets.keys.contains { $0.contains("/avatars/") }, "\(drawn)")
        // Hashes as sha256sum computes them.
        let paths = manifest.assets.keys.sorted()
        let sums = try ExternalTool.run("sha256sum", package: "coreutils", paths)
        for line in sums.text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            XCTAssertEqual(manifest.assets[parts[1].trimmingCharacters(in: .whitespaces)], parts[0], line.description)
        }
    }

    func testManifestsAreReadBoundedAndBadOnesNamed() throws {
        let folder = try makeTemporaryFolder(self)
        let manifest = folder.appendingPathComponent("manifest.json")
        try makeSparseFile(at: manifest, size: 3 << 30)
        assertRefused(try bots(folder), "cannot write \(manifest.path): the frame manifest is 3 GiB (3221225472 bytes), over the limit of 64 MiB (67108864 bytes)")
        try Data("{not json".utf8).write(to: manifest)
        assertRefused(try bots(folder), "the frame manifest is not valid JSON")
        try Data(#"{"scene":"bots"}"#.utf8).write(to: manifest)
        assertRefused(try bots(folder), "the frame manifest has no \"")
    }

    /// Issue 27, defect 2 for Swift scenes: the text a scene draws from its strings file is part
    /// of the render; a resume after the file was edited is refused, not kept.
    func testAnEditedStringsFileIsNeverTakenForTheOld() throws {
        // As a scene keeps its strings: read from a folder that stays where it is.
        struct Worded: MotionScene {
            let folder: URL
            var duration: Double { 1 }
            var stillTime: Double { 0.5 }
            var strings: StringsCatalog? { get throws { try StringsCatalog(folder: folder) } }
            func draw(_ c: inout MotionCanvas, t: Double) {
                c.text(c.environment.strings["title"] ?? "", at: CGPoint(x: 20, y: 40), font: MotionFont(size: 20), color: .black)
            }
        }
        let folder = try makeTemporaryFolder(self)
        let strings = folder.appendingPathComponent("strings")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        let english = strings.appendingPathComponent("en.json")
        try Data(#"{"title": "Well done"}"#.utf8).write(to: english)
        let frames = folder.appendingPathComponent("frames")
        func sequence() throws -> FrameSequence {
            try FrameSequence(scene: Worded(folder: strings), times: [0, 0.5], fps: 2,
                              options: RenderOptions(size: .scale(0.25)), folder: frames)
        }
        XCTAssertEqual(try sequence().render(jobs: 1).rendered, 2)
        XCTAssertEqual(try sequence().render(jobs: 1).skipped, 2, "unchanged: resumed")
        try Data(#"{"title": "Well played"}"#.utf8).write(to: english)
        assertRefused(try sequence(), "holds frames of a different render (strings")
    }
}
