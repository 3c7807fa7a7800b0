/// A type whose values can be typed on the command line, in the spirit of swift-argument-parser's
/// protocol of the same name: one conformance gives parsing, the error for a bad value, the
/// choices shown in help and offered by completion scripts, and how a default is written.
///
/// A `CaseIterable` enum with `String` raw values conforms with an empty extension: its cases are
/// its choices (matched without regard to case), listed in help and in the error for a bad value.
///
/// ```swift
/// enum Paper: String, CaseIterable { case a4, letter }
/// extension Paper: ExpressibleByArgument {}
/// // motion storyboard … --paper legal
/// // error: option '--paper' got 'legal'; choose one of a4, letter
/// ```
public protocol ExpressibleByArgument {
    /// The value `argument` spells, or nil when it is not one (the kernel then reports
    /// ``invalidArgumentMessage(option:text:)``).
    init?(argument: String)
    /// What a valid value looks like, for messages: "a number", "WIDTHxHEIGHT such as 1080x840".
    static var valueDescription: String { get }
    /// Every valid spelling when there are few (shown in help and completed by shells); empty
    /// (the default) for free values.
    static var allValueStrings: [String] { get }
    /// How this value is written after "default:" in help (default: `String(describing:)`).
    var defaultValueDescription: String { get }
    /// What shells offer for this type (default: ``allValueStrings``, else nothing).
    static var completion: CompletionKind { get }
    /// The one-line message for `text`, which is not a value, given to `option` (`--time` or an
    /// argument's name). Default: "option '--scheme' got 'sepia'; choose one of light, dark" for
    /// types with choices, "option '--time' expects a number, got 'soon'" for the others.
    static func invalidArgumentMessage(option: String, text: String) -> String
}

extension ExpressibleByArgument {
    public static var allValueStrings: [String] { [] }
    public var defaultValueDescription: String { String(describing: self) }
    public static var completion: CompletionKind { allValueStrings.isEmpty ? .none : .values(allValueStrings) }

    public static func invalidArgumentMessage(option: String, text: String) -> String {
        let subject = option.hasPrefix("-") ? "option '\(option)'" : option
        if !allValueStrings.isEmpty {
            return "\(subject) got '\(text)'; choose one of \(allValueStrings.joined(separator: ", "))"
        }
        return "\(subject) expects \(valueDescription), got '\(text)'"
    }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// The case whose raw value is `argument`, ignoring case.
    public init?(argument: String) {
        guard let value = Self.allCases.first(where: { $0.rawValue.lowercased() == argument.lowercased() }) else { return nil }
        self = value
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    public static var valueDescription: String { "one of " + allValueStrings.joined(separator: ", ") }
    public var defaultValueDescription: String { rawValue }
}
