import Foundation

/// Reads a whole file only when it is a regular file of at most a given size, checked before
/// reading (and again while reading, in case it grows), so a huge or endless file (a FIFO,
/// `/dev/zero`) never fills memory.
///
/// Used for bitmap images; to be replaced by the package's general bounded reader when it lands.
enum BoundedFile {
    /// The file's bytes.
    /// - Throws: ``RenderError/image(file:message:)`` when the file is missing, unreadable, not
    ///   a regular file, or over `limit` bytes.
    static func read(_ url: URL, limit: Int) throws -> Data {
        let values: URLResourceValues
        do { values = try url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]) } catch {
            throw RenderError.image(file: url.path, message: "cannot be read (\(error.localizedDescription))")
        }
        guard values.isRegularFile == true else {
            throw RenderError.image(file: url.path, message: "is not a regular file")
        }
        if let size = values.fileSize, size > limit {
            throw RenderError.image(file: url.path, message: "is \(size) bytes, over the limit of \(limit)")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw RenderError.image(file: url.path, message: "cannot be read (\(error.localizedDescription))")
        }
        guard data.count <= limit else {
            throw RenderError.image(file: url.path, message: "grew past the limit of \(limit) bytes while it was read")
        }
        return data
    }
}
