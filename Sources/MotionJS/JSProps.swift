import MotionRender

/// The props of a JavaScript scene: an open JSON object. The scene's `props: { … }` in
/// `M.define` are its defaults; props a render is given (`--props`) are laid over them key by key
/// (nested objects merge, other values replace), and the scene reads the result as `e.props`.
/// Any key is taken, as a script reads whatever it is given.
public struct JSProps: SceneProps, Hashable {
    /// The props by key.
    public var values: [String: JSONValue]

    public init() { values = [:] }

    /// Props with `values` by key (nested objects stay as they are given).
    public init(_ values: [String: JSONValue]) { self.values = values }

    public init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: JSONValue].self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}
