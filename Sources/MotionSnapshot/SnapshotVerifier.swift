import Foundation
import MotionRender

/// Checks one value against its reference file, or records it: the core that the XCTest and
/// Swift Testing assertions and the `motion snapshot` command share.
///
/// A reference is only ever written when recording (``SnapshotRecordMode/all``, or
/// ``SnapshotRecordMode/missing`` for an absent file). A corrupt or wrong-sized reference fails
/// and stays as it is. On a mismatch the actual snapshot (`<reference>.actual.<ext>`) and the
/// strategy's artifacts (`<reference>.diff.png` for images) are written beside the reference;
/// a later match removes them again.
public enum SnapshotVerifier {
    /// Takes the snapshot of `value` with `strategy` and checks or records it at `reference`.
    ///
    /// - Parameters:
    ///   - value: evaluated once, after the record mode is known.
    ///   - record: the mode to use; nil reads `environment` (see ``SnapshotEnvironment/recordMode(explicit:)``).
    ///   - environment: the variables to read (default: the process's).
    public static func verify<Value, Format>(_ value: () throws -> Value, as strategy: Snapshotting<Value, Format>,
                                             reference: URL, record: SnapshotRecordMode? = nil,
                                             environment: SnapshotEnvironment = .process) -> SnapshotOutcome {
        let path = reference.path
        do {
            let mode = try environment.recordMode(explicit: record)
            let actual: Format
            do {
                actual = try strategy.snapshot(value())
            } catch {
                return .error(reference: reference, message: "cannot take the snapshot for \(path): \(error)")
            }
            let actualData = try strategy.diffing.toData(actual)
            let exists = try referenceExists(reference)
            if mode == .all || (!exists && mode == .missing) {
                try write(actualData, to: reference, createFolder: true)
                removeArtifacts(of: reference, strategy.pathExtension)
                return .recorded(reference: reference, replaced: exists)
            }
            let actualURL = SnapshotReference.artifact(for: reference, suffix: "actual", pathExtension: strategy.pathExtension)
            guard exists else {
                let written = (try? write(actualData, to: actualURL, createFolder: true)) != nil
                return .missing(reference: reference, actual: written ? actualURL : nil)
            }
            let stored: Data
            do {
                stored = try InputFile.read(reference, limit: RenderLimits.imageFileBytes)
            } catch {
                throw SnapshotError.unreadableReference(path: path, problem: error.reason)
            }
            let expected = try strategy.diffing.fromData(stored, path)
            guard var difference = try strategy.diffing.diff(expected, actual) else {
                removeArtifacts(of: reference, strategy.pathExtension)
                return .matched(reference: reference)
            }
            var written: [URL] = []
            var problems: [String] = []
            let files = [(actualURL, actualData)] + difference.artifacts.map {
                (SnapshotReference.artifact(for: reference, suffix: $0.suffix, pathExtension: $0.pathExtension), $0.data)
            }
            for (url, data) in files {
                do { try write(data, to: url, createFolder: false); written.append(url) } catch { problems.append("\(error)") }
            }
            if !problems.isEmpty { difference.message += " (" + problems.joined(separator: "; ") + ")" }
            return .differs(reference: reference, difference: difference.message, written: written)
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
                throw SnapshotError.cannotWrite(path: url.path, problem: "cannot create folder \(folder.path) (\(error.localizedDescription))")
            }
        }
        do {
            try OutputFile.write(data, to: url)
        } catch let error as RenderError {
            if case let .output(_, message) = error { throw SnapshotError.cannotWrite(path: url.path, problem: message) }
            throw SnapshotError.cannotWrite(path: url.path, problem: error.description)
        }
    }

    /// Removes the actual and diff files a previous failing run left beside `reference`.
    private static func removeArtifacts(of reference: URL, _ pathExtension: String) {
        let stale = [SnapshotReference.artifact(for: reference, suffix: "actual", pathExtension: pathExtension),
                     SnapshotReference.artifact(for: reference, suffix: "diff", pathExtension: "png"),
                     SnapshotReference.artifact(for: reference, suffix: "diff", pathExtension: pathExtension)]
        for url in Set(stale) where FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
