import MotionCore
import MotionGraphics

/// A props type with a value of every kind props take, for the decoding tests.
struct CardProps: SceneProps, Equatable {
    struct Badge: Codable, Sendable, Equatable {
        var label = "NEW"
        var size: UInt8 = 12
    }

    struct Row: SceneProps, Equatable {
        var name = "row"
        var weight = 1.0
    }

    enum Mode: String, Codable, Sendable, CaseIterable {
        case fill, outline
    }

    var title = "Level 5"
    var level = 5
    var ratio = 0.5
    var shown = true
    var accent: MotionColor? = nil
    var mode = Mode.fill
    var badge = Badge()
    var tags = ["a"]
    var badges = [Badge()]
    var rows = [Row()]
    var extra: [String: Int] = [:]
}
