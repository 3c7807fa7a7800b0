import Foundation

/// A `data:` URL as an SVG `<image href>` holds it: `data:[<media type>][;base64],<data>`.
package struct DataURL: Equatable {
    /// The declared media type, lowercased (`image/png`); empty when none is given.
    package let mediaType: String
    /// The decoded bytes.
    package let bytes: Data

    /// Parses `text` (already trimmed, starting with `data:` in any case); nil when it has no
    /// comma or its base64 does not decode.
    package init?(_ text: String) {
        guard text.lowercased().hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma].lowercased()
        let payload = text[text.index(after: comma)...]
        let parameters = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        mediaType = header.hasPrefix(";") ? "" : (parameters.first ?? "")
        if parameters.contains("base64") {
            // Whitespace is allowed inside (line-wrapped base64); anything else is an error.
            // Bytes rather than characters: an embedded image is megabytes of text.
            var compact = payload.utf8.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C }
            compact += Array(repeating: UInt8(ascii: "="), count: (4 - compact.count % 4) % 4)
            guard let decoded = Data(base64Encoded: Data(compact)) else { return nil }
            bytes = decoded
        } else {
            guard let decoded = payload.removingPercentEncoding else { return nil }
            bytes = Data(decoded.utf8)
        }
    }
}
