/// "Did you mean …?" for a mistyped command, option or scene: the known name nearest to what was
/// typed, when it is near enough to be a slip (an edit distance, with two neighbours swapped
/// counting as one edit, of at most 1 for names of up to 4 letters and 2 for longer ones, case
/// ignored, an option's leading dashes not counted).
package enum NameSuggestion {
    /// `"; did you mean 'NAME'?"` for the nearest of `names` to `typed`, or "" when none is near.
    package static func hint(for typed: String, among names: [String]) -> String {
        closest(to: typed, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The nearest of `names` to `typed` within the slip distance; the first of equals wins.
    package static func closest(to typed: String, among names: [String]) -> String? {
        let core = Array(typed.drop(while: { $0 == "-" }).lowercased())
        guard !core.isEmpty else { return nil }
        let limit = core.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for name in names where name != typed {
            let distance = self.distance(core, Array(name.drop(while: { $0 == "-" }).lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance of `a` and `b`: insertions, deletions, substitutions
    /// and swaps of two neighbours, each one edit.
    package static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
