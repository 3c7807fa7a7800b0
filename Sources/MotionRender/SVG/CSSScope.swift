import Foundation

/// A style sheet of an SVG asset made the asset's own inside a larger document: each rule's
/// selectors are scoped to the asset's root element (`.a{…}` → `#root .a{…}`, a selector
/// starting with `svg` or `:root` → `#root…`), every id selector and `url(#…)` gets the asset's
/// prefix, and rules inside `@media` and `@supports` are scoped alike. Other at-rules (`@font-face`,
/// `@keyframes`) are kept as they are; comments are dropped.
enum CSSScope {
    static func scoped(_ css: String, root: String, local: String) -> String {
        var scanner = Scanner(Array(css.unicodeScalars))
        return rules(&scanner, root: root, local: local)
    }

    /// `url(#x)` → `url(#<local>x)`, also with quotes and spaces inside the parentheses.
    static func rewriteURLs(_ text: String, local: String) -> String {
        var out = "", rest = Substring(text)
        while let open = rest.range(of: "url(") {
            out += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            let spaces = rest.prefix { $0 == " " || $0 == "\"" || $0 == "'" }
            out += spaces
            rest = rest.dropFirst(spaces.count)
            if rest.first == "#" {
                out += "#" + local
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var i = 0
        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }
        var atEnd: Bool { i >= scalars.count }
        var current: Unicode.Scalar { scalars[i] }
        func starts(with text: String) -> Bool {
            let t = Array(text.unicodeScalars)
            return i + t.count <= scalars.count && Array(scalars[i..<i + t.count]) == t
        }
    }

    /// Rules until the end or the `}` closing the block they are in (consumed).
    private static func rules(_ s: inout Scanner, root: String, local: String) -> String {
        var out = ""
        while !s.atEnd {
            let prelude = text(&s, until: ["{", "}", ";"])
            guard !s.atEnd else { out += prelude; break }
            let stop = s.current
            s.i += 1
            if stop == "}" { out += prelude; return out }
            if stop == ";" { out += prelude + ";"; continue }
            let head = prelude.trimmingCharacters(in: .whitespacesAndNewlines)
            if head.hasPrefix("@") {
                let name = head.dropFirst().prefix { $0.isLetter || $0 == "-" }.lowercased()
                if name == "media" || name == "supports" {
                    out += head + "{" + rules(&s, root: root, local: local) + "}"
                } else {
                    out += head + "{" + block(&s) + "}"
                }
            } else {
                out += selectors(head, root: root, local: local) + "{" + rewriteURLs(block(&s), local: local) + "}"
            }
        }
        return out
    }

    /// The text of a declaration block up to its closing `}` (consumed), nested braces kept.
    private static func block(_ s: inout Scanner) -> String {
        var out = "", depth = 0
        while !s.atEnd {
            out += text(&s, until: ["{", "}"])
            guard !s.atEnd else { break }
            if s.current == "{" { depth += 1; out += "{"; s.i += 1; continue }
            s.i += 1
            if depth == 0 { return out }
            depth -= 1
            out += "}"
        }
        return out
    }

    /// Text up to (not including) one of `stops` outside strings and parentheses; comments dropped.
    private static func text(_ s: inout Scanner, until stops: Set<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView(), parens = 0
        while !s.atEnd {
            if s.starts(with: "/*") {
                s.i += 2
                while !s.atEnd, !s.starts(with: "*/") { s.i += 1 }
                s.i = min(s.scalars.count, s.i + 2)
                continue
            }
            let c = s.current
            if c == "\"" || c == "'" {
                out.append(c)
                s.i += 1
                while !s.atEnd, s.current != c {
                    if s.current == "\\", s.i + 1 < s.scalars.count { out.append(s.current); s.i += 1 }
                    out.append(s.current)
                    s.i += 1
                }
                if !s.atEnd { out.append(s.current); s.i += 1 }
                continue
            }
            if c == "(" { parens += 1 } else if c == ")" { parens = max(0, parens - 1) }
            if parens == 0, stops.contains(c) { break }
            out.append(c)
            s.i += 1
        }
        return String(out)
    }

    /// A selector list with every selector scoped under `#root` and its id selectors prefixed.
    private static func selectors(_ list: String, root: String, local: String) -> String {
        var parts: [String] = [], current = "", parens = 0
        for c in list {
            if c == "(" || c == "[" { parens += 1 } else if c == ")" || c == "]" { parens = max(0, parens - 1) }
            if c == ",", parens == 0 { parts.append(current); current = "" } else { current.append(c) }
        }
        parts.append(current)
        return parts.map { part -> String in
            var selector = prefixIDs(part.trimmingCharacters(in: .whitespacesAndNewlines), local: local)
            for start in [":root", "svg"] where selector.lowercased().hasPrefix(start) {
                let after = selector.dropFirst(start.count)
                if after.first.map({ !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) ?? true {
                    return "#\(root)" + after
                }
            }
            selector = "#\(root) " + selector
            return selector
        }.joined(separator: ",")
    }

    /// `#name` in a selector → `#<local>name` (not inside attribute selectors' quoted values).
    private static func prefixIDs(_ selector: String, local: String) -> String {
        var out = "", quote: Character?
        for c in selector {
            if let q = quote { out.append(c); if c == q { quote = nil }; continue }
            if c == "\"" || c == "'" { quote = c; out.append(c); continue }
            out.append(c)
            if c == "#" { out += local }
        }
        return out
    }
}
