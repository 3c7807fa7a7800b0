import XCTest
import MotionCore

/// The seed's five curves against values computed without MotionCore.
final class MotionCurvesTests: XCTestCase {
    /// Reference values of the seed spring at 40 significant digits, from mpmath:
    /// python3 -c "from mpmath import mp,mpf,sqrt,exp,cos,sin; mp.dps=40; z=mpf('0.78');
    ///   S=lambda x,w: 1-exp(-z*w*x)*(cos(w*sqrt(1-z*z)*x)+z/sqrt(1-z*z)*sin(w*sqrt(1-z*z)*x));
    ///   print([mp.nstr(S(mpf(x),w),20) for x,w in [('0.05',14),('0.1',14),...]])"
    static let springTable: [(x: Double, w: Double, value: Double)] = [
        (0.05, 14, 0.16917131412613834612),
        (0.1, 14, 0.46388968726299034193),
        (0.25, 14, 0.97167568507325331557),
        (0.5, 14, 1.0063985302296253955),
        (1, 14, 1.0000003546221790962),
        (2, 14, 1.0000000003172402797),
        (0.3, 16, 1.0193824727129825147),
        (0.02, 30, 0.13112500624995943278),
        (0.14, 30, 1.0097857803415785742),
        (1.5, 9, 0.99998735496409844633),
    ]

    func testSpringMatchesHighPrecisionValues() {
        for row in Self.springTable {
            XCTAssertEqual(M.spring(row.x, row.w), row.value, accuracy: 1e-12, "x \(row.x), w \(row.w)")
        }
    }

    func testSpringDefaultFrequencyIs14() {
        XCTAssertEqual(M.spring(0.25), 0.97167568507325331557, accuracy: 1e-12)
    }

    func testSpringMatchesComplexExponentialForm() {
        for w in [5.0, 9, 12, 14, 16, 30, 60] {
            for i in 1...400 {
                let x = Double(i) * 0.005
                XCTAssertEqual(M.spring(x, w), Reference.seedSpring(x, w), accuracy: 1e-12, "x \(x), w \(w)")
            }
        }
    }

    func testSpringIsExactlyZeroUpToTheStart() {
        for x in [0.0, -0.0, -1e-300, -0.5, -.infinity] {
            XCTAssertEqual(M.spring(x), 0, "x \(x)")
        }
    }

    func testSpringOfNaNIsZero() {
        XCTAssertEqual(M.spring(.nan), 0)
        XCTAssertEqual(M.spring(.nan, 30), 0)
    }

    func testSmoothMatchesPolynomial() {
        var random = SeededGenerator(seed: 1)
        for _ in 0..<2_000 {
            let a = Double.random(in: -3...3, using: &random)
            let b = a + Double.random(in: 0.01...4, using: &random)
            let x = Double.random(in: (a - 1)...(b + 1), using: &random)
            XCTAssertEqual(M.smooth(a, b, x), Reference.smoothstep(a, b, x), accuracy: 1e-12)
        }
    }

    func testSmoothHitsItsKnownPoints() {
        XCTAssertEqual(M.smooth(0, 1, 0.5), 0.5, accuracy: 1e-15)
        XCTAssertEqual(M.smooth(0, 1, 0.25), 0.15625, accuracy: 1e-15)   // 3/16 − 2/64
        XCTAssertEqual(M.smooth(0, 0.25, -1), 0)
        XCTAssertEqual(M.smooth(0, 0.25, 7), 1)
    }

    func testSmoothWithEqualEndsIsAStep() {
        XCTAssertEqual(M.smooth(2, 2, 1.9), 0)
        XCTAssertEqual(M.smooth(2, 2, 2), 0)      // 0/0 is NaN, clamped to 0
        XCTAssertEqual(M.smooth(2, 2, 2.1), 1)
    }

    func testSmoothOfNaNIsZero() {
        XCTAssertEqual(M.smooth(0, 1, .nan), 0)
    }

    func testClamp() {
        XCTAssertEqual(M.clamp(-0.5), 0)
        XCTAssertEqual(M.clamp(0.25), 0.25)
        XCTAssertEqual(M.clamp(3), 1)
        XCTAssertEqual(M.clamp(5, 2, 4), 4)
        XCTAssertEqual(M.clamp(.nan), 0, "Swift's max(a, NaN) returns a")
    }

    func testLerp() {
        XCTAssertEqual(M.lerp(10, 20, 0.25), 12.5, accuracy: 1e-12)
        XCTAssertEqual(M.lerp(10, 20, 1.5), 25, accuracy: 1e-12, "not clamped")
        XCTAssertEqual(M.lerp(-4, 4, 0), -4)
    }

    /// Reference: differences of the mpmath spring with w = 30, len = 0.14 (same command as above with
    /// print(mp.nstr(S(t-c,30)-S(t-c-0.14,30),20))).
    func testBumpMatchesHighPrecisionValues() {
        let table: [(t: Double, c: Double, value: Double)] = [
            (0.1, 0, 0.91459826306379741914),
            (0.2, 0, 0.39624279398614583286),
            (1.0, 0.5, 0.00032830342050049843507),
            (0.05, 0, 0.5045115723615123899),
        ]
        for row in table {
            XCTAssertEqual(M.bump(row.t, row.c), row.value, accuracy: 1e-12, "t \(row.t), c \(row.c)")
        }
    }

    func testBumpIsZeroBeforeItsCentre() {
        XCTAssertEqual(M.bump(0.99, 1), 0)
        XCTAssertEqual(M.bump(.nan, 1), 0)
    }
}
