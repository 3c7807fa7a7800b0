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
// &locale=ja&speed=2&loop=0&in=500&out=3000&format=svg. A link reproduces the exact frame; what
// the page cannot honour is named in a notice.
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
    if (download) values.download = "1";
    else values.g = String(entry.generation);
    return new URLSearchParams(values).toString();
  }

  function job(time) {
    // Exactly the frame's device pixels, so no pixel is resampled on the way to the screen.
    const scale = options.format === "svg" ? 1 : size.pixelWidth + "x" + size.pixelHeight;
    const query = frameArguments(time, options.format, scale, false);
    return { key: query, url: "/api/frame?" + query, time, scale, scene: sceneID, generation: entry.generation, sequence: ++sequence,
             pixels: size.pixelWidth + "x" + size.pixelHeight };
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
    paintedSequence = next.sequence;
    painted = null;
    if (code === 404) refreshCatalog();
  }

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
    }));
  }

  function updateSaveLinks() {
    if (!entry) return;
    const time = player.time;
    for (const link of saveLinks) {
      const format = link.dataset.format;
      link.href = "/api/frame?" + frameArguments(time, format, format === "png" ? Number(saveScale.value) : 1, true);
    }
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
    title.textContent = found.id;
    summary.textContent = [found.scene.summary, "duration " + found.scene.duration + " s", "still " + Math.round(found.scene.stillTime * 1000) + " ms",
                           "speed " + found.scene.speed + "×", config.fps + " fps"].filter(Boolean).join(" · ");
    if (!found.scene.locales.includes(options.locale)) options.locale = found.scene.locales.includes("en") || !found.scene.locales.length ? "en" : found.scene.locales[0];
    player.setScene(found.scene, keepTime && same);
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
    if (id === undefined) id = sceneID || (catalog.scenes[0] && catalog.scenes[0].id);
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
