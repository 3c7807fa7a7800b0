// The host of `motion studio`'s page: the scene list, frames drawn on demand by the server at
// the page's device pixel ratio, the problems of each source (a compile error with file:line,
// a file that cannot be read), the options (scheme, device and posture, Reduce Motion, locale),
// the save links, and live reload: the server's event stream says when the catalog changed,
// and the page shows the new frame at the same instant.
//
// Frames: at most one request is in flight; while it is, only the latest wanted frame waits,
// so scrubbing or playing never floods the server (the latest request wins). Recent frames are
// kept decoded, and the frames either side of a paused frame are fetched ahead.
//
// The fragment holds the state: #scene=coins&t=1350&scheme=dark&device=foldable-open&rm=1
// &locale=ja&speed=2&loop=0&in=500&out=3000&format=svg&props={"title":"Level 5"} (the props that
// differ from the scene's, as JSON). A link reproduces the exact frame; what the page cannot
// honour is named in a notice.
//
// Props: a panel made from the scene's props (see the props section below); edits draw live,
// a message the server gives for props it refuses shows next to the panel, and the panel shows
// the command line that draws the same frame.
(() => {
  "use strict";
  const E = MotionPlayer.element;
  const config = JSON.parse(document.getElementById("studio-config").textContent);
  const $ = (selector) => document.querySelector(selector);
  const stage = $(".mk-stage"), frame = $(".mk-frame"), overlay = $(".mk-overlay");
  const notices = $(".mk-notices"), problems = $(".mk-problems"), status = $(".mk-status");
  const list = $(".mk-scene-list"), select = $(".mk-scene-select");
  const title = $(".mk-title"), summary = $(".mk-summary");
  const schemeButton = $(".mk-scheme"), deviceMenu = $(".mk-device"), motionBox = $(".mk-reduce-motion");
  const localeLabel = $(".mk-locale-label"), localeMenu = $(".mk-locale"), saveScale = $(".mk-save-scale");
  const saveLinks = Array.from(document.querySelectorAll(".mk-save a[data-format]"));

  let catalog = null;
  let sceneID = null, entry = null;
  const options = { scheme: "light", device: "phone", rm: false, locale: "en", format: "png" };
  let linkProblems = [];
  let size = { cssWidth: 0, cssHeight: 0, ratio: 1, pixelWidth: 0, pixelHeight: 0 };

  // --- frames --------------------------------------------------------------------------------
  const CACHE_LIMIT = 160;
  const cache = new Map();      // key → { url, image }
  let inFlight = null, wanted = null, ahead = [];
  const AHEAD_DELAY = 150;
  let aheadTimer = 0, aheadPending = false;
  let painted = null, sequence = 0, paintedSequence = 0;

  /// The query of a frame: `scale` is a number (saved frames) or "WxH" device pixels (frames shown).
  function frameArguments(time, format, scale, download) {
    const values = { scene: sceneID, t: String(time), format };
    if (typeof scale === "string") values.size = scale; else values.scale = String(scale);
    Object.assign(values, { scheme: options.scheme, device: options.device });
    if (options.rm) values.rm = "1";
    if (options.locale !== "en") values.locale = options.locale;
    if (propsText()) values.props = propsText();
    if (download) values.download = "1";
    else values.g = String(entry.generation);
    return new URLSearchParams(values).toString();
  }

  function job(time) {
    // Exactly the frame's device pixels, so no pixel is resampled on the way to the screen.
    const scale = options.format === "svg" ? 1 : size.pixelWidth + "x" + size.pixelHeight;
    const query = frameArguments(time, options.format, scale, false);
    return { key: query, url: "/api/frame?" + query, time, scale, scene: sceneID, generation: entry.generation, sequence: ++sequence,
             pixels: size.pixelWidth + "x" + size.pixelHeight, props: propsText() };
  }

  function remember(key, value) {
    cache.set(key, value);
    while (cache.size > CACHE_LIMIT) {
      const [oldest, old] = cache.entries().next().value;
      cache.delete(oldest);
      if (old.url !== frame.src) URL.revokeObjectURL(old.url);
    }
  }

  function want(next) {
    // The same frame asked again (a resize that changed nothing) keeps the key press it answers.
    if (wanted && wanted.key === next.key && (next.keyTime === undefined || next.keyTime === null)) next.keyTime = wanted.keyTime;
    if (inFlight && inFlight.key === next.key && !inFlight.ahead) { wanted = null; return; }
    if (cache.has(next.key)) {
      const hit = cache.get(next.key);
      cache.delete(next.key);
      cache.set(next.key, hit);
      wanted = null;
      paint(next, hit);
      return;
    }
    wanted = next;
    ahead = [];
    clearTimeout(aheadTimer);
    aheadPending = false;
    pump();
  }

  async function pump() {
    if (inFlight) return;
    const next = wanted || ahead.shift();
    document.documentElement.dataset.idle = String(!next && !aheadPending);
    if (!next) return;
    if (next === wanted) wanted = null;
    if (cache.has(next.key)) { if (!next.ahead) paint(next, cache.get(next.key)); pump(); return; }
    inFlight = next;
    try {
      const response = await fetch(next.url);
      if (!response.ok) {
        let message = response.status + " " + response.statusText;
        try { message = (await response.json()).error || message; } catch (_) { /* not JSON */ }
        if (!next.ahead && next.sequence > paintedSequence) fail(next, message, response.status);
      } else {
        const url = URL.createObjectURL(await response.blob());
        const image = new Image();
        image.src = url;
        try { await image.decode(); } catch (_) { /* shown as it is */ }
        const value = { url, image };
        remember(next.key, value);
        if (!next.ahead) paint(next, value);
      }
    } catch (error) {
      if (!next.ahead && next.sequence > paintedSequence) fail(next, "the studio did not answer: " + error.message, 0);
    } finally {
      // A shown frame keeps the line busy until the screen has drawn it: while scrubbing, the
      // positions passed meanwhile collapse into the latest, and no frame is asked for faster
      // than the screen can show one (playback keeps its own clock).
      if (!next.ahead && !player.playing) await displayed();
      inFlight = null;
    }
    pump();
  }

  /// Resolves after the next animation frame, or after 50 ms where there is none (a hidden tab).
  function displayed() {
    return new Promise((resolve) => {
      const done = setTimeout(resolve, 50);
      requestAnimationFrame(() => { clearTimeout(done); resolve(); });
    });
  }

  /// Shows a frame, unless a frame asked for later is already on screen.
  function paint(next, value) {
    if (next.sequence < paintedSequence) return;
    paintedSequence = next.sequence;
    delete frame.dataset.error;
    frame.src = value.url;
    frame.classList.remove("mk-failed");
    overlay.hidden = true;
    painted = next;
    frame.dataset.time = String(next.time);
    frame.dataset.drawn = next.pixels;   // the device pixels the frame was laid out for
    frame.dataset.scene = next.scene;
    frame.dataset.generation = String(next.generation);
    frame.dataset.key = next.key;
    frame.dataset.props = next.props;
    if (next.props === propsText()) showPropsError(null);
    // On screen once the frame after this change has been produced: two animation frames on.
    // `mk-key-to-frame` measures from the key that asked for the frame; `shownAt` (ms since
    // 1970) says when the frame now on screen reached it, `shownGeneration` of which load
    // (a reload's first frame: the generation changes).
    const start = next.keyTime;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      if (start !== undefined && start !== null) {
        performance.measure("mk-key-to-frame", { start, end: performance.now(), detail: { cached: next.cached === true } });
      }
      if (painted === next) {
        frame.dataset.shownAt = String(performance.timeOrigin + performance.now());
        frame.dataset.shownGeneration = String(next.generation);
      }
    }));
    clearTimeout(aheadTimer);
    aheadPending = !wanted && !player.playing;
    if (aheadPending) {
      // Not idle until the frames beside this one are fetched (or the wait is cut short).
      document.documentElement.dataset.idle = "false";
      aheadTimer = setTimeout(() => {
        aheadPending = false;
        if (!wanted && !player.playing) fetchAhead(next.time); else pump();
      }, AHEAD_DELAY);
    }
  }

  /// The frames either side of `time`, fetched while nothing else is. They are asked for only
  /// once the time has stayed put for `AHEAD_DELAY` ms, so a drag across the track asks for
  /// the positions it passes and nothing beside them.
  function fetchAhead(time) {
    const step = 1 / catalog.fps;
    ahead = [time + step, time - step]
      .filter((t) => t >= 0 && t <= entry.scene.duration + 1e-9)
      .map((t) => Object.assign(job(Math.round(t * catalog.fps) / catalog.fps), { ahead: true }))
      .filter((j) => !cache.has(j.key));
    pump();
  }

  function fail(next, message, code) {
    frame.classList.add("mk-failed");
    overlay.hidden = false;
    overlay.textContent = "";
    overlay.appendChild(E("p", { role: "alert", text: message }));
    frame.dataset.error = message;
    // The server's words for props it refuses start with "props:", as --props's start with "--props:".
    if (code === 400 && next.props && message.startsWith("props:")) showPropsError(message);
    paintedSequence = next.sequence;
    painted = null;
    if (code === 404) refreshCatalog();
  }

  // --- props ---------------------------------------------------------------------------------
  // The panel is made from the catalog's props of the scene (its defaults, with the studio's
  // --props laid over them): a number input per number, a text field per string (with a colour
  // picker for colours), a checkbox per boolean, a group per object or array. `propsEdits`
  // holds only what differs from those props: it goes into each frame's `props=`, the fragment
  // and the command line, and the server lays it over them key by key.
  const propsPanel = $(".mk-props"), propsFields = $(".mk-props-fields"), propsError = $(".mk-props-error");
  const propsLine = $(".mk-props-line"), propsCopy = $(".mk-props-copy"), propsReset = $(".mk-props-reset");
  const PROPS_DELAY = 120;    // ms of quiet after an edit before its frame is asked for
  const COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
  const COLOR_KEY = /colou?r|accent|fill|stroke|tint|background/i;
  let propsEdits = {}, propsCurrent = null, propsDefaults = null, propsTimer = 0;

  const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  const clone = (value) => value === undefined ? undefined : JSON.parse(JSON.stringify(value));
  /// `top` laid over `base` as the server lays props: objects merge key by key, anything else replaces.
  function mergeProps(base, top) {
    if (!isObject(base) || !isObject(top)) return clone(top);
    const result = clone(base);
    for (const [key, value] of Object.entries(top)) result[key] = key in result ? mergeProps(result[key], value) : clone(value);
    return result;
  }
  /// What of `value` differs from `base`: the members that differ (recursively in objects), or
  /// undefined when nothing does. Arrays and other values differ or not as a whole.
  function propsDifference(base, value) {
    if (isObject(base) && isObject(value)) {
      const result = {};
      for (const [key, member] of Object.entries(value)) {
        const differs = key in base ? propsDifference(base[key], member) : member;
        if (differs !== undefined) result[key] = differs;
      }
      return Object.keys(result).length ? result : undefined;
    }
    return JSON.stringify(base) === JSON.stringify(value) ? undefined : value;
  }
  /// The `props=` text of the edits, or "" when there are none.
  function propsText() { return Object.keys(propsEdits).length ? JSON.stringify(propsEdits) : ""; }
  function sceneTakesProps() { return !!entry && isObject(entry.scene.props); }

  /// `text` as one word for a POSIX shell: as it is when it is safe, otherwise in single quotes.
  function shellWord(text) {
    return /^[A-Za-z0-9_\/.:=@%+,-][A-Za-z0-9_\/.:#=@%+,-]*$/.test(text) ? text : "'" + text.replace(/'/g, "'\\''") + "'";
  }
  /// The command that draws the frame shown: `TOOL render SCENE -t SECONDS [options] [--props JSON]`.
  function propsCommand() {
    // The command that draws this source's scenes: `swift run my-motion` for a package's.
    const source = catalog.sources[entry.source];
    const words = ((source && source.command) || [catalog.tool]).concat(["render", sceneID, "-t", String(Math.round(player.time * 1e6) / 1e6)]);
    if (options.scheme !== "light") words.push("--scheme", options.scheme);
    if (options.device !== "phone") {
      const [device, posture] = options.device.split("-");
      words.push("--device", device);
      if (posture) words.push("--posture", posture);
    }
    if (options.rm) words.push("--reduce-motion");
    if (options.locale !== "en") words.push("--locale", options.locale);
    const props = mergeProps(catalog.launchProps || {}, propsEdits);
    if (Object.keys(props).length) words.push("--props", JSON.stringify(props));
    return words.map(shellWord).join(" ");
  }
  function updateCommand() { if (entry && sceneTakesProps()) propsLine.value = propsCommand(); }

  /// Sets the value at `path` (keys and indices) of the current props, and asks for its frame.
  function setProp(path, value) {
    let node = propsCurrent;
    for (const key of path.slice(0, -1)) node = node[key];
    node[path[path.length - 1]] = value;
    propsEdits = propsDifference(propsDefaults, propsCurrent) || {};
    clearTimeout(propsTimer);
    propsTimer = setTimeout(() => { host.show(player.time); writeFragment(); updateCommand(); }, PROPS_DELAY);
  }

  /// One field for the value at `path` (whose last part names it), or a group for an object or array.
  function propField(path, value, fallback) {
    const name = String(path[path.length - 1]);
    const label = typeof path[path.length - 1] === "number" ? "[" + name + "]" : name;
    const id = path.join(".");
    if (isObject(value) || Array.isArray(value)) {
      const members = Array.isArray(value) ? value.map((member, index) => [index, member]) : Object.entries(value);
      return E("fieldset", { "data-prop": id }, [E("legend", { text: label })].concat(
        members.map(([key, member]) => propField(path.concat([key]), member, fallback === undefined || fallback === null ? undefined : fallback[key]))));
    }
    const input = E("input", { "data-prop": id, "aria-label": id });
    const children = [input];
    if (typeof value === "boolean") {
      input.type = "checkbox";
      input.checked = value;
      input.addEventListener("change", () => setProp(path, input.checked));
      return E("label", { class: "mk-prop mk-prop-flag" }, [E("span", { text: label }), input]);
    }
    if (typeof value === "number") {
      input.type = "number";
      input.step = "any";
      input.value = String(value);
      // An emptied (or, to the browser, unreadable) number is sent as null: the server names it.
      input.addEventListener("input", () => setProp(path, input.value === "" ? null : Number(input.value)));
    } else {
      input.type = "text";
      input.value = value === null ? "" : String(value);
      if (value === null) input.placeholder = "null";
      const nullable = fallback === null || value === null;
      // A prop whose default is null (a Swift optional) has no type to go by: a number, true or
      // false, or a quoted string is read as JSON, anything else as text.
      const read = () => {
        if (!nullable) return input.value;
        const text = input.value.trim();
        if (text === "") return null;
        if (/^(true|false|-?\d+(\.\d+)?([eE][-+]?\d+)?|".*")$/.test(text)) { try { return JSON.parse(text); } catch (error) { return input.value; } }
        return input.value;
      };
      const colour = (typeof value === "string" && COLOR.test(value)) || (value === null && COLOR_KEY.test(name));
      if (colour) {
        const picker = E("input", { type: "color", "data-prop-picker": id, "aria-label": id + " (picker)" });
        const showPicker = () => {
          const text = input.value.trim();
          if (!COLOR.test(text)) return;
          const hex = text.slice(1);
          picker.value = "#" + (hex.length === 3 ? hex.split("").map((c) => c + c).join("") : hex.slice(0, 6)).toLowerCase();
        };
        showPicker();
        picker.addEventListener("input", () => {
          const alpha = COLOR.test(input.value.trim()) && input.value.trim().length === 9 ? input.value.trim().slice(7) : "";
          input.value = picker.value + alpha;
          setProp(path, read());
        });
        input.addEventListener("input", showPicker);
        children.push(picker);
      }
      input.addEventListener("input", () => setProp(path, read()));
    }
    return E("label", { class: "mk-prop" }, [E("span", { text: label }), E("span", { class: "mk-prop-row" }, children)]);
  }

  /// Makes the panel for the scene shown, its fields at the defaults with the edits laid over.
  function renderProps() {
    propsFields.textContent = "";
    propsError.hidden = true;
    propsPanel.hidden = !sceneTakesProps() || Object.keys(entry.scene.props).length === 0 && Object.keys(propsEdits).length === 0;
    if (!sceneTakesProps()) { propsDefaults = propsCurrent = null; return; }
    propsDefaults = entry.scene.props;
    propsCurrent = mergeProps(propsDefaults, propsEdits);
    for (const [key, value] of Object.entries(propsCurrent)) propsFields.appendChild(propField([key], value, propsDefaults[key]));
    updateCommand();
  }

  /// Shows the server's message for props it refused next to the panel; hides it for a frame drawn.
  function showPropsError(message) {
    propsError.hidden = message === null;
    propsError.textContent = message || "";
  }

  propsReset.addEventListener("click", () => {
    propsEdits = {};
    renderProps();
    host.show(player.time);
    writeFragment();
  });
  propsCopy.addEventListener("click", async () => {
    updateCommand();
    propsLine.select();
    try {
      await navigator.clipboard.writeText(propsLine.value);
      propsCopy.textContent = "Copied";
    } catch (_) {
      propsCopy.textContent = "Select and copy";   // no clipboard here (http): the line is selected
    }
    setTimeout(() => { propsCopy.textContent = "Copy command"; }, 1500);
  });

  // --- the player ----------------------------------------------------------------------------
  const host = {
    fps: config.fps,
    show(time) {
      if (!entry) return;
      const next = job(time);
      next.keyTime = player.takeKeyTime();
      next.cached = cache.has(next.key);
      want(next);
      updateSaveLinks();
    },
    changed() { writeFragment(); updateSaveLinks(); },
  };
  const player = MotionPlayer.create({ transport: $(".mk-transport"), timeline: $(".mk-timeline"), curves: $(".mk-curves") }, host);

  function writeFragment() {
    if (!entry) return;
    MotionPlayer.writeFragment(Object.assign({ scene: sceneID }, player.fragment(), {
      scheme: options.scheme === "light" ? undefined : options.scheme,
      device: options.device === "phone" ? undefined : options.device,
      rm: options.rm ? "1" : undefined,
      locale: options.locale === "en" ? undefined : options.locale,
      format: options.format === "png" ? undefined : options.format,
      props: propsText() || undefined,
    }));
  }

  function updateSaveLinks() {
    if (!entry) return;
    const time = player.time;
    for (const link of saveLinks) {
      const format = link.dataset.format;
      link.href = "/api/frame?" + frameArguments(time, format, format === "png" ? Number(saveScale.value) : 1, true);
    }
    updateCommand();
  }

  function fit() {
    if (!entry) return;
    size = MotionPlayer.fitFrame(stage, frame, entry.scene.width, entry.scene.height, catalog.maximumScale / (window.devicePixelRatio || 1));
    frame.dataset.size = size.pixelWidth + "x" + size.pixelHeight;
  }
  let resizeTimer = 0;
  new ResizeObserver(() => {
    fit();
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => { if (entry) host.show(player.time); }, 120);
  }).observe(stage);

  // --- options -------------------------------------------------------------------------------
  function applyOptions() {
    document.body.className = options.scheme;
    schemeButton.textContent = options.scheme === "light" ? "Dark" : "Light";
    schemeButton.setAttribute("aria-label", "Draw the " + (options.scheme === "light" ? "dark" : "light") + " scheme");
    deviceMenu.value = options.device;
    motionBox.checked = options.rm;
    const locales = entry ? entry.scene.locales : [];
    localeLabel.hidden = locales.length === 0;
    if (locales.length && localeMenu.dataset.scene !== sceneID) {
      localeMenu.textContent = "";
      for (const tag of locales) localeMenu.appendChild(E("option", { value: tag, text: tag }));
      localeMenu.dataset.scene = sceneID;
    }
    if (locales.length) localeMenu.value = locales.includes(options.locale) ? options.locale : locales[0];
  }
  function optionChanged() { applyOptions(); host.show(player.time); writeFragment(); }
  schemeButton.addEventListener("click", () => { options.scheme = options.scheme === "light" ? "dark" : "light"; optionChanged(); });
  deviceMenu.addEventListener("change", () => { options.device = deviceMenu.value; optionChanged(); });
  motionBox.addEventListener("change", () => { options.rm = motionBox.checked; optionChanged(); });
  localeMenu.addEventListener("change", () => { options.locale = localeMenu.value; optionChanged(); });
  saveScale.addEventListener("change", updateSaveLinks);

  // --- scenes and the catalog ----------------------------------------------------------------
  function selectScene(id, keepTime) {
    const found = catalog.scenes.find((s) => s.id === id);
    if (!found) return false;
    const same = sceneID === id;
    sceneID = id;
    entry = found;
    if (!same) propsEdits = {};
    title.textContent = found.id;
    summary.textContent = [found.scene.summary, "duration " + found.scene.duration + " s", "still " + Math.round(found.scene.stillTime * 1000) + " ms",
                           "speed " + found.scene.speed + "×", config.fps + " fps"].filter(Boolean).join(" · ");
    if (!found.scene.locales.includes(options.locale)) options.locale = found.scene.locales.includes("en") || !found.scene.locales.length ? "en" : found.scene.locales[0];
    player.setScene(found.scene, keepTime && same);
    renderProps();
    for (const link of list.querySelectorAll("a")) link.setAttribute("aria-current", String(link.dataset.scene === id));
    select.value = id;
    applyOptions();
    fit();
    return true;
  }

  function renderList() {
    list.textContent = "";
    select.textContent = "";
    catalog.sources.forEach((source, index) => {
      const scenes = catalog.scenes.filter((s) => s.source === index);
      if (catalog.sources.length > 1) list.appendChild(E("li", { class: "mk-source" }, [E("h2", { text: source.label })]));
      const group = E("optgroup", { label: source.label });
      for (const s of scenes) {
        const link = E("a", { href: "#scene=" + encodeURIComponent(s.id), "data-scene": s.id, "aria-current": String(s.id === sceneID) },
                       [document.createTextNode(s.id)].concat(s.scene.summary ? [E("small", { text: s.scene.summary })] : []));
        link.addEventListener("click", (event) => { event.preventDefault(); player.pause(); selectScene(s.id, false); host.show(player.time); writeFragment(); });
        list.appendChild(E("li", {}, [link]));
        group.appendChild(E("option", { value: s.id, text: s.id }));
      }
      select.appendChild(group);
    });
    select.value = sceneID || "";
  }
  select.addEventListener("change", () => { player.pause(); selectScene(select.value, false); host.show(player.time); writeFragment(); });

  let shownProblems = "";
  function renderProblems() {
    problems.textContent = "";
    const busy = [];
    catalog.sources.forEach((source) => {
      if (source.status === "loading") busy.push(source.label + ": " + (source.activity || "loading") + "…");
      if (!source.problem) return;
      const box = E("div", { class: "mk-problem", role: "alert" }, [E("strong", { text: source.label })]);
      const errors = source.problem.diagnostics.filter((d) => d.severity === "error");
      if (errors.length) {
        box.appendChild(document.createTextNode(": the build failed with " + errors.length + " error" + (errors.length === 1 ? "" : "s")));
        box.appendChild(E("ul", {}, errors.map((d) => E("li", {}, [E("code", { class: "mk-location", text: d.file + ":" + d.line + ":" + d.column }),
                                                                  document.createTextNode(" " + d.message)]))));
      } else {
        box.appendChild(document.createTextNode(": " + source.problem.message));
        if (source.problem.log) box.appendChild(E("pre", { text: source.problem.log }));
      }
      const shown = catalog.scenes.some((s) => s.source === catalog.sources.indexOf(source));
      box.appendChild(E("p", { class: "mk-status", text: shown ? "The frames shown are from the last version that worked." : "No version of these scenes has loaded yet." }));
      problems.appendChild(box);
    });
    status.textContent = busy.join(" · ");
    // `shownAt` (ms since 1970): when the problems now shown first reached the screen.
    if (problems.textContent !== shownProblems) {
      shownProblems = problems.textContent;
      problems.dataset.shownAt = String(performance.timeOrigin + performance.now());
    }
    if (!catalog.scenes.length) {
      summary.textContent = busy.length ? "Loading the scenes…" : "No scene has loaded: see the problem above.";
    }
  }

  function say() {
    notices.textContent = "";
    for (const text of linkProblems) notices.appendChild(E("p", { class: "mk-notice", role: "status", text }));
  }

  /// The scene to open on when the link names none: the first of the first source that has
  /// scenes (the files given on the command line come first), once every source before it has
  /// loaded or failed, so the tool's own scenes, loaded sooner, do not win the race.
  function firstScene() {
    for (const [index, source] of catalog.sources.entries()) {
      const scenes = catalog.scenes.filter((s) => s.source === index);
      if (scenes.length) return scenes[0].id;
      if (source.status === "loading" && source.generation === 0) return undefined;
    }
    return undefined;
  }

  /// Applies the fragment: the scene and options here, the rest by the player.
  function applyFragment(first) {
    const values = MotionPlayer.readFragment();
    const found = [];
    let id = values.scene;
    if (id !== undefined && !catalog.scenes.some((s) => s.id === id)) {
      const fallback = sceneID || (catalog.scenes[0] && catalog.scenes[0].id);
      found.push("The link names scene '" + id + "', which this studio does not have" + (fallback ? "; showing " + fallback : "") +
                 ". Scenes: " + catalog.scenes.map((s) => s.id).join(", ") + ".");
      id = fallback;
    }
    if (id === undefined) id = sceneID || firstScene();
    if (id === undefined) { linkProblems = found; say(); return; }
    if (values.scheme !== undefined) {
      if (values.scheme === "light" || values.scheme === "dark") options.scheme = values.scheme;
      else found.push("The link's scheme '" + values.scheme + "' is not light or dark.");
    } else if (first) options.scheme = "light";
    if (values.device !== undefined) {
      if (catalog.devices.includes(values.device)) options.device = values.device;
      else found.push("The link's device '" + values.device + "' is not one of " + catalog.devices.join(", ") + ".");
    }
    options.rm = values.rm === "1" || values.rm === "true";
    if (values.locale !== undefined) options.locale = values.locale;
    if (values.format !== undefined) {
      if (values.format === "png" || values.format === "svg") options.format = values.format;
      else found.push("The link's format '" + values.format + "' is not png or svg.");
    }
    player.pause();
    selectScene(id, false);
    propsEdits = {};
    if (values.props !== undefined) {
      let parsed;
      try { parsed = JSON.parse(values.props); } catch (_) { parsed = undefined; }
      if (!isObject(parsed)) found.push("The link's props are not one JSON object; showing the scene's own props.");
      else if (!sceneTakesProps()) found.push("Scene '" + id + "' takes no props; the link's props are left out.");
      else propsEdits = parsed;
    }
    renderProps();
    if (values.locale !== undefined && !entry.scene.locales.includes(values.locale)) {
      found.push("The link's locale '" + values.locale + "' is not one of " + (entry.scene.locales.join(", ") || "this scene's (it has no strings)") + ".");
      options.locale = "en";
      applyOptions();
    }
    found.push(...player.applyFragment(values));
    linkProblems = found;
    say();
    host.show(player.time);
  }

  let shownSerial = -1, fetching = false, again = false;
  async function refreshCatalog() {
    if (fetching) { again = true; return; }
    fetching = true;
    try {
      const response = await fetch("/api/catalog");
      const next = await response.json();
      if (next.pageVersion !== config.pageVersion) { location.reload(); return; }
      const first = catalog === null;
      const previous = entry;
      catalog = next;
      shownSerial = next.serial;
      renderProblems();
      if (first) {
        renderList();
        if (catalog.scenes.length) applyFragment(true);
      } else {
        renderList();
        if (!entry && catalog.scenes.length) applyFragment(false);
        else if (entry) {
          const now = catalog.scenes.find((s) => s.id === sceneID);
          if (!now) {
            linkProblems = ["Scene '" + sceneID + "' is gone from " + catalog.sources[entry.source].label + "; showing " + (catalog.scenes[0] ? catalog.scenes[0].id : "nothing") + "."];
            say();
            sceneID = null; entry = null;
            if (catalog.scenes.length) { selectScene(catalog.scenes[0].id, false); host.show(player.time); writeFragment(); }
          } else if (now.generation !== previous.generation || JSON.stringify(now.scene) !== JSON.stringify(previous.scene)) {
            selectScene(sceneID, true);
            host.show(player.time);
          } else {
            entry = now;
          }
        }
      }
      document.documentElement.dataset.serial = String(catalog.serial);
      document.documentElement.dataset.ready = "true";
    } catch (error) {
      status.textContent = "The studio does not answer (" + error.message + "); retrying…";
      setTimeout(refreshCatalog, 1000);
    } finally {
      fetching = false;
      if (again) { again = false; refreshCatalog(); }
    }
  }

  for (const device of config.devices) deviceMenu.appendChild(E("option", { value: device, text: device }));
  window.addEventListener("hashchange", () => { if (catalog) applyFragment(false); });
  // One event stream for all the studio's tabs: browsers open at most six connections to one
  // host, so a stream per tab would leave a seventh tab no connection to fetch frames with. The
  // tab that holds the lock listens and passes each event to the others; when it closes, the
  // lock passes to another tab, which opens the stream.
  function serverEvent(data) {
    if (data.reconnected) { if (catalog) refreshCatalog(); return; }
    if (data.serial !== shownSerial) refreshCatalog();
  }
  function listen(relay) {
    const events = new EventSource("/api/events");
    events.addEventListener("catalog", (event) => { const data = JSON.parse(event.data); relay(data); serverEvent(data); });
    events.addEventListener("open", () => { relay({ reconnected: true }); serverEvent({ reconnected: true }); });
  }
  if (navigator.locks && window.BroadcastChannel) {
    const channel = new BroadcastChannel("motion-studio-events");
    channel.onmessage = (message) => serverEvent(message.data);
    navigator.locks.request("motion-studio-events", () => new Promise(() => listen((data) => channel.postMessage(data))));
  } else {
    listen(() => {});
  }
  refreshCatalog();
})();
