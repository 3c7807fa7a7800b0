import Foundation

/// A group drawn as one: a layer (`drawLayer`), or a scene drawn inside another through a
/// group. Its items are drawn into a transparent layer, which is then composited once with the
/// item's state (whose opacity already includes the layer's).
public struct DisplayLayer: Hashable, Sendable {
    /// What the layer holds.
    public let content: DisplayList
    /// A clip applied around the layer before it is drawn, in its own transform (the rectangle a
    /// scene drawn inside another is cut to), or nil.
    public let clip: DisplayClip?
    /// The name of the scene the layer draws, for a scene drawn inside another; nil for a layer.
    public let scene: String?

    /// A layer of `content`, cut to `clip` when given; `scene` names the scene it draws, if any.
    public init(content: DisplayList, clip: DisplayClip? = nil, scene: String? = nil) {
        self.content = content
        self.clip = clip
        self.scene = scene
    }
}
