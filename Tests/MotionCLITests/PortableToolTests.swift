import Foundation
import MotionRender
import MotionSnapshot
import MotionTestSupport
import XCTest

/// The built `motion` copied or installed away from its build folder: it renders with the
/// resource bundle beside it, and without it fails with exit 1 naming where it looked.
final class PortableToolTests: XCTestCase {
    /// The build folder holding `motion` and the bundles SwiftPM built beside it.
    private var buildFolder: URL { CLIRunner.binary.deletingLastPathComponent() }
    private let bundleName = "MotionKit_MotionGraphics.resources"

    /// This process's environment without the override, as on a user's machine.
    private var plainEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["MOTION_RESOURCES"] = nil
        return environment
    }

    /// A fresh folder that no checkout contains: no `.git` or `Package.swift` in it or above it.
    private func folderOutsideAnyCheckout() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        var ancestor = folder
        while ancestor.path != "/" {
            for marker in [".git", "Package.swift"] {
                XCTAssertFalse(FileManager.default.fileExists(atPath: ancestor.appendingPathComponent(marker).path),
                               "\(ancestor.path) holds \(marker)")
            }
            ancestor.deleteLastPathComponent()
        }
        return folder
    }

    /// `motion` copied into `folder`, with its resource bundle when `withBundle`.
    private func copyTool(to folder: URL, withBundle: Bool) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tool = folder.appendingPathComponent("motion")
        try FileManager.default.copyItem(at: CLIRunner.binary, to: tool)
        if withBundle {
            try FileManager.default.copyItem(at: buildFolder.appendingPathComponent(bundleName),
                                             to: folder.appendingPathComponent(bundleName))
        }
        return tool
    }

    func testACopyWithItsBundleRendersTheChessResourcesLikeTheBuiltTool() throws {
        let place = try folderOutsideAnyCheckout()
        let copied = try copyTool(to: place.appendingPathComponent("tool"), withBundle: true)
        let work = place.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

        let settings = ["--piece-set", "geometric", "--avatar-style", "monogram", "--board-theme", "blue"]
        for file in ["bots.png", "bots.svg"] {
            let copy = try ChildProcess.run(copied, ["render", "bots", "--still"] + settings + ["-o", file],
                                            in: work, environment: plainEnvironment)
            XCTAssertEqual(copy.status, 0, copy.stderr)
            let built = try ChildProcess.run(CLIRunner.binary, ["render", "bots", "--still"] + settings + ["-o", "built-" + file],
                                             in: work, environment: plainEnvironment)
            XCTAssertEqual(built.status, 0, built.stderr)
            XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent(file)),
                           try Data(contentsOf: work.appendingPathComponent("built-" + file)), "\(file) differs from the built tool's")
        }
        // The SVG, rasterized by librsvg's own tool, shows what the PNG shows: rasterizers
        // anti-alias text and edges differently, a missing piece or avatar changes whole regions
        // (the limits of FormatCrossCheckTests).
        let rasterized = work.appendingPathComponent("bots-svg.png")
        let convert = try ExternalTool.run("rsvg-convert", package: "librsvg2-bin",
                                           ["--format", "png", "--output", rasterized.path, work.appendingPathComponent("bots.svg").path])
        XCTAssertEqual(convert.status, 0, convert.stderr)
        let png = try RasterImage(contentsOf: work.appendingPathComponent("bots.png"))
        let difference = try XCTUnwrap(ImageDifference(png, try RasterImage(contentsOf: rasterized), threshold: 96))
        XCTAssertLessThan(difference.meanAbsoluteError, 0.01, "\(difference)")
        XCTAssertLessThan(difference.differingFraction, 0.01, "\(difference)")
        // The settings reached the drawing: the classic set gives other pixels.
        let classic = try ChildProcess.run(copied, ["render", "bots", "--still", "-o", "classic.png"], in: work, environment: plainEnvironment)
        XCTAssertEqual(classic.status, 0, classic.stderr)
        XCTAssertFalse(try ImageComparator.compare(png, try RasterImage(contentsOf: work.appendingPathComponent("classic.png"))).passes)
    }

    func testACopyWithoutItsBundleFailsWithExit1NamingTheFolderOnce() throws {
        let place = try folderOutsideAnyCheckout()
        let copied = try copyTool(to: place, withBundle: false)
        for arguments in [["render", "coins", "-o", "coins.png"],
                          ["render", "bots", "--piece-set", "geometric", "-o", "bots.png"],
                          ["render", "bots", "--avatar-style", "monogram", "-o", "bots.png"]] {
            let result = try ChildProcess.run(copied, arguments, in: place, environment: plainEnvironment)
            XCTAssertEqual(result.status, 1, "\(arguments): \(result.stderr)")
            let expected = place.path + "/" + bundleName + "/Resources"
            XCTAssertEqual(result.stderr,
                           "error: MotionKit's resources are missing: no palettes.json in \(expected); copy \(bundleName) from the build folder beside the executable, or set MOTION_RESOURCES to a folder holding palettes.json\n")
            XCTAssertEqual(result.text, "")
            XCTAssertEqual(try contents(place), ["motion"], "\(arguments) wrote a file")
        }
    }

    func testTheOverrideIsUsedAndAWrongOneFailsNamingIt() throws {
        let place = try folderOutsideAnyCheckout()
        let copied = try copyTool(to: place.appendingPathComponent("bin"), withBundle: false)
        // A copy of the resources whose light background is pure red.
        let mine = place.appendingPathComponent("my-resources")
        try FileManager.default.copyItem(at: buildFolder.appendingPathComponent(bundleName + "/Resources"), to: mine)
        let palettes = mine.appendingPathComponent("palettes.json")
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: palettes)) as? [String: [String: String]])
        json["light"]?["background"] = "#FF0000"
        try JSONSerialization.data(withJSONObject: json).write(to: palettes)
        var environment = plainEnvironment
        environment["MOTION_RESOURCES"] = mine.path
        let out = place.appendingPathComponent("coins.png")
        let result = try ChildProcess.run(copied, ["render", "coins", "-o", out.path], in: place, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        let corner = try RasterImage(contentsOf: out)[0, 0]
        XCTAssertTrue(corner == (255, 0, 0, 255), "background \(corner)")

        environment["MOTION_RESOURCES"] = place.appendingPathComponent("nowhere").path
        let wrong = try ChildProcess.run(copied, ["render", "coins", "-o", "wrong.png"], in: place, environment: environment)
        XCTAssertEqual(wrong.status, 1)
        XCTAssertEqual(wrong.stderr, "error: MOTION_RESOURCES=\(place.path)/nowhere is not a resources folder: it has no palettes.json\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: place.appendingPathComponent("wrong.png").path))
    }

    /// `make install` runs `scripts/install-tool.sh` on the release build; here it installs the
    /// debug build, which has the same layout.
    func testTheInstallScriptInstallsTheToolWithItsBundleBehindALink() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/install-tool.sh")
        let prefix = try folderOutsideAnyCheckout().appendingPathComponent("prefix")
        let install = try ChildProcess.run(script, [buildFolder.path, "motion", prefix.path], environment: plainEnvironment)
        XCTAssertEqual(install.status, 0, install.stderr)
        let link = prefix.appendingPathComponent("bin/motion")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), "../lib/motion/motion")
        XCTAssertTrue(try contents(prefix.appendingPathComponent("lib/motion")).contains(bundleName))
        // Stripped: no symbol table and no debug sections left (readelf reads the section headers).
        let sections = try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/readelf"), ["-S", "-W", prefix.appendingPathComponent("lib/motion/motion").path])
        XCTAssertEqual(sections.status, 0, sections.stderr)
        XCTAssertTrue(sections.text.contains(".dynsym"), "a dynamic symbol table stays")
        for gone in [".symtab", ".debug_info"] { XCTAssertFalse(sections.text.contains(" \(gone) "), "\(gone) is stripped") }
        // The completion scripts, where each shell looks, as the tool prints them.
        for (shell, path) in [("bash", "share/bash-completion/completions/motion"), ("zsh", "share/zsh/site-functions/_motion"),
                              ("fish", "share/fish/vendor_completions.d/motion.fish")] {
            let printed = try ChildProcess.run(buildFolder.appendingPathComponent("motion"), ["--generate-completion-script", shell])
            XCTAssertEqual(try String(contentsOf: prefix.appendingPathComponent(path), encoding: .utf8), printed.text, shell)
            XCTAssertTrue(printed.text.contains("render"), shell)
        }

        // A stale file from an older install does not survive a new one.
        let stale = prefix.appendingPathComponent("lib/motion/\(bundleName)/Resources/stale.json")
        try Data("{}".utf8).write(to: stale)
        XCTAssertEqual(try ChildProcess.run(script, [buildFolder.path, "motion", prefix.path]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))

        let work = prefix.deletingLastPathComponent()
        let run = try ChildProcess.run(link, ["render", "bots", "--piece-set", "geometric", "-o", "bots.png"], in: work,
                                       environment: plainEnvironment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertNoThrow(try RasterImage(contentsOf: work.appendingPathComponent("bots.png")))

        for (arguments, fragment) in [([String](), "usage: install-tool.sh BUILD_DIR TOOL PREFIX (got 0 arguments)"),
                                      ([work.appendingPathComponent("none").path, "motion", prefix.path], "does not exist"),
                                      ([buildFolder.path, "no-such-tool", prefix.path], "is not a built executable"),
                                      ([buildFolder.path, "../motion", prefix.path], "must be a plain file name")] {
            let refused = try ChildProcess.run(script, arguments)
            XCTAssertEqual(refused.status, 64, "\(arguments)")
            XCTAssertTrue(refused.stderr.hasPrefix("install-tool: ") && refused.stderr.contains(fragment), refused.stderr)
            XCTAssertEqual(refused.stderr.filter { $0 == "\n" }.count, 1, refused.stderr)
        }
    }

    /// `scripts/release-build.sh` (behind `make build` and the `make release` of a user's package)
    /// refuses a wrong call in one line with exit 64, before anything is built, and prints the
    /// flags the Makefile uses on one line.
    func testTheReleaseBuildScriptRefusesAWrongCallAndPrintsItsFlags() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/release-build.sh")
        let folder = try makeTemporaryFolder(self)
        for (arguments, message) in [([String](), "release-build: usage: release-build.sh PRODUCT [SWIFT_BUILD_ARGUMENT...] or release-build.sh --flags"),
                                     (["--jobs", "2"], "release-build: usage: release-build.sh PRODUCT [SWIFT_BUILD_ARGUMENT...] or release-build.sh --flags"),
                                     (["--flags", "motion"], "release-build: --flags takes no other argument")] {
            let refused = try ChildProcess.run(script, arguments, in: folder)
            XCTAssertEqual(refused.status, 64, "\(arguments)")
            XCTAssertEqual(refused.stderr, message + "\n", "\(arguments)")
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "nothing built or written for \(arguments)")
        }
        let flags = try ChildProcess.run(script, ["--flags"], in: folder)
        XCTAssertEqual(flags.status, 0, flags.stderr)
        let line = flags.text.trimmingCharacters(in: .newlines)
        XCTAssertFalse(line.contains("\n"), line)
        for flag in ["-c release", "--static-swift-stdlib", "--disable-local-rpath", "pack-relative-relocs",
                     script.deletingLastPathComponent().appendingPathComponent("motion.ld").path,
                     "--symbol-ordering-file=" + script.deletingLastPathComponent().appendingPathComponent("motion.order").path] {
            XCTAssertTrue(line.contains(flag), "\(flag) in \(line)")
        }
    }
}
