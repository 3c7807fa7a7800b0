/// A readable line-by-line comparison of two texts, for failure messages.
///
/// Lines are compared by position (line 7 with line 7), which suits snapshots whose lines are
/// fixed samples such as curve tables: a changed curve shows as the changed samples.
public enum TextDiff {
    /// nil when the texts are equal; else a message listing up to `limit` differing lines as
    /// `-` (reference) and `+` (actual) pairs with their line numbers, then how many lines differ.
    public static func describe(reference: String, actual: String, limit: Int = 5) -> String? {
        guard reference != actual else { return nil }
        let old = lines(reference), new = lines(actual)
        var shown: [String] = []
        var differing = 0
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            guard a != b else { continue }
            differing += 1
            guard differing <= limit else { continue }
            shown.append("line \(index + 1):")
            shown.append("  - " + (a ?? "(no line in the reference)"))
            shown.append("  + " + (b ?? "(no line in the actual text)"))
        }
        if differing == 0 {
            // Only line endings or a final newline differ.
            return "texts differ only in line endings or a trailing newline"
        }
        var header = "\(differing) of \(max(old.count, new.count)) lines differ"
        if old.count != new.count { header += " (reference has \(old.count) lines, actual has \(new.count))" }
        header += differing > limit ? "; first \(limit):" : ":"
        return ([header] + shown).joined(separator: "\n")
    }

    /// The lines of `text`, without a final empty line after a trailing newline.
    static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }
}
