import Foundation
import MotionRender

extension PlayerPage {
    /// The whole page: markup, style, the frames as base64 PNG in a JSON block, and the script.
    /// Deterministic: the same page gives the same text.
    public var html: String {
        let width = Int(displaySize.width.rounded()), height = Int(displaySize.height.rounded())
        let panelWidth = max(width, 360)
        let first = schemes[0]
        let stillMS = Self.milliseconds(stillTime)
        let fromMS = Self.milliseconds(times[0]), lastMS = Self.milliseconds(times[times.count - 1])
        let name = MarkupText.escape(sceneName)
        let alt = summary.isEmpty ? "The \(name) scene" : "The \(name) scene: \(MarkupText.escape(summary))"
        var speeds = Self.speedChoices
        if !speeds.contains(speed) { speeds.append(speed) }
        let speedOptions = speeds.sorted().map { s in
            "<option value=\"\(Self.number(s))\"\(s == speed ? " selected" : "")>\(Self.number(s))×</option>"
        }.joined()
        let schemeButton = schemes.count > 1
            ? "\n      <button id=\"scheme\" type=\"button\" aria-label=\"Show the \(first == .light ? "dark" : "light") frames\">\(first == .light ? "Dark" : "Light")</button>"
            : ""
        let markers = phases.map { phase in
            "<button class=\"marker\" type=\"button\" data-ms=\"\(Self.milliseconds(phase.start))\" style=\"left: \(percent(phase.start))%\" title=\"\(MarkupText.escape(phase.name)) · \(Self.milliseconds(phase.start)) ms\" aria-label=\"Go to \(MarkupText.escape(phase.name)) at \(Self.milliseconds(phase.start)) ms\"></button>"
        }.joined(separator: "\n        ")
        let phaseItems = phases.map { phase in
            "<li><span class=\"phase-name\">\(MarkupText.escape(phase.name))</span> <span class=\"phase-time\">\(Self.milliseconds(phase.start)) ms</span></li>"
        }.joined(separator: "\n        ")
        let phaseList = phases.isEmpty ? "<p class=\"muted\">No phases declared.</p>"
            : "<ol class=\"phases\">\n        \(phaseItems)\n      </ol>"
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(name) · motion player</title>
        <style>
        \(style(width: width, height: height, panelWidth: panelWidth))
        </style>
        </head>
        <body class="\(first.rawValue)">
        <figure class="player" aria-labelledby="scene-name">
          <img id="frame" src="data:image/png;base64,\(stills[first]!.base64EncodedString())" width="\(width)" height="\(height)" alt="\(alt)">
          <figcaption>
            <h1 id="scene-name">\(name)</h1>
            <p class="muted">duration \(Self.number(duration)) s · still frame \(stillMS) ms · speed \(Self.number(speed))× · \(times.count) frames at \(Self.number(fps)) fps</p>
          </figcaption>
          <div class="controls">
            <button id="play" type="button" aria-pressed="false">Play</button>
            <input id="scrubber" type="range" min="\(fromMS)" max="\(lastMS)" step="1" value="\(stillMS)" aria-label="Scene time in milliseconds">
            <output id="time" for="scrubber">\(stillMS) ms</output>
            <label>Speed <select id="speed">\(speedOptions)</select></label>\(schemeButton)
          </div>
          <section class="timeline" aria-label="Phases">
            <div class="track">
              <div id="playhead" class="playhead" style="left: \(percent(stillTime))%"></div>
              <div class="still-mark" style="left: \(percent(stillTime))%" title="still frame · \(stillMS) ms"></div>
              \(markers)
            </div>
            \(phaseList)
          </section>
        </figure>
        <script type="application/json" id="player-data">\(payload)</script>
        <script>
        \(Self.script)
        </script>
        </body>
        </html>

        """
    }

    /// `t` as a percentage of the duration, for positions on the timeline.
    private func percent(_ t: Double) -> String {
        Self.number(min(100, max(0, 100 * t / duration)))
    }

    /// The frames and numbers the script needs, as JSON safe inside a `<script>` element.
    private var payload: String {
        struct Payload: Encodable {
            let name: String, duration: Double, still: Double, speed: Double, fps: Double
            let from: Double, end: Double, times: [Double], schemes: [String]
            let frames: [String: [String]], stills: [String: String]
        }
        var frameText: [String: [String]] = [:], stillText: [String: String] = [:]
        for scheme in schemes {
            frameText[scheme.rawValue] = frames[scheme]!.map { $0.base64EncodedString() }
            stillText[scheme.rawValue] = stills[scheme]!.base64EncodedString()
        }
        let value = Payload(name: sceneName, duration: duration, still: stillTime, speed: speed, fps: fps,
                            from: times[0], end: end, times: times, schemes: schemes.map(\.rawValue),
                            frames: frameText, stills: stillText)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
        // "<" cannot end the script element when written as a JSON escape.
        return json.replacingOccurrences(of: "<", with: "\\u003c")
    }

    private func style(width: Int, height: Int, panelWidth: Int) -> String {
        """
        :root { color-scheme: light; --bg: #f4f3ef; --fg: #1f2330; --muted: #5f6474; --line: #cfd3dc; --accent: #2f6fe0; }
        body.dark { color-scheme: dark; --bg: #14161c; --fg: #f1f2f5; --muted: #a4aab8; --line: #3a3f4d; --accent: #6b9dff; }
        html, body { margin: 0; padding: 0; }
        body { background: var(--bg); color: var(--fg); font: 14px/1.45 system-ui, sans-serif; }
        figure.player { position: absolute; left: \(Int(Self.frameOrigin.x))px; top: \(Int(Self.frameOrigin.y))px; margin: 0; padding: 0; width: \(panelWidth)px; }
        #frame { display: block; width: \(width)px; height: \(height)px; margin: 0; padding: 0; border: 0; }
        h1 { font-size: 18px; margin: 12px 0 0; }
        .muted { color: var(--muted); margin: 2px 0 0; font-size: 12px; }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 10px; }
        .controls button, .controls select { font: inherit; color: inherit; background: transparent; border: 1px solid var(--line); border-radius: 6px; padding: 3px 10px; }
        #scrubber { flex: 1 1 160px; accent-color: var(--accent); }
        #time { min-width: 64px; font-variant-numeric: tabular-nums; text-align: right; }
        .timeline { margin-top: 14px; }
        .track { position: relative; height: 18px; border-top: 2px solid var(--line); }
        .marker { position: absolute; top: -7px; width: 12px; height: 12px; margin-left: -6px; padding: 0; border-radius: 50%; border: 2px solid var(--bg); background: var(--muted); cursor: pointer; }
        .still-mark { position: absolute; top: -9px; width: 0; height: 16px; margin-left: -1px; border-left: 2px dashed var(--muted); }
        .playhead { position: absolute; top: -10px; width: 2px; height: 18px; margin-left: -1px; background: var(--accent); }
        .phases { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 0; margin: 4px 0 0; font-size: 12px; }
        .phase-time { color: var(--muted); font-variant-numeric: tabular-nums; }
        @media (prefers-reduced-motion: reduce) { .playhead { transition: none; } }
        """
    }

    /// The player's behaviour; reads the JSON block written by ``html``.
    static let script = """
    (() => {
      "use strict";
      const data = JSON.parse(document.getElementById("player-data").textContent);
      const prefix = "data:image/png;base64,";
      const figure = document.querySelector("figure.player");
      const img = document.getElementById("frame");
      const scrubber = document.getElementById("scrubber");
      const label = document.getElementById("time");
      const playButton = document.getElementById("play");
      const speedMenu = document.getElementById("speed");
      const schemeButton = document.getElementById("scheme");
      const playhead = document.getElementById("playhead");
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
      const span = data.end - data.from;
      let scheme = data.schemes[0];
      let shown = -1;            // index of the frame on screen; -1 is the still frame
      let sceneTime = data.still;
      let painted = "";
      let playing = false, visible = true, request = 0, anchorReal = 0, anchorScene = 0;

      // The frame whose time is nearest to `seconds`, within the rendered range.
      function nearest(seconds) {
        const i = Math.round((seconds - data.from) * data.fps);
        return Math.min(data.times.length - 1, Math.max(0, i));
      }
      function paint(key, base64, seconds) {
        if (key !== painted) { img.src = prefix + base64; painted = key; }
        sceneTime = seconds;
        const ms = Math.round(seconds * 1000);
        scrubber.value = String(ms);
        label.textContent = ms + " ms";
        playhead.style.left = Math.min(100, Math.max(0, 100 * seconds / data.duration)) + "%";
      }
      function showFrame(i) { shown = i; paint(scheme + ":" + i, data.frames[scheme][i], data.times[i]); }
      function showStill() { shown = -1; paint(scheme + ":still", data.stills[scheme], data.still); }
      function redraw() { if (shown < 0) showStill(); else showFrame(shown); }

      function speed() { return Number(speedMenu.value) || data.speed; }
      function anchor() { anchorReal = performance.now(); anchorScene = sceneTime; }
      function schedule() { if (playing && visible && !request) request = requestAnimationFrame(tick); }
      // Elapsed real time × speed is scene time, looping over the rendered range.
      function tick(now) {
        request = 0;
        if (!playing || !visible) return;
        let t = anchorScene - data.from + Math.max(0, now - anchorReal) / 1000 * speed();
        t = ((t % span) + span) % span;
        showFrame(nearest(data.from + t));
        schedule();
      }
      function setPlaying(value) {
        playing = value;
        playButton.textContent = value ? "Pause" : "Play";
        playButton.setAttribute("aria-pressed", String(value));
        if (value) { anchor(); schedule(); }
        else if (request) { cancelAnimationFrame(request); request = 0; }
      }
      function setVisible(value) {
        if (value === visible) return;
        visible = value;
        if (visible && playing) { anchor(); schedule(); }
      }
      function setScheme(name) {
        if (!data.frames[name]) return;
        scheme = name;
        document.body.className = name;
        if (schemeButton) {
          const other = name === "light" ? "dark" : "light";
          schemeButton.textContent = other === "dark" ? "Dark" : "Light";
          schemeButton.setAttribute("aria-label", "Show the " + other + " frames");
        }
        redraw();
      }
      // `#t=1350` pauses on the frame nearest 1350 ms; `&scheme=dark` picks the dark frames.
      function applyHash() {
        const params = new URLSearchParams(location.hash.replace(/^#/, ""));
        const wanted = params.get("scheme");
        if (wanted) setScheme(wanted);
        const ms = params.get("t");
        if (ms === null || ms.trim() === "" || !isFinite(Number(ms))) return false;
        setPlaying(false);
        showFrame(nearest(Number(ms) / 1000));
        return true;
      }

      playButton.addEventListener("click", () => {
        if (!playing && shown < 0) showFrame(0);
        setPlaying(!playing);
      });
      scrubber.addEventListener("input", () => { setPlaying(false); showFrame(nearest(Number(scrubber.value) / 1000)); });
      speedMenu.addEventListener("change", () => { if (playing) anchor(); });
      if (schemeButton) schemeButton.addEventListener("click", () => setScheme(scheme === "light" ? "dark" : "light"));
      for (const marker of document.querySelectorAll(".marker[data-ms]")) {
        marker.addEventListener("click", () => { setPlaying(false); showFrame(nearest(Number(marker.dataset.ms) / 1000)); });
      }
      window.addEventListener("hashchange", applyHash);
      document.addEventListener("visibilitychange", () => setVisible(!document.hidden));
      if ("IntersectionObserver" in window) {
        new IntersectionObserver((entries) => setVisible(entries[0].isIntersecting && !document.hidden)).observe(figure);
      }
      reduceMotion.addEventListener("change", () => { if (reduceMotion.matches) { setPlaying(false); showStill(); } });

      if (!applyHash()) {
        if (reduceMotion.matches) {
          showStill();
        } else {
          showFrame(0);
          setPlaying(true);
        }
      }
    })();
    """

    /// Whole milliseconds of `seconds`, as text; any Double is safe (see ``Milliseconds``).
    static func milliseconds(_ seconds: Double) -> String {
        Milliseconds.text(seconds)
    }

    /// Up to four significant digits without trailing zeros: 6, 4.4, 1.2, 33.33.
    static func number(_ value: Double) -> String {
        CompactNumber.text(value)
    }
}
