import Foundation
import MotionRender
import MotionSnapshot

/// `motion snapshot verify|record [SCENE...]`: snapshot tests for pipelines that are not Swift.
///
/// Renders each scene's still frame in every colour scheme × device variant (or those chosen with
/// `--scheme` and `--device`) and compares it with `<dir>/<scene>.<variant>.png`, or writes those
/// files. Comparison uses ``SnapshotTolerance``; on a mismatch `<scene>.<variant>.actual.png` and
/// `<scene>.<variant>.diff.png` are written beside the reference. `verify` never writes a reference.
///
/// Exit codes: 0 when every snapshot matched (or was recorded), 1 when one differs, is missing or
/// cannot be checked, or the folder cannot be read; 64 for wrong usage (unknown action, scene,
/// scheme or device, a tolerance outside 0...1, a scale that gives an empty or oversized image).
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "snapshot", abstract: "Verify or record reference PNGs of every scene, scheme and device.",
        discussion: "Compares every scene's still frame in each scheme and device with DIR/SCENE.VARIANT.png (verify), or writes those files (record). On a mismatch SCENE.VARIANT.actual.png and SCENE.VARIANT.diff.png are written beside the reference. --props applies to every scene checked: keep references drawn with other props in a --dir of their own.")

    /// The reference folder used without `--dir`.
    static let defaultFolder = "snapshots"

    static let fraction = Requirement<Double>(message: { option, typed in "option '\(option)' got \(typed); it must be a fraction in 0...1" }) {
        $0 >= 0 && $0 <= 1
    }

    @Argument("ACTION", help: "verify compares and never writes a reference; record writes them.")
    var action: SnapshotAction

    @Argument("SCENE", help: "Scenes to check; all when none is given.", completion: .scenes)
    var sceneNames: [String]

    @Option("--dir", "-d", placeholder: "DIR", help: "Folder of references SCENE.VARIANT.png.", completion: .directories)
    var dir: String = SnapshotCommand.defaultFolder

    @Option("--scheme", placeholder: "SCHEME", help: "Only this colour scheme.", defaultDescription: "both")
    var scheme: ColorScheme?

    @Option("--device", placeholder: "DEVICE", help: "Only this device and posture.", defaultDescription: "all")
    var device: DeviceLabel?

    @OptionGroup var scale: ScaleOptions

    @Option("--channel-tolerance", placeholder: "FRACTION", help: "Change of one channel allowed, 0...1 of full scale.",
            requirement: SnapshotCommand.fraction)
    var channelTolerance: Double = SnapshotTolerance.default.channelDelta

    @Option("--pixel-tolerance", placeholder: "FRACTION", help: "Share of pixels allowed to differ beyond it, 0...1.",
            requirement: SnapshotCommand.fraction)
    var pixelTolerance: Double = SnapshotTolerance.default.pixelFraction

    @Flag("--missing-only", help: "With record: write only references that do not exist, verify the others.")
    var missingOnly: Bool

    @OptionGroup var props: PropsOptions

    @OptionGroup var diagnostics: DiagnosticOptions

    init() {}

    func run(_ context: CommandContext) throws {
        let output = context.output
        if action == .verify, missingOnly {
            throw CommandError.usage("--missing-only applies to record only")
        }
        let scenes = try sceneNames.isEmpty ? context.registry.scenes : sceneNames.map { try context.scene(named: $0) }
        let tolerance = SnapshotTolerance(channelDelta: channelTolerance, pixelFraction: pixelTolerance)
        // Each scene's base options, its props read once and checked for every scene before
        // anything is compared or written.
        let input = try props.input()
        var bases: [RenderOptions] = []
        for scene in scenes {
            _ = try scale.geometry(box: scene.box, name: "scene '\(scene.name)'")
            var base = RenderOptions(size: .scale(scale.scale))
            if let input { try props.apply(input, for: scene, to: &base) }
            bases.append(base)
        }
        let schemes = scheme.map { [$0] } ?? ColorScheme.allCases
        let devices = device.map { [$0.device] } ?? DeviceEnvironment.all
        let folder = URL(fileURLWithPath: dir)
        let mode: SnapshotRecordMode = action == .verify ? .never : (missingOnly ? .missing : .all)
        try Self.checkFolder(folder, create: mode != .never)

        let matrix = SnapshotMatrix(schemes: schemes, devices: devices)
        var tally = [String: Int]()
        var total = 0
        for (scene, base) in zip(scenes, bases) {
            let variants = matrix.variants(of: base)
            total += variants.count
            for variant in variants {
                let name = "\(scene.name).\(variant.name)"
                let reference = folder.appendingPathComponent("\(name).png")
                let frame = SceneFrame(scene, at: .still, options: variant.options)
                let outcome = SnapshotVerifier.verify({ frame }, as: .png(tolerance: tolerance), reference: reference,
                                                      record: mode, environment: SnapshotEnvironment())
                switch outcome {
                case .matched:
                    tally["matched", default: 0] += 1
                    output.print("ok        \(name)")
                case .recorded:
                    tally["recorded", default: 0] += 1
                    output.print("recorded  \(reference.path)")
                case .missing(_, let actual, _):
                    tally["missing", default: 0] += 1
                    output.error(UserText.escaped("missing   \(reference.path)" + (actual.map { "; actual: \($0.path)" } ?? "")))
                case .differs:
                    tally["differ", default: 0] += 1
                    output.error(UserText.escaped("differs   \(Self.oneLine(outcome.failureMessage ?? ""))"))
                case .error(_, let message):
                    tally["failed", default: 0] += 1
                    output.error(UserText.escaped("failed    \(name): \(Self.oneLine(message))"))
                }
            }
        }
        let parts = ["matched", "recorded", "differ", "missing", "failed"].compactMap { key in
            tally[key].map { "\($0) \(key)" }
        }
        output.print("\(total) snapshots in \(folder.path): \(parts.joined(separator: ", "))")
        let bad = (tally["differ"] ?? 0) + (tally["missing"] ?? 0) + (tally["failed"] ?? 0)
        if bad > 0 {
            throw CommandError.failure("\(bad) of \(total) snapshots in \(folder.path) did not pass")
        }
    }

    /// Verify needs a readable folder; record creates a missing one. Problems are failures naming the folder.
    static func checkFolder(_ folder: URL, create: Bool) throws {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
        if exists && !isFolder.boolValue {
            throw CommandError.failure(SnapshotError.unreadableFolder(path: folder.path, problem: "is a file, not a folder").description)
        }
        if !exists {
            guard create else {
                throw CommandError.failure(SnapshotError.unreadableFolder(path: folder.path, problem: "does not exist (record references first with 'record')").description)
            }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw CommandError.failure(SnapshotError.unreadableFolder(path: folder.path, problem: "cannot be created (\(error.reason))").description)
            }
        }
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw CommandError.failure(SnapshotError.unreadableFolder(path: folder.path, problem: "cannot be read (\(error.reason))").description)
        }
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: "; ")
    }
}
