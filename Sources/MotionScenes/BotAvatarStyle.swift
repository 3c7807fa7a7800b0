import Foundation
import MotionRender

/// How the bots' avatars are drawn: a folder `Resources/avatars/<name>/` holding `pip.svg`,
/// `sofia.svg` and `viktor.svg`.
public struct BotAvatarStyle: Hashable, Sendable {
    /// The folder name, e.g. "illustrated" (faces) or "monogram" (initial badges).
    public let name: String

    /// A style by name; throws listing the styles shipped in `Resources/avatars/` when unknown.
    public init(named name: String) throws {
        let available = try BotAvatarStyle.available()
        guard available.contains(name) else {
            throw RenderError.resource(file: "avatars/\(name)",
                                       message: "unknown avatar style '\(name)'; styles: \(available.joined(separator: ", "))")
        }
        self.name = name
    }

    private init(shipped name: String) { self.name = name }

    /// Faces: the default style.
    public static let illustrated = BotAvatarStyle(shipped: "illustrated")
    /// Initial badges.
    public static let monogram = BotAvatarStyle(shipped: "monogram")

    /// The shipped styles, sorted.
    public static func available() throws -> [String] {
        let folder = try MotionResources.directory().appendingPathComponent("avatars")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The avatar of `bot`, parsed once per process.
    public func asset(for bot: Bot) throws -> SVGAsset {
        try SVGAssetCache.shared.resource("avatars/\(name)/\(bot.rawValue).svg")
    }
}
