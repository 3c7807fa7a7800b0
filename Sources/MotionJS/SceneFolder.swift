import Foundation
import MotionRender

/// The only files a scene may read: images inside its own folder.
///
/// A source is a relative path with no `..` component, no scheme, query or fragment, naming a
/// regular file whose real path (symbolic links resolved) is still inside the folder; its size
/// is checked before it is read, and it is opened without following a final symbolic link.
/// SVG files load through librsvg, PNG, JPEG and WebP files as bitmaps (``BitmapAsset``).
struct SceneFolder: Sendable {
    /// The folder, with symbolic links resolved.
    let root: URL

    init(_ folder: URL) {
        root = URL(fileURLWithPath: SceneFolder.realPath(folder.path) ?? folder.standardizedFileURL.path, isDirectory: true)
    }

    /// Loads the image `source` names; errors are `ScriptThrow`s naming the source.
    func image(_ source: String) throws -> any ImageAsset {
        let path = try checkedPath(source)
        let ext = (source as NSString).pathExtension.lowercased()
        let bitmap = ["png", "jpg", "jpeg", "webp"].contains(ext)
        guard bitmap || ext == "svg" else {
            throw ScriptThrow.dom(name: "InvalidStateError", message: "image '\(source)': only .svg, .png, .jpg and .webp images can be loaded (got '.\(ext)')")
        }
        let data = try read(path, source, limit: bitmap ? BitmapAsset.maximumBytes : SVGAsset.maximumBytes)
        // The file is recorded with the image, so a frame sequence's manifest lists it and a
        // resumed render notices when it changed.
        let file = URL(fileURLWithPath: path)
        do {
            return bitmap ? try BitmapAsset(data: data, name: source, file: file, pixelLimit: RenderLimits.defaultPixels)
                : try SVGAsset(data: data, name: source, file: file)
        } catch RenderError.image(_, let message) {
            throw ScriptThrow.dom(name: "InvalidStateError", message: "image '\(source)' \(message)")
        } catch {
            throw ScriptThrow.dom(name: "InvalidStateError", message: "image '\(source)': \(error)")
        }
    }

    /// The real path of `source` inside the folder, or a SecurityError saying why not.
    func checkedPath(_ source: String) throws -> String {
        func refuse(_ why: String) -> ScriptThrow {
            ScriptThrow.dom(name: "SecurityError", message: "image '\(source)': \(why); images must be files inside the scene's folder \(root.path)")
        }
        guard !source.isEmpty else { throw refuse("the source is empty") }
        if source.contains("://") || source.hasPrefix("data:") || source.hasPrefix("blob:") || source.hasPrefix("file:") {
            throw refuse("URLs are not loaded")
        }
        guard !source.hasPrefix("/"), !source.hasPrefix("~") else { throw refuse("absolute paths are not allowed") }
        guard !source.contains("?"), !source.contains("#"), !source.contains("\\"), !source.contains("\0") else {
            throw refuse("the name may not contain ?, #, \\ or NUL")
        }
        let components = source.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains("..") else { throw refuse("'..' is not allowed") }
        let joined = root.appendingPathComponent(components.joined(separator: "/")).path
        guard let real = SceneFolder.realPath(joined) else {
            throw ScriptThrow.dom(name: "InvalidStateError", message: "image '\(source)': there is no such file in the scene's folder \(root.path)")
        }
        guard real.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/") else {
            throw refuse("it resolves (through a symbolic link) to \(real), outside the folder")
        }
        return real
    }

    /// Reads at most `limit` bytes through the package's bounded reader, refusing larger files
    /// before reading them, without following a final symbolic link (a link swapped in after
    /// its real path was checked is refused) and without blocking (a FIFO is refused as not a
    /// regular file, as a device or socket is).
    private func read(_ path: String, _ source: String, limit: Int) throws -> Data {
        do {
            return try InputFile.read(path: path, limit: limit, followingLinks: false)
        } catch {
            let message: String
            switch error.problem {
            case .missing: message = "cannot be opened (\(String(cString: strerror(ENOENT))))"
            case .unreadable(let reason): message = "cannot be opened (\(reason))"
            case .notRegular: message = "is not a regular file"
            case .tooLarge(let size, let limit): message = "is \(size) bytes, over the limit of \(limit)"
            }
            throw ScriptThrow.dom(name: "InvalidStateError", message: "image '\(source)' \(message)")
        }
    }

    /// `realpath(3)`: the path with every symbolic link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
