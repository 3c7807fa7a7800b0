/// Whole numbers in decimal digits, with an optional sign.
extension Int: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }

    public static var valueDescription: String { "a whole number" }
}
