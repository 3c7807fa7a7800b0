import XCTest
import MotionCore

final class LivePlaybackTests: XCTestCase {
    let coins = try! LivePlayback(duration: 6, stillTime: 4.4)

    func testPlaysTwiceThenRests() {
        let expected: [(elapsed: Double, t: Double)] = [
            (0, 0), (1, 1), (5.9, 5.9), (6, 0), (7, 1), (10.3, 4.3), (10.4, 4.4), (11, 4.4), (1_000, 4.4),
        ]
        for row in expected { XCTAssertEqual(coins.sceneTime(elapsed: row.elapsed), row.t, accuracy: 1e-12, "elapsed \(row.elapsed)") }
        XCTAssertFalse(coins.isResting(elapsed: 10.39))
        XCTAssertTrue(coins.isResting(elapsed: 10.4))
        XCTAssertEqual(coins.restingElapsed, 10.4, accuracy: 1e-12)
    }

    func testHandOverToTheStillFrameIsContinuous() {
        let handOver = coins.restingElapsed
        for h in [1e-3, 1e-6, 1e-9] {
            XCTAssertEqual(coins.sceneTime(elapsed: handOver - h), coins.stillTime, accuracy: 2 * h)
            XCTAssertEqual(coins.sceneTime(elapsed: handOver + h), coins.stillTime)
        }
    }

    func testSpeedScalesElapsedTime() throws {
        let bots = try LivePlayback(duration: 6, stillTime: 4.6, speed: 1.2)
        XCTAssertEqual(bots.sceneTime(elapsed: 2), 2.4, accuracy: 1e-12)
        XCTAssertEqual(bots.sceneTime(elapsed: 6), 1.2, accuracy: 1e-12, "7.2 s of scene time: second loop")
        XCTAssertEqual(bots.restingElapsed, 10.6 / 1.2, accuracy: 1e-12)
        XCTAssertTrue(bots.isResting(elapsed: 10.6 / 1.2 + 1e-9))
    }

    func testReduceMotionAlwaysGivesStillTime() {
        for elapsed in [0, 0.5, 3, 6.5, 100] {
            XCTAssertEqual(coins.sceneTime(elapsed: elapsed, reduceMotion: true), 4.4)
            XCTAssertTrue(coins.isResting(elapsed: elapsed, reduceMotion: true))
        }
    }

    func testResolvesEveryPlayback() throws {
        XCTAssertEqual(try coins.sceneTime(for: .live, elapsed: 7), 1, accuracy: 1e-12)
        XCTAssertEqual(try coins.sceneTime(for: .still, elapsed: 7), 4.4)
        XCTAssertEqual(try coins.sceneTime(for: .time(2.5), elapsed: 7, reduceMotion: true), 2.5, "an explicit time wins")
        XCTAssertThrowsError(try coins.sceneTime(for: .time(.nan), elapsed: 0)) { XCTAssertEqual(($0 as? MotionError)?.parameter, "time") }
        XCTAssertEqual(try MotionPlayback.liveSceneTime(elapsed: 7, duration: 6, stillTime: 4.4), 1, accuracy: 1e-12)
        XCTAssertEqual(try MotionPlayback.still.sceneTime(elapsed: 0, duration: 6, stillTime: 4.4), 4.4)
    }

    func testBeforeTheStart() {
        XCTAssertEqual(coins.sceneTime(elapsed: -3), 0)
        XCTAssertEqual(coins.sceneTime(elapsed: .nan), 0)
    }

    func testRejectsBadInputNamingTheParameter() {
        func parameter(_ make: () throws -> LivePlayback) -> String? {
            do { _ = try make(); return nil } catch { return (error as? MotionError)?.parameter }
        }
        XCTAssertEqual(parameter { try LivePlayback(duration: 6, stillTime: 4, speed: 0) }, "speed")
        XCTAssertEqual(parameter { try LivePlayback(duration: 6, stillTime: 4, speed: .infinity) }, "speed")
        XCTAssertEqual(parameter { try LivePlayback(duration: 6, stillTime: 7) }, "stillTime")
        XCTAssertEqual(parameter { try LivePlayback(duration: 6, stillTime: -1) }, "stillTime")
        XCTAssertEqual(parameter { try LivePlayback(duration: 0, stillTime: 0) }, "duration")
        XCTAssertEqual(parameter { try LivePlayback(duration: .nan, stillTime: 0) }, "duration")
    }
}
