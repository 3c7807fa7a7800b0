import Foundation
import MotionCLI
import MotionRender
import MotionTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The render-worker protocol: the framing over a pipe, and `motion studio-worker` itself
/// answering requests with the bytes `motion render` writes.
final class WorkerProtocolTests: XCTestCase {
    /// A pipe's two ends: what one channel writes, the other reads.
    private func pipePair() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        addTeardownBlock { close(ends[0]); close(ends[1]) }
        return (ends[0], ends[1])
    }

    /// The device and posture of `label`, such as `foldable-open`.
    private static func device(_ label: String) -> DeviceEnvironment { DeviceEnvironment(label: label)! }

    func testMessagesAndBodiesRoundTrip() throws {
        let ends = pipePair()
        let writer = WorkerChannel(input: -1, output: ends.write), reader = WorkerChannel(input: ends.read, output: -1)
        let body = Data((0..<200_000).map { UInt8($0 % 251) })
        let frame = StudioFrameRequest(scene: "coins", time: 1.35, format: .svg, scale: 2, size: PixelSize(width: 717, height: 558),
                                       scheme: .dark, device: Self.device("foldable-open"), reduceMotion: true, locale: "ja", pngCompression: .fast)
        let withProps = StudioFrameRequest(scene: frame.scene, time: frame.time, options: frame.options,
                                           props: ["title": .string("Level 5"), "size": .object(["width": .number(2.5)]), "on": .bool(true), "tags": .array([.null])])
        // The body is larger than a pipe holds: write on another thread.
        let sent = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let sender = writer
        DispatchQueue.global().async {
            try? sender.send(.render(id: 3, frame))
            try? sender.send(.render(id: 5, withProps))
            try? sender.send(.frame(id: 3, contentType: "image/png"), body: body)
            try? sender.send(.error(id: 4, "scene 'x' at 1000 ms: bad", invalid: false))
            sent.signal()
        }
        let first = try XCTUnwrap(try reader.receive())
        XCTAssertEqual(first.message.kind, "render")
        XCTAssertEqual(first.message.frame, frame)
        XCTAssertNil(first.body)
        XCTAssertNil(first.message.frame?.props)
        let props = try XCTUnwrap(try reader.receive())
        XCTAssertEqual(props.message.frame, withProps, "the page's props travel with the frame")
        XCTAssertNotEqual(props.message.frame, frame)
        let second = try XCTUnwrap(try reader.receive())
        XCTAssertEqual(second.message.length, body.count)
        XCTAssertEqual(second.body, body)
        let third = try XCTUnwrap(try reader.receive())
        XCTAssertEqual([third.message.message, third.message.invalid.map { "\($0)" }], ["scene 'x' at 1000 ms: bad", "false"])
        sent.wait()
        close(ends.write)
        XCTAssertNil(try reader.receive(), "the end of the stream between messages")
    }

    /// Each broken stream: what the reader reports.
    func testBrokenStreamsAreNamed() throws {
        for (bytes, fragment) in [
            ("not json\n", "a line that is not a protocol message: not json"),
            ("{\"kind\":\"frame\",\"id\":1,\"length\":10}\nabc", "the stream ended 7 bytes before the end of a body"),
            ("{\"kind\":\"frame\",\"length\":999999999999}\n", "a body of 999999999999 bytes, over the limit"),
            ("{\"kind\":\"hello\"", "the stream ended in the middle of a line"),
            ("{\"kind\":\"render\",\"frame\":{\"scene\":\"a\",\"time\":1,\"format\":\"gif\",\"scale\":1,\"scheme\":\"light\",\"device\":\"phone\",\"reduceMotion\":false,\"locale\":\"en\",\"pngCompression\":\"fast\"}}\n",
             "a line that is not a protocol message"),
        ] {
            let ends = pipePair()
            _ = Array(bytes.utf8).withUnsafeBytes { write(ends.write, $0.baseAddress, $0.count) }
            close(ends.write)
            XCTAssertThrowsError(try WorkerChannel(input: ends.read, output: -1).receive(), bytes) { error in
                XCTAssertTrue("\(error)".contains(fragment), "\(bytes): \(error)")
            }
        }
    }

    /// `motion studio-worker`: the scenes first, then frames byte-equal to `motion render`'s, and
    /// one-line errors for what it cannot draw; it exits 0 when its input closes.
    func testTheWorkerDrawsWhatRenderDraws() throws {
        let process = Process()
        process.executableURL = BuiltProduct.executable("motion")
        process.arguments = ["studio-worker", "--piece-set", "geometric"]
        let toWorker = Pipe(), fromWorker = Pipe()
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = FileHandle.nullDevice
        try process.run()
        let channel = WorkerChannel(input: fromWorker.fileHandleForReading.fileDescriptor, output: toWorker.fileHandleForWriting.fileDescriptor)
        let hello = try XCTUnwrap(try channel.receive()).message
        XCTAssertEqual(hello.kind, "hello")
        XCTAssertEqual(hello.protocol, WorkerMessage.protocolVersion)
        XCTAssertEqual(hello.tool, "motion")
        XCTAssertEqual(hello.scenes?.map(\.name), ["coins", "bots", "clock", "streak", "hint", "coach"])
        XCTAssertEqual(hello.scenes?.compactMap(\.props).count, 0, "the built-in scenes take no props")

        let folder = try makeTemporaryFolder(self)
        for (id, frame, arguments) in [
            (1, StudioFrameRequest(scene: "bots", time: 2, scale: 1.5), ["bots", "--time", "2", "--scale", "1.5", "--piece-set", "geometric"]),
            (2, StudioFrameRequest(scene: "clock", time: 1, format: .svg, scheme: .dark, device: Self.device("foldable-tabletop")),
             ["clock", "--time", "1", "--scheme", "dark", "--device", "foldable", "--posture", "tabletop"]),
            (3, StudioFrameRequest(scene: "coins", time: 4.4, size: PixelSize(width: 500, height: 300)), ["coins", "--time", "4.4", "--size", "500x300"]),
        ] {
            try channel.send(.render(id: id, frame))
            let (reply, body) = try XCTUnwrap(try channel.receive())
            XCTAssertEqual(reply.kind, "frame", reply.message ?? "")
            XCTAssertEqual(reply.id, id)
            let file = folder.appendingPathComponent("\(id).\(frame.format.rawValue)")
            let rendered = try ChildProcess.run(BuiltProduct.executable("motion"), ["render"] + arguments + ["-o", file.path])
            XCTAssertEqual(rendered.status, 0, rendered.stderr)
            XCTAssertEqual(body, try Data(contentsOf: file), "request \(id)")
        }
        for (frame, invalid, fragment) in [
            (StudioFrameRequest(scene: "nope", time: 1), true, "unknown scene 'nope'; scenes: coins, bots, clock, streak, hint"),
            (StudioFrameRequest(scene: "coins", time: 7), true, "time 7 s is outside scene 'coins': valid range is 0...6 seconds"),
            (StudioFrameRequest(scene: "coins", time: 1, size: PixelSize(width: 9000, height: 10)), true, "size 9000x10 is out of range for scene 'coins': expected 1x1 to 2880x2240"),
            (StudioFrameRequest(scene: "streak", time: 1, locale: "tlh"), false, "tlh"),
            (StudioFrameRequest(scene: "coins", time: 1, props: ["title": .string("x")]), true, "props: scene 'coins' takes no props"),
        ] {
            try channel.send(.render(id: 9, frame))
            let reply = try XCTUnwrap(try channel.receive()).message
            XCTAssertEqual(reply.kind, "error")
            XCTAssertEqual(reply.invalid, invalid, "\(frame)")
            XCTAssertTrue(reply.message?.contains(fragment) == true, "\(reply.message ?? "")")
        }
        try toWorker.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
