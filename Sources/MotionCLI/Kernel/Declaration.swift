/// One declaration found in a command: its definition, where the parser puts the text, and how
/// that text becomes the typed value.
struct Declaration {
    let definition: ArgumentDefinition
    let slot: ArgumentSlot
    /// Converts and checks the slot's text, storing the value; throws a usage error naming the
    /// option and the text.
    let accept: () throws -> Void
}
