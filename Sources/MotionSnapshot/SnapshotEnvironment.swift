import Foundation

/// The environment variables snapshot checks read, injectable so tests do not depend on the
/// real process environment.
///
/// - `MOTION_SNAPSHOT_RECORD`: `never`, `missing`, `failed` or `all` (case-insensitive; empty
///   means unset).
/// - `MOTION_SNAPSHOT_ARTIFACTS`: a folder for the actual snapshots and diff images of failing
///   checks, instead of beside the references; relative to the current folder (`swift test`
///   runs in the package's folder). Empty means unset.
/// - `MOTION_SNAPSHOT_DIFF_TOOL`: a program printed with each mismatch as
///   `program '<reference>' '<actual>'` (see ``SnapshotDiffTool``).
/// - `CI`: `true`, `1` or `yes` (case-insensitive) marks a CI run, where missing references fail
///   instead of being recorded.
///
/// A scoped ``SnapshotConfiguration`` wins over each variable.
public struct SnapshotEnvironment: Sendable {
    /// The variable that selects a ``SnapshotRecordMode``.
    public static let recordVariable = "MOTION_SNAPSHOT_RECORD"
    /// The variable that names the artifacts folder.
    public static let artifactsVariable = "MOTION_SNAPSHOT_ARTIFACTS"
    /// The variable that names a diff program.
    public static let diffToolVariable = "MOTION_SNAPSHOT_DIFF_TOOL"

    /// Variable names to values.
    public var variables: [String: String]

    public init(_ variables: [String: String] = [:]) {
        self.variables = variables
    }

    /// The current process's environment.
    public static var process: SnapshotEnvironment { SnapshotEnvironment(ProcessInfo.processInfo.environment) }

    /// True when `CI` is `true`, `1` or `yes`.
    public var isCI: Bool {
        guard let value = variables["CI"]?.lowercased() else { return false }
        return ["true", "1", "yes"].contains(value)
    }

    /// The record mode and where it came from: `argument` when given, else `configuration`
    /// (a scope's), else `MOTION_SNAPSHOT_RECORD`, else ``SnapshotRecordMode/never`` under CI and
    /// ``SnapshotRecordMode/missing`` elsewhere.
    /// - Throws: ``SnapshotError/invalidRecordMode(variable:value:)`` for an unknown value of the
    ///   variable (only when it is consulted).
    public func recordSetting(argument: SnapshotRecordMode? = nil,
                              configuration: SnapshotRecordMode? = nil) throws -> SnapshotRecordSetting {
        if let argument { return SnapshotRecordSetting(mode: argument, source: .argument) }
        if let configuration { return SnapshotRecordSetting(mode: configuration, source: .configuration) }
        if let text = value(Self.recordVariable) {
            guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
                throw SnapshotError.invalidRecordMode(variable: Self.recordVariable, value: text)
            }
            return SnapshotRecordSetting(mode: mode, source: .environment)
        }
        return SnapshotRecordSetting(mode: isCI ? .never : .missing, source: .automatic)
    }

    /// The mode alone; see ``recordSetting(argument:configuration:)``.
    public func recordMode(explicit: SnapshotRecordMode? = nil) throws -> SnapshotRecordMode {
        try recordSetting(argument: explicit).mode
    }

    /// `MOTION_SNAPSHOT_ARTIFACTS` as a folder, or nil when unset.
    public var artifacts: URL? {
        value(Self.artifactsVariable).map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
    }

    /// `MOTION_SNAPSHOT_DIFF_TOOL` as a diff tool, or nil when unset.
    public var diffTool: SnapshotDiffTool? {
        value(Self.diffToolVariable).map(SnapshotDiffTool.init(program:))
    }

    /// The variable's value without surrounding spaces; nil when unset or empty.
    private func value(_ name: String) -> String? {
        guard let text = variables[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        return text
    }
}
