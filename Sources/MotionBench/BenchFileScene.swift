import Foundation
import MotionRender

/// A scene read from a small file of the bench's own (one number): its colour and the size of
/// its dots change with the number, so every save draws another frame. It stands in for a
/// JavaScript prototype in the studio's save-to-frame measure.
struct BenchFileScene: MotionScene {
    var name: String { "file" }
    var duration: Double { 2 }
    var stillTime: Double { 1 }
    let number: Int

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(text) else { throw BenchError("\(url.path) does not hold a number") }
        self.number = number
    }

    func draw(_ c: inout MotionCanvas, t: Double) {
        let hue = Double(number % 12) / 12
        c.rect(CGRect(origin: .zero, size: box), MotionColor(red: hue, green: 0.4, blue: 1 - hue))
        for i in 0..<10 {
            let angle = Double(i) / 10 * 2 * .pi + t
            c.circle(CGPoint(x: 180 + 90 * cos(angle), y: 140 + 90 * sin(angle)), 8 + Double(number % 5), c.palette.accent)
        }
    }
}
