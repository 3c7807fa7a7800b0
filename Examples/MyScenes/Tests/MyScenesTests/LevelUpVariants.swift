import MotionSnapshotTesting
import MyScenes
import Testing

/// The scene in every variant the default matrix makes for it, as a Swift Testing suite whose
/// trait sets the snapshot settings of all its tests. The level-up scene does not read the device
/// (`readsDevice` is false), so that is light and dark, and the assertion checks that a foldable
/// in any posture draws the same as the phone.
@Suite(.snapshots(tolerance: LevelUpSceneTests.tolerance))
struct LevelUpVariants {
    @Test func stillFrame() {
        assertSnapshots(of: LevelUpScene())
    }
}
