import MotionRender
import MotionScenes
import MotionSnapshotTesting
import XCTest

/// Every built-in scene at its still frame, light and dark, against the PNGs in
/// `__Snapshots__/SceneSnapshotTests/`: on a phone and on a foldable closed, open and in tabletop
/// for the clock, the one scene that reads the device; the others are checked to draw the same
/// on every device and keep one reference per scheme.
///
/// A new scene in `BuiltInScenes.all` fails here under CI until its references are recorded:
/// `MOTION_SNAPSHOT_RECORD=missing swift test --filter SceneSnapshotTests`, then commit the files.
/// After an intended visual change: `MOTION_SNAPSHOT_RECORD=all`, review the PNGs, commit.
final class SceneSnapshotTests: XCTestCase {
    /// Tolerance: a channel may move by up to 10/255 (0.04), and up to 0.2 % of the pixels
    /// (about 200 of a 360 × 280 frame) may move more. Anti-aliasing and rounding changes between
    /// cairo, pixman or librsvg versions touch a few edge pixels by a few levels and stay within
    /// that; the coins badge drawn one point off changes 2.6 % of the pixels (a quarter point:
    /// 0.95 %) by up to 216/255 and fails. Re-rendering on the same libraries changes nothing.
    static let tolerance = SnapshotTolerance(channelDelta: 0.04, pixelFraction: 0.002)

    func testEverySceneAtItsStillFrame() {
        for scene in BuiltInScenes.all {
            assertSnapshots(of: scene, at: .still, as: .png(tolerance: Self.tolerance), named: scene.name)
        }
    }

    /// The localized streak scene in Japanese and Arabic (right to left), light, on a phone.
    func testStreakInOtherLocales() {
        assertSnapshots(of: StreakScene(), at: .still, matrix: SnapshotMatrix(schemes: [.light], devices: [.phone], locales: ["ja", "ar"]),
                        as: .png(tolerance: Self.tolerance), named: "streak")
    }

    /// The seed's curves as `t value` tables: a changed curve shows as changed lines.
    func testMotionCurves() {
        assertSnapshot(of: { M.spring($0) }, as: .curve(through: 1.2, samples: 61), named: "spring-14")
        assertSnapshot(of: { M.spring($0, 9) }, as: .curve(through: 1.2, samples: 61), named: "spring-9")
        assertSnapshot(of: { M.smooth(0.2, 0.8, $0) }, as: .curve(samples: 51), named: "smooth")
        assertSnapshot(of: { M.bump($0, 0.5) }, as: .curve(samples: 51), named: "bump")
    }
}
