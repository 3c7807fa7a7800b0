import Foundation

/// An HTML page with SVG documents inlined one under another, as a documentation page inlines
/// frames: document `i` at the top-left corner of the page, `top(i)` CSS pixels down, on white.
public enum InlinedSVGPage {
    /// Writes the page to `url`; each document loses its XML declaration (not allowed in HTML).
    public static func write(_ svgs: [String], tops: [Int], to url: URL) throws {
        precondition(svgs.count == tops.count, "one top per document")
        let divs = zip(svgs, tops).map { svg, top in
            "<div style=\"top: \(top)px\">\(svg.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: ""))</div>"
        }
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><style>
            body { margin: 0; background: #fff; } div { position: absolute; left: 0; line-height: 0; }
            </style></head><body>
            \(divs.joined(separator: "\n"))
            </body></html>
            """
        try Data(html.utf8).write(to: url)
    }
}
