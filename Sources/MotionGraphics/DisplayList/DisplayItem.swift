import Foundation
import MotionCore

/// One drawing call of a frame: what it draws (``operation``) and the state of the canvas copy
/// that drew it (``state``: transform, opacity, clips, filters, masks, blend mode, interpolation).
public struct DisplayItem: Hashable, Sendable {
    /// The copy's state when the call was made.
    public let state: DisplayState
    /// What the call draws.
    public let operation: DisplayOperation

    /// An item drawing `operation` with `state`.
    public init(state: DisplayState, operation: DisplayOperation) {
        self.state = state
        self.operation = operation
    }

    /// "fill #F6EB5C", "stroke 2 pt linear gradient", "text \"Level 5\"", "layer of 12 items".
    public var summary: String {
        var parts = [operation.summary]
        if state.opacity < 1 { parts.append("opacity \(DisplayNumber.text(state.opacity))") }
        if state.blendMode != .normal { parts.append("blend \(state.blendMode.rawValue)") }
        if !state.filters.isEmpty { parts.append(state.filters.map { "\($0.filter)" }.joined(separator: ", ")) }
        return parts.joined(separator: ", ")
    }

    /// What tells `self` from `other`, first difference first: "fill colour #F6EB5C vs #F6EB5D",
    /// "transform (1, 0, 0, 1, 10, 20) vs (1, 0, 0, 1, 10, 21)", "fill vs stroke".
    public func contrast(with other: DisplayItem) -> String {
        if let operations = operation.contrast(with: other.operation) { return operations }
        return "\(operation.name) " + state.contrast(with: other.state)
    }
}
