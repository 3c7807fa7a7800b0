// The built-in scenes as canvas prototypes: the designer's side of Sources/MotionScenes, with the
// same numbers, the same palette tokens (e.th) and the same curves (S, clamp, smooth, lerp, bump
// from Resources/motion.js). Each scene is a pure function of t in a 360 × 280 box.
//
//   motion render Resources/prototypes/motion.js#coins --time 4.4 -o coins.png
//
// Images (avatars, chess pieces) are named relative to Resources/, the folder the built-in
// prototypes are loaded with.

// ---- Helpers the scenes share ---------------------------------------------------------------

const TAU = Math.PI * 2;

// Colours as [r, g, b, a] in 0…1, so mixing keeps every digit; css() gives what fillStyle takes.
const rgba = (hex) => {
  const v = hex.replace('#', ''), n = (i) => parseInt(v.slice(2 * i, 2 * i + 2), 16) / 255;
  return [n(0), n(1), n(2), v.length === 8 ? n(3) : 1];
};
const col = (c) => (typeof c === 'string' ? rgba(c) : c);
const mix = (a, b, k) => { const p = col(a), q = col(b); return p.map((v, i) => lerp(v, q[i], k)); };
const alpha = (c, k) => { const p = col(c); return [p[0], p[1], p[2], p[3] * k]; };
const css = (c) => (typeof c === 'string' ? c : `color(srgb ${c[0]} ${c[1]} ${c[2]} / ${c[3]})`);
const WHITE = [1, 1, 1, 1], BLACK = [0, 0, 0, 1];

const circle = (g, x, y, r, fill) => {
  if (!(r > 0)) return;
  g.beginPath(); g.arc(x, y, r, 0, TAU); g.fillStyle = css(fill); g.fill();
};
const roundRect = (g, x, y, w, h, r, fill) => {
  g.beginPath(); g.roundRect(x, y, w, h, Math.min(r, Math.min(w, h) / 2)); g.fillStyle = css(fill); g.fill();
};
// One line of text centred on (x, y): the middle of the font's line box (ascent + descent).
const label = (g, text, x, y, font, fill) => {
  g.font = font; g.textAlign = 'center'; g.textBaseline = 'alphabetic'; g.fillStyle = css(fill);
  const m = g.measureText(text);
  g.fillText(text, x, y + (m.fontBoundingBoxAscent - m.fontBoundingBoxDescent) / 2);
};
const images = {};
const image = (src) => {
  if (!images[src]) { const img = new Image(); img.src = src; images[src] = img; }
  return images[src];
};

// A cubic timing curve from (0, 0) to (1, 1), as CSS cubic-bezier(): Newton's method, then
// bisection, to 1e-12 in x.
const timing = (x1, y1, x2, y2) => {
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const X = (s) => ((ax * s + bx) * s + cx) * s, Y = (s) => ((ay * s + by) * s + cy) * s;
  const dX = (s) => (3 * ax * s + 2 * bx) * s + cx, dY = (s) => (3 * ay * s + 2 * by) * s + cy;
  const solve = (x) => {
    let s = x;
    for (let i = 0; i < 8; i++) {
      const err = X(s) - x;
      if (Math.abs(err) < 1e-12) return s;
      const d = dX(s);
      if (!(Math.abs(d) > 1e-9)) break;
      s -= err / d;
      if (!(s >= 0 && s <= 1)) break;
    }
    let lo = 0, hi = 1; s = x;
    for (let i = 0; i < 64; i++) {
      const err = X(s) - x;
      if (Math.abs(err) < 1e-12) return s;
      if (err < 0) lo = s; else hi = s;
      s = (lo + hi) / 2;
    }
    return s;
  };
  const identity = x1 === y1 && x2 === y2;
  return {
    value: (x) => (!(x > 0) ? 0 : !(x < 1) ? 1 : identity ? x : Y(solve(x))),
    velocity: (x) => {
      if (identity) return 1;
      const c = x !== x ? 0 : Math.min(1, Math.max(0, x));
      let s = c <= 0 ? 0 : c >= 1 ? 1 : solve(c);
      if (Math.abs(dX(s)) < 1e-12) s = s < 0.5 ? s + 1e-7 : s - 1e-7;
      return dY(s) / dX(s);
    },
  };
};
const easeOut = timing(0, 0, 0.58, 1), easeInOut = timing(0.42, 0, 0.58, 1);

// A damped spring with a response (seconds) and a damping ratio (SwiftUI's bounce b is a ratio
// of 1 − b), evaluated in closed form: position and velocity `t` seconds after leaving `from`
// towards `to` with velocity `v0`.
const spring = (response, dampingRatio) => {
  const w = (2 * Math.PI) / response, k = w * w, c = 2 * dampingRatio * w;
  const w0 = Math.sqrt(k / 1), zeta = c / (2 * Math.sqrt(k * 1)), decay = zeta * w0, wd = w0 * Math.sqrt(1 - zeta * zeta);
  const basis = (t) => { const e = Math.exp(-decay * t); return [e * Math.cos(wd * t), (e * Math.sin(wd * t)) / wd]; };
  return {
    value(from, to, v0, t) { if (!(t > 0)) return from; const [C, Sn] = basis(t); return to + (from - to) * (C + decay * Sn) + v0 * Sn; },
    velocity(from, to, v0, t) { if (!(t > 0)) return t === 0 ? v0 : 0; const [C, Sn] = basis(t); return v0 * (C - decay * Sn) - (from - to) * (w0 * w0 * Sn); },
  };
};
const bouncy = spring(0.5, 0.7);                 // SwiftUI's .bouncy: 0.5 s, bounce 0.3

// Keyframes of one value: ['linear', to, duration, curve?], ['spring', to, duration, spring],
// ['cubic', to, duration] (Catmull–Rom tangents), played from `initial` at t = 0.
const keyframes = (initial, frames) => {
  const starts = [], ends = [];
  let time = 0;
  for (const f of frames) { starts.push(time); time += f[2]; ends.push(time); }
  const outgoing = (i, from) => {
    if (i + 1 >= frames.length) return 0;
    const next = frames[i + 1];
    if (next[0] === 'linear') return next[2] > 0 ? (next[1] - frames[i][1]) * ((next[3] || linearCurve).velocity(0) / next[2]) : 0;
    const span = ends[i + 1] - starts[i];
    return span > 0 ? (next[1] - from) * (1 / span) : 0;
  };
  const segs = [];
  let position = initial, velocity = 0;
  frames.forEach((f, i) => {
    const from = position, d = f[2];
    if (f[0] === 'linear') {
      const curve = f[3] || linearCurve;
      segs.push({ from, shape: 'linear', curve });
      position = f[1];
      velocity = d > 0 ? (f[1] - from) * (curve.velocity(1) / d) : 0;
    } else if (f[0] === 'cubic') {
      const v1 = outgoing(i, from);
      segs.push({ from, shape: 'cubic', v0: velocity, v1 });
      position = f[1]; velocity = v1;
    } else {
      segs.push({ from, shape: 'spring', v0: velocity, spring: f[3] });
      position = f[3].value(from, f[1], velocity, d);
      velocity = f[3].velocity(from, f[1], velocity, d);
    }
  });
  const last = position;
  return (t) => {
    if (!(t >= 0)) return initial;
    if (!(t < time)) return last;
    let i = 0;
    while (!(ends[i] > t)) i++;
    const seg = segs[i], to = frames[i][1], local = t - starts[i], length = ends[i] - starts[i];
    if (seg.shape === 'linear') return seg.from + (to - seg.from) * seg.curve.value(local / length);
    if (seg.shape === 'spring') return seg.spring.value(seg.from, to, seg.v0, local);
    const s = local / length, s2 = s * s, s3 = s2 * s;
    return seg.from * (2 * s3 - 3 * s2 + 1) + seg.v0 * ((s3 - 2 * s2 + s) * length) + to * (3 * s2 - 2 * s3) + seg.v1 * ((s3 - s2) * length);
  };
};
const linearCurve = timing(0, 0, 1, 1);
const degrees = (d) => (d * Math.PI) / 180;

// ---- Coins: ten coins forge your first badge --------------------------------------------------

function drawBadge(g, C) {
  circle(g, 0, 0, 56, C.gold);
  circle(g, 0, 0, 46, mix(C.gold, WHITE, 0.3));
  g.lineWidth = 2; g.strokeStyle = css(mix(C.gold, BLACK, 0.15));
  g.beginPath(); g.ellipse(0, 0, 40, 40, 0, 0, TAU); g.stroke();
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5, r = i % 2 === 0 ? 26 : 11;
    if (i === 0) g.moveTo(r * Math.cos(a), r * Math.sin(a)); else g.lineTo(r * Math.cos(a), r * Math.sin(a));
  }
  g.closePath(); g.fillStyle = css(mix(C.gold, BLACK, 0.2)); g.fill();
}

M.define('coins', { dur: 6, still: 4.4, summary: 'ten coins forge your first badge',
  phases: { entry: 0, 'coins drop': 0.35, forge: 2.75, badge: 3.1, rest: 4.4, exit: 5.4 },
  curves: { 'badge flip': (t) => S(t - 2.85, 9) },
  draw(g, t, e) {
    const C = e.th, cx = 180, cy = 124, R = 88, FORGE = 2.75;
    g.globalAlpha = smooth(0, 0.25, t) * (1 - smooth(5.4, 5.9, t));   // entry and exit
    const melt = smooth(FORGE, FORGE + 0.3, t);

    g.save();                                                          // the ring, melting away
    g.globalAlpha *= smooth(0.1, 0.5, t) * (1 - melt);
    g.setLineDash([3, 5]); g.lineWidth = 2; g.strokeStyle = C.ring;
    g.beginPath(); g.ellipse(cx, cy, R, R, 0, 0, TAU); g.stroke();
    g.restore();

    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 10, x = cx + R * Math.cos(a), y = cy + R * Math.sin(a);
      const ti = 0.35 + i * 0.2, k = S(t - ti, 16);
      if (t > ti) {
        g.save(); g.globalAlpha *= clamp((t - ti) * 6) * (1 - melt);
        const pull = smooth(FORGE - 0.1, FORGE + 0.3, t);
        const px = lerp(x, cx, pull), py = lerp(lerp(y - 64, y, k), cy, pull);  // drops from 64 pt above
        circle(g, px, py, 10.5, C.accent);
        circle(g, px, py, 6.5, mix(C.accent, WHITE, 0.35));
        g.restore();
      }
    }

    const flip = S(t - FORGE - 0.1, 9);                                // the badge flips in
    if (flip > 0) {
      g.save();
      g.globalAlpha *= clamp((t - FORGE - 0.1) * 5);
      g.translate(cx, cy);
      const pop = 1 + 0.12 * bump(t, FORGE + 0.1, 0.18, 24);
      g.scale(Math.cos(((1 - flip) * Math.PI) / 2) * pop, pop);
      drawBadge(g, C);
      g.restore();
    }

    for (let i = 0; i < 12; i++) {                                     // sparks
      const start = FORGE + 0.25 + (i % 3) * 0.04, life = clamp((t - start) / 0.7);
      if (life <= 0 || life >= 1) continue;
      const a = (i * 2 * Math.PI) / 12 + 0.2, d = 52 + 46 * S(t - start, 10);
      g.save(); g.globalAlpha *= 1 - life;
      circle(g, cx + d * Math.cos(a), cy + d * Math.sin(a), 2.6 * (1 - life) + 0.8, C.spark);
      g.restore();
    }

    let collected = 0;                                                 // the counter
    for (let i = 0; i < 10; i++) if (t > 0.35 + i * 0.2 + 0.12) collected++;
    g.save();
    g.globalAlpha *= smooth(0.2, 0.5, t);
    if (t < FORGE + 0.3) {
      g.globalAlpha *= 1 - smooth(FORGE, FORGE + 0.3, t);
      label(g, `${collected} / 10 coins`, cx, 252, '600 15px Inter', C.text);
    } else {
      g.globalAlpha *= smooth(FORGE + 0.3, FORGE + 0.6, t);
      label(g, 'First badge forged', cx, 252, '600 15px Inter', C.text);
    }
    g.restore();
  },
});

// ---- Bots: pick your rival and play the first move --------------------------------------------

const BOTS = [
  { id: 'pip', name: 'Pip', level: 1, levelName: 'Beginner', x: 70 },
  { id: 'sofia', name: 'Sofía', level: 2, levelName: 'Intermediate', x: 180 },
  { id: 'viktor', name: 'Viktor', level: 3, levelName: 'Master', x: 290 },
];
// The green board and the start position, with 1.e4 e5 played at 2.75 s and 3.65 s.
const BOARD = { light: '#EBECD0', dark: '#739552', highlight: '#F5F16A8C' };
const START = ['RNBQKBNR', 'PPPPPPPP', '', '', '', '', 'pppppppp', 'rnbqkbnr'];   // ranks 1…8, files a…h
const MOVES = [[[4, 1], [4, 3], 2.75], [[4, 6], [4, 4], 3.65]];                   // [file, rank] from, to, instant

function drawBoard(g, t, ox, oy, side, pieces) {
  const corner = (file, rank) => [ox + file * side, oy + (7 - rank) * side];
  const square = (file, rank, fill) => { const [x, y] = corner(file, rank); g.fillStyle = fill; g.fillRect(x, y, side, side); };
  g.fillStyle = BOARD.light; g.fillRect(ox, oy, 8 * side, 8 * side);
  for (let rank = 0; rank < 8; rank++) for (let file = 0; file < 8; file++) if ((file + rank) % 2 === 0) square(file, rank, BOARD.dark);
  const last = MOVES.filter(m => m[2] <= t).pop();
  if (last) for (const [file, rank] of [last[0], last[1]]) square(file, rank, BOARD.highlight);
  // Pieces that have not moved first (in square order), then each mover after its move.
  const placed = [];
  START.forEach((row, rank) => [...row].forEach((letter, file) => {
    if (letter === ' ') return;
    let f = file, r = rank, key = -1;
    MOVES.forEach(([from, to, at], index) => {
      if (from[0] !== file || from[1] !== rank) return;
      const k = S(t - at, 14);
      f += (to[0] - from[0]) * k; r += (to[1] - from[1]) * k;
      if (t >= at) key = 2 * index + 1;
    });
    const white = letter === letter.toUpperCase();
    placed.push({ key, id: placed.length, src: `pieces/${pieces}/${white ? 'w' : 'b'}${letter.toUpperCase()}.svg`, f, r });
  }));
  placed.sort((a, b) => a.key - b.key || a.id - b.id);
  for (const p of placed) { const [x, y] = corner(p.f, p.r); g.drawImage(image(p.src), x, y, side, side); }
}

function drawCard(g, bot, picked, C, avatars) {
  const w = 100, h = 136, x = -w / 2, y = -h / 2;
  roundRect(g, x, y + 2, w, h, 16, C.shadow);
  roundRect(g, x, y, w, h, 16, C.surface);
  if (picked > 0) {
    g.save(); g.globalAlpha *= picked;
    g.lineWidth = 3; g.strokeStyle = C.accent;
    g.beginPath(); g.roundRect(x - 1.5, y - 1.5, w + 3, h + 3, 17.5); g.stroke();
    g.restore();
  }
  g.drawImage(image(`avatars/${avatars}/${bot.id}.svg`), -28, y + 12, 56, 56);
  label(g, bot.name, 0, y + 84, 'bold 15px Inter', C.text);
  label(g, bot.levelName, 0, y + 104, '500 10.5px Inter', C.secondaryText);
  for (let i = 0; i < 3; i++) circle(g, (i - 1) * 10, y + 121, 3, i < bot.level ? C.accent : alpha(C.secondaryText, 0.3));
}

M.define('bots', { dur: 6, still: 4.6, speed: 1.2, summary: 'pick your rival and play the first move',
  phases: { entry: 0, pick: 1.35, seat: 2.0, '1.e4': 2.75, '1…e5': 3.65, rest: 4.6 },
  curves: { 'card slide': (t) => S(t - 2.0, 9) },
  draw(g, t, e) {
    const C = e.th, SELECT = 1.35, MOVE = 2.0;
    g.globalAlpha = smooth(0, 0.2, t) * (1 - smooth(5.45, 5.95, t));
    const leave = smooth(SELECT + 0.3, SELECT + 0.75, t);
    BOTS.forEach((bot, i) => {
      const enter = S(t - 0.1 - i * 0.15, 12);
      if (enter <= 0) return;
      g.save();
      g.globalAlpha *= clamp(enter * 1.5);
      let x = bot.x, y = 140 + 24 * (1 - enter);
      if (bot.id === 'sofia') x = lerp(180, 62, S(t - MOVE, 9));
      else { g.globalAlpha *= 1 - leave; y += 30 * leave; }
      const picked = bot.id === 'sofia' ? smooth(SELECT - 0.05, SELECT + 0.15, t) : 0;
      const pop = bot.id === 'sofia' ? 1 + 0.08 * bump(t, SELECT, 0.16, 26) : 1;
      g.translate(x, y); g.scale(pop, pop);
      drawCard(g, bot, picked, C, e.avatarStyle || 'illustrated');
      g.restore();
    });
    const bk = S(t - 2.15, 12);                                        // the board comes in
    if (bk > 0) {
      g.save();
      g.globalAlpha *= clamp(bk * 1.3);
      g.translate(0, 14 * (1 - bk));
      drawBoard(g, t, 132, 40, 25, e.pieceSet || 'classic');
      g.restore();
    }
    g.save();
    g.globalAlpha *= smooth(3.75, 4.05, t);
    label(g, 'Your move', 62, 232, '600 12px Inter', C.secondaryText);
    g.restore();
  },
});

// ---- Clock: a chess clock laid out around the device's hinge ----------------------------------

function clockLayout(e) {
  const w = e.box.width, h = e.box.height;
  switch (e.posture) {
    case 'tabletop': {
      const hinge = e.hinge || { x: 0, y: h / 2, width: w, height: 0 };
      const upper = { x: 24, y: 18, w: w - 48, h: hinge.y - 30 };
      const white = { x: upper.x, y: upper.y, w: upper.w / 2 - 6, h: upper.h };
      const black = { x: upper.x + upper.w / 2 + 6, y: upper.y, w: upper.w / 2 - 6, h: upper.h };
      const lowerTop = hinge.y + hinge.height + 22;
      return { white, black,
        whiteButton: { x: white.x + 10, y: lowerTop, w: white.w - 20, h: h - lowerTop - 26 },
        blackButton: { x: black.x + 10, y: lowerTop, w: black.w - 20, h: h - lowerTop - 26 } };
    }
    case 'open': {
      const hinge = e.hinge || { x: w / 2, y: 0, width: 0, height: h };
      const white = { x: 20, y: 70, w: hinge.x - 40, h: 150 };
      const black = { x: hinge.x + hinge.width + 20, y: 70, w: w - (hinge.x + hinge.width) - 40, h: 150 };
      return { white, black,
        whiteButton: { x: white.x + 30, y: 34, w: white.w - 60, h: 22 },
        blackButton: { x: black.x + 30, y: 34, w: black.w - 60, h: 22 } };
    }
    case 'closed':
      return { white: { x: 100, y: 30, w: 160, h: 104 }, black: { x: 100, y: 146, w: 160, h: 104 } };
    default:
      return { white: { x: 24, y: 80, w: 150, h: 150 }, black: { x: 186, y: 80, w: 150, h: 150 },
        whiteButton: { x: 54, y: 44, w: 90, h: 22 }, blackButton: { x: 216, y: 44, w: 90, h: 22 } };
  }
}
const remaining = (spans, t) => Math.max(0, 300 - spans.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(t, b) - a), 0) * 7);
const clockText = (seconds) => { const whole = Math.ceil(seconds); return `${Math.floor(whole / 60)}:${whole % 60 < 10 ? '0' : ''}${whole % 60}`; };

function drawSide(g, C, d, button, name, seconds, active, pop, t) {
  const glow = active ? smooth(0, 0.25, t) : 0;
  roundRect(g, d.x, d.y, d.w, d.h, 14, active ? mix(C.accent, C.surface, 0.15) : C.surface);
  g.lineWidth = 1; g.strokeStyle = css(alpha(C.secondaryText, 0.35));
  g.beginPath(); g.roundRect(d.x, d.y, d.w, d.h, 14); g.stroke();
  const ink = active ? WHITE : col(C.text), size = Math.min(d.h * 0.42, d.w * 0.24);
  label(g, clockText(seconds), d.x + d.w / 2, d.y + d.h / 2 + size * 0.12, `bold ${size}px Inter`, ink);
  label(g, name, d.x + d.w / 2, d.y + 16, '600 12px Inter', alpha(ink, 0.8 + 0.2 * glow));
  if (!button) return;
  g.save();
  g.translate(0, 3 * pop);
  roundRect(g, button.x, button.y, button.w, button.h, button.h / 2, active ? C.accent : alpha(C.secondaryText, 0.45));
  g.restore();
}

M.define('clock', { dur: 5, still: 4.0, summary: "a chess clock laid out around the device's hinge",
  phases: { entry: 0, 'white presses': 1.0, 'black presses': 2.4, rest: 3.6 },
  curves: { 'white press': (t) => bump(t, 1.0, 0.12, 28) },
  draw(g, t, e) {
    const C = e.th;
    g.globalAlpha = smooth(0, 0.3, t) * (1 - smooth(4.55, 4.95, t));
    g.translate(0, 10 * (1 - S(t, 10)));
    const whiteLeft = remaining([[0.5, 1.0], [2.4, Infinity]], t), blackLeft = remaining([[1.0, 2.4]], t);
    const whiteActive = t < 1.0 || t >= 2.4;
    const layout = clockLayout(e);
    if (e.hinge) {
      g.save(); g.globalAlpha *= 0.9;
      g.fillStyle = css(alpha(C.text, 0.55)); g.fillRect(e.hinge.x, e.hinge.y, e.hinge.width, e.hinge.height);
      g.restore();
    }
    const whitePop = bump(t, 1.0, 0.12, 28), blackPop = bump(t, 2.4, 0.12, 28);
    drawSide(g, C, layout.white, layout.whiteButton, 'White', whiteLeft, whiteActive, whitePop, t);
    drawSide(g, C, layout.black, layout.blackButton, 'Black', blackLeft, !whiteActive, blackPop, t);
  },
});

// ---- Streak: the week fills in and the flame jumps --------------------------------------------

const FLAME = {
  height: keyframes(0, [['linear', 0, 0.12], ['spring', 30, 0.3, bouncy], ['spring', 0, 0.5, bouncy]]),
  squash: keyframes(1, [['linear', 0.78, 0.12, easeOut], ['cubic', 1.18, 0.22], ['cubic', 0.92, 0.3], ['cubic', 1.0, 0.3]]),
  tilt: keyframes(0, [['linear', 0, 0.12], ['cubic', degrees(-10), 0.2], ['cubic', degrees(8), 0.25], ['cubic', 0, 0.3]]),
};
const dayFill = (i, t) => easeOut.value(clamp((t - 0.6 - i * 0.22) / 0.25));

function drawFlame(g, outer, inner) {
  g.beginPath();
  g.moveTo(0, -62);
  g.bezierCurveTo(30, -36, 34, 0, 0, 0);
  g.bezierCurveTo(-34, 0, -22, -30, 0, -62);
  g.closePath(); g.fillStyle = css(outer); g.fill();
  g.beginPath();
  g.moveTo(2, -32);
  g.quadraticCurveTo(20, -8, 0, -4);
  g.quadraticCurveTo(-18, -10, 2, -32);
  g.closePath(); g.fillStyle = css(inner); g.fill();
}

M.define('streak', { dur: 5, still: 3.8, summary: "what's new: daily streaks",
  phases: { entry: 0, 'days fill': 0.6, 'flame jumps': 2.2, streak: 2.9, rest: 3.8, exit: 4.5 },
  curves: { 'flame height': (t) => FLAME.height(t - 2.2), 'last day fill': (t) => dayFill(6, t) },
  draw(g, t, e) {
    const C = e.th;
    g.globalAlpha = smooth(0, 0.35, t) * (1 - smooth(4.5, 4.95, t));
    g.translate(0, 12 * (1 - S(t, 11)));
    roundRect(g, 40, 24 + 3, 280, 232, 22, C.shadow);
    roundRect(g, 40, 24, 280, 232, 22, C.surface);

    const jump = t - 2.2, height = FLAME.height(jump), squash = FLAME.squash(jump), tilt = FLAME.tilt(jump);
    g.save();
    g.translate(180, 124 - height);
    g.rotate(tilt);
    g.scale(2 - squash, squash);
    const lit = smooth(0.6, 0.6 + 7 * 0.22, t);
    drawFlame(g, mix(alpha(C.secondaryText, 0.35), [1, 0.45, 0.15, 1], lit), mix(C.surface, C.spark, lit));
    g.restore();

    ['M', 'T', 'W', 'T', 'F', 'S', 'S'].forEach((letter, i) => {
      const x = 96 + i * 28, y = 172;
      circle(g, x, y, 11, alpha(C.secondaryText, 0.18));
      const k = dayFill(i, t);
      if (k > 0) circle(g, x, y, 11 * k, C.accent);
      label(g, letter, x, y + 1, 'bold 10px Inter', k > 0.5 ? WHITE : C.secondaryText);
    });

    g.save();
    g.globalAlpha *= smooth(2.9, 2.9 + 0.2, t);
    const pop = 1 + 0.15 * bump(t, 2.9, 0.16, 24);
    g.translate(180, 222); g.scale(pop, pop);
    label(g, '7-day streak', 0, 0, 'bold 18px Inter', C.text);
    g.restore();
    g.save();
    g.globalAlpha *= 1 - smooth(2.9 - 0.3, 2.9, t);
    label(g, 'Play a game a day', 180, 222, '500 14px Inter', C.secondaryText);
    g.restore();
  },
});

// ---- Hint: hints that think with you ---------------------------------------------------------

// The engine's opinion, one spring (0.6 s, bounce 0.25) retargeted three times mid-flight.
const EVALUATION = (() => {
  const s = spring(0.6, 1 - 0.25), changes = [[0.8, 0.8], [1.6, -0.4], [2.4, 1.6]], segments = [];
  changes.forEach(([time, target], i) => {
    let position = 0, velocity = 0;
    if (i > 0) {
      const p = segments[i - 1], elapsed = time - p.start;
      position = s.value(p.position, p.target, p.velocity, elapsed);
      velocity = s.velocity(p.position, p.target, p.velocity, elapsed);
    }
    segments.push({ start: time, target, position, velocity });
  });
  return (t) => {
    if (!(t >= segments[0].start)) return 0;
    let i = segments.length - 1;
    while (segments[i].start > t) i--;
    const seg = segments[i];
    return s.value(seg.position, seg.target, seg.velocity, t - seg.start);
  };
})();
// The bulb breathes: rest 0.35 → bright 1 (ease out, 0.35 s) → soft 0.7 (ease in-out, 0.6 s) →
// rest (0.6 s), looping; with Reduce Motion it stays at rest.
const BULB = (() => {
  const values = [0.35, 1.0, 0.7], durations = [0.6, 0.35, 0.6], curves = [easeInOut, easeOut, easeInOut];
  const ends = [0.35, 0.35 + 0.6, 0.35 + 0.6 + 0.6], cycle = ends[2];
  return (t, reduceMotion) => {
    if (reduceMotion || !(t > 0)) return values[0];
    let time = t;
    if (time > cycle) { time %= cycle; if (time === 0) time = cycle; }
    let j = 0;
    while (ends[j] < time) j++;
    const local = time - (j > 0 ? ends[j - 1] : 0), target = (j + 1) % 3;
    const progress = !(local > 0) ? 0 : !(local < durations[target]) ? 1 : curves[target].value(local / durations[target]);
    return values[j] + (values[target] - values[j]) * progress;
  };
})();
const arrowProgress = (t) => easeInOut.value(clamp((t - 2.9) / 0.6));

M.define('hint', { dur: 5, still: 4.0, summary: "what's new: hints that think with you",
  phases: { entry: 0, 'engine thinks': 0.8, hint: 2.9, rest: 4.0, exit: 4.5 },
  curves: { evaluation: (t) => EVALUATION(t), arrow: (t) => arrowProgress(t) },
  draw(g, t, e) {
    const C = e.th;
    g.globalAlpha = smooth(0, 0.3, t) * (1 - smooth(4.5, 4.95, t));

    const ox = 116, oy = 44, side = 44;                                // a corner of the board
    for (let rank = 0; rank < 4; rank++) for (let file = 0; file < 4; file++) {
      g.fillStyle = css((rank + file) % 2 === 0 ? [0.93, 0.93, 0.82, 1] : [0.46, 0.59, 0.34, 1]);
      g.fillRect(ox + file * side, oy + rank * side, side, side);
    }
    const from = [ox + 0.5 * side, oy + 3.5 * side], to = [ox + 1.5 * side, oy + 1.5 * side];
    const k = arrowProgress(t);                                        // the hint arrow grows
    if (k > 0) {
      const tip = [lerp(from[0], to[0], k), lerp(from[1], to[1], k)];
      g.save(); g.globalAlpha *= 0.85;
      g.lineWidth = 8; g.lineCap = 'round'; g.strokeStyle = C.accent;
      g.beginPath(); g.moveTo(from[0], from[1]); g.lineTo(tip[0], tip[1]); g.stroke();
      const a = Math.atan2(to[1] - from[1], to[0] - from[0]);
      g.beginPath();
      g.moveTo(tip[0] + 14 * Math.cos(a), tip[1] + 14 * Math.sin(a));
      g.lineTo(tip[0] + 12 * Math.cos(a + 2.3), tip[1] + 12 * Math.sin(a + 2.3));
      g.lineTo(tip[0] + 12 * Math.cos(a - 2.3), tip[1] + 12 * Math.sin(a - 2.3));
      g.closePath(); g.fillStyle = C.accent; g.fill();
      g.restore();
    }
    circle(g, from[0], from[1], 14, C.text);
    label(g, 'N', from[0], from[1], 'bold 15px Inter', C.surface);

    const bar = { x: 66, y: 44, w: 24, h: 176 };                      // the evaluation bar
    roundRect(g, bar.x, bar.y, bar.w, bar.h, 6, [0.2, 0.2, 0.22, 1]);
    const ev = EVALUATION(t), white = clamp(0.5 + ev / 6) * bar.h;
    g.save();
    g.beginPath(); g.roundRect(bar.x, bar.y, bar.w, bar.h, 6); g.clip();
    g.fillStyle = css([0.97, 0.97, 0.95, 1]); g.fillRect(bar.x, bar.y + bar.h - white, bar.w, white);
    g.restore();
    label(g, (ev >= 0 ? '+' : '−') + Math.abs(ev).toFixed(1), bar.x + bar.w / 2, bar.y + bar.h + 14, 'bold 12px Inter', C.text);

    const glow = BULB(Math.max(0, t - 0.8), e.reduceMotion);           // the bulb breathes
    const bx = 326, by = 66;
    g.save(); g.globalAlpha *= smooth(0.5, 0.9, t) * glow * 0.5;
    circle(g, bx, by, 21, C.spark);
    g.restore();
    g.save(); g.globalAlpha *= smooth(0.5, 0.9, t);
    circle(g, bx, by, 13, mix(C.spark, C.surface, 1 - glow));
    roundRect(g, bx - 6, by + 11, 12, 8, 2, C.secondaryText);
    g.restore();

    g.save();
    g.globalAlpha *= smooth(2.9 + 0.3, 2.9 + 0.6, t);
    label(g, 'Nc6 keeps the pressure', 204, 244, '600 14px Inter', C.text);
    g.restore();
  },
});
