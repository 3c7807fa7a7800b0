/// The props a render was given (default nil: the scene draws its own defaults); set them with
/// ``RenderOptions/props``. A scene reads its props typed, through its canvas
/// (`c.props(Props.self)`), never this key.
///
/// The fingerprint is the props' JSON text (sorted keys), so frame manifests and default SVG
/// ids change with any prop.
public struct PropsKey: EnvironmentKey {
    public static let defaultValue: (any SceneProps)? = nil
    public static var name: String { "props" }
    public static func fingerprint(of value: (any SceneProps)?) -> String {
        guard let value else { return "none" }
        return (try? value.jsonText()) ?? String(reflecting: value)
    }
}
