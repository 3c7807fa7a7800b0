import Foundation
import MotionScenes
import MotionTestSupport
import MotionTimeline
import XCTest

/// Animated PNG, WebP, GIF, MP4 and WebM read back by decoders other than the encoder: ffprobe
/// and ffmpeg's decoders, `webpmux -info`, ImageMagick, and the files' own bytes read by the
/// format specifications (GIF's NETSCAPE2.0 loop block, APNG's acTL). Frame counts, frame
/// durations, sizes, loop counts and pixels are checked against PNG renders of the same instants.
final class AnimationEncoderTests: XCTestCase {
    /// Ten frames a tenth of a second apart, each a different colour with a square in another place.
    private let scene = ClosureScene(duration: 1, stillTime: 0.5) { c, t in
        c.fill(MotionPath(rect: CGRect(x: 0, y: 0, width: 360, height: 280)), with: MotionColor(red: t, green: 0.5, blue: 1 - t))
        c.fill(MotionPath(rect: CGRect(x: 20 + 300 * t, y: 100, width: 40, height: 60)), with: Pure.green)
    }
    private let options = RenderOptions(size: .scale(0.5))   // 180 × 140

    private var timing: AnimationTiming { get throws { try AnimationTiming.range(scene, fps: 10) } }

    private func references() throws -> [RasterImage] {
        try timing.times.map { try MotionRenderer.raster(scene, at: $0, options: options) }
    }

    private func encode(_ format: AnimationFormat, _ settings: EncoderSettings = EncoderSettings(), options: RenderOptions? = nil,
                        timing: AnimationTiming? = nil, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("clip-\(UUID().uuidString).\(format.fileExtension)")
        try AnimationEncoder(format: format, settings: settings).encode(scene, timing: timing ?? self.timing, options: options ?? self.options, to: url, jobs: 2)
        return url
    }

    // MARK: - APNG

    func testAPNGIsLosslessWithItsTimingAndPlays() throws {
        let folder = try makeTemporaryFolder(self)
        let url = try encode(.apng, EncoderSettings(loop: .plays(3)), in: folder)
        let probe = try MediaProbe(url)
        XCTAssertEqual(probe.codec, "apng")
        XCTAssertEqual(probe.frames, 10)
        XCTAssertEqual(probe.size, "180x140")
        // Each frame a tenth of a second, as ffprobe reads the fcTL delays.
        XCTAssertEqual(probe.durations.count, 10)
        for duration in probe.durations { XCTAssertEqual(duration, 0.1, accuracy: 1e-4) }
        XCTAssertEqual(try Self.apngPlays(Data(contentsOf: url)), 3)
        XCTAssertEqual(try Self.apngPlays(Data(contentsOf: encode(.apng, in: folder))), 0, "forever is 0 plays")
        XCTAssertEqual(try DecodedFrames.ffmpeg(url, width: 180, height: 140), try references(), "lossless: the renders' pixels")
    }

    // MARK: - WebP

    func testWebPIsLosslessWithItsTimingAndLoop() throws {
        let folder = try makeTemporaryFolder(self)
        let url = try encode(.webp, EncoderSettings(loop: .plays(2)), in: folder)
        let info = try WebPInfo(url)
        XCTAssertEqual(info.canvas, "180 x 140")
        XCTAssertEqual(info.loopCount, 2)
        XCTAssertEqual(info.durations, Array(repeating: 100, count: 10), "milliseconds")
        XCTAssertTrue(info.compressions.allSatisfy { $0 == "lossless" })
        XCTAssertEqual(try DecodedFrames.imageMagick(url, width: 180, height: 140), try references(), "lossless")
    }

    func testWebPMergesIdenticalFramesIntoLongerOnes() throws {
        let folder = try makeTemporaryFolder(self)
        let still = ClosureScene(duration: 1, stillTime: 0) { c, t in c.circle(CGPoint(x: t < 0.5 ? 100 : 260, y: 140), 50, Pure.red) }
        let url = folder.appendingPathComponent("merged.webp")
        try AnimationEncoder(format: .webp).encode(still, timing: AnimationTiming.range(still, fps: 10), options: options, to: url, jobs: 2)
        let info = try WebPInfo(url)
        XCTAssertEqual(info.durations, [500, 500], "two pictures, half a second each")
        XCTAssertEqual(info.loopCount, 0)
    }

    func testLossyWebPTakesAQuality() throws {
        let folder = try makeTemporaryFolder(self)
        let url = try encode(.webp, EncoderSettings(quality: 80), in: folder)
        XCTAssertTrue(try WebPInfo(url).compressions.allSatisfy { $0 == "lossy" })
        let decoded = try DecodedFrames.imageMagick(url, width: 180, height: 140)
        for (frame, reference) in zip(decoded, try references()) { XCTAssertGreaterThan(PSNR.rgb(frame, reference), 30) }
    }

    // MARK: - GIF

    func testGIFHasOnePaletteItsDelaysAndLoopCount() throws {
        let folder = try makeTemporaryFolder(self)
        let url = try encode(.gif, EncoderSettings(loop: .plays(4)), in: folder)
        let frames = try ExternalTool.run("identify", package: "imagemagick", ["-format", "%T %W %H\n", url.path])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        let lines = frames.text.split(separator: "\n")
        XCTAssertEqual(lines.count, 10)
        XCTAssertTrue(lines.allSatisfy { $0 == "10 180 140" }, "ten hundredths of a second each, on a 180 × 140 screen: \(lines)")
        // The NETSCAPE2.0 block stores repeats after the first play.
        XCTAssertEqual(try Self.gifRepeats(Data(contentsOf: url)), 3)
        XCTAssertEqual(try Self.gifRepeats(Data(contentsOf: encode(.gif, in: folder))), 0, "forever")
        XCTAssertNil(try Self.gifRepeats(Data(contentsOf: encode(.gif, EncoderSettings(loop: .plays(1)), in: folder))), "once: no block")
        // Flat colours fit in 256: nearly lossless; dithering adds noise but stays close.
        for (settings, floor) in [(EncoderSettings(), 40.0), (EncoderSettings(dither: .sierra), 35), (EncoderSettings(dither: .bayer), 30)] {
            let decoded = try DecodedFrames.imageMagick(try encode(.gif, settings, in: folder), width: 180, height: 140)
            XCTAssertEqual(decoded.count, 10)
            for (frame, reference) in zip(decoded, try references()) {
                XCTAssertGreaterThan(PSNR.rgb(frame, reference), floor, "\(settings.dither ?? .none)")
            }
        }
    }

    /// At 1080 × 840 the palette pass samples every third pixel of every third row, of every
    /// frame: a colour shown in one frame only is in the palette, and every frame stays as close
    /// to its render as at 180 × 140.
    func testAGIFPaletteSeesEveryFrame() throws {
        XCTAssertEqual(AnimationEncoder.paletteStep(width: 1080, height: 840), 3)
        XCTAssertEqual(AnimationEncoder.paletteStep(width: 719, height: 560), 1)
        XCTAssertEqual(AnimationEncoder.paletteStep(width: 720, height: 560), 2)
        let magenta = MotionColor(red: 1, green: 0, blue: 1)
        let flash = ClosureScene(duration: 1, stillTime: 0.5) { c, t in
            c.fill(MotionPath(rect: CGRect(x: 0, y: 0, width: 360, height: 280)), with: MotionColor(red: 0.1, green: 0.5 + 0.3 * t, blue: 0.4))
            c.fill(MotionPath(rect: CGRect(x: 20 + 300 * t, y: 100, width: 40, height: 60)), with: Pure.green)
            if abs(t - 0.5) < 0.01 { c.fill(MotionPath(rect: CGRect(x: 150, y: 20, width: 30, height: 30)), with: magenta) }
        }
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("flash.gif")
        let large = RenderOptions(size: .scale(3)), timing = try AnimationTiming.range(flash, fps: 10)
        try AnimationEncoder(format: .gif).encode(flash, timing: timing, options: large, to: url, jobs: 2)
        let decoded = try DecodedFrames.imageMagick(url, width: 1080, height: 840)
        XCTAssertEqual(decoded.count, 10)
        let pixel = decoded[5][495, 105]   // the middle of the magenta square, in frame 5 only
        XCTAssertEqual([Int(pixel.r), Int(pixel.g), Int(pixel.b)], [255, 0, 255])
        for (frame, t) in zip(decoded, timing.times) {
            XCTAssertGreaterThan(PSNR.rgb(frame, try MotionRenderer.raster(flash, at: t, options: large)), 40, "frame at \(t)")
        }
    }

    func testGIFDelaysFollowTheRealFrameRate() throws {
        // 30 fps: delays of 3, 3 and 4 hundredths, a tenth of a second every three frames.
        let folder = try makeTemporaryFolder(self)
        let url = try encode(.gif, timing: try AnimationTiming.range(scene, fps: 30, from: 0, to: 0.4), in: folder)
        let delays = try ExternalTool.run("identify", package: "imagemagick", ["-format", "%T ", url.path]).text
            .split(separator: " ").compactMap { Int($0) }
        XCTAssertEqual(delays.count, 12)
        XCTAssertEqual(delays.reduce(0, +), 40, "\(delays)")
        XCTAssertTrue(delays.allSatisfy { $0 == 3 || $0 == 4 }, "\(delays)")
    }

    // MARK: - Video

    func testMP4AndWebMHaveTheirRateSizeAndAtLeast40dB() throws {
        // Coins flying in, at the size a video is made (1080 × 840), at the default quality.
        let folder = try makeTemporaryFolder(self)
        let coins = CoinsScene()
        let timing = try AnimationTiming.range(coins, fps: 10, from: 1, to: 2)
        let big = RenderOptions(size: .scale(3))
        let references = try timing.times.map { try MotionRenderer.raster(coins, at: $0, options: big) }
        for format in [AnimationFormat.mp4, .webm] {
            let url = folder.appendingPathComponent("coins.\(format.rawValue)")
            try AnimationEncoder(format: format).encode(coins, timing: timing, options: big, to: url, jobs: 2)
            let probe = try MediaProbe(url)
            XCTAssertEqual(probe.codec, format == .mp4 ? "h264" : "vp9")
            XCTAssertEqual(probe.size, "1080x840")
            XCTAssertEqual(probe.frames, 10)
            XCTAssertEqual(probe.rate, "10/1")
            XCTAssertEqual(probe.pixelFormat, "yuv420p")
            XCTAssertEqual(probe.colorSpace, "bt709")
            let decoded = try DecodedFrames.ffmpeg(url, width: 1080, height: 840)
            let psnr = zip(decoded, references).map { PSNR.rgb($0, $1) }
            XCTAssertGreaterThanOrEqual(psnr.reduce(0, +) / Double(psnr.count), 40, "\(format): \(psnr)")
            XCTAssertGreaterThanOrEqual(psnr.min()!, 39, "\(format): \(psnr)")
        }
    }

    func testFullChromaVideoKeepsSmallDetailAbove40dB() throws {
        // Bots at 360 × 280: yuv420p alone (no codec) loses its small coloured details to about
        // 37 dB; yuv444p keeps them.
        let folder = try makeTemporaryFolder(self)
        let bots = BotsScene()
        let timing = try AnimationTiming.range(bots, fps: 6, from: 2, to: 4)
        let references = try timing.times.map { try MotionRenderer.raster(bots, at: $0) }
        for format in [AnimationFormat.mp4, .webm] {
            let url = folder.appendingPathComponent("bots.\(format.rawValue)")
            try AnimationEncoder(format: format, settings: EncoderSettings(pixelFormat: .yuv444p)).encode(bots, timing: timing, to: url, jobs: 2)
            XCTAssertEqual(try MediaProbe(url).pixelFormat, "yuv444p")
            let psnr = zip(try DecodedFrames.ffmpeg(url, width: 360, height: 280), references).map { PSNR.rgb($0, $1) }
            XCTAssertGreaterThanOrEqual(psnr.reduce(0, +) / Double(psnr.count), 40, "\(format): \(psnr)")
        }
    }

    func testTransparentWebMKeepsItsAlpha() throws {
        let folder = try makeTemporaryFolder(self)
        let disc = ClosureScene(duration: 1, stillTime: 0) { c, t in c.circle(CGPoint(x: 80 + 200 * t, y: 140), 60, Pure.blue) }
        var transparent = options
        transparent.background = false
        let url = folder.appendingPathComponent("alpha.webm")
        try AnimationEncoder(format: .webm).encode(disc, timing: AnimationTiming.range(disc, fps: 5), options: transparent, to: url, jobs: 2)
        // The alpha plane travels beside the VP9 stream; libvpx's decoder puts it back.
        let decoded = try DecodedFrames.ffmpeg(url, width: 180, height: 140, decoder: ["-c:v", "libvpx-vp9"])
        XCTAssertEqual(decoded.count, 5)
        let corner = decoded[0][2, 2], centre = decoded[0][40, 70]
        XCTAssertLessThan(corner.a, 8, "outside the disc is transparent")
        XCTAssertGreaterThan(centre.a, 247, "the disc is opaque")
    }

    // MARK: - Determinism

    func testTheSameInputGivesTheSameBytes() throws {
        let folder = try makeTemporaryFolder(self)
        for format in [AnimationFormat.apng, .webp, .gif, .mp4, .webm] {
            let a = try Data(contentsOf: encode(format, in: folder)), b = try Data(contentsOf: encode(format, in: folder))
            XCTAssertEqual(a, b, "\(format) differs from run to run")
            XCTAssertGreaterThan(a.count, 100)
        }
    }

    /// A stream gets the file's bytes in order, in pieces of at most 1 MiB, and the temporary
    /// file it came from is gone; a failed encoder hands nothing on.
    func testAStreamGetsTheFilesBytes() throws {
        let folder = try makeTemporaryFolder(self)
        let temporaryFiles = { try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
            .filter { $0.hasPrefix(".motion-animation.") } }
        let before = try temporaryFiles()
        for format in [AnimationFormat.gif, .mp4] {
            var pieces: [Data] = []
            let report = try AnimationEncoder(format: format).encode(scene, timing: timing, options: options, to: .stream { pieces.append($0) }, jobs: 2)
            XCTAssertEqual(pieces.reduce(Data(), +), try Data(contentsOf: encode(format, in: folder)), "\(format)")
            XCTAssertEqual(report.bytes, pieces.map(\.count).reduce(0, +))
            XCTAssertTrue(pieces.allSatisfy { $0.count <= 1 << 20 && !$0.isEmpty })
        }
        // An encoder that writes part of its file, then fails.
        let fake = try FakeFFmpeg(in: folder, encoders: ["libx264"],
                                  run: #"for last in "$@"; do :; done; head -c 5000 > /dev/null; echo partial > "$last"; echo 'Error: out of space' >&2; exit 1"#)
        var handed = 0
        XCTAssertThrowsError(try AnimationEncoder(format: .mp4, program: fake.url).encode(scene, timing: timing, options: options,
                                                                                          to: .stream { handed += $0.count }, jobs: 2)) {
            XCTAssertEqual("\($0)", "ffmpeg failed with status 1: Error: out of space")
        }
        XCTAssertEqual(handed, 0, "a failed encoder hands nothing on")
        XCTAssertEqual(try temporaryFiles(), before, "temporary files left in \(FileManager.default.temporaryDirectory.path)")
    }

    // MARK: - Bad input

    func testSettingsAFormatDoesNotHaveAreRefused() throws {
        let folder = try makeTemporaryFolder(self)
        let cases: [(AnimationFormat, EncoderSettings, Bool, String)] = [
            (.mp4, EncoderSettings(quality: 52), false, "quality 52 is invalid: expected a CRF in 0...51 for mp4, lower is better (default 18)"),
            (.webm, EncoderSettings(quality: -1), false, "quality -1 is invalid: expected a CRF in 0...63 for webm, lower is better (default 24)"),
            (.webp, EncoderSettings(quality: 101), false, "quality 101 is invalid: expected 0...100 for lossy webp, higher is better (default: lossless)"),
            (.gif, EncoderSettings(quality: 50), false, "--quality does not apply to gif: it is paletted, with one palette made from every frame"),
            (.apng, EncoderSettings(quality: 50), false, "--quality does not apply to apng: it is lossless"),
            (.mp4, EncoderSettings(loop: .plays(2)), false, "--loop does not apply to mp4: a video has no loop count (players decide)"),
            (.mp4, EncoderSettings(), true, "mp4 (H.264) has no transparency: use webm, apng, webp or gif for a transparent background"),
            (.gif, EncoderSettings(pixelFormat: .yuv444p), false, "--pixel-format does not apply to gif: only mp4 and webm have one"),
            (.mp4, EncoderSettings(pixelFormat: .yuva420p), false, "--pixel-format yuva420p is for transparent webm: mp4 (H.264) has no alpha"),
            (.webm, EncoderSettings(pixelFormat: .yuv420p), true, "a transparent webm needs --pixel-format yuva420p (the default when transparent), not yuv420p"),
            (.apng, EncoderSettings(threads: 0), false, "encoder threads 0 is invalid: expected 1...16"),
            (.webp, EncoderSettings(dither: .bayer), false, "--dither does not apply to webp: only gif has a palette"),
        ]
        for (format, settings, transparent, message) in cases {
            var options = self.options
            options.background = !transparent
            let url = folder.appendingPathComponent("refused.\(format.fileExtension)")
            XCTAssertThrowsError(try AnimationEncoder(format: format, settings: settings).encode(scene, timing: timing, options: options, to: url, jobs: 2)) {
                XCTAssertEqual("\($0)", message)
            }
        }
        XCTAssertThrowsError(try AnimationEncoder(format: .gif).encode(scene, timing: AnimationTiming.range(scene, fps: 60), options: options,
                                                                       to: folder.appendingPathComponent("fast.gif"))) {
            XCTAssertEqual("\($0)", "fps 60 is invalid: expected 0 < fps <= 50 for gif: its delays are hundredths of a second and browsers slow faster GIFs to 10 fps")
        }
        XCTAssertThrowsError(try AnimationEncoder(format: .mp4).encode(scene, timing: timing, options: RenderOptions(size: .size(width: 181, height: 140)),
                                                                       to: folder.appendingPathComponent("odd.mp4"))) {
            XCTAssertEqual("\($0)", "mp4 size 181x140 is invalid: expected an even width and height for yuv420p (choose another --size or --scale, or --pixel-format yuv444p)")
        }
        XCTAssertThrowsError(try AnimationFormat.parse("avi")) {
            XCTAssertEqual("\($0)", "animation format 'avi' is invalid: expected one of svg, apng, webp, gif, mp4, webm, lottie, dotlottie")
        }
        XCTAssertEqual(try contents(folder), [], "nothing written")
    }

    func testAMissingProgramOrEncoderIsNamedWithItsPackage() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertThrowsError(try AnimationEncoder(format: .mp4, program: folder.appendingPathComponent("no-ffmpeg"))) {
            XCTAssertEqual("\($0)", "\(folder.path)/no-ffmpeg is not installed (animated images and video needs it): install the Debian package 'ffmpeg' (apt-get install ffmpeg)")
        }
        // An ffmpeg built without libvpx.
        let fake = try FakeFFmpeg(in: folder, encoders: ["libx264", "gif"])
        XCTAssertThrowsError(try AnimationEncoder(format: .webm, program: fake.url)) {
            XCTAssertEqual("\($0)", "this \(fake.url.path) has no 'libvpx-vp9' encoder: install Debian's 'ffmpeg' package, which has it")
        }
        XCTAssertNoThrow(try AnimationEncoder(format: .mp4, program: fake.url))
    }

    func testAFailingEncoderLeavesNoFileAndTheOldOneAsItWas() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("clip.mp4")
        try Data("the old file".utf8).write(to: url)
        // Reads part of the input, complains and stops, as ffmpeg does on a bad stream.
        let fake = try FakeFFmpeg(in: folder, encoders: ["libx264"], run: "head -c 5000 > /dev/null; echo 'Error while encoding: disk on fire' >&2; exit 1")
        XCTAssertThrowsError(try AnimationEncoder(format: .mp4, program: fake.url).encode(scene, timing: timing, options: options, to: url, jobs: 2)) {
            XCTAssertEqual("\($0)", "ffmpeg failed with status 1: Error while encoding: disk on fire")
        }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "the old file")
        XCTAssertEqual(try contents(folder), ["clip.mp4", "ffmpeg"], "no temporary file left")
    }

    /// An encoder that exits with 0 but leaves a file cut short (as ffmpeg does when the disk
    /// fills before its trailer) is caught by the container's own end, for every format: the
    /// files cut here are real ones, of the real ffmpeg, cut at half their length.
    func testAFileCutShortIsNotTakenForAnAnimation() throws {
        let folder = try makeTemporaryFolder(self)
        for format in [AnimationFormat.gif, .apng, .webp, .mp4, .webm] {
            let good = try encode(format, in: folder)
            let length = try Data(contentsOf: good).count
            let cut = folder.appendingPathComponent("cut.\(format.fileExtension)")
            try Data(contentsOf: good).prefix(length / 2).write(to: cut)
            let url = folder.appendingPathComponent("old.\(format.fileExtension)")
            try Data("the old file".utf8).write(to: url)
            // Reads every frame, writes the half file where it was told to (its last argument), exits 0.
            let fake = try FakeFFmpeg(in: folder, encoders: [Self.encoders[format]!],
                                      run: #"for last in "$@"; do :; done; cat > /dev/null; cp "\#(cut.path)" "$last"; exit 0"#)
            XCTAssertThrowsError(try AnimationEncoder(format: format, program: fake.url).encode(scene, timing: timing, options: options, to: url, jobs: 2)) {
                XCTAssertEqual("\($0)", "cannot write \(url.path): the encoder's \(format.rawValue.uppercased()) file is incomplete (\(length / 2) bytes, no proper end); nothing was replaced")
            }
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "the old file", format.rawValue)
            // The whole file passes the same check.
            let whole = try FakeFFmpeg(in: folder, encoders: [Self.encoders[format]!],
                                       run: #"for last in "$@"; do :; done; cat > /dev/null; cp "\#(good.path)" "$last"; exit 0"#)
            XCTAssertNoThrow(try AnimationEncoder(format: format, program: whole.url).encode(scene, timing: timing, options: options, to: url, jobs: 2))
            XCTAssertEqual(try Data(contentsOf: url), try Data(contentsOf: good), format.rawValue)
        }
    }

    /// ffmpeg exits with 0 after "Error writing trailer of …: No space left on device": the
    /// message is believed, not the status.
    func testAWriteErrorTheEncoderReportsFailsItEvenWithStatusZero() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent("clip.mp4")
        try Data("the old file".utf8).write(to: url)
        let fake = try FakeFFmpeg(in: folder, encoders: ["libx264"],
                                  run: #"for last in "$@"; do :; done; cat > /dev/null; printf 'x' > "$last"; echo "[mp4 @ 0x5] Error writing trailer of $last: No space left on device" >&2; exit 0"#)
        XCTAssertThrowsError(try AnimationEncoder(format: .mp4, program: fake.url).encode(scene, timing: timing, options: options, to: url, jobs: 2)) {
            XCTAssertEqual("\($0)", "cannot write \(url.path): No space left on device; nothing was replaced")
        }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "the old file")
        XCTAssertEqual(try contents(folder), ["clip.mp4", "ffmpeg"], "no temporary file left")
    }

    /// The ffmpeg encoder each format needs (what a fake ffmpeg must list).
    private static let encoders: [AnimationFormat: String] = [.gif: "gif", .apng: "apng", .webp: "libwebp_anim", .mp4: "libx264", .webm: "libvpx-vp9"]

    // MARK: - Readers

    /// `num_plays` of the APNG acTL chunk.
    static func apngPlays(_ png: Data) throws -> UInt32 {
        let bytes = [UInt8](png)
        let acTL = try XCTUnwrap((8..<(bytes.count - 16)).first { bytes[$0..<($0 + 4)].elementsEqual(Array("acTL".utf8)) }, "no acTL chunk")
        return bytes[(acTL + 8)..<(acTL + 12)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The repeat count of GIF's NETSCAPE2.0 application block, or nil without one.
    static func gifRepeats(_ gif: Data) throws -> Int? {
        let bytes = [UInt8](gif), marker = Array("NETSCAPE2.0".utf8)
        guard let at = (0..<(bytes.count - marker.count)).first(where: { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }) else { return nil }
        // 11 bytes of name, then: 3 (sub-block size), 1, repeats (little-endian 16 bits).
        XCTAssertEqual(bytes[at + 11], 3)
        return Int(bytes[at + 13]) | Int(bytes[at + 14]) << 8
    }
}
