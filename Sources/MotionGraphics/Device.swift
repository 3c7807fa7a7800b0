/// The device a scene is drawn for. Scenes adapt to it: on a foldable the clock scene is laid out
/// around the real hinge.
public enum Device: String, Sendable, CaseIterable {
    /// A single-screen phone; its only posture is `.flat`.
    case phone
    /// A dual-screen foldable: `.closed`, `.open` (book) or `.tabletop`.
    case foldable

    /// The postures this device can be in; the first is the default.
    public var postures: [Posture] {
        switch self {
        case .phone: return [.flat]
        case .foldable: return [.closed, .open, .tabletop]
        }
    }
}
