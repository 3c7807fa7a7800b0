import Foundation
import MotionRender

/// The `e` a scene's `draw(g, t, e)` receives, built from the render's `MotionEnvironment`:
///
/// ```js
/// e = {
///   th: { background: '#F7F5F0', surface: '#FFFFFF', text: '#1F2330', secondaryText: '#6B7080',
///         accent: '#3A7BF2', gold: '#E8A93A', success: '#2FA86B', spark: '#FFC94D',
///         ring: '#D9DCE4', shadow: '#1F233022', … },  // every palette token, '#RRGGBB[AA]'
///   scheme: 'light' | 'dark', dark: false,
///   reduceMotion: false,
///   device: 'phone' | 'foldable', posture: 'flat' | 'closed' | 'open' | 'tabletop',
///   hinge: null | { x, y, width, height },            // in box points
///   box: { width: 360, height: 280 },
///   locale: 'en-US',
///   boardTheme: 'green', pieceSet: 'classic', avatarStyle: 'illustrated',   // every value the
///                                       // render's environment sets, by key name, as described
/// }
/// ```
/// Frozen: a scene cannot change it (or carry state in it from frame to frame).
enum JSEnvironment {
    /// The JSON text of `e` (also the key its frozen object is cached under).
    static func json(_ environment: MotionEnvironment, locale: String) -> String {
        var tokens: [String: String] = [:]
        for (token, color) in environment.palette.colors { tokens[token.rawValue] = color.description }
        var object: [String: Any] = [
            "th": tokens,
            "scheme": environment.colorScheme.rawValue,
            "dark": environment.colorScheme == .dark,
            "reduceMotion": environment.reduceMotion,
            "device": environment.device.device.rawValue,
            "posture": environment.device.posture.rawValue,
            "box": ["width": Double(environment.box.width), "height": Double(environment.box.height)],
            "locale": locale,
        ]
        // The values other modules' keys set (the chess settings, …), under the keys' names.
        for entry in environment.values.descriptions where object[entry.name] == nil {
            object[entry.name] = entry.description
        }
        if let hinge = environment.hinge {
            object["hinge"] = ["x": Double(hinge.minX), "y": Double(hinge.minY), "width": Double(hinge.width), "height": Double(hinge.height)]
        } else {
            object["hinge"] = NSNull()
        }
        // Every value is a string, number, Boolean, null or a dictionary of them, so this cannot fail.
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
