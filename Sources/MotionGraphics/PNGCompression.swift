/// How hard PNG output is compressed: encoding time against file size. Every setting decodes to
/// exactly the same pixels, and each is deterministic (the same frame gives the same bytes).
///
/// Figures for a 1080 × 840 frame of the demo scenes on one core (see `docs/performance.md`):
///
/// | setting     | zlib level, row filter   | time vs cairo's writer | size vs cairo's writer |
/// |-------------|--------------------------|------------------------|------------------------|
/// | `none`      | 0 (stored), none         | ~10× faster            | ~40–80× larger         |
/// | `fast`      | 1, none                  | ~5× faster             | ~1.2–1.3× larger       |
/// | `balanced`  | 4, none (the default)    | ~2.5× faster           | ~0.85–1.05×            |
/// | `cairo`     | cairo's writer (6, adaptive) | 1×                 | 1×                     |
/// | `smallest`  | 9, adaptive              | ~2.5× slower           | ~0.93×                 |
///
/// Flat motion graphics compress better without PNG row filters, which is why `balanced` is both
/// faster and about as small as cairo's adaptive filtering.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// No compression (zlib stored blocks): the fastest, files about the size of the raw pixels.
    case none
    /// zlib level 1 without row filters: for previews and scratch frames.
    case fast
    /// zlib level 4 without row filters: several times faster than cairo's writer with files about
    /// its size. The default.
    case balanced
    /// cairo's own PNG writer (`cairo_surface_write_to_png_stream`: zlib's default level 6 and
    /// adaptive row filters), for output byte-identical to other cairo programs.
    case cairo
    /// zlib level 9 with adaptive row filters: the smallest files, the slowest.
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
