internal import CPango
internal import CCairo
import Foundation

/// Lays text out with Pango for one thread at a time: a font map of its own (Pango font maps
/// are not thread-safe), one Pango context per direction and rendering setting, and a cache of
/// finished layouts, so a text that does not change from frame to frame is shaped once.
///
/// Engines are checked out of ``TextEngine/pool`` by a ``TextScope`` (one per document) and
/// returned when the document is done, so a worker rendering a sequence keeps its fonts and its
/// cache warm, and two threads never share one.
///
/// The cache holds up to ``cacheCapacity`` layouts in each of two generations: a layout used in
/// the current or the previous generation is kept, older ones are dropped, so a scene with a
/// few hundred strings a frame stays cached and memory stays bounded.
final class TextEngine {
    /// Layouts per cache generation.
    static let cacheCapacity = 512

    private struct ContextKey: Hashable {
        let rightToLeft: Bool
        let rendering: FontRendering
        let scale: Double
    }

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private var contexts: [ContextKey: OpaquePointer] = [:]
    private var current: [TextLayoutRequest: TextLayout] = [:]
    private var previous: [TextLayoutRequest: TextLayout] = [:]
    /// How many layouts were made (shaped); the cache's hits are the requests beyond these.
    private(set) var layoutsMade = 0

    init() {
        fontMap = pango_cairo_font_map_new()!
    }

    deinit {
        current = [:]
        previous = [:]
        for context in contexts.values { cpango_unref(UnsafeMutableRawPointer(context)) }
        cpango_unref(fontMap)
    }

    /// The layout for `key`, from the cache unless `cached` is false (then made afresh and not
    /// kept). The key must have passed ``TextLayoutRequest/problem``.
    func layout(_ key: TextLayoutRequest, cached: Bool = true) -> TextLayout {
        if cached {
            if let hit = current[key] { return hit }
            if let hit = previous.removeValue(forKey: key) {
                store(hit, key)
                return hit
            }
        }
        let made = TextLayout(key, context: context(for: key))
        made.owner = self
        layoutsMade += 1
        if cached { store(made, key) }
        return made
    }

    private func store(_ layout: TextLayout, _ key: TextLayoutRequest) {
        if current.count >= Self.cacheCapacity {
            previous = current
            current = [:]
        }
        current[key] = layout
    }

    /// The context for the key's base direction and rendering; made once, never changed after
    /// (a layout re-lays itself out when its context changes).
    private func context(for key: TextLayoutRequest) -> OpaquePointer {
        let rightToLeft = key.direction == .rightToLeft || (key.direction == .natural && key.locale.layoutDirection == .rightToLeft)
        let contextKey = ContextKey(rightToLeft: rightToLeft, rendering: key.rendering, scale: key.scale)
        if let context = contexts[contextKey] { return context }
        let context = pango_font_map_create_context(fontMap)!
        pango_context_set_base_dir(context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        // Positions in exact fractions of a point unless metrics are hinted: Pango would
        // otherwise round every glyph to whole device units, and widths would not scale.
        pango_context_set_round_glyph_positions(context, key.rendering.hintMetrics ? 1 : 0)
        let options = cairo_font_options_create()!
        defer { cairo_font_options_destroy(options) }
        switch key.rendering.hinting {
        case .none: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        case .slight: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        case .medium: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_MEDIUM)
        case .full: cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_FULL)
        }
        cairo_font_options_set_hint_metrics(options, key.rendering.hintMetrics ? CAIRO_HINT_METRICS_ON : CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, key.rendering.antialiasing == .none ? CAIRO_ANTIALIAS_NONE : CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        if key.scale != 1 {
            var matrix = PangoMatrix(xx: key.scale, xy: 0, yx: 0, yy: key.scale, x0: 0, y0: 0)
            pango_context_set_matrix(context, &matrix)
        }
        contexts[contextKey] = context
        return context
    }
}
