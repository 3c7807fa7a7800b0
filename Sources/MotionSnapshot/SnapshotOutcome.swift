import Foundation

/// What one snapshot check found, with the files involved.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The snapshot matches the reference (within the strategy's tolerance).
    case matched(reference: URL)
    /// The reference was written: it was missing, or recording replaced it (`replaced`).
    case recorded(reference: URL, replaced: Bool)
    /// There is no reference and recording is off; the actual snapshot was written to `actual`
    /// (nil when even that failed).
    case missing(reference: URL, actual: URL?)
    /// The snapshot differs: the measured difference, and the files written beside the
    /// reference (the actual snapshot first, then the diff).
    case differs(reference: URL, difference: String, written: [URL])
    /// The check could not be made: a corrupt reference, a bad tolerance, a render error, an
    /// unwritable folder. The message names the file or value.
    case error(reference: URL, message: String)

    /// The reference file the check is about.
    public var reference: URL {
        switch self {
        case .matched(let url), .recorded(let url, _), .missing(let url, _), .differs(let url, _, _), .error(let url, _):
            return url
        }
    }

    /// True only for ``matched(reference:)``.
    public var isMatch: Bool {
        if case .matched = self { return true }
        return false
    }

    /// What a test should report, or nil when it passes. Recording counts as a failure, so a run
    /// that wrote references never looks green by accident.
    public var failureMessage: String? {
        switch self {
        case .matched:
            return nil
        case let .recorded(reference, replaced):
            let what = replaced ? "replaced the reference" : "recorded a new reference"
            return "\(what) \(reference.path); check it and commit it, then run again without \(SnapshotEnvironment.recordVariable)"
        case let .missing(reference, actual):
            var text = "no reference at \(reference.path), and missing references are not recorded here (CI=true or \(SnapshotEnvironment.recordVariable)=never)"
            if let actual { text += "; the actual snapshot is at \(actual.path)" }
            return text + "; record it locally with \(SnapshotEnvironment.recordVariable)=missing and commit it"
        case let .differs(reference, difference, written):
            var lines = ["snapshot does not match \(reference.path): \(difference)"]
            if let actual = written.first { lines.append("actual: \(actual.path)") }
            for file in written.dropFirst() { lines.append("diff: \(file.path)") }
            return lines.joined(separator: "\n")
        case let .error(_, message):
            return message
        }
    }
}
