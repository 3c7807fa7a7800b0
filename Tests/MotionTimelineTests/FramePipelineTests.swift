import Foundation
@testable import MotionTimeline
import XCTest

/// Frames made on several threads reach the consumer in order, never more than the window ahead,
/// and the first failure on either side stops the rest.
final class FramePipelineTests: XCTestCase {
    /// Counts frames made and the most made-but-unconsumed at any moment.
    private final class Ledger: @unchecked Sendable {
        let lock = NSLock()
        var made = 0, consumed = 0, ahead = 0
        func make() { lock.lock(); made += 1; ahead = max(ahead, made - consumed); lock.unlock() }
        func consume() { lock.lock(); consumed += 1; lock.unlock() }
    }

    private struct Boom: Error, Equatable { let index: Int }

    func testFramesArriveInOrderWithinTheWindow() throws {
        let ledger = Ledger()
        var order: [Int] = []
        try FramePipeline.run(count: 60, jobs: 4, window: 5, makeWorker: {
            { index in
                usleep(UInt32.random(in: 0...2_000))   // workers finish out of order
                ledger.make()
                return index * 10
            }
        }, consume: { index, frame in
            ledger.consume()   // taken from the window
            XCTAssertEqual(frame, index * 10)
            order.append(index)
            if index % 7 == 0 { usleep(3_000) }   // a slow consumer
        })
        XCTAssertEqual(order, Array(0..<60))
        XCTAssertEqual(ledger.made, 60)
        XCTAssertLessThanOrEqual(ledger.ahead, 5, "frames made ahead of the consumer")
    }

    func testAWorkerFailureStopsThePipeline() {
        let ledger = Ledger()
        var consumed: [Int] = []
        XCTAssertThrowsError(try FramePipeline.run(count: 1000, jobs: 3, window: 4, makeWorker: {
            { index in
                if index == 17 { throw Boom(index: index) }
                ledger.make()
                return index
            }
        }, consume: { index, _ in consumed.append(index) })) { XCTAssertEqual($0 as? Boom, Boom(index: 17)) }
        XCTAssertEqual(consumed, Array(0..<consumed.count), "in order")
        XCTAssertLessThanOrEqual(consumed.count, 17, "nothing at or after the failed frame")
        XCTAssertLessThan(ledger.made, 17 + 4 + 3, "workers stopped taking frames")
    }

    func testAConsumerFailureStopsTheWorkers() {
        let ledger = Ledger()
        XCTAssertThrowsError(try FramePipeline.run(count: 1000, jobs: 2, window: 3, makeWorker: {
            { index in ledger.make(); return index }
        }, consume: { index, _ in if index == 10 { throw Boom(index: index) } })) { XCTAssertEqual($0 as? Boom, Boom(index: 10)) }
        XCTAssertLessThanOrEqual(ledger.made, 11 + 3, "no frame beyond the window once the consumer failed")
    }

    func testAWorkerThatCannotStartFails() {
        XCTAssertThrowsError(try FramePipeline.run(count: 5, jobs: 2, makeWorker: { () throws -> (Int) throws -> Int in
            throw Boom(index: -1)
        }, consume: { _, _ in XCTFail("nothing to consume") })) { XCTAssertEqual($0 as? Boom, Boom(index: -1)) }
    }
}
