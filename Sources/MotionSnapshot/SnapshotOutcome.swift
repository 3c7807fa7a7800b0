import Foundation

/// What one snapshot check found, with the files involved.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The snapshot matches the reference (within the strategy's tolerance).
    case matched(reference: URL)
    /// The reference was written under `setting`: it was missing, or it existed and was replaced
    /// (`replaced`): by ``SnapshotRecordMode/all``, or by ``SnapshotRecordMode/failed`` because it
    /// did not match, in which case `difference` says how it differed.
    case recorded(reference: URL, replaced: Bool, setting: SnapshotRecordSetting, difference: String? = nil)
    /// There is no reference and `setting` does not record missing ones; the actual snapshot was
    /// written to `actual` (nil when even that failed).
    case missing(reference: URL, actual: URL?, setting: SnapshotRecordSetting)
    /// The snapshot differs: the measured difference, the files written (the actual snapshot
    /// first, then the diff), and the diff tool's command line for the two files, if one is set.
    case differs(reference: URL, difference: String, written: [URL], compare: String? = nil)
    /// The check could not be made: a corrupt reference, a bad tolerance, a render error, an
    /// unwritable folder. The message names the file or value.
    case error(reference: URL, message: String)

    /// The reference file the check is about.
    public var reference: URL {
        switch self {
        case .matched(let url), .recorded(let url, _, _, _), .missing(let url, _, _), .differs(let url, _, _, _), .error(let url, _):
            return url
        }
    }

    /// True only for ``matched(reference:)``.
    public var isMatch: Bool {
        if case .matched = self { return true }
        return false
    }

    /// What a test should report, or nil when it passes. Recording counts as a failure, so a run
    /// that wrote references never looks green by accident. The message names the setting that
    /// caused the recording, and asks to run again without it only when it records every time
    /// (``SnapshotRecordMode/all``).
    public var failureMessage: String? {
        switch self {
        case .matched:
            return nil
        case let .recorded(reference, replaced, setting, difference):
            let because = setting.spelling.map { " (\($0))" } ?? ""
            var text: String
            if let difference {
                text = "re-recorded the reference \(reference.path), which did not match\(because): \(difference)"
            } else {
                text = (replaced ? "replaced the reference " : "recorded a new reference ") + reference.path + because
            }
            text += "; check it and commit it"
            if setting.mode == .all, let spelling = setting.spelling {
                return text + ", then run again without \(spelling)"
            }
            return text + ": later runs compare with it"
        case let .missing(reference, actual, setting):
            var text = "no reference at \(reference.path), and missing references are not recorded"
            if let spelling = setting.spelling { text += " (\(spelling))" }
            if let actual { text += "; the actual snapshot is at \(actual.path)" }
            return text + "; record it with \(SnapshotEnvironment.recordVariable)=missing where you can check it, and commit it"
        case let .differs(reference, difference, written, compare):
            var lines = ["snapshot does not match \(reference.path): \(difference)"]
            if let actual = written.first { lines.append("actual: \(actual.path)") }
            for file in written.dropFirst() { lines.append("diff: \(file.path)") }
            if let compare { lines.append("compare: \(compare)") }
            return lines.joined(separator: "\n")
        case let .error(_, message):
            return message
        }
    }
}
