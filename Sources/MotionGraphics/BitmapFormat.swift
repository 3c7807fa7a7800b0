import Foundation

/// The bitmap file formats a canvas draws, recognised by their first bytes (not by the file's
/// extension).
public enum BitmapFormat: String, CaseIterable, Hashable, Sendable {
    case png, jpeg, webp

    /// The format `data` starts like, or nil.
    public init?(signature data: Data) {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.count == 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }
}
