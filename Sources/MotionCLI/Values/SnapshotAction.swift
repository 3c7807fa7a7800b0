/// What `snapshot` does with the references.
enum SnapshotAction: String, CaseIterable, ExpressibleByArgument {
    /// Compare, never write a reference.
    case verify
    /// Write the references.
    case record

    static func invalidArgumentMessage(option: String, text: String) -> String {
        "unknown snapshot action '\(text)'; choose verify or record"
    }
}
