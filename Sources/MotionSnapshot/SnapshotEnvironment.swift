import Foundation

/// The environment variables snapshot checks read, injectable so tests do not depend on the
/// real process environment.
///
/// - `MOTION_SNAPSHOT_RECORD`: `never`, `missing` or `all` (case-insensitive; empty means unset).
/// - `CI`: `true`, `1` or `yes` (case-insensitive) marks a CI run, where missing references fail
///   instead of being recorded.
public struct SnapshotEnvironment: Sendable {
    /// The variable that selects a ``SnapshotRecordMode``.
    public static let recordVariable = "MOTION_SNAPSHOT_RECORD"

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

    /// The mode to use: `explicit` when given, else `MOTION_SNAPSHOT_RECORD`, else ``SnapshotRecordMode/never``
    /// under CI and ``SnapshotRecordMode/missing`` elsewhere.
    /// - Throws: ``SnapshotError/invalidRecordMode(variable:value:)`` for an unknown value of the variable.
    public func recordMode(explicit: SnapshotRecordMode? = nil) throws -> SnapshotRecordMode {
        if let explicit { return explicit }
        if let text = variables[Self.recordVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: text.lowercased()) else {
                throw SnapshotError.invalidRecordMode(variable: Self.recordVariable, value: text)
            }
            return mode
        }
        return isCI ? .never : .missing
    }
}
