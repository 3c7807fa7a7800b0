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
struct SnapshotCommand {
    let registry: SceneRegistry
    let tool: String

    /// The reference folder used without `--dir`.
    static let defaultFolder = "snapshots"

    static let options: [OptionSpec] = [
        .value("--dir", "-d", value: "DIR", help: "Folder of references SCENE.VARIANT.png (default: \(defaultFolder))."),
        .value("--scheme", value: "SCHEME", help: "Only this colour scheme: light or dark (default: both)."),
        .value("--device", value: "DEVICE", help: "Only this device: \(DeviceEnvironment.all.map(\.label).joined(separator: ", ")) (default: all)."),
        .value("--scale", value: "FACTOR", help: "Multiply the 360x280 box by FACTOR > 0 (default 1)."),
        .value("--channel-tolerance", value: "FRACTION", help: "Change of one channel allowed, 0...1 of full scale (default \(SnapshotTolerance.default.channelDelta))."),
        .value("--pixel-tolerance", value: "FRACTION", help: "Share of pixels allowed to differ beyond it, 0...1 (default \(SnapshotTolerance.default.pixelFraction))."),
        .flag("--missing-only", help: "With record: write only references that do not exist, verify the others."),
        .flag("--help", "-h", help: "Show this help."),
    ]

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let command = "\(tool) snapshot"
        let parsed = try ParsedArguments(arguments, options: Self.options, command: command)
        if parsed.has("--help") {
            output.print(HelpText.render(
                usage: "\(command) verify|record [SCENE...] [--dir DIR] [--scheme light|dark] [--device DEVICE] [--scale S] [--channel-tolerance F] [--pixel-tolerance F]",
                abstract: "Compare every scene's still frame in each scheme and device with DIR/SCENE.VARIANT.png (verify), or write those files (record).",
                arguments: [("verify|record", "verify compares and never writes a reference; record writes them all."),
                            ("SCENE", "Scenes to check (default: all): \(registry.names.joined(separator: ", ")).")],
                options: Self.options))
            return
        }
        guard let action = parsed.positionals.first else {
            throw CommandError.usage("'\(command)' needs an action: verify or record")
        }
        guard action == "verify" || action == "record" else {
            throw CommandError.usage("unknown snapshot action '\(action)'; choose verify or record")
        }
        if action == "verify", parsed.has("--missing-only") {
            throw CommandError.usage("--missing-only applies to record only")
        }
        let scenes = try Self.scenes(Array(parsed.positionals.dropFirst()), registry: registry)
        let tolerance = try Self.tolerance(parsed)
        let scale = try parsed.number("--scale") ?? 1
        guard scale.isFinite, scale > 0 else { throw CommandError.usage(RenderError.invalidScale(scale).description) }
        try Self.checkSize(scale, spelled: parsed["--scale"] ?? "1", scenes: scenes)
        let schemes = try parsed.choice("--scheme", ColorScheme.self).map { [$0] } ?? ColorScheme.allCases
        let devices = try parsed["--device"].map { [try Self.device($0)] } ?? DeviceEnvironment.all
        let folder = URL(fileURLWithPath: parsed["--dir"] ?? Self.defaultFolder)
        let mode: SnapshotRecordMode = action == "verify" ? .never : (parsed.has("--missing-only") ? .missing : .all)
        try Self.checkFolder(folder, create: mode != .never)

        let variants = SnapshotMatrix(schemes: schemes, devices: devices).variants(of: RenderOptions(size: .scale(scale)))
        var tally = [String: Int]()
        for scene in scenes {
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
                    output.error("missing   \(reference.path)" + (actual.map { "; actual: \($0.path)" } ?? ""))
                case .differs:
                    tally["differ", default: 0] += 1
                    output.error("differs   \(Self.oneLine(outcome.failureMessage ?? ""))")
                case .error(_, let message):
                    tally["failed", default: 0] += 1
                    output.error("failed    \(name): \(Self.oneLine(message))")
                }
            }
        }
        let total = scenes.count * variants.count
        let parts = ["matched", "recorded", "differ", "missing", "failed"].compactMap { key in
            tally[key].map { "\($0) \(key)" }
        }
        output.print("\(total) snapshots in \(folder.path): \(parts.joined(separator: ", "))")
        let bad = (tally["differ"] ?? 0) + (tally["missing"] ?? 0) + (tally["failed"] ?? 0)
        if bad > 0 {
            throw CommandError.failure("\(bad) of \(total) snapshots in \(folder.path) did not pass")
        }
    }

    /// The named scenes, or every registered scene when none is named.
    static func scenes(_ names: [String], registry: SceneRegistry) throws -> [any MotionScene] {
        guard !names.isEmpty else { return registry.scenes }
        return try names.map { name in
            guard let scene = registry.scene(named: name) else {
                throw CommandError.usage("unknown scene '\(name)'; scenes: \(registry.names.joined(separator: ", "))")
            }
            return scene
        }
    }

    /// Every scene's output at `scale` must be at least 1×1 pixel and within the default pixel
    /// limit; checked once, before any folder or file is made. Otherwise a usage error naming `--scale`.
    static func checkSize(_ scale: Double, spelled: String, scenes: [any MotionScene]) throws {
        for scene in scenes {
            do {
                _ = try OutputGeometry(box: scene.box, size: .scale(scale), pixelLimit: RenderOptions.defaultPixelLimit)
            } catch let error as RenderError {
                throw CommandError.usage("--scale \(spelled) does not fit scene '\(scene.name)': \(error)")
            }
        }
    }

    /// The device with `label` (`phone`, `foldable-open`, …), or a usage error listing the labels.
    static func device(_ label: String) throws -> DeviceEnvironment {
        guard let device = DeviceEnvironment.all.first(where: { $0.label == label.lowercased() }) else {
            let labels = DeviceEnvironment.all.map(\.label).joined(separator: ", ")
            throw CommandError.usage("option '--device' got '\(label)'; choose one of \(labels)")
        }
        return device
    }

    /// The tolerance from the two options over the defaults; a value outside 0...1 is a usage error.
    static func tolerance(_ parsed: ParsedArguments) throws -> SnapshotTolerance {
        var tolerance = SnapshotTolerance.default
        for (key, path) in [("--channel-tolerance", \SnapshotTolerance.channelDelta), ("--pixel-tolerance", \.pixelFraction)] {
            guard let value = try parsed.number(key) else { continue }
            guard value >= 0, value <= 1 else {
                throw CommandError.usage("option '\(key)' got \(parsed[key] ?? "\(value)"); it must be a fraction in 0...1")
            }
            tolerance[keyPath: path] = value
        }
        return tolerance
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
                throw CommandError.failure(SnapshotError.unreadableFolder(path: folder.path, problem: "cannot be created (\(error.localizedDescription))").description)
            }
        }
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw CommandError.failure(SnapshotError.unreadableFolder(path: folder.path, problem: "cannot be read (\(error.localizedDescription))").description)
        }
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: "; ")
    }
}
