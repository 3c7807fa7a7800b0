/// The text engine one document draws with: checked out of the pool on the first text, returned
/// when the document is done. Used by one thread at a time, like the document.
final class TextScope {
    private var checkedOut: TextEngine?

    /// The document's engine (checked out on first use).
    var engine: TextEngine {
        if let engine = checkedOut { return engine }
        let engine = TextEngine.pool.checkOut()
        checkedOut = engine
        return engine
    }

    deinit {
        if let engine = checkedOut { TextEngine.pool.checkIn(engine) }
    }
}
