import Foundation
import MotionCore

/// The light and dark palettes of a palette file: `{"light": {"accent": "#RRGGBB", …}, "dark": {…}}`.
public struct PaletteSet: Hashable, Sendable {
    /// The file's `light` palette.
    public let light: Palette
    /// The file's `dark` palette.
    public let dark: Palette

    /// The palette for `scheme`.
    public func palette(for scheme: ColorScheme) -> Palette {
        scheme == .light ? light : dark
    }

    /// Reads a palette file (a regular file of at most ``RenderLimits/settingsBytes``, see
    /// `InputFile`); errors name the file, the scheme and the token at fault.
    public init(contentsOf url: URL) throws {
        let data: Data
        do { data = try InputFile.read(url, limit: RenderLimits.settingsBytes) } catch {
            throw RenderError.resource(file: error.path, message: error.reason)
        }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw RenderError.resource(file: url.path, message: "is not a JSON object")
        }
        func palette(_ scheme: ColorScheme) throws -> Palette {
            guard let entries = root[scheme.rawValue] as? [String: Any] else {
                throw RenderError.resource(file: url.path, message: "has no \"\(scheme.rawValue)\" object")
            }
            var colors: [ColorToken: MotionColor] = [:]
            for (name, value) in entries {
                guard let text = value as? String, let color = try? MotionColor(hex: text) else {
                    throw RenderError.resource(file: url.path,
                                               message: "\(scheme.rawValue).\(name) is \(value), expected a colour such as \"#RRGGBB\"")
                }
                colors[ColorToken(rawValue: name)] = color
            }
            do { return try Palette(scheme: scheme, colors: colors) } catch let RenderError.resource(_, message) {
                throw RenderError.resource(file: url.path, message: "\(scheme.rawValue): \(message)")
            }
        }
        light = try palette(.light)
        dark = try palette(.dark)
    }

    /// The project's palettes, `Resources/palettes.json`, read once per process.
    public static func builtIn() throws -> PaletteSet { try cachedBuiltIn.get() }

    private static let cachedBuiltIn: Result<PaletteSet, Error> = Result {
        try PaletteSet(contentsOf: MotionResources.url(MotionResources.marker))
    }
}
