// The scenes the documentation's code blocks name, as a reader's own package `MyScenes` would
// have them: a block that says `import MyScenes` compiles against these (scripts/code-blocks.py).
import MotionKit

/// The README's scene with props.
public struct LevelUpScene: MotionScene {
    public struct Props: SceneProps {
        public var level = 5
        public var title: String? = nil
        public var accent: MotionColor? = nil
        public init() {}
        public init(level: Int = 5, title: String? = nil, accent: MotionColor? = nil) {
            self.level = level
            self.title = title
            self.accent = accent
        }
    }
    public var duration: Double { 5 }
    public var stillTime: Double { 3.8 }
    public init() {}
    public func draw(_ c: inout MotionCanvas, t: Double) {
        let props = c.props(Props.self)
        c.text(props.title ?? "Level \(props.level)", at: CGPoint(x: 180, y: 40), font: MotionFont(size: 18))
    }
}

/// The guides' small scene.
public struct BadgeScene: MotionScene {
    public var duration: Double { 3 }
    public init() {}
    public func draw(_ c: inout MotionCanvas, t: Double) {
        c.circle(CGPoint(x: 180, y: 140), 40 * M.spring(t, 12), c.palette.gold)
    }
}

/// The coins scene of the porting guide.
public struct CoinsScene: MotionScene {
    public var duration: Double { 6 }
    public var stillTime: Double { 4.4 }
    public init() {}
    public func draw(_ c: inout MotionCanvas, t: Double) {}
}

/// A scene that reads the device.
public struct ClockScene: MotionScene {
    public var duration: Double { 4 }
    public var readsDevice: Bool { true }
    public init() {}
    public func draw(_ c: inout MotionCanvas, t: Double) {}
}

/// A scene, for blocks that take any.
public let scene: any MotionScene = BadgeScene()

/// Every scene of the package.
public let all: [any MotionScene] = [LevelUpScene(), BadgeScene(), CoinsScene(), ClockScene()]

/// The scene a tool's example lists.
public typealias MyScene = BadgeScene

/// The scenes a tool's example passes.
public let scenes: [any MotionScene] = all

/// Where the examples write (a file or a folder, as the call needs).
public let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("code-block-output")

/// A frames folder written by `motion frames`.
public let framesURL = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("code-block-frames")

/// A file handle the streaming example writes to.
public let handle = FileHandle.standardOutput

/// A rectangle and a point the drawing examples use.
public let rect = CGRect(x: 60, y: 40, width: 240, height: 200)
public let p = CGPoint(x: 180, y: 140)

/// The environment key of the settings example: an accent colour.
public struct AccentKey: EnvironmentKey {
    public static let defaultValue = MotionColor(hex: 0xFF6600)
}
