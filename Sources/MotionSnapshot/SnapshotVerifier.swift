import Foundation
import MotionRender

/// Checks one value against its reference file, or records it: the core that the XCTest and
/// Swift Testing assertions and the `motion snapshot` command share.
///
/// A reference is only ever written when recording: ``SnapshotRecordMode/all``,
/// ``SnapshotRecordMode/missing`` for an absent file, ``SnapshotRecordMode/failed`` for an absent
/// file or one that does not match (or cannot be decoded). Otherwise a corrupt or wrong-sized
/// reference fails and stays as it is. On a mismatch the actual snapshot
/// (`<reference>.actual.<ext>`) and the strategy's artifacts (`<reference>.diff.png` for images)
/// are written into the artifacts folder when one is set, else beside the reference
/// (``SnapshotReference/artifact(for:suffix:pathExtension:in:)``); a later match removes them again.
public enum SnapshotVerifier {
    /// Takes the snapshot of `value` with `strategy` and checks or records it at `reference`.
    ///
    /// - Parameters:
    ///   - value: evaluated once, after the record mode is known.
    ///   - strategy: how the snapshot is taken, stored and compared.
    ///   - reference: the reference file (made, with its folder, when recorded).
    ///   - record: the mode to use; nil follows `configuration`, then `environment` (see
    ///     ``SnapshotEnvironment/recordSetting(argument:configuration:)``).
    ///   - environment: the variables to read (default: the process's).
    ///   - configuration: the scoped settings (default: the current scope's); strategies read its
    ///     tolerance while the check runs.
    ///   - defaultArtifacts: the folder for a failure's files when neither `configuration` nor
    ///     `environment` names one (default nil: beside the reference, as `motion snapshot`
    ///     writes them; the test assertions pass the package's `.build/snapshot-artifacts`).
    public static func verify<Value, Format>(_ value: () throws -> Value, as strategy: Snapshotting<Value, Format>,
                                             reference: URL, record: SnapshotRecordMode? = nil,
                                             environment: SnapshotEnvironment = .process,
                                             configuration: SnapshotConfiguration = .current,
                                             defaultArtifacts: URL? = nil) -> SnapshotOutcome {
        SnapshotConfiguration.$current.withValue(configuration) {
            check(value, as: strategy, reference: reference, record: record, environment: environment, configuration: configuration,
                  artifacts: configuration.artifacts ?? environment.artifacts ?? defaultArtifacts)
        }
    }

    private static func check<Value, Format>(_ value: () throws -> Value, as strategy: Snapshotting<Value, Format>,
                                             reference: URL, record: SnapshotRecordMode?,
                                             environment: SnapshotEnvironment,
                                             configuration: SnapshotConfiguration, artifacts: URL?) -> SnapshotOutcome {
        let path = reference.path
        do {
            let setting = try environment.recordSetting(argument: record, configuration: configuration.record)
            let mode = setting.mode
            let actual: Format
            do {
                actual = try strategy.snapshot(value())
            } catch {
                return .error(reference: reference, message: "cannot take the snapshot for \(path): \(error)")
            }
            let actualData = try strategy.diffing.toData(actual)
            let exists = try referenceExists(reference)
            func recordReference(difference: String? = nil) throws -> SnapshotOutcome {
                try write(actualData, to: reference, createFolder: true)
                removeArtifacts(of: reference, strategy.pathExtension, artifacts)
                return .recorded(reference: reference, replaced: exists, setting: setting, difference: difference)
            }
            if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
                return try recordReference()
            }
            let actualURL = SnapshotReference.artifact(for: reference, suffix: "actual", pathExtension: strategy.pathExtension, in: artifacts)
            guard exists else {
                let written = (try? write(actualData, to: actualURL, createFolder: true)) != nil
                return .missing(reference: reference, actual: written ? actualURL : nil, setting: setting)
            }
            let stored: Data
            do {
                stored = try InputFile.read(reference, limit: RenderLimits.imageFileBytes)
            } catch {
                throw SnapshotError.unreadableReference(path: path, problem: error.reason)
            }
            let expected: Format
            do {
                expected = try strategy.diffing.fromData(stored, path)
            } catch let error where mode == .failed {
                return try recordReference(difference: "\(error)")
            }
            guard var difference = try strategy.diffing.diff(expected, actual) else {
                removeArtifacts(of: reference, strategy.pathExtension, artifacts)
                return .matched(reference: reference)
            }
            if mode == .failed {
                return try recordReference(difference: difference.message)
            }
            var written: [URL] = []
            var problems: [String] = []
            let files = [(actualURL, actualData)] + difference.artifacts.map {
                (SnapshotReference.artifact(for: reference, suffix: $0.suffix, pathExtension: $0.pathExtension, in: artifacts), $0.data)
            }
            for (url, data) in files {
                do { try write(data, to: url, createFolder: artifacts != nil); written.append(url) } catch { problems.append("\(error)") }
            }
            if !problems.isEmpty { difference.message += " (" + problems.joined(separator: "; ") + ")" }
            let compare = written.first == actualURL
                ? (configuration.diffTool ?? environment.diffTool)?.command(path, actualURL.path) : nil
            return .differs(reference: reference, difference: difference.message, written: written, compare: compare)
        } catch {
            return .error(reference: reference, message: "\(error)")
        }
    }

    /// True when `reference` is a file; false when nothing is there.
    /// - Throws: ``SnapshotError/unreadableReference(path:problem:)`` when it is a folder.
    private static func referenceExists(_ reference: URL) throws -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: reference.path, isDirectory: &isFolder) else { return false }
        if isFolder.boolValue {
            throw SnapshotError.unreadableReference(path: reference.path, problem: "is a folder, not a file")
        }
        return true
    }

    /// Writes atomically, creating the folder when asked; errors name the path.
    static func write(_ data: Data, to url: URL, createFolder: Bool) throws {
        let folder = url.deletingLastPathComponent()
        if createFolder {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw SnapshotError.cannotWrite(path: url.path, problem: "cannot create folder \(folder.path) (\(error.reason))")
            }
        }
        do {
            try OutputFile.write(data, to: url)
        } catch let error as RenderError {
            if case let .output(_, message) = error { throw SnapshotError.cannotWrite(path: url.path, problem: message) }
            throw SnapshotError.cannotWrite(path: url.path, problem: error.description)
        }
    }

    /// Removes the actual and diff files a previous failing run left beside `reference` or in the
    /// artifacts folder.
    private static func removeArtifacts(of reference: URL, _ pathExtension: String, _ artifacts: URL?) {
        let folders = artifacts == nil ? [nil] : [nil, artifacts]
        let stale = folders.flatMap { folder in
            [SnapshotReference.artifact(for: reference, suffix: "actual", pathExtension: pathExtension, in: folder),
             SnapshotReference.artifact(for: reference, suffix: "diff", pathExtension: "png", in: folder),
             SnapshotReference.artifact(for: reference, suffix: "diff", pathExtension: pathExtension, in: folder)]
        }
        for url in Set(stale) where FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
