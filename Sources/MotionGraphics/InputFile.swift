import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way the package reads a file it was given: SVG assets, PNG images and snapshot
/// references, board themes, palettes, frame manifests (and, as they come, strings files and
/// scripts).
///
/// Before a byte is read the file is opened without blocking and checked through its descriptor
/// (so the check and the read see the same file): it must be a regular file (a FIFO would hang, a
/// folder or a device never ends or fails halfway) no larger than `limit`. The read itself stops
/// one byte past the limit, so a file that grows after the check is refused too, and memory never
/// exceeds the limit. Every refusal is an ``InputFileError`` whose description is one line naming
/// the file, and for a large file its size and the limit.
///
/// ```swift
/// let data = try InputFile.read(url, limit: RenderLimits.settingsBytes)
/// ```
package enum InputFile {
    /// The bytes of the regular file at `url`, at most `limit` of them.
    /// - Throws: ``InputFileError`` (missing, not a regular file, over `limit`, unreadable).
    package static func read(_ url: URL, limit: Int) throws(InputFileError) -> Data {
        try read(path: url.path, limit: limit)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them. `followingLinks` false
    /// refuses a path whose last component is a symbolic link (`O_NOFOLLOW`: a scene file's
    /// image, whose real path was checked, cannot be swapped for a link afterwards); the system's
    /// refusal is then an unreadable file ("Too many levels of symbolic links").
    /// - Throws: ``InputFileError`` (missing, not a regular file, over `limit`, unreadable).
    package static func read(path: String, limit: Int, followingLinks: Bool = true) throws(InputFileError) -> Data {
        precondition(limit >= 0, "InputFile.read with a negative limit")
        // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting forever;
        // it changes nothing for the regular files that pass the check below.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw InputFileError(path: path, problem: .missing)
            case ENXIO: throw InputFileError(path: path, problem: .notRegular(.socket))
            default: throw InputFileError(path: path, problem: .unreadable(String(cString: strerror(code))))
            }
        }
        defer { close(fd) }
        let kind = FileKind.of(descriptor: fd)
        guard case .regular(let size) = kind else {
            if case .unknown(let message) = kind { throw InputFileError(path: path, problem: .unreadable(message)) }
            throw InputFileError(path: path, problem: .notRegular(kind))
        }
        guard size <= Int64(limit) else { throw InputFileError(path: path, problem: .tooLarge(size: size, limit: limit)) }
        // The buffer holds at most one byte more than the limit, to notice a file that grew
        // since fstat; it starts at the stated size and grows only for such a file.
        var data = Data(count: Int(size) + 1)
        var total = 0
        while true {
            if total == data.count {
                guard data.count <= limit else { break }
                data.count = min(limit + 1, data.count * 2)
            }
            let count = data.withUnsafeMutableBytes { raw in Glibc.read(fd, raw.baseAddress! + total, raw.count - total) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, problem: .unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            total += count
        }
        if total > limit {
            throw InputFileError(path: path, problem: .tooLarge(size: max(Int64(total), size), limit: limit))
        }
        data.count = total
        return data
    }
}
