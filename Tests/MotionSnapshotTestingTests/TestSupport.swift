import Foundation
import MotionRender
@testable import MotionSnapshotTesting
import MotionTestSupport
import XCTest

/// The failure messages the assertions in `body` report, captured instead of failing the test.
func capturedFailures(_ body: () -> Void) -> [String] {
    let box = MessageBox()
    SnapshotFailureReporter.$capture.withValue({ box.append($0) }, operation: body)
    return box.messages
}

/// Collects captured messages across the capture closure's `@Sendable` boundary.
private final class MessageBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var messages: [String] { lock.lock(); defer { lock.unlock() }; return stored }
    func append(_ message: String) { lock.lock(); stored.append(message); lock.unlock() }
}

/// A filled circle of radius 40 on the palette background, `offset` points right of centre.
struct DiscScene: MotionScene {
    var offset = 0.0
    var duration: Double { 1 }
    var stillTime: Double { 0.5 }
    var name: String { "disc" }

    func draw(_ c: inout MotionCanvas, t: Double) {
        c.circle(CGPoint(x: 180 + offset, y: 140), 40, c.palette.accent)
    }
}

/// A solid image of `width` × `height` in one colour.
func solidImage(width: Int, height: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8) = (240, 240, 240, 255)) -> RasterImage {
    var bytes = [UInt8]()
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { bytes += [rgba.0, rgba.1, rgba.2, rgba.3] }
    return RasterImage(width: width, height: height, rgba: bytes)
}

/// `image` with the pixel at (x, y) replaced.
func setting(_ image: RasterImage, x: Int, y: Int, to rgba: (UInt8, UInt8, UInt8, UInt8)) -> RasterImage {
    var bytes = image.rgba
    let i = (y * image.width + x) * 4
    bytes[i] = rgba.0; bytes[i + 1] = rgba.1; bytes[i + 2] = rgba.2; bytes[i + 3] = rgba.3
    return RasterImage(width: image.width, height: image.height, rgba: bytes)
}

/// Another scene drawn `dx` points to the right: a curve change that moves everything it draws.
struct ShiftedScene: MotionScene {
    let base: any MotionScene
    var dx = 0.0
    var duration: Double { base.duration }
    var stillTime: Double { base.stillTime }
    var name: String { base.name }

    func draw(_ c: inout MotionCanvas, t: Double) {
        c.context.translateBy(x: dx, y: 0)
        base.draw(&c, t: t)
    }
}
