import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Replaces a regular file so that readers only ever see the old complete file or the new
/// complete file: the part of ``OutputFile``'s policy for regular files.
///
/// The bytes go to a hidden temporary file in the same folder, `.<name>.motion-<pid>-<random>.tmp`,
/// which is then renamed over the target. On any failure the temporary file is removed and an
/// existing target is left untouched; an interrupt or another fatal signal removes it too (see
/// `TemporaryFiles/installInterruptHandler()`), and the first write into a folder removes
/// temporary files of that pattern that earlier processes left there when they were killed
/// (see `TemporaryFiles/removeStale(in:)`). The data is not forced to disk (`fsync`) before
/// the rename: that would cost a frame sequence most of its speed, and what it guards against
/// is a power loss, not a failed or interrupted render.
package enum AtomicFile {
    /// Writes `data` to `url` by the package's output policy (``OutputFile/write(_:to:)-(_,URL)``):
    /// atomically for a regular file, directly for a device or FIFO.
    @available(*, deprecated, renamed: "OutputFile.write(_:to:)")
    package static func write(_ data: Data, to url: URL) throws {
        try OutputFile.write(data, to: url)
    }

    /// Atomically replaces (or creates) the regular file at `path`; `shown` names it in errors.
    static func replace(path: String, with data: Data, shown: String) throws {
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        guard FileKind.of(path: folder) == .folder else {
            throw RenderError.output(path: shown, message: "folder \(folder) does not exist")
        }
        TemporaryFiles.removeStale(in: folder)
        let name = (path as NSString).lastPathComponent
        let temporary = folder + "/" + TemporaryFiles.temporaryName(for: name)
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RenderError.output(path: shown, message: String(cString: strerror(errno))) }
        var failure: String?
        do {
            try OutputFile.writeAll(data, to: fd, shown: shown)
        } catch RenderError.output(_, let message) {
            failure = message
        } catch {
            failure = "\(error)"
        }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw RenderError.output(path: shown, message: failure)
        }
    }

    /// A fresh hidden temporary name beside the regular file `url` will be
    /// (`.<name>.motion-<pid>-<random>.tmp`), after checking that its folder exists and that
    /// `url` is a regular file or nothing yet; stale temporary files of dead runs in the folder
    /// are removed first. For writes whose bytes another program makes (``Reservation``).
    static func temporaryPath(for url: URL) throws -> String {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        guard FileKind.of(path: folder) == .folder else {
            throw RenderError.output(path: path, message: "folder \(folder) does not exist")
        }
        switch FileKind.of(path: path) {
        case .missing, .regular: break
        case let kind: throw RenderError.output(path: path, message: "it is \(kind.phrase), not a regular file")
        }
        TemporaryFiles.removeStale(in: folder)
        return folder + "/" + TemporaryFiles.temporaryName(for: url.lastPathComponent)
    }
}
