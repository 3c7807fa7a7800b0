import Foundation
import XCTest
import MotionCore

/// Numbers out of range: the initializers clamp them as documented, the `validated` forms throw the
/// same one-line errors as before and otherwise build the same spring.
final class SpringInputTests: XCTestCase {
    let fastest = Spring.responseRange.lowerBound, slowest = Spring.responseRange.upperBound

    func testBounceIsClampedAsSwiftUIDocuments() {
        XCTAssertEqual(Spring(duration: 0.5, bounce: 1.5), Spring(duration: 0.5, bounce: 1))
        XCTAssertEqual(Spring(duration: 0.5, bounce: 1.5).dampingRatio, 0)
        XCTAssertEqual(Spring(duration: 0.5, bounce: -3), Spring(duration: 0.5, bounce: -1))
        XCTAssertEqual(Spring(duration: 0.5, bounce: -1).dampingRatio, Spring.maximumDampingRatio)
        XCTAssertEqual(Spring(duration: 0.5, bounce: .nan), Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Spring.bouncy(extraBounce: 0.8), Spring(duration: 0.5, bounce: 1))
    }

    func testDurationIsKeptInItsRange() {
        XCTAssertEqual(Spring(duration: 0, bounce: 0).response, fastest, accuracy: 1e-9 * fastest)
        XCTAssertEqual(Spring(duration: -2, bounce: 0).response, fastest, accuracy: 1e-9 * fastest)
        XCTAssertEqual(Spring(duration: .infinity, bounce: 0).response, slowest, accuracy: 1e-9 * slowest)
        XCTAssertEqual(Spring(duration: 1e300, bounce: 0).response, slowest, accuracy: 1e-9 * slowest)
        XCTAssertEqual(Spring(duration: .nan, bounce: 0.2), Spring(duration: 0.5, bounce: 0.2))
        XCTAssertEqual(Spring(), Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Spring(response: .nan, dampingRatio: 0.5), Spring(response: 0.5, dampingRatio: 0.5))
    }

    func testDampingRatioIsClamped() {
        XCTAssertEqual(Spring(response: 0.5, dampingRatio: -1).dampingRatio, 0)
        XCTAssertEqual(Spring(response: 0.5, dampingRatio: .nan).dampingRatio, 1)
        XCTAssertEqual(Spring(response: 0.5, dampingRatio: .infinity).dampingRatio, Spring.maximumDampingRatio)
        XCTAssertEqual(Spring(response: 0.5, dampingFraction: 0.4), Spring(response: 0.5, dampingRatio: 0.4))
    }

    func testPhysicalParametersAreClamped() {
        XCTAssertEqual(Spring(mass: 0, stiffness: 100, damping: 10).mass, Spring.massRange.lowerBound)
        XCTAssertEqual(Spring(mass: -1, stiffness: 100, damping: 10).mass, Spring.massRange.lowerBound)
        XCTAssertEqual(Spring(mass: .nan, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 100, damping: 10))
        XCTAssertEqual(Spring(mass: .infinity, stiffness: 100, damping: 10).mass, Spring.massRange.upperBound)
        for stiffness in [0, -5, .nan] {
            XCTAssertEqual(Spring(stiffness: stiffness, damping: 1).response, slowest, accuracy: 1e-9 * slowest, "stiffness \(stiffness)")
        }
        XCTAssertEqual(Spring(stiffness: .infinity, damping: 1).response, fastest, accuracy: 1e-9 * fastest)
        XCTAssertEqual(Spring(stiffness: 100, damping: -1).dampingRatio, 0)
        XCTAssertEqual(Spring(stiffness: 100, damping: .nan).dampingRatio, 0)
        XCTAssertEqual(Spring(stiffness: 100, damping: .infinity).dampingRatio, 1, "over-damping is critical")
        XCTAssertEqual(Spring(stiffness: 100, damping: .infinity, allowOverDamping: true).dampingRatio, Spring.maximumDampingRatio)
    }

    /// Whatever the numbers, a spring evaluates to finite values and a settling time that is a number.
    func testAbsurdInputsStayFinite() {
        let bad: [Double] = [0, -1, .nan, .infinity, -.infinity, 1e-300, 1e300]
        var springs: [Spring] = []
        for a in bad {
            springs.append(Spring(duration: a, bounce: 0.3))
            springs.append(Spring(duration: 0.5, bounce: a))
            springs.append(Spring(response: a, dampingRatio: a))
            for b in bad { springs.append(Spring(mass: a, stiffness: b, damping: a, allowOverDamping: true)) }
            springs.append(Spring(settlingDuration: a, dampingRatio: a, epsilon: a))
        }
        for spring in springs {
            for t in [0.001, 0.3, 5.0] {
                XCTAssertTrue(spring.value(from: 0.0, to: 1.0, initialVelocity: 2, time: t).isFinite, "\(spring) at \(t)")
                XCTAssertTrue(spring.velocity(from: 0.0, to: 1.0, initialVelocity: 2, time: t).isFinite, "\(spring) at \(t)")
            }
            XCTAssertFalse(spring.settlingDuration.isNaN, "\(spring)")
            XCTAssertTrue(spring.stiffness.isFinite && spring.stiffness > 0, "\(spring)")
            XCTAssertTrue(spring.damping.isFinite && spring.damping >= 0, "\(spring)")
        }
    }

    // MARK: Validated forms

    func testValidatedFormsRejectBadParametersNamingThem() {
        func parameter(_ make: () throws -> Spring) -> String? {
            do { _ = try make(); return nil } catch let error as MotionError { return error.parameter } catch { return "?" }
        }
        XCTAssertEqual(parameter { try Spring.validated(mass: 0, stiffness: 1, damping: 1) }, "mass")
        XCTAssertEqual(parameter { try Spring.validated(mass: -1, stiffness: 1, damping: 1) }, "mass")
        XCTAssertEqual(parameter { try Spring.validated(stiffness: 0, damping: 1) }, "stiffness")
        XCTAssertEqual(parameter { try Spring.validated(stiffness: -5, damping: 1) }, "stiffness")
        XCTAssertEqual(parameter { try Spring.validated(stiffness: 5, damping: -1) }, "damping")
        XCTAssertEqual(parameter { try Spring.validated(stiffness: 5, damping: .nan) }, "damping")
        XCTAssertEqual(parameter { try Spring.validated(duration: -0.5, bounce: 0) }, "duration")
        XCTAssertEqual(parameter { try Spring.validated(duration: .nan, bounce: 0) }, "duration")
        XCTAssertEqual(parameter { try Spring.validated(duration: 0.5, bounce: 1.5) }, "bounce")
        XCTAssertEqual(parameter { try Spring.validated(duration: 0.5, bounce: -1) }, "bounce")
        XCTAssertEqual(parameter { try Spring.validated(response: 0, dampingFraction: 1) }, "response")
        XCTAssertEqual(parameter { try Spring.validated(response: 1, dampingFraction: -0.1) }, "dampingFraction")
        XCTAssertEqual(parameter { try Spring.validated(response: 1, dampingRatio: .nan) }, "dampingRatio")
        XCTAssertEqual(parameter { try Spring.validated(settlingDuration: 0, dampingRatio: 1) }, "settlingDuration")
        XCTAssertEqual(parameter { try Spring.validated(settlingDuration: 1, dampingRatio: 0) }, "dampingRatio")
        XCTAssertEqual(parameter { try Spring.validated(settlingDuration: 1, dampingRatio: 1, epsilon: 1) }, "epsilon")
        XCTAssertNil(parameter { try Spring.validated(mass: 1, stiffness: 100, damping: 30) }, "over-damping is not an error")
    }

    func testValidatedErrorsAreOneLineNamingValueAndRange() {
        let cases: [(() throws -> Spring, String)] = [
            ({ try Spring.validated(mass: 0, stiffness: 1, damping: 1) }, "mass = 0.0 is out of range; expected finite and > 0"),
            ({ try Spring.validated(duration: 0.5, bounce: 2) }, "bounce = 2.0 is out of range; expected finite and within (-1, 1]"),
            ({ try Spring.validated(stiffness: -5, damping: 2) }, "stiffness = -5.0 is out of range; expected finite and > 0"),
            ({ try Spring.validated(settlingDuration: 1, dampingRatio: 1, epsilon: 0) },
             "epsilon = 0.0 is out of range; expected finite and within (0, 1)"),
        ]
        for (make, message) in cases {
            XCTAssertThrowsError(try make()) { XCTAssertEqual("\($0)", message) }
        }
    }

    /// In range, a validated form returns exactly what the initializer with the same labels returns.
    func testValidatedFormsAgreeWithTheInitializersInRange() throws {
        var random = SeededGenerator(seed: 19)
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }
        for _ in 0..<200 {
            let duration = r(0.01...3), bounce = r(-0.95...1), ratio = r(0...3)
            let mass = r(0.1...10), stiffness = r(1...2000), damping = r(0...100), allow = Bool.random(using: &random)
            XCTAssertEqual(try Spring.validated(duration: duration, bounce: bounce), Spring(duration: duration, bounce: bounce))
            XCTAssertEqual(try Spring.validated(response: duration, dampingRatio: ratio), Spring(response: duration, dampingRatio: ratio))
            XCTAssertEqual(try Spring.validated(response: duration, dampingFraction: ratio), Spring(response: duration, dampingFraction: ratio))
            XCTAssertEqual(try Spring.validated(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allow),
                           Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allow))
            XCTAssertEqual(try Spring.validated(settlingDuration: duration, dampingRatio: ratio + 0.01),
                           Spring(settlingDuration: duration, dampingRatio: ratio + 0.01))
        }
    }
}
