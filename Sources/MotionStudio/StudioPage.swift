import Foundation
import MotionRender
import MotionTimeline
import MotionCLI

/// The studio's one page: markup, the player's shared style and script (`Resources/web/player.css`,
/// `player.js`, the same ones `motion player` pages embed) and the studio's own script
/// (`studio.js`). Everything is inline, so the page is one request and the server has no other
/// file to serve.
struct StudioPage {
    let html: String
    /// A digest of the page, so an open page notices a studio restarted with another version.
    let version: String

    /// - Throws: ``MotionResourcesError`` or ``RenderError/resource(file:message:)`` when the scripts are missing.
    init(tool: String, fps: Double) throws {
        let style = try WebAssets.text("player.css")
        let player = try WebAssets.text("player.js")
        let studio = try WebAssets.text("studio.js")
        let name = MarkupText.escape(tool)
        let version = Self.digest([tool, CompactNumber.text(fps), MotionCommand.version, style, player, studio])
        let devices = DeviceEnvironment.all.map(\.label)
        let configuration = """
        {"tool":\(Self.quoted(tool)),"fps":\(fps),"pageVersion":"\(version)","devices":[\(devices.map(Self.quoted).joined(separator: ","))]}
        """.replacingOccurrences(of: "<", with: "\\u003c")
        html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(name) studio</title>
        <link rel="icon" href="data:,">
        <style>
        \(WebAssets.inline(style))
        </style>
        </head>
        <body class="light">
        <div class="mk-app mk-studio">
        <nav class="mk-sidebar" aria-label="Scenes">
          <h2>\(name) studio</h2>
          <ul class="mk-scene-list"></ul>
        </nav>
        <main class="mk-main">
          <header class="mk-header">
            <select class="mk-scene-select" aria-label="Scene"></select>
            <h1 class="mk-title">\(name) studio</h1>
            <p class="mk-summary">Loading the scenes…</p>
            <div class="mk-options">
              <button class="mk-scheme" type="button" title="Colour scheme">Dark</button>
              <label>Device <select class="mk-device" title="Device and posture"></select></label>
              <label><input class="mk-reduce-motion" type="checkbox"> Reduce Motion</label>
              <label class="mk-locale-label" hidden>Locale <select class="mk-locale"></select></label>
              <span class="mk-save">Save
                <a data-format="png" download href="#">PNG</a><select class="mk-save-scale" aria-label="PNG scale" title="PNG scale">
                  <option value="1">1×</option><option value="2" selected>2×</option><option value="3">3×</option><option value="4">4×</option></select>
                <a data-format="svg" download href="#">SVG</a>
                <a data-format="pdf" download href="#">PDF</a></span>
            </div>
          </header>
          <div class="mk-problems" aria-live="polite"></div>
          <div class="mk-notices" aria-live="polite"></div>
          <div class="mk-stage"><img class="mk-frame" alt="The frame at the playhead"><div class="mk-overlay" hidden></div></div>
          <section class="mk-panel" aria-label="Playback">
            <div class="mk-transport"></div>
            <div class="mk-timeline"></div>
            <div class="mk-curves" aria-label="Curves"></div>
            <p class="mk-status" aria-live="polite"></p>
          </section>
          <section class="mk-props" aria-label="Props" hidden>
            <div class="mk-props-head"><h2>Props</h2><button class="mk-props-reset" type="button" title="Back to the scene's own props">Reset</button></div>
            <div class="mk-props-fields"></div>
            <p class="mk-props-error" role="alert" hidden></p>
            <div class="mk-props-command"><input class="mk-props-line" readonly aria-label="The command that draws this frame" spellcheck="false"><button class="mk-props-copy" type="button">Copy command</button></div>
          </section>
        </main>
        </div>
        <script type="application/json" id="studio-config">\(configuration)</script>
        <script>
        \(WebAssets.inline(player))
        </script>
        <script>
        \(WebAssets.inline(studio))
        </script>
        </body>
        </html>

        """
        self.version = version
    }

    /// FNV-1a over `parts`, as 16 hex digits: the same text gives the same digest in every process.
    static func digest(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}
