internal import CCairo
import Foundation

extension CairoReplay {
    /// A layer item: its content drawn into a group (with the layer's own clip around it) and
    /// composited with `state`, or through ``composite(_:_:_:)`` when the state has filters,
    /// masks or a blend mode.
    func drawLayer(_ state: DisplayState, _ layer: DisplayLayer) {
        let what = layer.scene.map { "draw scene '\($0)'" } ?? "drawLayer"
        if drawsInLayers(state) || state.blendMode != .normal {
            composite(state, what) { cr in
                if let clip = layer.clip { apply(clip, cr) }
                replay(layer.content)
            }
            return
        }
        cairo_save(cr)
        applyClips(state.clips, cr)
        if let clip = layer.clip { apply(clip, cr) }
        cairo_push_group(cr)
        replay(layer.content)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, state.opacity)
        cairo_restore(cr)
    }
}
