import Foundation

/// Finds the project's `Resources/` folder (palettes, themes, piece sets, avatars) wherever the
/// program runs from.
///
/// Search order, first match wins:
/// 1. `$MOTION_RESOURCES`, when set (it must then be valid, or lookups fail naming it);
/// 2. beside the running executable or in up to five folders above it, `Resources/` or
///    `share/motion/Resources/` (an installed layout);
/// 3. the `Resources/` of the source checkout this module was built from.
///
/// A folder counts only when it holds `palettes.json`.
public enum MotionResources {
    /// The marker file that identifies a resources folder.
    public static let marker = "palettes.json"

    /// The resources folder, or an error listing the places searched.
    public static func directory() throws -> URL {
        try located.get()
    }

    /// `Resources/<relativePath>`; throws when the folder or the file is missing.
    public static func url(_ relativePath: String) throws -> URL {
        let url = try directory().appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw RenderError.resource(file: url.path, message: "not found")
        }
        return url
    }

    private static let located: Result<URL, RenderError> = {
        let fm = FileManager.default
        func valid(_ url: URL) -> Bool { fm.fileExists(atPath: url.appendingPathComponent(marker).path) }
        if let override = ProcessInfo.processInfo.environment["MOTION_RESOURCES"], !override.isEmpty {
            let url = URL(fileURLWithPath: override, isDirectory: true)
            return valid(url) ? .success(url)
                : .failure(.resource(file: override, message: "MOTION_RESOURCES has no \(marker)"))
        }
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("Resources", isDirectory: true))
            candidates.append(folder.appendingPathComponent("share/motion/Resources", isDirectory: true))
            folder = folder.deletingLastPathComponent()
        }
        // Sources/MotionRender/MotionResources.swift → repository root.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(checkout.appendingPathComponent("Resources", isDirectory: true))
        if let found = candidates.first(where: valid) { return .success(found) }
        return .failure(.resource(file: "Resources/\(marker)",
                                  message: "not found; searched \(candidates.map(\.path).joined(separator: ", ")); set MOTION_RESOURCES"))
    }()
}
