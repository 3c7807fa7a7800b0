// The player shared by `motion studio` and the pages `motion player` writes: the transport
// (play, frame steps, speed, loop, in/out range), the time and frame readouts, the timeline
// with the scene's phases and still frame, the curve plots with their moving dots, the keyboard
// model and the link state in the URL's fragment. Where the frames come from is the host's
// business: a page of embedded frames, or the studio's server.
//
//   const player = MotionPlayer.create({ transport, timeline, curves }, host);
//   player.setScene(scene);   // { name, duration, stillTime, speed, width, height, phases, curves }
//
// host: { fps, frameTimes?: { from, count }, show(time), changed(state), keys?(event) }
//   show(time)     draw the frame at `time` seconds (the host decides how, and when it is on screen)
//   changed()      the state changed (time, playing, range, speed, loop): update the URL and so on
//   frameTimes     the frames that exist (a player page): times from + i / fps, i < count;
//                  without it every frame i / fps within the duration exists (the studio)
//
// Keyboard (ignored while typing in a field or with Ctrl, Alt or Meta held):
//   Space play/pause · K pause · L play forward, faster each press · J play backward, faster
//   ← → one frame · Shift+← → ten frames · Home End first and last frame
//   I O set the loop range's in and out points (again at the same frame: clear it) · 0–9 tenths
(function (global) {
  "use strict";

  const SPEEDS = [0.25, 0.5, 1, 2, 4, 8];
  const FASTEST = 8;
  const EPSILON = 1e-9;

  /// "1350 ms": whole milliseconds of `seconds`.
  function formatMS(seconds) {
    return Math.round(seconds * 1000) + " ms";
  }

  /// A number in a URL: up to three decimals, no trailing zeros (1366.667, 1350).
  function formatNumber(value) {
    return String(Math.round(value * 1000) / 1000);
  }

  function element(tag, attributes, children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) {
      if (name === "text") node.textContent = value;
      else node.setAttribute(name, value);
    }
    for (const child of children || []) node.appendChild(child);
    return node;
  }

  /// The fragment's parameters: `#scene=coins&t=1350` → { scene: "coins", t: "1350" }.
  function readFragment() {
    const result = {};
    for (const [key, value] of new URLSearchParams(location.hash.replace(/^#/, ""))) result[key] = value;
    return result;
  }

  /// Replaces the fragment with `values` (in their order, empty ones left out) without adding a
  /// history entry or firing hashchange.
  function writeFragment(values) {
    const parts = [];
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined || value === null || value === "") continue;
      parts.push(encodeURIComponent(key) + "=" + encodeURIComponent(value).replace(/%23/g, "%23"));
    }
    const hash = parts.length ? "#" + parts.join("&") : "";
    if (hash !== location.hash) history.replaceState(null, "", location.pathname + location.search + hash);
  }

  function isTyping(target) {
    if (!target || !target.tagName) return false;
    const tag = target.tagName.toLowerCase();
    return tag === "input" || tag === "select" || tag === "textarea" || target.isContentEditable;
  }

  function create(parts, host) {
    const fps = host.fps;
    let scene = null;
    let time = 0;
    let playing = false, direction = 1, rate = 1, loop = true;
    let inPoint = null, outPoint = null;
    let clockReal = 0, clockScene = 0, request = 0;
    let visible = true;
    let keyTime = null;     // performance.now() of the key that asked for the frame being fetched

    // --- frames -----------------------------------------------------------------------------
    function firstIndex() { return 0; }
    function lastIndex() {
      if (!scene) return 0;
      if (host.frameTimes) return host.frameTimes.count - 1;
      return Math.floor(scene.duration * fps + EPSILON);
    }
    function timeOf(index) {
      const from = host.frameTimes ? host.frameTimes.from : 0;
      return Math.min(scene.duration, from + index / fps);
    }
    /// The frame nearest to `t`.
    function nearestIndex(t) {
      const from = host.frameTimes ? host.frameTimes.from : 0;
      return Math.min(lastIndex(), Math.max(firstIndex(), Math.round((t - from) * fps)));
    }
    /// The first frame after `t` (steps > 0) or before it (steps < 0), `steps` frames away.
    function stepIndex(t, steps) {
      const from = host.frameTimes ? host.frameTimes.from : 0;
      const exact = (t - from) * fps;
      const base = steps > 0 ? Math.floor(exact + EPSILON) : Math.ceil(exact - EPSILON);
      return Math.min(lastIndex(), Math.max(firstIndex(), base + steps));
    }
    function startTime() { return timeOf(firstIndex()); }
    function endTime() { return timeOf(lastIndex()); }
    function rangeStart() { return inPoint !== null ? inPoint : startTime(); }
    function rangeEnd() { return outPoint !== null ? outPoint : endTime(); }

    // --- markup -------------------------------------------------------------------------------
    const play = element("button", { type: "button", class: "mk-play", "aria-pressed": "false", title: "Play or pause (Space)", text: "Play" });
    const back = element("button", { type: "button", class: "mk-step", title: "One frame back (←; Shift+← ten)", "aria-label": "One frame back", text: "◀" });
    const forward = element("button", { type: "button", class: "mk-step", title: "One frame forward (→; Shift+→ ten)", "aria-label": "One frame forward", text: "▶" });
    const timeReadout = element("output", { class: "mk-time", "aria-live": "off", text: "0 ms" });
    const frameReadout = element("output", { class: "mk-frame-number", text: "frame 0" });
    const speed = element("select", { class: "mk-speed", "aria-label": "Playback speed", title: "Playback speed (J, K, L)" },
      SPEEDS.map((s) => element("option", { value: String(s), text: s + "×" })));
    speed.value = "1";
    const loopButton = element("button", { type: "button", class: "mk-loop", "aria-pressed": "true", title: "Loop playback", text: "Loop" });
    const inButton = element("button", { type: "button", class: "mk-in", title: "Set the loop range's start here (I)", text: "In" });
    const outButton = element("button", { type: "button", class: "mk-out", title: "Set the loop range's end here (O)", text: "Out" });
    const clearButton = element("button", { type: "button", class: "mk-clear", title: "Clear the loop range", text: "Clear range", hidden: "" });
    const keysButton = element("button", { type: "button", class: "mk-keys-toggle", "aria-expanded": "false", title: "Keyboard shortcuts", text: "Keys" });
    const keysList = element("dl", { class: "mk-keys", hidden: "" });
    for (const [keys, what] of [["Space", "play / pause"], ["J K L", "backward · pause · forward (again: faster)"],
                                ["← →", "one frame"], ["Shift ← →", "ten frames"], ["Home End", "first · last frame"],
                                ["I O", "loop range in · out"], ["0–9", "jump to tenths"]]) {
      keysList.appendChild(element("dt", { text: keys }));
      keysList.appendChild(element("dd", { text: what }));
    }
    parts.transport.append(
      element("div", { class: "mk-group mk-group-play" }, [back, play, forward]),
      element("div", { class: "mk-group mk-readouts" }, [timeReadout, frameReadout]),
      element("div", { class: "mk-group" }, [speed, loopButton]),
      element("div", { class: "mk-group" }, [inButton, outButton, clearButton, keysButton]),
      keysList);

    const track = element("div", { class: "mk-track", role: "slider", tabindex: "0", "aria-label": "Scene time",
                                   "aria-valuemin": "0", "aria-valuemax": "0", "aria-valuenow": "0" });
    const range = element("div", { class: "mk-range", hidden: "" });
    const still = element("div", { class: "mk-still-mark" });
    const playhead = element("div", { class: "mk-playhead" });
    const markers = element("div", { class: "mk-markers" });
    const labels = element("ol", { class: "mk-phases" });
    track.append(range, markers, still, playhead);
    parts.timeline.append(track, labels);
    const plots = [];

    function percent(t) { return scene ? Math.min(100, Math.max(0, (100 * t) / scene.duration)) : 0; }

    function buildScene() {
      markers.textContent = "";
      labels.textContent = "";
      for (const phase of scene.phases) {
        const ms = Math.round(phase.start * 1000);
        const marker = element("button", { type: "button", class: "mk-phase", style: "left: " + percent(phase.start) + "%",
                                           title: phase.name + " · " + ms + " ms", "aria-label": "Go to " + phase.name + " at " + ms + " ms" });
        marker.addEventListener("click", (event) => { event.stopPropagation(); pause(); seek(timeOf(nearestIndex(phase.start))); });
        markers.appendChild(marker);
        labels.appendChild(element("li", {}, [element("span", { class: "mk-phase-name", text: phase.name }),
                                              document.createTextNode(" "),
                                              element("span", { class: "mk-phase-time", text: ms + " ms" })]));
      }
      still.style.left = percent(scene.stillTime) + "%";
      still.title = "still frame · " + Math.round(scene.stillTime * 1000) + " ms";
      track.setAttribute("aria-valuemax", String(Math.round(scene.duration * 1000)));
      buildCurves();
    }

    function buildCurves() {
      if (!parts.curves) return;
      parts.curves.textContent = "";
      plots.length = 0;
      parts.curves.hidden = scene.curves.length === 0;
      for (const curve of scene.curves) {
        const finite = curve.values.filter((v) => v !== null);
        let low = Math.min(0, ...finite), high = Math.max(1, ...finite);
        if (!(high > low)) { low = 0; high = 1; }
        const width = 1000, height = 100, pad = 6;
        const y = (v) => pad + (height - 2 * pad) * (1 - (v - low) / (high - low));
        let d = "", pen = false;
        curve.values.forEach((v, i) => {
          if (v === null) { pen = false; return; }
          const x = (width * i * curve.step) / scene.duration;
          d += (pen ? "L" : "M") + x.toFixed(1) + " " + y(v).toFixed(1);
          pen = true;
        });
        // Parsed as markup, so the SVG elements get their namespace without it written out.
        const box = element("div", { class: "mk-plot-box" });
        box.innerHTML = '<svg viewBox="0 0 ' + width + " " + height + '" preserveAspectRatio="none" class="mk-plot" aria-hidden="true">' +
          '<line x1="0" x2="' + width + '" y1="' + y(0) + '" y2="' + y(0) + '" class="mk-plot-axis"/>' +
          (high >= 1 && low <= 1 ? '<line x1="0" x2="' + width + '" y1="' + y(1) + '" y2="' + y(1) + '" class="mk-plot-axis"/>' : "") +
          '<path d="' + d + '" class="mk-plot-line" vector-effect="non-scaling-stroke"/></svg>';
        const value = element("span", { class: "mk-curve-value" });
        const dot = element("span", { class: "mk-dot" });
        const figure = element("figure", { class: "mk-curve" }, [
          element("figcaption", {}, [element("span", { class: "mk-curve-name", text: curve.name }), value]),
          box]);
        box.appendChild(dot);
        parts.curves.appendChild(figure);
        plots.push({ curve, value, dot, low, high, pad, height });
      }
    }

    /// The curve's value at `t`, interpolated between its samples; null in a gap.
    function curveValue(curve, t) {
      const position = Math.min(curve.values.length - 1, Math.max(0, t / curve.step));
      const i = Math.floor(position), k = position - i;
      const a = curve.values[i], b = curve.values[Math.min(curve.values.length - 1, i + 1)];
      if (a === null || b === null) return k < 0.5 ? a : b;
      return a + (b - a) * k;
    }

    // --- state ---------------------------------------------------------------------------------
    function render() {
      if (!scene) return;
      const index = nearestIndex(time);
      const ms = formatMS(time);
      timeReadout.textContent = ms;
      frameReadout.textContent = "frame " + index + " / " + lastIndex();
      track.setAttribute("aria-valuenow", String(Math.round(time * 1000)));
      track.setAttribute("aria-valuetext", ms + ", frame " + index);
      playhead.style.left = percent(time) + "%";
      play.textContent = playing ? "Pause" : "Play";
      play.setAttribute("aria-pressed", String(playing));
      loopButton.setAttribute("aria-pressed", String(loop));
      speed.value = String(rate);
      if (inPoint !== null || outPoint !== null) {
        range.hidden = false;
        range.style.left = percent(rangeStart()) + "%";
        range.style.width = Math.max(0, percent(rangeEnd()) - percent(rangeStart())) + "%";
        clearButton.hidden = false;
      } else {
        range.hidden = true;
        clearButton.hidden = true;
      }
      inButton.setAttribute("aria-pressed", String(inPoint !== null));
      outButton.setAttribute("aria-pressed", String(outPoint !== null));
      for (const plot of plots) {
        const v = curveValue(plot.curve, time);
        plot.value.textContent = v === null ? "—" : v.toFixed(3);
        plot.dot.hidden = v === null;
        if (v !== null) {
          const top = (100 * (plot.pad + (plot.height - 2 * plot.pad) * (1 - (v - plot.low) / (plot.high - plot.low)))) / plot.height;
          plot.dot.style.left = percent(time) + "%";
          plot.dot.style.top = top + "%";
        }
      }
    }

    function seek(t) {
      time = Math.min(scene.duration, Math.max(0, t));
      render();
      host.show(time);
      host.changed();
    }

    function anchor() { clockReal = performance.now(); clockScene = time; }
    function schedule() { if (playing && visible && !request) request = requestAnimationFrame(tick); }

    function tick(now) {
      request = 0;
      if (!playing || !visible) return;
      const elapsed = Math.max(0, now - clockReal) / 1000;
      let t = clockScene + direction * elapsed * scene.speed * rate;
      const start = rangeStart(), end = rangeEnd();
      if (direction > 0 && t > end + EPSILON) {
        if (loop && end > start) { t = start; clockScene = start; clockReal = now; }
        else { t = end; playing = false; }
      } else if (direction < 0 && t < start - EPSILON) {
        if (loop && end > start) { t = end; clockScene = end; clockReal = now; }
        else { t = start; playing = false; }
      }
      const from = host.frameTimes ? host.frameTimes.from : 0;
      const index = direction > 0 ? Math.floor((t - from) * fps + EPSILON) : Math.ceil((t - from) * fps - EPSILON);
      const shown = Math.min(lastIndex(), Math.max(firstIndex(), index));
      if (timeOf(shown) !== time || !playing) {
        time = timeOf(shown);
        host.show(time);
      }
      render();
      if (!playing) host.changed();
      schedule();
    }

    function start(newDirection, newRate) {
      direction = newDirection;
      rate = newRate;
      const start = rangeStart(), end = rangeEnd();
      if (direction > 0 && time >= end - EPSILON) time = start;
      if (direction < 0 && time <= start + EPSILON) time = end;
      if (time < start - EPSILON || time > end + EPSILON) time = direction > 0 ? start : end;
      playing = true;
      anchor();
      render();
      host.show(time);
      host.changed();
      schedule();
    }

    function pause() {
      if (!playing) return;
      playing = false;
      if (request) { cancelAnimationFrame(request); request = 0; }
      render();
      host.changed();
    }

    function toggle() { if (playing) pause(); else start(1, rate > 0 ? rate : 1); }

    function step(frames) {
      pause();
      seek(timeOf(stepIndex(time, frames)));
    }

    function setPoint(which) {
      const here = timeOf(nearestIndex(time));
      if (which === "in") {
        inPoint = inPoint !== null && Math.abs(inPoint - here) < EPSILON ? null : here;
        if (inPoint !== null && outPoint !== null && outPoint <= inPoint) outPoint = null;
      } else {
        outPoint = outPoint !== null && Math.abs(outPoint - here) < EPSILON ? null : here;
        if (inPoint !== null && outPoint !== null && inPoint >= outPoint) inPoint = null;
      }
      render();
      host.changed();
    }

    function shuttle(newDirection) {
      if (playing && direction === newDirection) start(newDirection, Math.min(FASTEST, rate * 2));
      else start(newDirection, 1);
    }

    // --- input ---------------------------------------------------------------------------------
    play.addEventListener("click", toggle);
    back.addEventListener("click", () => step(-1));
    forward.addEventListener("click", () => step(1));
    speed.addEventListener("change", () => { rate = Number(speed.value) || 1; if (playing) anchor(); host.changed(); });
    loopButton.addEventListener("click", () => { loop = !loop; render(); host.changed(); });
    inButton.addEventListener("click", () => setPoint("in"));
    outButton.addEventListener("click", () => setPoint("out"));
    clearButton.addEventListener("click", () => { inPoint = outPoint = null; render(); host.changed(); });
    keysButton.addEventListener("click", () => {
      keysList.hidden = !keysList.hidden;
      keysButton.setAttribute("aria-expanded", String(!keysList.hidden));
    });

    function timeAtPointer(event) {
      const box = track.getBoundingClientRect();
      const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / Math.max(1, box.width)));
      return timeOf(nearestIndex(fraction * scene.duration));
    }
    track.addEventListener("pointerdown", (event) => {
      if (!scene || event.button !== 0) return;
      track.setPointerCapture(event.pointerId);
      track.focus();
      pause();
      seek(timeAtPointer(event));
    });
    track.addEventListener("pointermove", (event) => {
      if (scene && track.hasPointerCapture(event.pointerId)) seek(timeAtPointer(event));
    });

    /// Handles a key of the keyboard model; true when it was one.
    function key(event) {
      if (!scene || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return false;
      const tenth = /^Digit([0-9])$/.exec(event.code) || /^Numpad([0-9])$/.exec(event.code);
      switch (true) {
        case event.code === "Space": toggle(); break;
        case event.code === "KeyK": pause(); break;
        case event.code === "KeyL": shuttle(1); break;
        case event.code === "KeyJ": shuttle(-1); break;
        case event.code === "ArrowRight": step(event.shiftKey ? 10 : 1); break;
        case event.code === "ArrowLeft": step(event.shiftKey ? -10 : -1); break;
        case event.code === "Home": pause(); seek(startTime()); break;
        case event.code === "End": pause(); seek(endTime()); break;
        case event.code === "KeyI": setPoint("in"); break;
        case event.code === "KeyO": setPoint("out"); break;
        case tenth !== null && !event.shiftKey:
          pause();
          seek(timeOf(nearestIndex((scene.duration * Number(tenth[1])) / 10)));
          break;
        default: return false;
      }
      event.preventDefault();
      return true;
    }
    // The key's time is set before it is handled, since handling it asks the host for the frame.
    document.addEventListener("keydown", (event) => {
      const before = time;
      keyTime = event.timeStamp;
      if (!key(event) || time === before) keyTime = null;
    });

    document.addEventListener("visibilitychange", () => {
      visible = !document.hidden;
      if (visible && playing) { anchor(); schedule(); }
    });

    return {
      /// Shows `newScene` (see the top of this file for its shape), keeping the time when it is
      /// within the new scene.
      setScene(newScene, keepTime) {
        const previous = scene;
        scene = newScene;
        if (!keepTime || !previous) { inPoint = outPoint = null; }
        time = Math.min(scene.duration, Math.max(0, keepTime ? time : scene.stillTime));
        buildScene();
        render();
      },
      /// Applies the fragment's shared keys: t (ms), speed, loop (0/1), in and out (ms). Returns
      /// the problems found, as sentences for the page to show.
      applyFragment(values) {
        const problems = [];
        const ms = (text) => (text === undefined || text.trim() === "" ? NaN : Number(text));
        if (values.t !== undefined) {
          const t = ms(values.t) / 1000;
          if (!isFinite(t)) problems.push("The link's time '" + values.t + "' is not a number of milliseconds; showing the still frame.");
          else if (t < 0 || t > scene.duration + EPSILON || (host.frameTimes && (t < startTime() - 0.5 / fps || t > endTime() + 0.5 / fps))) {
            const low = Math.round(startTime() * 1000), high = Math.round((host.frameTimes ? endTime() : scene.duration) * 1000);
            problems.push("The link's time " + values.t + " ms is outside " + scene.name + " (" + low + "–" + high + " ms); showing the still frame.");
          } else time = host.frameTimes ? timeOf(nearestIndex(t)) : t;
        }
        if (values.speed !== undefined) {
          if (SPEEDS.includes(Number(values.speed))) rate = Number(values.speed);
          else problems.push("The link's speed '" + values.speed + "' is not one of " + SPEEDS.join(", ") + ".");
        }
        if (values.loop !== undefined) loop = values.loop !== "0";
        for (const [key, set] of [["in", (v) => { inPoint = v; }], ["out", (v) => { outPoint = v; }]]) {
          if (values[key] === undefined) continue;
          const t = ms(values[key]) / 1000;
          if (isFinite(t) && t >= 0 && t <= scene.duration + EPSILON) set(timeOf(nearestIndex(t)));
          else problems.push("The link's " + key + " point '" + values[key] + "' is outside " + scene.name + ".");
        }
        if (inPoint !== null && outPoint !== null && outPoint <= inPoint) { inPoint = outPoint = null; }
        render();
        return problems;
      },
      /// The shared keys for the fragment: t (left out while playing), speed, loop, in, out.
      fragment() {
        return {
          // While playing the time is on its way; the link holds it once paused.
          t: playing ? undefined : formatNumber(time * 1000),
          speed: rate === 1 ? undefined : String(rate),
          loop: loop ? undefined : "0",
          in: inPoint === null ? undefined : formatNumber(inPoint * 1000),
          out: outPoint === null ? undefined : formatNumber(outPoint * 1000),
        };
      },
      get time() { return time; },
      get playing() { return playing; },
      get scene() { return scene; },
      seek(t) { pause(); seek(t); },
      play() { if (!playing) start(1, rate); },
      pause,
      step,
      /// performance.now() of the key that asked for the frame now coming, once; null otherwise.
      takeKeyTime() { const t = keyTime; keyTime = null; return t; },
      setVisible(value) {
        if (value === visible) return;
        visible = value;
        if (visible && playing) { anchor(); schedule(); }
      },
    };
  }

  /// Sizes and centres `frame` in `stage` for a box of `width` × `height` points, as large as
  /// fits but at most `maxScale` CSS pixels per point. The frame's size and place are whole CSS
  /// pixels, which Chromium draws without resampling an image of exactly that size times the
  /// device pixel ratio (a fractional size or place blurs it). Returns the CSS size and the
  /// frame's size in device pixels.
  function fitFrame(stage, frame, width, height, maxScale) {
    const ratio = window.devicePixelRatio || 1;
    const room = stage.getBoundingClientRect();
    const scale = Math.max(0.05, Math.min(maxScale, room.width / width, room.height / height));
    const cssWidth = Math.max(1, Math.floor(width * scale)), cssHeight = Math.max(1, Math.round((cssWidth * height) / width));
    frame.style.width = cssWidth + "px";
    frame.style.height = cssHeight + "px";
    frame.style.left = Math.round(room.left + (room.width - cssWidth) / 2) - room.left + "px";
    frame.style.top = Math.round(room.top + (room.height - cssHeight) / 2) - room.top + "px";
    stage.style.setProperty("--mk-aspect", String(width / height));
    return { cssWidth, cssHeight, ratio, pixelWidth: Math.round(cssWidth * ratio), pixelHeight: Math.round(cssHeight * ratio) };
  }

  global.MotionPlayer = { create, readFragment, writeFragment, formatMS, formatNumber, element, fitFrame };
})(window);
