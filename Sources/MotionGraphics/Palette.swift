import Foundation
import MotionCore

/// The colours of one colour scheme, by token, read from `Resources/palettes.json`.
///
/// ```swift
/// c.circle(p, 10.5, c.palette.accent)
/// c.fill(path, with: c.palette[.surface])
/// ```
public struct Palette: Hashable, Sendable {
    /// The scheme these colours are for.
    public let scheme: ColorScheme
    /// Every token the file defines.
    public let colors: [ColorToken: MotionColor]

    /// A palette from explicit colours; every token in ``ColorToken/required`` must be present.
    public init(scheme: ColorScheme, colors: [ColorToken: MotionColor]) throws {
        let missing = ColorToken.required.filter { colors[$0] == nil }
        guard missing.isEmpty else {
            throw RenderError.resource(file: "palette \(scheme.rawValue)",
                                       message: "missing tokens \(missing.map(\.rawValue).joined(separator: ", "))")
        }
        self.scheme = scheme
        self.colors = colors
    }

    /// The colour of `token`.
    /// - Precondition: the token exists in the palette (all ``ColorToken/required`` tokens always do).
    public subscript(token: ColorToken) -> MotionColor {
        guard let color = colors[token] else {
            preconditionFailure("palette '\(scheme.rawValue)' has no colour token '\(token.rawValue)'")
        }
        return color
    }

    /// The colour of `token`, or `fallback` when the palette has no such token (for scenes that
    /// use tokens of their own, which a user's palette file may lack).
    public subscript(token: ColorToken, default fallback: MotionColor) -> MotionColor {
        colors[token] ?? fallback
    }

    /// The page background behind the scene (``ColorToken/background``).
    public var background: MotionColor { self[.background] }
    /// Cards and raised surfaces (``ColorToken/surface``).
    public var surface: MotionColor { self[.surface] }
    /// Primary text and strokes (``ColorToken/text``); the canvas's default foreground.
    public var text: MotionColor { self[.text] }
    /// Secondary text and hairlines (``ColorToken/secondaryText``).
    public var secondaryText: MotionColor { self[.secondaryText] }
    /// The brand colour (``ColorToken/accent``).
    public var accent: MotionColor { self[.accent] }
    /// Badges and rewards (``ColorToken/gold``).
    public var gold: MotionColor { self[.gold] }
    /// Positive outcomes (``ColorToken/success``).
    public var success: MotionColor { self[.success] }
    /// Sparks and small highlights (``ColorToken/spark``).
    public var spark: MotionColor { self[.spark] }
}
