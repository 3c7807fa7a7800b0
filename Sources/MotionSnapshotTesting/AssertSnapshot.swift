import Foundation
import MotionRender

/// Asserts that a snapshot of `value` matches its reference file.
///
/// The reference is `__Snapshots__/<TestFile>/<test>.<name>.<ext>` beside the test file (from
/// `#filePath` and `#function`; see ``/MotionSnapshot/SnapshotReference``). Works in XCTest and Swift Testing.
/// A test's unnamed assertions are numbered in the order they run: `<test>.<ext>`, then
/// `<test>.2.<ext>`, `<test>.3.<ext>`. On a failure the actual snapshot and the diff image go
/// outside the source tree: into the scope's artifacts folder, else `MOTION_SNAPSHOT_ARTIFACTS`,
/// else the package's `.build/snapshot-artifacts/` (``/MotionSnapshot/SnapshotReference/defaultArtifactsFolder(forTestFile:)``);
/// the failure message names them.
///
/// ```swift
/// assertSnapshot(of: { M.spring($0, 14) }, as: .curve(through: 1.5), named: "spring-14")
/// ```
///
/// - Parameters:
///   - value: what to snapshot; evaluated once.
///   - strategy: how to snapshot and compare it (`.lines`, `.curve`, `.raster`, `.image`, …).
///   - name: tells apart several snapshots of one test (default: numbered, see above).
///   - record: overrides the scoped configuration and `MOTION_SNAPSHOT_RECORD` (`.never`,
///     `.missing`, `.failed`, `.all`). Without any of them, a missing reference is recorded
///     outside CI and fails under `CI=true`.
///   - snapshotDirectory: a folder to use instead of the one beside the test file.
///   - environment: the variables read for recording and CI (default: the process's).
///   - fileID: the caller's file, where a failure is reported (leave the default).
///   - filePath: the caller's file path, which places the reference (leave the default).
///   - function: the calling test, which names the reference (leave the default).
///   - line: the caller's line, where a failure is reported (leave the default).
///   - column: the caller's column, where a failure is reported (leave the default).
/// - Returns: what the check found; a failure has already been reported to the test.
@discardableResult
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    environment: SnapshotEnvironment = .process,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    let name = name ?? UnnamedSnapshotCounter.nextName(filePath: "\(filePath)", function: function)
    let reference = SnapshotReference.url(filePath: "\(filePath)", function: function, name: name,
                                          pathExtension: strategy.pathExtension, folder: snapshotDirectory)
    let outcome = SnapshotVerifier.verify(value, as: strategy, reference: reference, record: record, environment: environment,
                                          defaultArtifacts: SnapshotReference.defaultArtifactsFolder(forTestFile: "\(filePath)"))
    if let message = outcome.failureMessage {
        SnapshotFailureReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return outcome
}

/// Asserts that `scene` at `playback` matches its reference image.
///
/// ```swift
/// assertSnapshot(of: CoinsScene())                                   // still frame, light, phone, PNG
/// assertSnapshot(of: CoinsScene(), at: .time(1.4), as: .svg, named: "dropping")
/// assertSnapshot(of: CoinsScene(), as: .png(tolerance: .init(channelDelta: 0.02, pixelFraction: 0.001)))
///
/// var french = RenderOptions()
/// french.props = LevelUpScene.Props(title: "Niveau 5")            // a scene's props
/// assertSnapshot(of: LevelUpScene(), options: french, named: "fr")
/// ```
///
/// - Parameters:
///   - scene: the scene to draw.
///   - playback: `.still` (default, the scene's `stillTime`) or `.time(t)`; `.live` fails.
///   - strategy: `.png` (default), `.svg` (through rsvg-convert) or `.pdf` (through pdftoppm),
///     each with an optional tolerance (default: the scoped configuration's, else
///     ``/MotionSnapshot/SnapshotTolerance/default``).
///   - options: size, scheme, device, environment values, props (``/MotionGraphics/RenderOptions/props``) and
///     the rest (default: scale 1, light, phone, the scene's default props); whatever else a
///     render comes to take reaches the strategy through them.
///   - name: tells apart several snapshots of one test (default: numbered in the order they
///     run, the first unnumbered).
///   - record: overrides the scoped configuration and `MOTION_SNAPSHOT_RECORD`.
///   - snapshotDirectory: a folder to use instead of the one beside the test file.
///   - environment: the variables read for recording and CI (default: the process's).
///   - fileID: the caller's file, where a failure is reported (leave the default).
///   - filePath: the caller's file path, which places the reference (leave the default).
///   - function: the calling test, which names the reference (leave the default).
///   - line: the caller's line, where a failure is reported (leave the default).
///   - column: the caller's column, where a failure is reported (leave the default).
/// - Returns: what the check found; a failure has already been reported to the test.
@discardableResult
public func assertSnapshot(
    of scene: any MotionScene,
    at playback: MotionPlayback = .still,
    as strategy: Snapshotting<SceneFrame, SnapshotImage> = .png,
    options: RenderOptions = RenderOptions(),
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    environment: SnapshotEnvironment = .process,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) -> SnapshotOutcome {
    assertSnapshot(of: SceneFrame(scene, at: playback, options: options), as: strategy, named: name, record: record,
                   snapshotDirectory: snapshotDirectory, environment: environment,
                   fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts `scene` at `playback` in every variant of `matrix` that can differ for it, one
/// reference each: light and dark × phone and foldable closed, open, tabletop (8 references) for
/// a scene that reads the device (``/MotionRender/MotionScene/readsDevice``), light and dark on `options`'
/// device (2 references) for one that does not.
///
/// Variant files are `<test>.<name>-<scheme>-<device>.<ext>` (`testClock.clock-dark-foldable-open.png`)
/// for a scene that reads the device, `<test>.<name>-<scheme>.<ext>` (`testCoins.coins-dark.png`)
/// for one that does not; without a name the variant alone. Each differing variant is reported
/// separately. For a scene that says it does not read the device, the other devices of `matrix`
/// are drawn too and must give the same pixels, or the assertion fails naming the device.
///
/// ```swift
/// for scene in BuiltInScenes.all {
///     assertSnapshots(of: scene, named: scene.name)
/// }
/// ```
/// - Parameters:
///   - scene: the scene to draw.
///   - playback: `.still` (default) or `.time(t)`; `.live` fails.
///   - matrix: the schemes, devices and locales to vary (default ``/MotionSnapshot/SnapshotMatrix/all``).
///   - strategy: `.png` (default), `.svg` or `.pdf`, as for one snapshot.
///   - options: the base options (props included); the matrix replaces their scheme, and
///     their device for a scene that reads it.
///   - name: the start of every variant's name (default none: the variant's name alone).
///   - record: overrides the scoped configuration and `MOTION_SNAPSHOT_RECORD`.
///   - snapshotDirectory: a folder to use instead of the one beside the test file.
///   - environment: the variables read for recording and CI (default: the process's).
///   - fileID: the caller's file, where failures are reported (leave the default).
///   - filePath: the caller's file path, which places the references (leave the default).
///   - function: the calling test, which names the references (leave the default).
///   - line: the caller's line, where failures are reported (leave the default).
///   - column: the caller's column, where failures are reported (leave the default).
/// - Returns: one outcome per variant checked, in the matrix's order.
@discardableResult
public func assertSnapshots(
    of scene: any MotionScene,
    at playback: MotionPlayback = .still,
    matrix: SnapshotMatrix = .all,
    as strategy: Snapshotting<SceneFrame, SnapshotImage> = .png,
    options: RenderOptions = RenderOptions(),
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    environment: SnapshotEnvironment = .process,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
) -> [SnapshotOutcome] {
    if let message = matrix.undeclaredDeviceRead(of: scene, at: playback, options: options) {
        SnapshotFailureReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return matrix.variants(of: options, for: scene).map { variant in
        let variantName = [name, variant.name].compactMap { $0 }.joined(separator: "-")
        return assertSnapshot(of: SceneFrame(scene, at: playback, options: variant.options), as: strategy,
                              named: variantName, record: record, snapshotDirectory: snapshotDirectory,
                              environment: environment, fileID: fileID, filePath: filePath, function: function,
                              line: line, column: column)
    }
}
