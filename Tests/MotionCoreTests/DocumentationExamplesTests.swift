import Foundation
import XCTest
import MotionCore

/// The examples from the doc comments and docs/swiftui-mapping.md, compiled and checked.
final class DocumentationExamplesTests: XCTestCase {
    enum Shake: CaseIterable, Sendable {
        case center, left, right, rest
        var offset: Double { self == .left ? -14 : self == .right ? 14 : 0 }
    }

    struct Badge: Interpolatable {
        var scale = 1.0, turn = 0.0
        static let zero = Badge(scale: 0, turn: 0)
        func adding(_ o: Badge) -> Badge { Badge(scale: scale + o.scale, turn: turn + o.turn) }
        func scaled(by k: Double) -> Badge { Badge(scale: scale * k, turn: turn * k) }
        var hasFiniteComponents: Bool { scale.isFinite && turn.isFinite }
    }

    func testShakePhasesEndAtRest() throws {
        let shake = PhaseAnimation(Shake.allCases, mode: .once, value: \.offset,
                                   animation: { _ in .spring(duration: 0.10, bounce: 0.5) })
        XCTAssertEqual(shake.phase(at: 0.01), .left)
        XCTAssertEqual(shake.value(at: shake.duration), 0)
        XCTAssertEqual(shake.phase(at: shake.duration + 1), .rest)
    }

    func testCustomInterpolatableTypeAnimates() {
        let mid = Spring.smooth.value(from: Badge(), to: Badge(scale: 2, turn: 1), time: 10)
        XCTAssertEqual(mid.scale, 2, accuracy: 1e-12)
        XCTAssertEqual(mid.turn, 1, accuracy: 1e-12)
    }

    func testRedirectedCardEndsOnItsLastTarget() throws {
        let card = try RetargetedSpring(spring: .snappy, from: 0.0, changes: [(time: 0.0, target: 100.0), (time: 0.3, target: -40.0)])
        XCTAssertEqual(card.value(at: 60), -40, accuracy: 1e-9)
    }

    func testSmoothPresetSettlesInAbout735Milliseconds() {
        XCTAssertEqual(Spring.smooth.settlingDuration, 0.735, accuracy: 5e-4)
    }

    func testEaseInOutAtAQuarter() {
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.25), Reference.bezier(0.42, 0, 0.58, 1, at: 0.25), accuracy: 1e-7)
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.25), 0.1291, accuracy: 1e-4)
    }

    func testBotsLivePlaybackExample() throws {
        let live = try LivePlayback(duration: 6, stillTime: 4.6, speed: 1.2)
        XCTAssertEqual(live.sceneTime(elapsed: 1), 1.2, accuracy: 1e-12)
        XCTAssertEqual(try LivePlayback(duration: 6, stillTime: 4.4).sceneTime(elapsed: 7), 1, accuracy: 1e-12)
    }
}
