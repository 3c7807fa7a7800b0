// The host of a page written by `motion player`: every frame is embedded (PNG, base64, each
// distinct image once), so the page plays offline and asks the network for nothing.
//
// The fragment pins the page: #t=1350 (ms; the nearest frame), &scheme=dark (when rendered),
// &speed=2, &loop=0, &in=500&out=3000. Under prefers-reduced-motion the still frame shows and
// playback waits for the Play button; without JavaScript the still frame shows.
(() => {
  "use strict";
  const data = JSON.parse(document.getElementById("player-data").textContent);
  const scene = data.scene;
  const stage = document.querySelector(".mk-stage");
  const frame = document.querySelector(".mk-frame");
  const notices = document.querySelector(".mk-notices");
  const schemeButton = document.querySelector(".mk-scheme");
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const prefix = "data:image/png;base64,";
  let scheme = data.schemes[0];
  let painted = -1;

  function imageAt(time) {
    if (Math.abs(time - scene.stillTime) < 1e-9 && data.stills[scheme] !== undefined) return data.stills[scheme];
    const index = Math.min(data.count - 1, Math.max(0, Math.round((time - data.from) * data.fps)));
    return data.frames[scheme][index];
  }

  const host = {
    fps: data.fps,
    frameTimes: { from: data.from, count: data.count },
    show(time) {
      const image = imageAt(time);
      if (image === painted) return;
      painted = image;
      frame.src = prefix + data.images[image];
    },
    changed() {
      MotionPlayer.writeFragment(Object.assign(player.fragment(), { scheme: data.schemes.length > 1 ? scheme : undefined }));
    },
  };
  const player = MotionPlayer.create({
    transport: document.querySelector(".mk-transport"),
    timeline: document.querySelector(".mk-timeline"),
    curves: document.querySelector(".mk-curves"),
  }, host);

  // As large as the window allows, but not past the frames' own pixels (nor below the box's size).
  function fit() { MotionPlayer.fitFrame(stage, frame, scene.width, scene.height, Math.max(1, data.scale / (window.devicePixelRatio || 1))); }
  new ResizeObserver(fit).observe(stage);
  fit();

  function setScheme(name) {
    if (!data.frames[name]) return false;
    scheme = name;
    document.body.className = name;
    if (schemeButton) {
      const other = name === "light" ? "dark" : "light";
      schemeButton.textContent = other === "dark" ? "Dark" : "Light";
      schemeButton.setAttribute("aria-label", "Show the " + other + " frames");
    }
    painted = -1;
    host.show(player.time);
    return true;
  }
  if (schemeButton) schemeButton.addEventListener("click", () => { setScheme(scheme === "light" ? "dark" : "light"); host.changed(); });

  function say(problems) {
    notices.textContent = "";
    for (const text of problems) notices.appendChild(MotionPlayer.element("p", { class: "mk-notice", role: "status", text }));
  }

  function applyFragment() {
    const values = MotionPlayer.readFragment();
    const problems = [];
    if (values.scheme !== undefined && !setScheme(values.scheme)) {
      problems.push("The link's scheme '" + values.scheme + "' is not in this page; it has " + data.schemes.join(" and ") + ".");
    }
    problems.push(...player.applyFragment(values));
    say(problems);
    painted = -1;
    host.show(player.time);
    return values.t !== undefined;
  }

  player.setScene(scene, false);
  window.addEventListener("hashchange", () => { player.pause(); applyFragment(); });
  reduceMotion.addEventListener("change", () => { if (reduceMotion.matches) { player.pause(); player.seek(scene.stillTime); } });
  if (!applyFragment() && !reduceMotion.matches) {
    player.seek(data.from);
    player.play();
  }
  document.documentElement.dataset.ready = "true";
})();
