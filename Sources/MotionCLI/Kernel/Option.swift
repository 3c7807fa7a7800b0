/// An option with a value, declared once as a typed property: `--time 1.4`, `--time=1.4`.
///
/// ```swift
/// @Option("--scale", placeholder: "FACTOR", help: "Multiply the box by FACTOR.")
/// var scale: Double = 1                      // default 1, shown in help as (default: 1)
/// @Option("--time", "-t", placeholder: "SECONDS", help: "Scene time to draw.",
///         defaultDescription: "the still time")
/// var time: Double?                          // nil when not given
/// ```
///
/// The value type's ``ExpressibleByArgument`` conformance parses the text, and its choices (the
/// cases of an enum) appear in help and completion scripts. A ``Requirement`` checks the parsed
/// value with a message declared beside it. `$time` gives the ``ArgumentState``: whether the
/// option was given and how it was typed.
@propertyWrapper
public struct Option<Value> {
    private let declared: DeclaredValue<Value>

    /// The parsed value, or the default when the option was not given. Reading a required
    /// option is valid once the command runs.
    public var wrappedValue: Value { declared.value }

    /// Whether the option was given, and its text as typed.
    public var projectedValue: ArgumentState { declared.state }

    private init(_ definition: ArgumentDefinition, fallback: Value?, convert: @escaping (String) throws -> Value) {
        declared = DeclaredValue(definition, fallback: fallback) { try convert($0[0]) }
        ArgumentCollector.add([declared.declaration])
    }
}

extension Option where Value: ExpressibleByArgument {
    /// An option whose default is the property's initial value.
    /// - Parameters:
    ///   - names: the long spelling first (`--output`), then short ones (`-o`).
    ///   - placeholder: the value's name in help (`FILE`).
    ///   - help: one or two sentences; help adds the choices and the default.
    ///   - requirement: a check on the parsed value, with its message.
    ///   - completion: what shells offer (default: the type's).
    public init(wrappedValue: Value, _ names: String..., placeholder: String, help: String,
                requirement: Requirement<Value>? = nil, completion: CompletionKind? = nil) {
        self.init(ArgumentDefinition(kind: .option, names: names, placeholder: placeholder, help: help,
                                     defaultDescription: wrappedValue.defaultValueDescription,
                                     choices: Value.allValueStrings, completion: completion ?? Value.completion),
                  fallback: wrappedValue, convert: { try Value.parse($0, option: names[0], requirement: requirement) })
    }

    /// A required option: without it the command stops with "'motion frames' needs -o DIR".
    public init(_ names: String..., placeholder: String, help: String,
                requirement: Requirement<Value>? = nil, completion: CompletionKind? = nil) {
        self.init(ArgumentDefinition(kind: .option, names: names, placeholder: placeholder, help: help,
                                     choices: Value.allValueStrings, completion: completion ?? Value.completion, isRequired: true),
                  fallback: nil, convert: { try Value.parse($0, option: names[0], requirement: requirement) })
    }
}

extension Option {
    /// An option that is nil when not given.
    /// - Parameter defaultDescription: what happens without it, for help ("the still time").
    public init<T: ExpressibleByArgument>(_ names: String..., placeholder: String, help: String,
                                          defaultDescription: String? = nil, requirement: Requirement<T>? = nil,
                                          completion: CompletionKind? = nil) where Value == T? {
        self.init(ArgumentDefinition(kind: .option, names: names, placeholder: placeholder, help: help,
                                     defaultDescription: defaultDescription,
                                     choices: T.allValueStrings, completion: completion ?? T.completion),
                  fallback: .some(nil), convert: { try T.parse($0, option: names[0], requirement: requirement) })
    }
}
