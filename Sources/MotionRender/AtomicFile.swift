import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so that readers only ever see the old complete file or the new complete file.
///
/// The bytes go to a hidden temporary file in the same folder, which is then renamed over the
/// target. On any failure the temporary file is removed and an existing target is left untouched;
/// an interrupt removes it too (see ``TemporaryFiles/installInterruptHandler()``). The data is not
/// forced to disk (`fsync`) before the rename: that would cost a frame sequence most of its speed,
/// and what it guards against is a power loss, not a failed or interrupted render.
public enum AtomicFile {
    /// Writes `data` to `url` atomically; errors name the path and the reason.
    public static func write(_ data: Data, to url: URL) throws {
        let path = url.path
        let temporary = try temporaryPath(for: url)
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RenderError.output(path: path, message: String(cString: strerror(errno))) }
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw RenderError.output(path: path, message: failure)
        }
    }

    /// A fresh hidden name beside `url` (`.clip.mp4.PID.RANDOM.tmp`), after checking that the
    /// folder exists and `url` is not a folder.
    static func temporaryPath(for url: URL) throws -> String {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw RenderError.output(path: path, message: "folder \(folder) does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw RenderError.output(path: path, message: "it is a folder")
        }
        return folder + "/." + url.lastPathComponent + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }
}
