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

    // MARK: docs/swiftui-mapping.md and the doc comments of the non-throwing forms

    /// Written inside a function that cannot throw, as inside `draw(_:t:)`.
    func testSwiftUIShapedExamplesNeedNoTry() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(spring, Spring(response: 0.5, dampingRatio: 0.7))
        XCTAssertEqual(Spring(mass: 1, stiffness: 100, damping: 30).value(target: 1.0, time: 0.3), 0.801, accuracy: 5e-4)
        XCTAssertEqual(Spring(settlingDuration: 0.8, dampingRatio: 0.7).settlingDuration, 0.8, accuracy: 1e-9)
        XCTAssertEqual(Spring.bouncy(duration: 0.4, extraBounce: 0.1).bounce, 0.4, accuracy: 1e-15)
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
        XCTAssertEqual(curve, TimingCurve(0.2, 0, 0, 1))
        let fade = MotionAnimation.easeInOut(duration: 0.6).repeatCount(3, autoreverses: true)
        XCTAssertEqual(fade.duration, 1.8, accuracy: 1e-15)
        XCTAssertEqual(MotionAnimation.bouncy.delay(0.35).progress(at: 0.35), 0)
        let glow = MotionColor(hex: 0xF6EB5C, opacity: 0.55)
        XCTAssertEqual(glow.description, "#F6EB5C8C")
        let jump = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack(\Double.self) { SpringKeyframe(120, duration: 0.3, spring: .bouncy) } }
        XCTAssertEqual(jump.duration, 0.3)
        let shake = PhaseAnimation(Shake.allCases, mode: .once, value: \.offset, animation: { _ in .snappy })
        XCTAssertEqual(shake.phase(at: shake.duration), .rest)
    }

    func testValidatingFormsForTypedNumbers() {
        let (d, wait) = (-0.2, 0.1)
        XCTAssertThrowsError(try MotionAnimation.easeIn(duration: d).delay(wait).validated()) {
            XCTAssertEqual("\($0)", "duration = -0.2 is out of range; expected finite and >= 0")
        }
        XCTAssertThrowsError(try Spring.validated(duration: 0.5, bounce: 2)) {
            XCTAssertEqual("\($0)", "bounce = 2.0 is out of range; expected finite and within (-1, 1]")
        }
        XCTAssertEqual(Spring.bouncy.settlingDuration(target: 100.0, initialVelocity: 800, epsilon: 0.1),
                       Spring.bouncy.settlingDuration(target: 1.0, initialVelocity: 8, epsilon: 0.001), accuracy: 1e-9,
                       "the same motion in points and in fractions of the distance")
    }
}
