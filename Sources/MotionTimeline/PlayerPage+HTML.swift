import Foundation
import MotionRender

extension PlayerPage {
    /// The whole page: markup, the shared style, the frames as base64 PNG in a JSON block (each
    /// distinct image once), the shared player script and the page's own. Deterministic: the
    /// same page gives the same text.
    public var html: String {
        let width = Int(displaySize.width.rounded()), height = Int(displaySize.height.rounded())
        let first = schemes[0]
        let name = MarkupText.escape(sceneName)
        let alt = summary.isEmpty ? "The \(name) scene" : "The \(name) scene: \(MarkupText.escape(summary))"
        let about = [summary.isEmpty ? nil : MarkupText.escape(summary),
                     "duration \(Self.number(duration)) s · still frame \(Self.milliseconds(stillTime)) ms · speed \(Self.number(speed))× · \(times.count) frames at \(Self.number(fps)) fps"]
            .compactMap { $0 }.joined(separator: " · ")
        let schemeButton = schemes.count > 1
            ? "<button class=\"mk-scheme\" type=\"button\" aria-label=\"Show the \(first == .light ? "dark" : "light") frames\">\(first == .light ? "Dark" : "Light")</button>"
            : ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(name) · motion player</title>
        <link rel="icon" href="data:,">
        <style>
        \(WebAssets.inline(style))
        </style>
        </head>
        <body class="\(first.rawValue)">
        <div class="mk-app mk-player">
        <main class="mk-main">
          <header class="mk-header">
            <h1 class="mk-title" id="scene-name">\(name)</h1>
            <p class="mk-summary">\(about)</p>
            <div class="mk-options">\(schemeButton)</div>
          </header>
          <div class="mk-notices" aria-live="polite"></div>
          <div class="mk-stage"><img class="mk-frame" src="data:image/png;base64,\(stills[first]!.base64EncodedString())" width="\(width)" height="\(height)" alt="\(alt)"></div>
          <section class="mk-panel" aria-label="Playback">
            <div class="mk-transport"></div>
            <div class="mk-timeline"></div>
            <div class="mk-curves" aria-label="Curves"></div>
          </section>
        </main>
        </div>
        <script type="application/json" id="player-data">\(payload)</script>
        <script>
        \(WebAssets.inline(playerScript))
        </script>
        <script>
        \(WebAssets.inline(hostScript))
        </script>
        </body>
        </html>

        """
    }

    /// What the page's script reads: the scene's outline, the frame grid, and per scheme the
    /// image index of each frame and of the still into `images`, where each distinct PNG is once.
    struct Payload: Codable {
        let scene: SceneOutline
        let fps: Double, from: Double, end: Double, count: Int, scale: Double
        let times: [Double]
        let schemes: [String]
        let images: [String]
        let frames: [String: [Int]]
        let stills: [String: Int]
    }

    /// The payload as JSON safe inside a `<script>` element.
    private var payload: String {
        var images: [String] = [], index: [Data: Int] = [:]
        func add(_ png: Data) -> Int {
            if let known = index[png] { return known }
            images.append(png.base64EncodedString())
            index[png] = images.count - 1
            return images.count - 1
        }
        var frameIndices: [String: [Int]] = [:], stillIndices: [String: Int] = [:]
        for scheme in schemes {
            frameIndices[scheme.rawValue] = frames[scheme]!.map(add)
            stillIndices[scheme.rawValue] = add(stills[scheme]!)
        }
        let value = Payload(scene: outline, fps: fps, from: times[0], end: end, count: times.count, scale: scale, times: times,
                            schemes: schemes.map(\.rawValue), images: images, frames: frameIndices, stills: stillIndices)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
        // "<" cannot end the script element when written as a JSON escape.
        return json.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// Whole milliseconds of `seconds`, as text; any Double is safe (see `Milliseconds`).
    static func milliseconds(_ seconds: Double) -> String {
        Milliseconds.text(seconds)
    }

    /// Up to four significant digits without trailing zeros: 6, 4.4, 1.2, 33.33.
    static func number(_ value: Double) -> String {
        CompactNumber.text(value)
    }
}
