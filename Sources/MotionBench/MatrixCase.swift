import Foundation
import MotionRender
import MotionScenes
import MotionSnapshot

/// The project's snapshot matrix as CI runs it: every built-in scene at its still frame, light and
/// dark, on every device and posture for the scene that reads the device (the clock) and on a
/// phone for the others (16 frames), rendered and compared with the references in
/// `Tests/MotionScenesTests/__Snapshots__/SceneSnapshotTests/`.
enum MatrixCase {
    static func run() throws -> Measurement {
        var result = Measurement()
        let folder = URL(fileURLWithPath: "Tests/MotionScenesTests/__Snapshots__/SceneSnapshotTests")
        let references = try BuiltInScenes.all.flatMap { scene in
            try SnapshotMatrix.all.variants(for: scene).map { variant in
                let file = folder.appendingPathComponent("testEverySceneAtItsStillFrame.\(scene.name)-\(variant.name).png")
                return (scene, variant.options, try RasterImage(contentsOf: file))
            }
        }
        var passed = 0
        result.series[""] = try time(runs: Workload.sequenceRuns) {
            passed = 0
            for (scene, options, reference) in references {
                let actual = try MotionRenderer.raster(scene, at: scene.stillTime, options: options)
                if try ImageComparator.compare(reference, actual, tolerance: SnapshotTolerance()).passes { passed += 1 }
            }
        }
        result.counts["frames"] = Double(references.count)
        result.counts["passed"] = Double(passed)
        return result
    }
}
