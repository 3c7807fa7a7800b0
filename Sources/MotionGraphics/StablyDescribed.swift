/// A value that gives its own stable description: a tag of its content fixed when it was made,
/// such as an asset whose bytes were hashed once. ``StableDescription`` uses it instead of
/// walking the value, which for an asset would read its caches and handles (no part of what it
/// draws) on every frame whose SVG ids are made from the scene holding it.
package protocol StablyDescribed {
    /// The same text in every process for the same content, and a different one for other content.
    var stableDescription: String { get }
}
