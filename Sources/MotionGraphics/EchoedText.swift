/// User text (a file's content, a value) as error messages quote it: escaped as ``UserText``
/// escapes it, so a message stays one line and no terminal escape sequence is replayed, and long
/// text cut.
package enum EchoedText {
    /// `text` escaped (``UserText/escaped(_:)``: `\n`, `\t`, `\u{1B}`, …), cut to `limit`
    /// characters with "…" after.
    package static func escaped(_ text: some StringProtocol, limit: Int = 80) -> String {
        let kept = text.prefix(limit)
        return UserText.escaped(String(kept)) + (kept.endIndex < text.endIndex ? "…" : "")
    }
}
