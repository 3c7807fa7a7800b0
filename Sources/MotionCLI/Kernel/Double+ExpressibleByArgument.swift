import MotionRender

/// Numbers as Swift reads them (`4.4`, `-0.5`, `1e-3`, `nan`, `inf`); NaN and infinities parse,
/// so that the check that follows can name the range they are outside of.
extension Double: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }

    public static var valueDescription: String { "a number" }

    /// Up to four significant digits, no trailing zeros: 1, 0.78, 30.
    public var defaultValueDescription: String { CompactNumber.text(self) }
}
