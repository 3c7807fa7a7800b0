import Foundation
import MotionRender

/// A scene with props, for the props tests: a band from the left edge, `width` points wide, in
/// `accent`, and "title · level" at the bottom right (clear of any band up to 220 points wide).
public struct BandScene: MotionScene {
    public struct Props: SceneProps, Equatable {
        public var title = "Level 5"
        public var width = 90.0
        public var accent = MotionColor(hex: 0xFF0000)
        public var level = 5

        public init() {}

        public init(title: String = "Level 5", width: Double = 90, accent: MotionColor = MotionColor(hex: 0xFF0000), level: Int = 5) {
            self.title = title
            self.width = width
            self.accent = accent
            self.level = level
        }
    }

    public var name: String { "band" }
    public var duration: Double { 2 }
    public var stillTime: Double { 1 }

    public init() {}

    public func draw(_ c: inout MotionCanvas, t: Double) {
        let props = c.props(Props.self)
        c.rect(CGRect(x: 0, y: 0, width: props.width, height: 280), props.accent)
        c.text("\(props.title) · \(props.level)", at: CGPoint(x: 350, y: 260), font: MotionFont(size: 14), color: c.palette.text,
               anchor: .bottomTrailing)
    }
}
