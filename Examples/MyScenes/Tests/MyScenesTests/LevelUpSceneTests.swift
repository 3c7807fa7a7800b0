import MotionRender
import MotionSnapshotTesting
import MyScenes
import XCTest

/// Snapshots of the level-up scene. References live in `__Snapshots__/LevelUpSceneTests/`;
/// record new ones with `MOTION_SNAPSHOT_RECORD=missing swift test` (see the README).
final class LevelUpSceneTests: XCTestCase {
    /// The still frame (3.8 s), light, phone, 360 × 280: what Reduce Motion and docs show.
    func testStillFrame() {
        assertSnapshot(of: LevelUpScene())
    }

    /// The still frame in the dark palette at scale 2.
    func testStillFrameDark() {
        assertSnapshot(of: LevelUpScene(), options: RenderOptions(size: .scale(2), colorScheme: .dark), named: "dark-2x")
    }

    /// One instant of each phase before the rest: the bar filling, then the trophy springing in.
    func testTimeline() {
        assertSnapshot(of: LevelUpScene(), at: .time(1.2), named: "filling")
        assertSnapshot(of: LevelUpScene(), at: .time(2.35), named: "trophy")
    }

    /// The scene's curves as text: a changed timing shows up as changed lines, not pixels.
    func testCurves() {
        for curve in LevelUpScene().curves {
            assertSnapshot(of: curve.value, as: .curve(through: 5, samples: 51),
                           named: curve.name.replacingOccurrences(of: " ", with: "-"))
        }
    }
}
