import XCTest
import MotionCore

/// The pure math behind `motion curve`: the seed spring with any damping, axis ticks, sampling.
final class CurvePlotMathTests: XCTestCase {
    /// 1 − e^(−zωx)(cos ω_d x + zω/ω_d sin ω_d x) at 40 digits (mpmath), printed to 20.
    static let dampedTable: [(x: Double, w: Double, z: Double, value: Double)] = [
        (0.1, 14, 0.4, 0.5988829492161941052),
        (0.25, 14, 0.4, 1.2531772428073557128),
        (0.5, 10, 0.2, 1.005544451824089731),
        (0.3, 20, 0.95, 0.99128039167264987481),
        (0.05, 30, 0.6, 0.56847222052307560283),
    ]

    func testDampedSpringMatchesHighPrecisionValues() throws {
        for row in Self.dampedTable {
            let curve = try DampedSpringCurve(frequency: row.w, damping: row.z)
            XCTAssertEqual(curve.value(at: row.x), row.value, accuracy: 1e-12, "x \(row.x), w \(row.w), z \(row.z)")
        }
    }

    func testDampedSpringAtTheSeedDampingIsMotionSpring() throws {
        for w in [9.0, 14, 16, 30] {
            let curve = try DampedSpringCurve(frequency: w)
            for i in 0...200 {
                let x = Double(i) * 0.005 - 0.1
                XCTAssertEqual(curve.value(at: x), M.spring(x, w), "x \(x), w \(w)")
            }
        }
    }

    func testDampedSpringIsTheStepResponseOfItsOscillator() throws {
        // x'' + 2zω x' + ω² (x − 1) = 0 from rest at 0, integrated numerically: independent of the closed form.
        for (w, z) in [(14.0, 0.3), (8.0, 0.9), (25.0, 0.05)] {
            let curve = try DampedSpringCurve(frequency: w, damping: z)
            let times = (1...20).map { Double($0) * 0.04 }
            let reference = Reference.rk4(mass: 1, stiffness: w * w, damping: 2 * z * w, position: 0, velocity: 0,
                                          target: { _ in 1 }, times: times)
            for (t, expected) in zip(times, reference) {
                XCTAssertEqual(curve.value(at: t), expected.x, accuracy: 1e-8, "w \(w), z \(z), t \(t)")
            }
        }
    }

    func testDampedSpringEdgeCases() throws {
        let curve = try DampedSpringCurve(frequency: 14, damping: 0.5)
        XCTAssertEqual(curve.value(at: 0), 0)
        XCTAssertEqual(curve.value(at: -1), 0)
        XCTAssertEqual(curve.value(at: .nan), 0)
        for bad in [0.0, 1, 1.2, -0.1, .nan, .infinity] {
            XCTAssertThrowsError(try DampedSpringCurve(frequency: 14, damping: bad)) { error in
                XCTAssertEqual((error as? MotionError)?.parameter, "damping", "\(bad)")
            }
        }
        for bad in [0.0, -3, .nan, .infinity] {
            XCTAssertThrowsError(try DampedSpringCurve(frequency: bad, damping: 0.5)) { error in
                XCTAssertEqual((error as? MotionError)?.parameter, "frequency", "\(bad)")
            }
        }
    }

    func testSettlingTimeBoundsTheLastExcursion() throws {
        for (w, z) in [(14.0, 0.78), (14, 0.2), (6, 0.95)] {
            let curve = try DampedSpringCurve(frequency: w, damping: z)
            let settle = curve.settlingTime()
            // Nothing after the bound leaves the 0.1 % band...
            for i in 0...2000 {
                let x = settle + Double(i) * 0.001
                XCTAssertLessThanOrEqual(abs(curve.value(at: x) - 1), 0.001 + 1e-12, "w \(w), z \(z), x \(x)")
            }
            // ...and the bound is less than one oscillation late: something leaves the band before it.
            let period = 2 * Double.pi / (w * (1 - z * z).squareRoot())
            let before = stride(from: max(0, settle - period), to: settle, by: 0.0005)
            XCTAssertTrue(before.contains { abs(curve.value(at: $0) - 1) > 0.001 }, "w \(w), z \(z)")
        }
    }

    /// Each case: range, expected lower, upper, step, labels.
    func testAxisTicksAreNiceAndCoverTheRange() {
        let cases: [(Double, Double, Double, Double, Double, [String])] = [
            (0, 0.63, 0, 0.7, 0.1, ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"]),
            (0, 1, 0, 1, 0.2, ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"]),
            (0, 6, 0, 6, 1, ["0", "1", "2", "3", "4", "5", "6"]),
            (0, 1.25, 0, 1.25, 0.25, ["0.00", "0.25", "0.50", "0.75", "1.00", "1.25"]),
            (-0.12, 1.03, -0.25, 1.25, 0.25, ["-0.25", "0.00", "0.25", "0.50", "0.75", "1.00", "1.25"]),
            (60, 124, 60, 130, 10, ["60", "70", "80", "90", "100", "110", "120", "130"]),
            // A microsecond step is written with six places, not taken for zero.
            (0, 4.2e-6, 0, 5e-6, 1e-6, ["0.000000", "0.000001", "0.000002", "0.000003", "0.000004", "0.000005"]),
        ]
        for (a, b, lower, upper, step, labels) in cases {
            let ticks = AxisTicks(covering: a, b)
            XCTAssertEqual(ticks.lower, lower, accuracy: 1e-12, "\(a)...\(b)")
            XCTAssertEqual(ticks.upper, upper, accuracy: 1e-12, "\(a)...\(b)")
            XCTAssertEqual(ticks.step, step, accuracy: 1e-12, "\(a)...\(b)")
            XCTAssertEqual(ticks.values.map(ticks.label), labels, "\(a)...\(b)")
        }
    }

    func testAxisTicksEdgeCases() {
        let empty = AxisTicks(covering: 1, 1)
        XCTAssertLessThan(empty.lower, 1)
        XCTAssertGreaterThan(empty.upper, 1)
        XCTAssertEqual(AxisTicks(covering: 1, 0), AxisTicks(covering: 0, 1))
        XCTAssertEqual(AxisTicks(covering: .nan, 3), AxisTicks(covering: 0, 1))
        XCTAssertEqual(AxisTicks(covering: -0.5, 0.5).label(-0.0), "0.0")
    }

    func testSamplesIncludeBothEndsAndSkipNonFiniteValuesInTheRange() {
        let samples = CurveSamples(from: 0, to: 2, count: 5) { $0 == 1 ? .nan : $0 * 3 }
        XCTAssertEqual(samples.points.map(\.x), [0, 0.5, 1, 1.5, 2])
        XCTAssertEqual(samples.valueRange, 0...6)
        XCTAssertNil(CurveSamples(from: 0, to: 1, count: 10) { _ in .infinity }.valueRange)
    }

    func testCompactNumbers() {
        XCTAssertEqual([14, 0.78, 157.91367, 4.4, 0, -0.0, 1e-7, 2.5].map { CompactNumber.text($0) },
                       ["14", "0.78", "157.9", "4.4", "0", "0", "1e-07", "2.5"])
    }

    /// The digits are C's `%.Ng`, checked against Foundation's own printf-style formatter (a
    /// separate implementation) for every precision, exponents and ties included.
    func testCompactNumbersMatchPrintfForEveryPrecision() {
        let values: [Double] = [0.12345, 0.5, 2.5, 1.0 / 3, 2.0 / 3, 123456.5, 1e15, 9.9995e-5, 1e300, 5e-324,
                                .greatestFiniteMagnitude, -42.4242, .nan, .infinity, -.infinity]
        for value in values {
            for digits in 1...17 {
                var expected = String(format: "%.\(digits)g", value)
                if expected.contains("."), !expected.contains("e") {
                    while expected.hasSuffix("0") { expected.removeLast() }
                    if expected.hasSuffix(".") { expected.removeLast() }
                }
                XCTAssertEqual(CompactNumber.text(value, digits: digits), expected, "\(value) at \(digits) digits")
            }
        }
        XCTAssertEqual(CompactNumber.text(0.1, digits: 40), "0.10000000000000001", "more than 17 digits write 17")
        XCTAssertEqual(CompactNumber.text(0.1, digits: 0), "0.1", "fewer than one digit writes one")
    }
}
