import MotionRender
import MotionSnapshotTesting
import MyScenes
import XCTest

/// Snapshots of the level-up scene. References live in `__Snapshots__/LevelUpSceneTests/`;
/// record new ones with `MOTION_SNAPSHOT_RECORD=missing swift test` (see the README).
final class LevelUpSceneTests: XCTestCase {
    /// The tolerance of every image snapshot below, stated once: a channel may move by 10/255 and
    /// 0.1 % of the pixels (about 100 of a 360 × 280 frame) by more, which absorbs anti-aliasing
    /// changes between library versions while the bar drawn one step further fails.
    static let tolerance = SnapshotTolerance(channelDelta: 0.04, pixelFraction: 0.001)

    /// Every test of this class runs inside this scope; record mode, artifacts folder and diff
    /// tool still come from `MOTION_SNAPSHOT_RECORD`, `MOTION_SNAPSHOT_ARTIFACTS` and
    /// `MOTION_SNAPSHOT_DIFF_TOOL` when set.
    override func invokeTest() {
        withSnapshotTesting(tolerance: Self.tolerance) { super.invokeTest() }
    }

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

    /// The scene with props (those of `props/fr.json`): level 12, the texts in French, a purple
    /// accent; while the bar fills (the old badge, the accent) and at rest (the new title, the pill
    /// sized to its longer text).
    func testProps() {
        var options = RenderOptions()
        options.props = LevelUpScene.Props(level: 12, title: "Niveau 12", previousTitle: "Niveau 11", pill: "NIVEAU SUPÉRIEUR",
                                           accent: MotionColor(hex: 0x7B3FE4))
        assertSnapshot(of: LevelUpScene(), at: .time(1.2), options: options, named: "fr-filling")
        assertSnapshot(of: LevelUpScene(), options: options, named: "fr")
    }

    /// The scene's curves as text: a changed timing shows up as changed lines, not pixels.
    func testCurves() {
        for curve in LevelUpScene().curves {
            assertSnapshot(of: curve.value, as: .curve(through: 5, samples: 51),
                           named: curve.name.replacingOccurrences(of: " ", with: "-"))
        }
    }
}
