/// How hard PNG output is compressed: encoding time against file size. Every setting decodes to
/// exactly the same pixels, and each is deterministic (the same frame gives the same bytes).
///
/// Measured on 1080 × 840 frames of the coins, bots and busy scenes on one core (`make bench`,
/// `docs/performance.md`); every setting but `cairo` compresses unfiltered rows with libdeflate:
///
/// | setting     | libdeflate level, row filter | time vs cairo's writer | size vs cairo's writer |
/// |-------------|------------------------------|------------------------|------------------------|
/// | `none`      | 0 (stored), none             | ~20× faster            | ~33–77× larger         |
/// | `fast`      | 1, none                      | ~5.5× faster           | ~0.91–1.04×            |
/// | `balanced`  | 3, none (the default)        | ~5× faster             | ~0.89–1.04×            |
/// | `cairo`     | cairo's writer (zlib 6, adaptive) | 1×                | 1×                     |
/// | `smallest`  | 9, none                      | ~1.6× faster           | ~0.82–0.83×            |
///
/// Flat motion graphics compress better without PNG row filters, which is why no setting filters
/// rows. Each setting is at least as fast as, and no larger than, what it was with zlib through
/// libpng (levels 0, 1, 4 and 9).
public enum PNGCompression: String, Sendable, CaseIterable, Codable {
    /// No compression (deflate's stored blocks): the fastest, files about the size of the raw pixels.
    case none
    /// libdeflate level 1 without row filters: for previews and scratch frames.
    case fast
    /// libdeflate level 3 without row filters: about five times faster than cairo's writer with
    /// files about its size. The default.
    case balanced
    /// cairo's own PNG writer (`cairo_surface_write_to_png_stream`: zlib's default level 6 and
    /// adaptive row filters), for output byte-identical to other cairo programs.
    case cairo
    /// libdeflate level 9 without row filters: the smallest files, the slowest of the libdeflate
    /// levels (still faster than cairo's writer).
    case smallest

    /// The default: ``balanced``.
    public static let `default` = PNGCompression.balanced

    /// libdeflate's compression level (0…12), or nil for ``cairo`` (cairo's writer chooses). No
    /// setting filters rows: on flat motion graphics every filter made the files larger at the
    /// same level.
    package var deflateLevel: Int32? {
        switch self {
        case .none: return 0
        case .fast: return 1
        case .balanced: return 3
        case .cairo: return nil
        case .smallest: return 9
        }
    }
}
