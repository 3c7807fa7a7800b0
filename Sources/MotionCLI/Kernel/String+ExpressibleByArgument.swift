/// Any text, as typed.
extension String: ExpressibleByArgument {
    public init?(argument: String) {
        self = argument
    }

    public static var valueDescription: String { "a text" }
}
