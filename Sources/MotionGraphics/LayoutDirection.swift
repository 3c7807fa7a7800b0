/// The direction of the environment's writing system, as SwiftUI's `LayoutDirection`: right to
/// left for locales such as Arabic and Hebrew, left to right otherwise.
///
/// Text whose own letters do not settle its direction follows it, and a scene can read it
/// (`c.environment.layoutDirection`) to mirror its layout.
public enum LayoutDirection: String, Sendable, CaseIterable, Hashable {
    case leftToRight, rightToLeft
}
