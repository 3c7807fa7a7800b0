import Foundation

/// Finds MotionKit's resources (palettes, board themes, piece sets, avatars): the top-level
/// `Resources/` folder of the package, which travels with every program built from it.
///
/// `Resources/` is a SwiftPM resource of the `MotionGraphics` target, so every build copies it
/// into the bundle folder ``bundleName`` beside each executable and test binary: `motion`, a
/// user's own tool built from a package that depends on MotionKit, and test runners alike. A
/// built program copied elsewhere runs when that folder is copied beside it (`make install`
/// does this).
///
/// Search order, first match wins; nothing else is tried:
/// 1. `$MOTION_RESOURCES` (``overrideVariable``), when set and not empty: it must name a folder
///    holding ``marker``, or every lookup fails naming it;
/// 2. `<folder of the running executable>/MotionKit_MotionGraphics.resources/Resources`: the
///    folder SwiftPM's generated `Bundle.module` accessor looks in first (`Bundle.main`, with
///    symbolic links resolved, so a link in `bin/` to an installed binary works).
///
/// The generated accessor itself is not used: when its bundle is missing it stops the program
/// with `fatalError`, and its second choice is the build folder's absolute path, which makes a
/// copied binary depend on the checkout it was built in. Here a missing bundle is an error
/// (``MotionResourcesError``) that names the folder searched, and the build folder is never
/// consulted, so a program finds exactly the resources that travel with it.
///
/// A folder counts only when it holds ``marker``.
public enum MotionResources {
    /// The marker file that identifies a resources folder.
    public static let marker = "palettes.json"

    /// The resource bundle SwiftPM builds for `MotionGraphics`: `<package>_<target>.resources`,
    /// from the package's own name whatever the dependency's folder or URL is called.
    public static let bundleName = "MotionKit_MotionGraphics.resources"

    /// The environment variable that overrides the search with a folder of the user's.
    public static let overrideVariable = "MOTION_RESOURCES"

    /// The resources folder.
    /// - Throws: ``MotionResourcesError`` naming the folders searched.
    public static func directory() throws -> URL {
        try located.get()
    }

    /// `Resources/<relativePath>`.
    /// - Throws: ``MotionResourcesError`` when no resources folder is found;
    ///   ``RenderError/resource(file:message:)`` ("not found") when the folder has no such file.
    public static func url(_ relativePath: String) throws -> URL {
        let url = try directory().appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw RenderError.resource(file: url.path, message: "not found")
        }
        return url
    }

    /// The search itself, for a given environment and executable folder (the process's own are
    /// used by ``directory()``); see the type's documentation for the order.
    public static func locate(environment: [String: String], executableFolder: URL) -> Result<URL, MotionResourcesError> {
        func valid(_ url: URL) -> Bool {
            FileManager.default.fileExists(atPath: url.appendingPathComponent(marker).path)
        }
        if let override = environment[overrideVariable], !override.isEmpty {
            let url = URL(fileURLWithPath: override, isDirectory: true)
            return valid(url) ? .success(url) : .failure(.invalidOverride(path: override))
        }
        let bundled = executableFolder.appendingPathComponent(bundleName, isDirectory: true)
            .appendingPathComponent("Resources", isDirectory: true)
        return valid(bundled) ? .success(bundled) : .failure(.notFound(searched: [bundled.path]))
    }

    /// The folder of the running executable, symbolic links resolved: the folder of the file
    /// `/proc/self/exe` names, which the kernel gives with every link already followed (the
    /// folder `Bundle.main` gives, as SwiftPM's accessor uses it, with links resolved). Where
    /// `/proc` cannot be read, `Bundle.main`'s folder with its links resolved.
    ///
    /// One system call: `Bundle.main` sets up a CoreFoundation bundle, and resolving links asks
    /// the file system about every folder of the path, 0.8 M instructions of a still's start.
    public static var executableFolder: URL {
        guard let path = runningExecutablePath() else { return Bundle.main.bundleURL.resolvingSymlinksInPath() }
        return URL(fileURLWithPath: path, isDirectory: false).deletingLastPathComponent()
    }

    /// The absolute path of the running executable from `/proc/self/exe`, or nil when it cannot
    /// be read or the file has been removed since it started (the kernel then appends ` (deleted)`).
    private static func runningExecutablePath() -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { readlink("/proc/self/exe", $0.baseAddress!, $0.count - 1) }
        guard count > 0, count < buffer.count - 1, buffer[0] == UInt8(ascii: "/") else { return nil }
        let path = String(decoding: buffer[..<count], as: UTF8.self)
        return path.hasSuffix(" (deleted)") ? nil : path
    }

    /// Only the override is read from the environment (the whole environment as a dictionary
    /// costs more than the search).
    private static let located: Result<URL, MotionResourcesError> =
        locate(environment: getenv(overrideVariable).map { [overrideVariable: String(cString: $0)] } ?? [:],
               executableFolder: executableFolder)
}
