import Foundation
import MotionChess
import MotionRender
import MotionScenes

/// The options every drawing command shares: colour scheme, device and posture, Reduce Motion,
/// and the user's board theme, piece set and avatar style.
enum SceneOptions {
    static let specs: [OptionSpec] = [
        .value("--scheme", value: "SCHEME", help: "Colour scheme: light (default) or dark."),
        .value("--device", value: "DEVICE", help: "Device: phone (default) or foldable."),
        .value("--posture", value: "POSTURE", help: "Posture: flat (phone); closed (default), open or tabletop (foldable)."),
        .flag("--reduce-motion", help: "The person asked for less motion: draw the still frame."),
        .value("--locale", value: "LOCALE", help: "Locale to draw in, a BCP 47 tag (default en): a localized scene's strings and the text direction follow it."),
        .value("--board-theme", value: "THEME", help: "Board theme: a name (see 'themes'; default green), FILE.json[#name], or #LIGHT/#DARK[/#HIGHLIGHT]."),
        .value("--piece-set", value: "SET", help: "Piece set by name or a folder of wK.svg…bP.svg (default classic)."),
        .value("--avatar-style", value: "STYLE", help: "Avatar style by name (default illustrated)."),
    ]

    /// Applies the parsed options to `options`; errors list the choices.
    /// - Parameter readingScheme: false for a command whose `--scheme` takes more choices of its
    ///   own (the player's `both`); it then sets the scheme itself.
    static func apply(_ parsed: ParsedArguments, to options: inout RenderOptions, readingScheme: Bool = true) throws {
        if readingScheme, let scheme = try parsed.choice("--scheme", ColorScheme.self) { options.colorScheme = scheme }
        let device = try parsed.choice("--device", Device.self) ?? .phone
        let posture = try parsed.choice("--posture", Posture.self)
        do {
            options.device = try DeviceEnvironment(device: device, posture: posture)
        } catch let error as DeviceError {
            throw CommandError.usage(error.description)
        }
        options.reduceMotion = parsed.has("--reduce-motion")
        if let tag = parsed["--locale"] {
            do { options.locale = try MotionLocale(tag) } catch let error as RenderError { throw CommandError.usage("--locale: \(error)") }
        }
        // The user's board theme, piece set and avatar style, read and checked completely before
        // anything is drawn.
        do {
            if let theme = parsed["--board-theme"] { options[BoardThemeKey.self] = try BoardTheme(argument: theme) }
            if let set = parsed["--piece-set"] { options[PieceSetKey.self] = try PieceTheme(argument: set) }
            if let style = parsed["--avatar-style"] { options[AvatarStyleKey.self] = try BotAvatarStyle(named: style) }
        } catch RenderError.resource(let file, let message) {
            throw CommandError.usage("\(file): \(message)")
        } catch let error as RenderError {
            // A piece or avatar file the user pointed at that librsvg cannot read.
            throw CommandError.usage(error.description)
        } catch let error as ChessError {
            throw CommandError.usage(error.description)
        } catch let error as MotionColorError {
            throw CommandError.usage("--board-theme: \(error)")
        }
    }
}
