import Foundation
import MotionRender
import MotionTestSupport
import XCTest

/// Gradient pixels against the HTML canvas specification's formulas, evaluated here at pixel
/// centres: the gradient parameter from the geometry, then the colour interpolated between the
/// stops in non-premultiplied sRGB, compared premultiplied as the frame stores it.
final class GradientTests: XCTestCase {
    /// pixman evaluates gradients in single precision; a channel may be off by one level.
    static let tolerance = 1

    static let stops = [Gradient.Stop(color: MotionColor(red: 1, green: 0.2, blue: 0), location: 0),
                        Gradient.Stop(color: MotionColor(red: 0, green: 0.8, blue: 0.4, alpha: 0.5), location: 0.4),
                        Gradient.Stop(color: MotionColor(red: 0.1, green: 0.2, blue: 1, alpha: 0.9), location: 1)]

    func testLinearGradientFollowsTheProjectionOntoItsAxis() throws {
        let p0 = CGPoint(x: 40, y: 30), p1 = CGPoint(x: 300, y: 200)
        let image = try render(.linearGradient(Gradient(stops: Self.stops), startPoint: p0, endPoint: p1))
        try assertPixels(image) { x, y in
            let d = CGPoint(x: p1.x - p0.x, y: p1.y - p0.y)
            return ((x - p0.x) * d.x + (y - p0.y) * d.y) / (d.x * d.x + d.y * d.y)
        }
    }

    func testRadialGradientBetweenTwoCirclesIncludingItsCone() throws {
        // The start circle is not inside the end circle: the canvas algorithm paints a cone, and
        // pixels no circle with a radius ≥ 0 passes through stay transparent.
        let c0 = CGPoint(x: 90, y: 140), r0 = 20.0, c1 = CGPoint(x: 230, y: 120), r1 = 70.0
        let image = try render(.radialGradient(Gradient(stops: Self.stops), startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1))
        var transparent = 0
        try assertPixels(image) { x, y in
            let omega = Self.radialParameter(x: x, y: y, c0: c0, r0: r0, c1: c1, r1: r1)
            if omega == nil { transparent += 1 }
            return omega
        }
        XCTAssertGreaterThan(transparent, 1000, "the cone leaves the area behind the start circle unpainted")
    }

    func testConcentricRadialGradientWithMirrorAndRepeat() throws {
        let c = CGPoint(x: 180, y: 140)
        for options in [GradientOptions.mirror, .repeat] {
            let image = try render(.radialGradient(Gradient(stops: Self.stops), center: c, startRadius: 10, endRadius: 60, options: options))
            try assertPixels(image, what: "\(options)") { x, y in
                let t = (hypot(x - c.x, y - c.y) - 10) / 50
                return options == .mirror ? Self.mirror(t) : t - t.rounded(.down)
            }
        }
    }

    func testConicGradientGoesClockwiseFromItsAngle() throws {
        let c = CGPoint(x: 180, y: 140), angle = 0.7
        let image = try render(.conicGradient(Gradient(stops: Self.stops), center: c, angle: .radians(angle)))
        try assertPixels(image) { x, y in Self.conicParameter(x: x, y: y, c: c, angle: angle) }
    }

    func testEllipticalGradientFillsTheBoundsOfTheShape() throws {
        let rect = CGRect(x: 40, y: 60, width: 280, height: 160)
        let image = try onWhite { c in
            c.fill(MotionPath(rect: rect), with: .ellipticalGradient(Gradient(stops: Self.stops), center: .center,
                                                                       startRadiusFraction: 0.1, endRadiusFraction: 0.5))
        }
        try assertPixels(image, skip: { x, y in !rect.contains(CGPoint(x: x, y: y)) }) { x, y in
            let u = (x - rect.midX) / rect.width, v = (y - rect.midY) / rect.height
            return (hypot(u, v) - 0.1) / 0.4
        }
    }

    func testRelativePointsPlaceTheGradientInTheShapesBounds() throws {
        let rect = CGRect(x: 100, y: 50, width: 120, height: 180)
        let relative = try pixels(ClosureScene { c, _ in
            c.fill(MotionPath(ellipseIn: rect), with: .linearGradient(Gradient(stops: Self.stops), startPoint: .topLeading, endPoint: .bottom))
        })
        let absolute = try pixels(ClosureScene { c, _ in
            c.fill(MotionPath(ellipseIn: rect), with: .linearGradient(Gradient(stops: Self.stops), startPoint: CGPoint(x: rect.minX, y: rect.minY),
                                                                        endPoint: CGPoint(x: rect.midX, y: rect.maxY)))
        })
        XCTAssertEqual(relative, absolute)
    }

    func testGradientFollowsTheCopysTransformAtFillTime() throws {
        let moved = try onWhite { c in
            var copy = c
            copy.context.translateBy(x: 50, y: 20)
            copy.fill(MotionPath(rect: CGRect(x: -50, y: -20, width: 360, height: 280)),
                      with: .linearGradient(Gradient(stops: Self.stops), startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 200, y: 0)))
        }
        try assertPixels(moved) { x, _ in (x - 50) / 200 }
    }

    func testLinearColorInterpolatesInLinearLight() throws {
        let a = MotionColor(red: 1, green: 0, blue: 0.2), b = MotionColor(red: 0, green: 0.3, blue: 1)
        let image = try render(.linearGradient(Gradient(colors: [a, b]), startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 360, y: 0),
                                               options: .linearColor))
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        for x in stride(from: 0, to: 360, by: 7) {
            let t = (Double(x) + 0.5) / 360
            let expected = [encoded(linear(a.red) * (1 - t) + linear(b.red) * t), encoded(linear(a.green) * (1 - t) + linear(b.green) * t),
                            encoded(linear(a.blue) * (1 - t) + linear(b.blue) * t)].map { Int(($0 * 255).rounded()) }
            let p = image[x, 100]
            for (got, want) in zip([Int(p.r), Int(p.g), Int(p.b)], expected) {
                XCTAssertEqual(got, want, accuracy: 1, "x = \(x)")
            }
        }
    }

    func testSingleStopIsASolidColourAndEqualStopsMakeAHardEdge() throws {
        let solid = try render(.linearGradient(Gradient(colors: [Pure.blue]), startPoint: .zero, endPoint: CGPoint(x: 10, y: 0)))
        XCTAssertTrue(solid[300, 200] == (0, 0, 255, 255) && solid[5, 5] == (0, 0, 255, 255), "\(solid[300, 200])")
        let edge = try render(.linearGradient(Gradient(stops: [.init(color: Pure.red, location: 0), .init(color: Pure.red, location: 0.5),
                                                               .init(color: Pure.green, location: 0.5), .init(color: Pure.green, location: 1)]),
                                              startPoint: .zero, endPoint: CGPoint(x: 360, y: 0)))
        XCTAssertTrue(edge[178, 10] == (255, 0, 0, 255) && edge[181, 10] == (0, 255, 0, 255), "\(edge[178, 10]) \(edge[181, 10])")
    }

    func testDegenerateGeometryPaintsNothingAsInACanvas() throws {
        for shading in [Shading.linearGradient(Gradient(stops: Self.stops), startPoint: CGPoint(x: 5, y: 5), endPoint: CGPoint(x: 5, y: 5)),
                        .radialGradient(Gradient(stops: Self.stops), center: CGPoint(x: 5, y: 5), startRadius: 9, endRadius: 9)] {
            let image = try render(shading)
            XCTAssertTrue(image.rgba.allSatisfy { $0 == 255 }, "nothing painted on the white: \(shading)")
        }
    }

    func testTiledImageRepeatsAndRepeatsAlongOneAxisOnly() throws {
        let tile = try BitmapAsset(RasterImage(width: 2, height: 2, rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]),
                                   name: "tile")
        let both = try pixels(ClosureScene { c, _ in
            var copy = c
            copy.imageInterpolation = .none
            copy.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .tiledImage(tile, origin: CGPoint(x: 10, y: 10), scale: 4))
        })
        for (x, y) in [(10, 10), (15, 10), (10, 15), (17, 17), (50, 90), (3, 3), (300, 201)] {
            let ix = Int((Double(x - 10) / 4).rounded(.down)) & 1, iy = Int((Double(y - 10) / 4).rounded(.down)) & 1
            let expected: [UInt8] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]][iy * 2 + ix]
            let p = both[x, y]
            XCTAssertEqual([p.r, p.g, p.b, p.a], expected + [255], "(\(x), \(y))")
        }
        let row = try pixels(ClosureScene { c, _ in
            var copy = c
            copy.imageInterpolation = .none
            copy.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .tiledImage(tile, origin: CGPoint(x: 10, y: 10), scale: 4, repetition: .horizontal))
        })
        XCTAssertEqual(row[200, 12].a, 255, "repeated along x")
        XCTAssertEqual(row[200, 30].a, 0, "not below the row")
        XCTAssertEqual(row[200, 5].a, 0, "not above it")
    }

    // MARK: - The formulas

    /// The canvas radial gradient's ω for a point: the largest ω whose circle (centre and radius
    /// interpolated) passes through it with a radius ≥ 0, or nil when there is none.
    static func radialParameter(x: Double, y: Double, c0: CGPoint, r0: Double, c1: CGPoint, r1: Double) -> Double? {
        let cdx = c1.x - c0.x, cdy = c1.y - c0.y, dr = r1 - r0, pdx = x - c0.x, pdy = y - c0.y
        let a = cdx * cdx + cdy * cdy - dr * dr, b = pdx * cdx + pdy * cdy + r0 * dr, c = pdx * pdx + pdy * pdy - r0 * r0
        let candidates: [Double]
        if abs(a) < 1e-9 {
            candidates = [c / (2 * b)]
        } else {
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            candidates = [(b + disc.squareRoot()) / a, (b - disc.squareRoot()) / a]
        }
        return candidates.filter { r0 + $0 * dr >= 0 }.max()
    }

    static func conicParameter(x: Double, y: Double, c: CGPoint, angle: Double) -> Double {
        var a = atan2(y - c.y, x - c.x) - angle
        a = a.truncatingRemainder(dividingBy: 2 * .pi)
        if a < 0 { a += 2 * .pi }
        return a / (2 * .pi)
    }

    static func mirror(_ t: Double) -> Double {
        let m = t.truncatingRemainder(dividingBy: 2)
        let u = m < 0 ? m + 2 : m
        return u <= 1 ? u : 2 - u
    }

    /// The stops' colour at `t` (padded), interpolated without premultiplying, composited over
    /// white, in 8-bit components.
    static func expected(_ t: Double) -> [Int] {
        let t = min(1, max(0, t))
        var a = stops[0], b = stops[0]
        for (s0, s1) in zip(stops, stops.dropFirst()) where t >= s0.location {
            a = s0
            b = s1
        }
        if t >= stops.last!.location { a = stops.last!; b = a }
        let u = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
        let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * u
        func channel(_ p: Double, _ q: Double) -> Int { Int((((p + (q - p) * u) * alpha + 1 - alpha) * 255).rounded()) }
        return [channel(a.color.red, b.color.red), channel(a.color.green, b.color.green), channel(a.color.blue, b.color.blue)]
    }

    // MARK: - Helpers

    /// `shading` over the whole frame, on white.
    private func render(_ shading: Shading) throws -> RasterImage {
        try onWhite { c in c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), shading) }
    }

    /// A frame drawn by `body` over an opaque white one, so every pixel reads back exactly.
    private func onWhite(_ body: @escaping @Sendable (inout MotionCanvas) -> Void) throws -> RasterImage {
        try pixels(ClosureScene { c, _ in
            c.rect(CGRect(x: 0, y: 0, width: 360, height: 280), .white)
            body(&c)
        })
    }

    /// Compares every 5th pixel of `image` (drawn on white) with the formula's colour at the
    /// pixel's centre; `parameter` gives the gradient parameter there, nil for "not painted".
    private func assertPixels(_ image: RasterImage, what: String = "", tolerance: Int = GradientTests.tolerance,
                              skip: (Double, Double) -> Bool = { _, _ in false },
                              _ parameter: (Double, Double) -> Double?, file: StaticString = #filePath, line: UInt = #line) throws {
        var worst = 0, checked = 0
        for y in stride(from: 0, to: image.height, by: 5) {
            for x in stride(from: 0, to: image.width, by: 5) {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                guard !skip(cx, cy) else { continue }
                let want = parameter(cx, cy).map(Self.expected) ?? [255, 255, 255]
                let p = image[x, y]
                let got = [Int(p.r), Int(p.g), Int(p.b)]
                let delta = zip(got, want).map { abs($0 - $1) }.max()!
                worst = max(worst, delta)
                if delta > tolerance {
                    return XCTFail("\(what) pixel (\(x), \(y)): got \(got), the formula gives \(want)", file: file, line: line)
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 500, "\(what): enough pixels compared", file: file, line: line)
    }
}
