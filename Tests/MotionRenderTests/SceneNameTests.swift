import MotionRender
import XCTest

/// The default scene name: the type name without "Scene", in kebab case.
final class SceneNameTests: XCTestCase {
    struct LevelUpScene: MotionScene {
        var duration: Double { 1 }
        var stillTime: Double { 0 }
        func draw(_ canvas: inout MotionCanvas, t: Double) {}
    }

    struct Confetti: MotionScene {
        var duration: Double { 1 }
        var stillTime: Double { 0 }
        func draw(_ canvas: inout MotionCanvas, t: Double) {}
    }

    struct HUDScene<Value>: MotionScene {
        var duration: Double { 1 }
        var stillTime: Double { 0 }
        func draw(_ canvas: inout MotionCanvas, t: Double) {}
    }

    func testDefaultNamesAreTheTypeNameInKebabCase() {
        XCTAssertEqual(LevelUpScene().name, "level-up")
        XCTAssertEqual(Confetti().name, "confetti")
        XCTAssertEqual(HUDScene<Int>().name, "h-u-d-scene<-int>", "each capital starts a word; a generic keeps its arguments")
        XCTAssertEqual(LevelUpScene().name, "level-up", "the second request gives the same name")
    }
}
