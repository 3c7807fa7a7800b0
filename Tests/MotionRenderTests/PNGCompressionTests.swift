import Foundation
import MotionRender
import MotionScenes
import MotionTestSupport
import XCTest

/// Every ``PNGCompression`` setting writes a valid PNG whose pixels are exactly those of cairo's
/// own writer, checked through cairo's reader and through an independent decoder (Python's zlib).
final class PNGCompressionTests: XCTestCase {
    /// An opaque frame (written as RGB) and a transparent one with soft edges (RGBA, un-premultiplied).
    static let frames: [(name: String, scene: any MotionScene, t: Double, background: Bool)] = [
        ("coins, opaque", CoinsScene(), 4.4, true),
        ("coins, transparent", CoinsScene(), 3.1, false),
        ("bots, transparent", BotsScene(), 4.6, false),
    ]

    func testEverySettingDecodesToCairosPixels() throws {
        for frame in Self.frames {
            let reference = try encode(frame, .cairo)
            let referencePixels = try RasterImage(pngData: reference)
            for compression in PNGCompression.allCases where compression != .cairo {
                let data = try encode(frame, compression)
                XCTAssertEqual(try RasterImage(pngData: data), referencePixels, "\(frame.name), \(compression)")
            }
        }
    }

    func testIndependentDecoderSeesTheSameBytesAsInCairosFile() throws {
        let folder = try makeTemporaryFolder(self)
        for frame in Self.frames {
            let referenceURL = folder.appendingPathComponent("cairo.png")
            try encode(frame, .cairo).write(to: referenceURL)
            let reference = try decodeIndependently(referenceURL)
            for compression in PNGCompression.allCases where compression != .cairo {
                let url = folder.appendingPathComponent("\(compression).png")
                try encode(frame, compression).write(to: url)
                XCTAssertEqual(try decodeIndependently(url), reference, "\(frame.name), \(compression)")
            }
        }
    }

    func testOpaqueFramesAreRGBAndTransparentOnesRGBA() throws {
        // Byte 25 of a PNG is the IHDR colour type: 2 = RGB, 6 = RGBA.
        XCTAssertEqual(try encode(Self.frames[0], .balanced)[25], 2)
        XCTAssertEqual(try encode(Self.frames[1], .balanced)[25], 6)
    }

    func testEncodingIsDeterministic() throws {
        for compression in PNGCompression.allCases {
            XCTAssertEqual(try encode(Self.frames[2], compression), try encode(Self.frames[2], compression), "\(compression)")
        }
    }

    func testDefaultIsBalanced() {
        XCTAssertEqual(RenderOptions().pngCompression, .balanced)
        XCTAssertEqual(PNGCompression.default, .balanced)
    }

    /// The rendered still encoded with `compression` (through ``MotionRenderer``, as users do).
    private func encode(_ frame: (name: String, scene: any MotionScene, t: Double, background: Bool),
                        _ compression: PNGCompression) throws -> Data {
        try MotionRenderer.render(frame.scene, at: frame.t, options: RenderOptions(size: .scale(2), background: frame.background,
                                                                                   pngCompression: compression))
    }

    func testRasterImagePNGDecodesIndependentlyToTheExactBytes() throws {
        let folder = try makeTemporaryFolder(self)
        var generator = SystemRandomNumberGenerator()
        let noise = RasterImage(width: 37, height: 11, rgba: (0..<(37 * 11 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let opaque = RasterImage(width: 5, height: 3, rgba: (0..<(5 * 3)).flatMap { [UInt8($0), 200, UInt8(3 * $0), 255] })
        for (name, image, color, raw) in [("noise", noise, 6, noise.rgba),
                                          ("opaque", opaque, 2, opaque.rgba.enumerated().filter { $0.offset % 4 != 3 }.map(\.element))] {
            let png = folder.appendingPathComponent("\(name).png"), bytes = folder.appendingPathComponent("\(name).raw")
            try image.pngData().write(to: png)
            try Data(raw).write(to: bytes)
            let hash = try ExternalTool.run("python3", package: "python3",
                                            ["-c", "import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], 'rb').read()).hexdigest())", bytes.path])
            XCTAssertEqual(try decodeIndependently(png), "\(color) \(image.width) \(image.height) \(hash.text.trimmingCharacters(in: .whitespacesAndNewlines))", name)
        }
    }

    /// Python parses the chunks (checking every CRC), inflates the IDAT stream, undoes the five
    /// row filters and prints the colour type, the size and a SHA-256 of the raw pixel bytes.
    private func decodeIndependently(_ url: URL) throws -> String {
        let script = """
            import hashlib, struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'signature'
            pos, idat, header = 8, b'', None
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                crc, = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])
                assert zlib.crc32(kind + body) == crc, 'CRC of ' + kind.decode()
                if kind == b'IHDR': header = struct.unpack('>IIBBBBB', body)
                if kind == b'IDAT': idat += body
                pos += 12 + length
                if kind == b'IEND': break
            width, height, depth, color, _, _, interlace = header
            assert depth == 8 and interlace == 0 and color in (2, 6)
            bpp = 3 if color == 2 else 4
            raw, stride, rows, previous = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
            for y in range(height):
                kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
                for i in range(stride if kind else 0):
                    a = line[i - bpp] if i >= bpp else 0
                    b = previous[i]
                    c = previous[i - bpp] if i >= bpp else 0
                    if kind == 1: line[i] = (line[i] + a) & 255
                    elif kind == 2: line[i] = (line[i] + b) & 255
                    elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                    elif kind == 4:
                        p = a + b - c
                        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                    else: assert False, 'filter type %d' % kind
                rows.append(bytes(line))
                previous = line
            print(color, width, height, hashlib.sha256(b''.join(rows)).hexdigest())
            """
        let result = try ExternalTool.run("python3", package: "python3", ["-c", script, url.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
