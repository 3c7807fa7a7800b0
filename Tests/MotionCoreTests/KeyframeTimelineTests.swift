import Foundation
import XCTest
import MotionCore

final class KeyframeTimelineTests: XCTestCase {
    struct Jump: Sendable, Equatable {
        var height = 0.0
        var scaleY = 1.0
        var tilt = Angle.zero
        var position = CGPoint.zero
        var tint = MotionColor.black
    }

    func single(_ keyframes: [Keyframe<Double>], from initial: Double = 0) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: initial, tracks: [AnyKeyframeTrack(KeyframeTrack(\Double.self, keyframes: keyframes))])
    }

    func validated(_ keyframes: [Keyframe<Double>], from initial: Double = 0) throws -> KeyframeTimeline<Double> {
        try KeyframeTimeline.validated(initialValue: initial, tracks: [AnyKeyframeTrack(KeyframeTrack(\Double.self, keyframes: keyframes))])
    }

    /// Central difference with step h.
    func slope(_ f: (Double) -> Double, at t: Double, h: Double = 1e-6) -> Double { (f(t + h) - f(t - h)) / (2 * h) }

    func testDurationsAccumulate() throws {
        let track = single([.linear(.init(1, duration: 0.5)), .linear(.init(3, duration: 0.5)), .linear(.init(0, duration: 1))])
        XCTAssertEqual(track.duration, 2)
        let expected: [(Double, Double)] = [(0, 0), (0.25, 0.5), (0.5, 1), (0.75, 2), (1, 3), (1.5, 1.5), (2, 0), (9, 0)]
        for (t, value) in expected { XCTAssertEqual(track.value(at: t), value, accuracy: 1e-12, "t \(t)") }
    }

    func testLinearKeyframeFollowsItsTimingCurve() throws {
        let track = single([.linear(.init(10, duration: 2, timingCurve: .easeIn))])
        XCTAssertEqual(track.value(at: 1), 10 * Reference.bezier(0.42, 0, 1, 1, at: 0.5), accuracy: 1e-7)
    }

    func testCubicKeyframesChainCatmullRomTangents() throws {
        let track = single([.cubic(.init(10, duration: 1)), .cubic(.init(30, duration: 1)), .cubic(.init(0, duration: 2))])
        let f = { track.value(at: $0) }
        XCTAssertEqual(f(1), 10, accuracy: 1e-12)
        XCTAssertEqual(f(2), 30, accuracy: 1e-12)
        XCTAssertEqual(f(4), 0, accuracy: 1e-12)
        XCTAssertEqual(slope(f, at: 1), (30 - 0) / (2 - 0), accuracy: 1e-4, "tangent at the first knot")
        XCTAssertEqual(slope(f, at: 2), (0 - 10) / (4 - 1), accuracy: 1e-4, "tangent at the second knot")
        XCTAssertEqual((f(1e-6) - f(0)) / 1e-6, 0, accuracy: 1e-4, "starts from rest")
        XCTAssertEqual((f(4) - f(4 - 1e-6)) / 1e-6, 0, accuracy: 1e-4, "ends at rest")
        // Hermite midpoint of the second segment: 0.5·10 + 0.125·15 + 0.5·30 − 0.125·(−10/3).
        XCTAssertEqual(f(1.5), 5 + 1.875 + 15 + 0.125 * 10 / 3, accuracy: 1e-12)
    }

    func testCubicAfterLinearKeepsItsVelocity() throws {
        let track = single([.linear(.init(10, duration: 1)), .cubic(.init(20, duration: 1))])
        let f = { track.value(at: $0) }
        let left = (f(1) - f(1 - 1e-6)) / 1e-6, right = (f(1 + 1e-6) - f(1)) / 1e-6
        XCTAssertEqual(left, 10, accuracy: 1e-4)
        XCTAssertEqual(right, 10, accuracy: 1e-4)
    }

    func testSpringKeyframeMatchesIntegration() throws {
        let spring = Spring.bouncy
        let track = single([.spring(.init(120, spring: spring))])
        XCTAssertEqual(track.duration, spring.settlingDuration)
        let times = (1...70).map { Double($0) * 0.01 }
        let reference = Reference.rk4(mass: 1, stiffness: spring.stiffness, damping: spring.damping,
                                      position: 0, velocity: 0, target: { _ in 120 }, times: times)
        for (t, expected) in zip(times, reference) {
            XCTAssertEqual(track.value(at: t), expected.x, accuracy: 1e-6, "t \(t)")
        }
    }

    func testSpringKeyframeCutShortHandsOverPositionAndVelocity() throws {
        let spring = Spring.bouncy
        let track = single([.spring(.init(120, duration: 0.3, spring: spring)), .spring(.init(0, duration: 0.45, spring: spring))])
        XCTAssertEqual(track.duration, 0.75, accuracy: 1e-15)
        let times = (1...75).map { Double($0) * 0.01 }
        let reference = Reference.rk4(mass: 1, stiffness: spring.stiffness, damping: spring.damping, position: 0, velocity: 0,
                                      target: { $0 < 0.3 ? 120 : 0 }, breaks: [0.3], times: times)
        for (t, expected) in zip(times, reference) {
            XCTAssertEqual(track.value(at: t), expected.x, accuracy: 1e-6, "t \(t)")
        }
    }

    func testMoveKeyframeJumps() throws {
        let track = single([.linear(.init(1, duration: 1)), .move(.init(5)), .linear(.init(6, duration: 1))])
        XCTAssertEqual(track.value(at: 1 - 1e-9), 1, accuracy: 1e-8)
        XCTAssertEqual(track.value(at: 1), 5, "the jump holds at its instant")
        XCTAssertEqual(track.value(at: 1.5), 5.5, accuracy: 1e-12)
        XCTAssertEqual(track.duration, 2)
    }

    func testTracksOfDifferentLengthsRunInParallel() throws {
        let timeline = KeyframeTimeline(initialValue: Jump()) {
            KeyframeTrack(\Jump.height) { LinearKeyframe(10, duration: 0.5) }
            KeyframeTrack(\Jump.scaleY) {
                LinearKeyframe(2, duration: 1)
                LinearKeyframe(3, duration: 0.5)
            }
        }
        XCTAssertEqual(timeline.duration, 1.5)
        let middle = timeline.value(at: 0.25)
        XCTAssertEqual(middle.height, 5, accuracy: 1e-12)
        XCTAssertEqual(middle.scaleY, 1.25, accuracy: 1e-12)
        let later = timeline.value(at: 1.25)
        XCTAssertEqual(later.height, 10, "the short track holds its last value")
        XCTAssertEqual(later.scaleY, 2.5, accuracy: 1e-12)
        XCTAssertEqual(timeline.value(at: 3).scaleY, 3)
    }

    func testBeforeTheStartIsTheInitialValue() throws {
        let timeline = KeyframeTimeline(initialValue: Jump()) {
            KeyframeTrack(\Jump.height) { MoveKeyframe(4); LinearKeyframe(10, duration: 0.5) }
        }
        XCTAssertEqual(timeline.value(at: -1), Jump())
        XCTAssertEqual(timeline.value(at: .nan), Jump())
        XCTAssertEqual(timeline.value(at: 0).height, 4)
    }

    func testSeedJumpWithPointAngleAndColourTracks() throws {
        let timeline = KeyframeTimeline(initialValue: Jump()) {
            KeyframeTrack(\.height) {
                SpringKeyframe(120, duration: 0.30, spring: .bouncy)
                SpringKeyframe(0, duration: 0.45, spring: .bouncy)
            }
            KeyframeTrack(\.scaleY) {
                LinearKeyframe(0.75, duration: 0.10)
                CubicKeyframe(1.20, duration: 0.25)
                CubicKeyframe(1.00, duration: 0.40)
            }
            KeyframeTrack(\.tilt) {
                LinearKeyframe(.zero, duration: 0.12)
                CubicKeyframe(.degrees(-18), duration: 0.30)
                CubicKeyframe(.zero, duration: 0.33)
            }
            KeyframeTrack(\.position) { LinearKeyframe(CGPoint(x: 100, y: 40), duration: 0.5) }
            KeyframeTrack(\.tint) { LinearKeyframe(MotionColor.white, duration: 0.5) }
        }
        XCTAssertEqual(timeline.duration, 0.75, accuracy: 1e-15)
        XCTAssertEqual(timeline.value(at: 0.42).tilt.degrees, -18, accuracy: 1e-9)
        XCTAssertEqual(timeline.value(at: 0.25).position, CGPoint(x: 50, y: 20))
        XCTAssertEqual(timeline.value(at: 0.25).tint, MotionColor(red: 0.5, green: 0.5, blue: 0.5))
        XCTAssertEqual(timeline.value(at: 0.10).scaleY, 0.75, accuracy: 1e-12)
    }

    // MARK: Numbers out of range

    func testOutOfRangeDurationsJump() {
        for bad in [-0.1, .nan, .infinity] {
            let track = single([.linear(.init(1, duration: 1)), .cubic(.init(2, duration: bad)), .linear(.init(4, duration: 1))])
            XCTAssertEqual(track.duration, 2, "duration \(bad)")
            XCTAssertEqual(track.value(at: 0.5), 0.5, accuracy: 1e-12)
            XCTAssertEqual(track.value(at: 1), 2, "the keyframe jumps to its value")
            XCTAssertEqual(track.value(at: 1.5), 3, accuracy: 1e-12)
        }
        XCTAssertEqual(single([.spring(.init(1, duration: -1)), .linear(.init(3, duration: 1))]).value(at: 0.5), 1.5,
                       accuracy: 1e-12, "a spring keyframe of no length is cut short where it starts")
    }

    func testEmptyTrackHoldsItsInitialValue() {
        let timeline = KeyframeTimeline(initialValue: Jump()) {
            KeyframeTrack(\Jump.height) { }
            KeyframeTrack(\Jump.scaleY) { LinearKeyframe(2, duration: 1) }
        }
        XCTAssertEqual(timeline.duration, 1)
        XCTAssertEqual(timeline.value(at: 0.5).height, 0)
        XCTAssertEqual(timeline.value(at: 0.5).scaleY, 1.5, accuracy: 1e-12)
        XCTAssertEqual(single([]).duration, 0)
        XCTAssertEqual(single([], from: 7).value(at: 3), 7)
    }

    func testUndampedSpringKeyframeWithoutDurationLastsOnePeriod() {
        let undamped = Spring(response: 0.4, dampingRatio: 0)
        let track = single([.spring(.init(1, spring: undamped))])
        XCTAssertEqual(track.duration, 0.4, accuracy: 1e-15)
        // One whole period of x(t) = 1 − cos(2πt/0.4) brings it back to the start.
        XCTAssertEqual(track.value(at: 0.2), 2, accuracy: 1e-9)
        XCTAssertEqual(track.value(at: 0.4 - 1e-12), 0, accuracy: 1e-9)
    }

    func testValidatedTimelineEqualsTheInitializerInRange() throws {
        let keyframes: [Keyframe<Double>] = [.linear(.init(1, duration: 0.5)), .cubic(.init(3, duration: 0.5)), .spring(.init(0, spring: .bouncy))]
        let checked = try validated(keyframes), plain = single(keyframes)
        XCTAssertEqual(checked.duration, plain.duration)
        for i in 0...200 { XCTAssertEqual(checked.value(at: Double(i) * 0.01), plain.value(at: Double(i) * 0.01)) }
        let built = try KeyframeTimeline.validated(initialValue: Jump()) { KeyframeTrack(\Jump.height) { LinearKeyframe(3, duration: 1) } }
        XCTAssertEqual(built.value(at: 0.5).height, 1.5, accuracy: 1e-12)
    }

    // MARK: Validated form

    func testRejectsEmptyTrack() {
        XCTAssertThrowsError(try validated([])) { XCTAssertEqual($0 as? MotionError, .emptyList(name: "tracks[0].keyframes")) }
    }

    func testRejectsNegativeAndNaNDurationsNamingTheKeyframe() {
        XCTAssertThrowsError(try validated([.linear(.init(1, duration: 1)), .cubic(.init(2, duration: -0.1))])) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "tracks[0].keyframes[1].duration")
        }
        XCTAssertThrowsError(try validated([.spring(.init(1, duration: .nan))])) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "tracks[0].keyframes[0].duration")
        }
        XCTAssertThrowsError(try KeyframeTimeline.validated(initialValue: Jump()) {
            KeyframeTrack(\Jump.height) { LinearKeyframe(1, duration: 1) }
            KeyframeTrack(\Jump.scaleY) { LinearKeyframe(1, duration: 1); LinearKeyframe(2, duration: -0.5) }
        }) {
            XCTAssertEqual("\($0)", "tracks[1].keyframes[1].duration = -0.5 is out of range; expected finite and >= 0")
        }
    }

    func testRejectsNaNValues() {
        XCTAssertThrowsError(try validated([.linear(.init(.nan, duration: 1))])) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "tracks[0].keyframes[0].to")
        }
        XCTAssertThrowsError(try validated([.linear(.init(1, duration: 1))], from: .nan)) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "tracks[0].initialValue")
        }
        XCTAssertThrowsError(try validated([.cubic(.init(1, duration: 1, startVelocity: .infinity))])) {
            XCTAssertEqual(($0 as? MotionError)?.parameter, "tracks[0].keyframes[0].startVelocity")
        }
    }
}
