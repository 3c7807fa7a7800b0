import Foundation

extension DisplayList {
    /// The same drawing placed by `mapping` (applied after each item's own transform, its clips'
    /// and its filters'), with every mask id moved up by `maskOffset` (so the list can join
    /// another frame's, whose masks count from 0 too). Pixels put in output units stay where they are.
    package func mapped(by mapping: MotionTransform, maskOffset: Int) -> DisplayList {
        guard mapping != .identity || maskOffset != 0 else { return self }
        return DisplayList(items.map { $0.mapped(by: mapping, maskOffset: maskOffset) })
    }

    /// One more than the largest mask id the list (or a list in it) uses, 0 for none.
    package var maskIDBound: Int {
        items.reduce(0) { bound, item in
            var bound = max(bound, (item.state.masks.max() ?? -1) + 1)
            if case .mask(let mask) = item.operation { bound = max(bound, mask.id + 1) }
            if let inner = item.operation.nestedList { bound = max(bound, inner.maskIDBound) }
            return bound
        }
    }
}

extension DisplayItem {
    func mapped(by m: MotionTransform, maskOffset k: Int) -> DisplayItem {
        var state = self.state
        state.transform = m.prepending(state.transform)
        state.clips = state.clips.map { $0.mapped(by: m) }
        state.filters = state.filters.map { DisplayFilter(filter: $0.filter, transform: m.prepending($0.transform)) }
        state.masks = state.masks.map { $0 + k }
        let operation: DisplayOperation
        switch self.operation {
        case .layer(let layer):
            operation = .layer(DisplayLayer(content: layer.content.mapped(by: m, maskOffset: k), clip: layer.clip?.mapped(by: m), scene: layer.scene))
        case .mask(let mask):
            switch mask.kind {
            case let .alpha(list, opacity, inverse):
                operation = .mask(DisplayMask(id: mask.id + k, kind: .alpha(list.mapped(by: m, maskOffset: k), opacity: opacity, inverse: inverse)))
            case let .luminance(list, opacity, inverse):
                operation = .mask(DisplayMask(id: mask.id + k, kind: .luminance(list.mapped(by: m, maskOffset: k), opacity: opacity, inverse: inverse)))
            case .path:
                operation = .mask(DisplayMask(id: mask.id + k, kind: mask.kind))
            }
        default:
            operation = self.operation
        }
        return DisplayItem(state: state, operation: operation)
    }
}

extension DisplayClip {
    func mapped(by m: MotionTransform) -> DisplayClip {
        DisplayClip(shape: shape, transform: m.prepending(transform), evenOdd: evenOdd, inverse: inverse)
    }
}
