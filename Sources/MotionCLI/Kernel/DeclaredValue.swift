/// What an ``Option`` and an ``Argument`` hold: the definition, the text the parser puts in the
/// slot, and the typed value made from it (the default, if any, until then).
struct DeclaredValue<Value> {
    let definition: ArgumentDefinition
    let slot = ArgumentSlot()
    private let box = ValueBox<Value>()
    /// The value when not given; nil for a required declaration.
    private let fallback: Value?
    /// The value of the words given.
    private let convert: ([String]) throws -> Value

    init(_ definition: ArgumentDefinition, fallback: Value?, convert: @escaping ([String]) throws -> Value) {
        self.definition = definition
        self.fallback = fallback
        self.convert = convert
    }

    /// The parsed value, or the fallback. Reading a required value is valid once the command runs.
    var value: Value {
        guard let value = box.value ?? fallback else {
            preconditionFailure("\(definition.name) read before the command line was parsed")
        }
        return value
    }

    var state: ArgumentState { ArgumentState(name: definition.name, text: slot.text) }

    var declaration: Declaration {
        let slot = slot, box = box, convert = convert
        return Declaration(definition: definition, slot: slot) {
            if slot.isGiven { box.value = try convert(slot.texts) }
        }
    }
}
