import Foundation

/// A mask made at one point of a frame and used by the drawing calls after it that name its
/// ``id`` in their state (``DisplayState/masks``). It lies in the output's coordinates and is
/// made inside the clips of the item that defines it.
public struct DisplayMask: Hashable, Sendable {
    /// What a mask is made of.
    public enum Kind: Hashable, Sendable {
        /// The alpha of a layer, times `opacity`; `inverse` keeps where it is transparent
        /// (`clipToLayer`).
        case alpha(DisplayList, opacity: Double, inverse: Bool)
        /// The Rec. 709 luminance of a layer times its alpha, times `opacity`; `inverse` swaps
        /// light and dark (`clipToLuminance`).
        case luminance(DisplayList, opacity: Double, inverse: Bool)
        /// A path (in the defining item's transform) filled, or everything visible but the path
        /// (`inverse`): the clips a plain clip cannot express.
        case path(MotionPath, evenOdd: Bool, inverse: Bool)
    }

    /// The number that drawing calls refer to the mask by, unique in its frame (counted from 0 in
    /// the order masks are made).
    public let id: Int
    /// What the mask is made of.
    public let kind: Kind

    /// Mask `id` made of `kind`.
    public init(id: Int, kind: Kind) {
        self.id = id
        self.kind = kind
    }
}
