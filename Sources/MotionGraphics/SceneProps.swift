/// A scene's input data: the strings, numbers and colours a render can change without a new
/// scene type, as Remotion's `--props` does. A props type is a `Codable` struct whose `init()`
/// gives every default:
///
/// ```swift
/// struct LevelUpScene: MotionScene {
///     struct Props: SceneProps {
///         var title = "Level 5"
///         var level = 5
///         var accent: MotionColor? = nil          // nil: the palette's accent
///     }
///     func draw(_ c: inout MotionCanvas, t: Double) {
///         let props = c.props(Props.self)         // typed, never throws
///         c.text(props.title, at: CGPoint(x: 180, y: 40))
///     }
/// }
/// ```
///
/// Given as JSON (`--props '{"title": "Niveau 5"}'`), the object is laid over the scene's
/// defaults: keys left out keep their default values, nested objects merge key by key, arrays
/// and other values replace the default whole, and `null` clears an optional. An object read as
/// another `SceneProps` type (the elements of an array of them, say) takes that type's `init()`
/// values for the keys it leaves out; an object of a plain `Codable` type must give every key
/// that is not optional. Keys the type
/// does not read are refused, and so is a value of the wrong type, naming the key and what it
/// expects (see ``PropsError``).
///
/// `Encodable` as well as `Decodable`, because the defaults are written as JSON to be merged
/// with what is given, and because frame manifests and `list --json` record props as JSON.
///
/// Values read as JSON has them: strings, numbers (integers must be whole and fit the type),
/// `true`/`false`, arrays, objects (nested props or `[String: T]`), optionals, enums with raw
/// values (the message lists the cases of a `CaseIterable` one), ``MotionColor`` as
/// `"#RRGGBB"`, and `URL` as a string.
public protocol SceneProps: Codable, Sendable {
    /// Every prop at its default value.
    init()
}
