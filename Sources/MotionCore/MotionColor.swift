/// An sRGB colour with straight (non-premultiplied) alpha, every component in `[0, 1]`.
///
/// Colours interpolate component-wise (see ``mix(_:_:)``), which is what a canvas prototype does
/// when it lerps `rgba()` values.
///
/// ```swift
/// let gold = MotionColor(hex: 0xF6EB5C)                              // a literal: cannot fail
/// let glow = MotionColor(hex: 0xF6EB5C, opacity: 0.55)
/// let ink = MotionColor(red: 0.1, green: 0.1, blue: 0.2, opacity: 1) // SwiftUI's Color(red:green:blue:opacity:)
/// let typed = try MotionColor(hex: "#F6EB5C8C")                      // text from a user or a file
/// ```
public struct MotionColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0 to 1 (stored as given; drawing clamps it).
    public var red: Double
    /// The green component, 0 to 1 (stored as given; drawing clamps it).
    public var green: Double
    /// The blue component, 0 to 1 (stored as given; drawing clamps it).
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque), not premultiplied into the other components.
    public var alpha: Double

    /// Components in `[0, 1]` (alpha defaults to 1); they are stored as given (a renderer clamps when
    /// it draws).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// SwiftUI's spelling, `Color(red:green:blue:opacity:)`: the same as ``init(red:green:blue:alpha:)``
    /// with `alpha` = `opacity`. Without an opacity, write `MotionColor(red:green:blue:)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A colour written as a hex literal, `0xRRGGBB`, as designers copy it: it cannot fail.
    ///
    /// - Parameters:
    ///   - hex: red, green and blue bytes in the low 24 bits; higher bits are ignored (write alpha with
    ///     `opacity`, not as a fourth byte).
    ///   - opacity: the alpha, default 1, stored as given.
    ///
    /// `MotionColor(hex: 0xF6EB5C)` equals `try MotionColor(hex: "#F6EB5C")`.
    public init(hex: UInt32, opacity: Double = 1) {
        func byte(_ shift: UInt32) -> Double { Double((hex >> shift) & 0xFF) / 255 }
        self.init(red: byte(16), green: byte(8), blue: byte(0), alpha: opacity)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case-insensitive; the digits are
    /// ASCII `0-9`, `a-f`, `A-F` only, not their full-width forms): the form for text from a user
    /// or a file. For a colour written in code, ``init(hex:opacity:)`` takes a
    /// literal such as `0xF6EB5C` and cannot fail.
    ///
    /// - Throws: ``MotionColorError/invalidHex(_:)`` naming the text for anything else.
    public init(hex: String) throws {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.utf8.count != 4, let color = MotionColor(hexDigits: digits) else { throw MotionColorError.invalidHex(hex) }
        self = color
    }

    /// The colour of 3, 4, 6 or 8 hex digits (`RGB`, `RGBA`, `RRGGBB`, `RRGGBBAA`, no `#`), ASCII
    /// `0-9`, `a-f`, `A-F` only; nil for anything else. What ``init(hex:)`` (which takes no
    /// 4-digit form) and CSS hex colours read.
    ///
    /// Read as UTF-8 bytes: any byte of a character beyond ASCII (a full-width digit, a combining
    /// mark) is not a digit, so such text fails as it would character by character, without the
    /// grapheme and Unicode property look-ups (20 palette colours cost 0.2 M instructions so).
    package init?(hexDigits digits: Substring) {
        let count = digits.utf8.count
        guard count == 3 || count == 4 || count == 6 || count == 8 else { return nil }
        var packed: UInt32 = 0
        for byte in digits.utf8 {
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            packed = packed << 4 | UInt32(nibble)
        }
        if count <= 4 {
            // One digit a channel, doubled: `F` is `FF`.
            func channel(_ i: Int) -> Double { Double((packed >> UInt32(4 * (count - 1 - i))) & 0xF) * 17 / 255 }
            self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: count == 4 ? channel(3) : 1)
        } else {
            func channel(_ i: Int) -> Double { Double((packed >> UInt32(8 * (count / 2 - 1 - i))) & 0xFF) / 255 }
            self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: count == 8 ? channel(3) : 1)
        }
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> MotionColor {
        MotionColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Component-wise interpolation: `self` at `k = 0`, `other` at `k = 1` (not clamped).
    public func mix(_ other: MotionColor, _ k: Double) -> MotionColor {
        MotionColor(red: Motion.lerp(red, other.red, k), green: Motion.lerp(green, other.green, k),
                    blue: Motion.lerp(blue, other.blue, k), alpha: Motion.lerp(alpha, other.alpha, k))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when alpha is below 1.
    public var description: String {
        func hex(_ v: Double) -> String {
            let byte = Int((Motion.clamp(v) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }

    /// Opaque black, `#000000`.
    public static let black = MotionColor(red: 0, green: 0, blue: 0)
    /// Opaque white, `#FFFFFF`.
    public static let white = MotionColor(red: 1, green: 1, blue: 1)
    /// Transparent black, `#00000000`: draws nothing.
    public static let clear = MotionColor(red: 0, green: 0, blue: 0, alpha: 0)
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
