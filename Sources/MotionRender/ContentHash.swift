internal import CRSVG
import Foundation

/// SHA-256 digests that identify content: what a frame manifest records about the files its
/// frames were drawn from, and what default SVG ids and environment fingerprints are made of.
///
/// Computed by GLib's `GChecksum` (GLib comes with librsvg, so this adds no library). SHA-256
/// rather than a 32- or 64-bit checksum (zlib's crc32, FNV-1a): a resumed render must never take
/// an edited file for the one its frames were drawn from, and with 256 bits no accidental or
/// crafted collision is in reach, at a cost that does not matter here (a piece set's twelve
/// files, about 30 KB, hash in well under a millisecond).
package enum ContentHash {
    /// The SHA-256 of `data` as 64 lowercase hex digits.
    package static func sha256(_ data: Data) -> String {
        let checksum = g_checksum_new(G_CHECKSUM_SHA256)!
        defer { g_checksum_free(checksum) }
        data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: guchar.self).baseAddress else { return }
            g_checksum_update(checksum, base, gssize(raw.count))
        }
        return String(cString: g_checksum_get_string(checksum))
    }

    /// The SHA-256 of `text`'s UTF-8 bytes.
    package static func sha256(_ text: String) -> String {
        sha256(Data(utf8Of: text))
    }

    /// The first `length` hex digits of ``sha256(_:)-(String)`` of `text`: a short, stable tag
    /// (8 digits = 32 bits by default).
    package static func tag(_ text: String, length: Int = 8) -> String {
        String(sha256(text).prefix(length))
    }
}
