/// A key for a value of a scene's environment, in the shape of SwiftUI's `EnvironmentKey`: a
/// module declares a key with a default value, and scenes read it through the canvas.
///
/// ```swift
/// public struct BoardThemeKey: EnvironmentKey {
///     public static let defaultValue = BoardTheme.green
/// }
/// extension MotionEnvironment {
///     public var boardTheme: BoardTheme {
///         get { self[BoardThemeKey.self] }
///         set { self[BoardThemeKey.self] = newValue }
///     }
/// }
/// // in a scene: let theme = c.environment.boardTheme
/// ```
///
/// Values are resolved before drawing starts (a theme file read, a piece set checked), so a scene
/// reads a finished value and never touches the file system from `draw`.
public protocol EnvironmentKey {
    /// The type of the value; values cross threads with the frames they belong to.
    associatedtype Value: Sendable
    /// The value when none was set.
    static var defaultValue: Value { get }
    /// A short stable name for the key, used in frame manifests (default: the key type's name).
    static var name: String { get }
    /// Text that identifies `value` by content, recorded in frame manifests (so a resumed render
    /// never mixes frames drawn with other values) and mixed into default SVG ids (so two renders
    /// with other values never share ids); it must be the same in every process for the same
    /// value. Default: the value's stored contents, with dictionaries and sets in sorted order
    /// (`String(reflecting:)` would list them in hash order, which changes from run to run).
    /// A value made from files should describe their contents (see the chess module's
    /// `PieceSetKey`, which hashes its twelve files).
    static func fingerprint(of value: Value) -> String
    /// How `value` reads to a person or a script (a theme's name, a piece set's name), for
    /// listings and for the environment object of JavaScript scenes. Default: `String(describing: value)`.
    static func description(of value: Value) -> String
    /// False for a key that changes how a frame is made but never what it shows (a cache
    /// switch): its value is then left out of fingerprints, so it changes neither ids nor
    /// manifests. Default: true.
    static var changesDrawing: Bool { get }
}

extension EnvironmentKey {
    public static var name: String { _typeName(Self.self, qualified: false) }
    public static func fingerprint(of value: Value) -> String { StableDescription.of(value) }
    public static func description(of value: Value) -> String { String(describing: value) }
    public static var changesDrawing: Bool { true }
}
