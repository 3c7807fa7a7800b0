/// A word given by position, such as the scene in `motion render coins`.
///
/// ```swift
/// @Argument("SCENE", help: "The scene to draw.", completion: .scenes) var scene: String
/// @Argument("SCENE", help: "Scenes to check (default: all).", completion: .scenes) var scenes: [String]
/// ```
///
/// A non-optional argument is required: without it the command stops with "'motion render'
/// needs a scene; scenes: …". An array takes every remaining word. An argument that completes
/// ``CompletionKind/scenes`` must name one of the tool's scenes.
@propertyWrapper
public struct Argument<Value> {
    private let declared: DeclaredValue<Value>

    /// The parsed value. Reading a required argument is valid once the command runs.
    public var wrappedValue: Value { declared.value }

    /// Whether the argument was given, and its text as typed.
    public var projectedValue: ArgumentState { declared.state }

    private init(definition: ArgumentDefinition, fallback: Value?, convert: @escaping ([String]) throws -> Value) {
        declared = DeclaredValue(definition, fallback: fallback, convert: convert)
        ArgumentCollector.add([declared.declaration])
    }
}

extension Argument where Value: ExpressibleByArgument {
    /// A required argument.
    public init(_ name: String, help: String, completion: CompletionKind? = nil) {
        self.init(definition: ArgumentDefinition(kind: .positional, names: [name], help: help, choices: Value.allValueStrings,
                                                 completion: completion ?? Value.completion, isRequired: true),
                  fallback: nil, convert: { try Value.parse($0[0], option: name) })
    }
}

extension Argument {
    /// An optional argument: nil when not given.
    public init<T: ExpressibleByArgument>(_ name: String, help: String, completion: CompletionKind? = nil) where Value == T? {
        self.init(definition: ArgumentDefinition(kind: .positional, names: [name], help: help, choices: T.allValueStrings,
                                                 completion: completion ?? T.completion),
                  fallback: .some(nil), convert: { try T.parse($0[0], option: name) })
    }

    /// Every remaining word (none is valid).
    public init<T: ExpressibleByArgument>(_ name: String, help: String, completion: CompletionKind? = nil) where Value == [T] {
        self.init(definition: ArgumentDefinition(kind: .positional, names: [name], help: help, choices: T.allValueStrings,
                                                 completion: completion ?? T.completion, isRepeating: true),
                  fallback: [], convert: { try $0.map { try T.parse($0, option: name) } })
    }
}
