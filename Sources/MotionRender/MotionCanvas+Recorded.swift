import Foundation

extension MotionCanvas {
    /// Draws `list`, a drawing kept apart (a ``DisplayCanvas``'s, in its own coordinates), as
    /// one layer placed by `mapping` in this copy's coordinates: ``drawLayer(opacity:_:)`` with
    /// that drawing as its content.
    package func drawLayer(_ list: DisplayList, mapping: MotionTransform, opacity layerOpacity: Double) {
        guard layerOpacity.isFinite else { return target.report("drawLayer(opacity: \(layerOpacity))") }
        var outer = self
        outer.opacity = opacity * Motion.clamp(layerOpacity)
        guard outer.opacity > 0, clipsAreVisible, context.transform.isFinite, target.isDrawing("drawLayer") else { return }
        let content = list.mapped(by: context.transform.prepending(mapping), maskOffset: target.recorder.maskIDs(list.maskIDBound))
        target.record(DisplayItem(state: outer.displayState, operation: .layer(DisplayLayer(content: content))),
                      nested: content.totalCount, "drawLayer")
    }

    /// Draws the items of `list` (a drawing kept apart, in its own coordinates) straight into
    /// this canvas through this copy's transform, each as it was drawn (a script's canvas
    /// written as a document).
    package func insert(_ list: DisplayList) {
        guard context.transform.isFinite, target.isDrawing("insert") else { return }
        let mapped = list.mapped(by: context.transform, maskOffset: target.recorder.maskIDs(list.maskIDBound))
        for item in mapped.items { target.record(item, nested: item.operation.nestedCount, "insert") }
    }
}
