// Line styles (HTML §4.12.5.1.5): width, caps and joins as they are drawn and as the attributes
// accept values. Each case paints green over red where the line must be, red under green where it
// must not, and reads pixels. Ported from the web-platform-tests 2d.line.* cases.

const G = [0, 255, 0, 255];
const pixels = (ctx, points) => { for (const [x, y] of points) assertPixel(ctx, x, y, G, 0); };

wpt('2d.line.defaults', (ctx) => {
  assertEqual(ctx.lineWidth, 1); assertEqual(ctx.lineCap, 'butt'); assertEqual(ctx.lineJoin, 'miter'); assertEqual(ctx.miterLimit, 10);
});
// A line of width 20 from (x, 15) to (x, 35), once over a red box it must cover and once under a
// green box that must cover it; `mark` draws the line.
const widthCase = (ctx, mark) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.fillStyle = '#f00'; ctx.strokeStyle = '#0f0'; ctx.fillRect(15, 15, 20, 20); mark(25, 1);
  ctx.fillStyle = '#0f0'; ctx.strokeStyle = '#f00'; mark(75, -1); ctx.fillRect(65, 15, 20, 20);
  pixels(ctx, [14, 15, 16, 25, 34, 35, 36, 64, 65, 66, 75, 84, 85, 86].map(x => [x, 25]));
};
wpt('2d.line.width.basic', (ctx) => {
  ctx.lineWidth = 20;
  widthCase(ctx, (x) => { ctx.beginPath(); ctx.moveTo(x, 15); ctx.lineTo(x, 35); ctx.stroke(); });
});
wpt('2d.line.width.transformed', (ctx) => {
  ctx.lineWidth = 4;
  widthCase(ctx, (x, side) => {
    ctx.save(); ctx.scale(5 * side, 1); ctx.beginPath(); ctx.moveTo(x / 5 * side, 15); ctx.lineTo(x / 5 * side, 35); ctx.stroke(); ctx.restore();
  });
});
wpt('2d.line.width.scaledefault', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.scale(50, 50); ctx.strokeStyle = '#0f0'; ctx.moveTo(0, 0.5); ctx.lineTo(2, 0.5); ctx.stroke();
  pixels(ctx, [[25, 25], [50, 25], [75, 25], [50, 5], [50, 45]]);
});
wpt('2d.line.width.valid', (ctx) => {
  for (const [value, expected] of [[1.5, 1.5], ['1e1', 10], [1 / 1024, 1 / 1024], [1000, 1000]]) {
    ctx.lineWidth = value; assertEqual(ctx.lineWidth, expected, String(value));
  }
});
wpt('2d.line.width.invalid', (ctx) => {
  for (const [value, expected] of [[0, 1.5], [-1, 1.5], [Infinity, 1.5], [-Infinity, 1.5], [NaN, 1.5], ['string', 1.5], [true, 1], [false, 1.5]]) {
    ctx.lineWidth = 1.5; ctx.lineWidth = value; assertEqual(ctx.lineWidth, expected, String(value));
  }
});
wpt('2d.line.cap.butt', (ctx) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.lineCap = 'butt'; ctx.lineWidth = 20;
  ctx.fillStyle = '#f00'; ctx.strokeStyle = '#0f0'; ctx.fillRect(15, 15, 20, 20);
  ctx.beginPath(); ctx.moveTo(25, 15); ctx.lineTo(25, 35); ctx.stroke();
  ctx.fillStyle = '#0f0'; ctx.strokeStyle = '#f00';
  ctx.beginPath(); ctx.moveTo(75, 15); ctx.lineTo(75, 35); ctx.stroke(); ctx.fillRect(65, 15, 20, 20);
  pixels(ctx, [25, 75].flatMap(x => [14, 15, 16, 34, 35, 36].map(y => [x, y])));
});
wpt('2d.line.cap.round', (ctx) => {
  const tol = 1;
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.lineCap = 'round'; ctx.lineWidth = 20;
  // A stadium a little smaller than the capped line, which must cover it.
  ctx.fillStyle = '#f00'; ctx.strokeStyle = '#0f0';
  ctx.beginPath(); ctx.moveTo(35 - tol, 15); ctx.arc(25, 15, 10 - tol, 0, Math.PI, true); ctx.arc(25, 35, 10 - tol, Math.PI, 0, true); ctx.fill();
  ctx.beginPath(); ctx.moveTo(25, 15); ctx.lineTo(25, 35); ctx.stroke();
  // A stadium a little larger, which must cover the capped line.
  ctx.fillStyle = '#0f0'; ctx.strokeStyle = '#f00';
  ctx.beginPath(); ctx.moveTo(75, 15); ctx.lineTo(75, 35); ctx.stroke();
  ctx.beginPath(); ctx.moveTo(85 + tol, 15); ctx.arc(75, 15, 10 + tol, 0, Math.PI, true); ctx.arc(75, 35, 10 + tol, Math.PI, 0, true); ctx.fill();
  pixels(ctx, [17, 25, 32, 67, 75, 82].flatMap(x => [[x, 6], [x, 43]]));
});
wpt('2d.line.cap.square', (ctx) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.lineCap = 'square'; ctx.lineWidth = 20;
  ctx.fillStyle = '#f00'; ctx.strokeStyle = '#0f0'; ctx.fillRect(15, 5, 20, 40);
  ctx.beginPath(); ctx.moveTo(25, 15); ctx.lineTo(25, 35); ctx.stroke();
  ctx.fillStyle = '#0f0'; ctx.strokeStyle = '#f00';
  ctx.beginPath(); ctx.moveTo(75, 15); ctx.lineTo(75, 35); ctx.stroke(); ctx.fillRect(65, 5, 20, 40);
  pixels(ctx, [25, 75].flatMap(x => [4, 5, 6, 44, 45, 46].map(y => [x, y])));
});
// A huge square outline whose open corner gets square caps that reach the canvas, or does not.
for (const [name, closed, background, stroke] of [['open', false, '#f00', '#0f0'], ['closed', true, '#0f0', '#f00']]) {
  wpt(`2d.line.cap.${name}`, (ctx) => {
    ctx.fillStyle = background; ctx.strokeStyle = stroke; ctx.fillRect(0, 0, 100, 50);
    ctx.lineJoin = 'bevel'; ctx.lineCap = 'square'; ctx.lineWidth = 400;
    ctx.beginPath(); ctx.moveTo(200, 200); ctx.lineTo(200, 1000); ctx.lineTo(1000, 1000); ctx.lineTo(1000, 200);
    if (closed) ctx.closePath(); else ctx.lineTo(200, 200);
    ctx.stroke();
    pixels(ctx, [[1, 1], [48, 1], [48, 48], [1, 48]]);
  });
}
wpt('2d.line.cap.valid', (ctx) => { for (const cap of ['butt', 'round', 'square']) { ctx.lineCap = cap; assertEqual(ctx.lineCap, cap); } });
wpt('2d.line.cap.invalid', (ctx) => {
  for (const bad of ['invalid', 'ROUND', 'round\0', 'round ', '', 'bevel']) { ctx.lineCap = 'butt'; ctx.lineCap = bad; assertEqual(ctx.lineCap, 'butt', JSON.stringify(bad)); }
});
// A corner at (30, 20) of a 20-wide line: the shape a join must fill (or must stay inside).
const joinCase = (ctx, join, inner, outer, points) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.lineJoin = join; ctx.lineWidth = 20;
  ctx.fillStyle = '#f00'; ctx.strokeStyle = '#0f0';
  ctx.fillRect(10, 10, 20, 20); ctx.fillRect(20, 20, 20, 20); inner(30);
  ctx.beginPath(); ctx.moveTo(10, 20); ctx.lineTo(30, 20); ctx.lineTo(30, 40); ctx.stroke();
  ctx.fillStyle = '#0f0'; ctx.strokeStyle = '#f00';
  ctx.beginPath(); ctx.moveTo(60, 20); ctx.lineTo(80, 20); ctx.lineTo(80, 40); ctx.stroke();
  ctx.fillRect(60, 10, 20, 20); ctx.fillRect(70, 20, 20, 20); outer(80);
  pixels(ctx, points.flatMap(([x, y]) => [[x, y], [x + 50, y]]));
};
wpt('2d.line.join.bevel', (ctx) => {
  const tol = 1;
  joinCase(ctx, 'bevel',
    (x) => { ctx.beginPath(); ctx.moveTo(x, 20); ctx.lineTo(x + 10 - tol, 20); ctx.lineTo(x, 10 + tol); ctx.fill(); },
    (x) => { ctx.beginPath(); ctx.moveTo(x, 20); ctx.lineTo(x + 10 + tol, 20); ctx.lineTo(x, 10 - tol); ctx.fill(); },
    [[34, 16], [34, 15], [35, 15], [36, 15], [36, 14]]);
});
wpt('2d.line.join.round', (ctx) => {
  const tol = 1;
  joinCase(ctx, 'round',
    (x) => { ctx.beginPath(); ctx.moveTo(x, 20); ctx.arc(x, 20, 10 - tol, 0, 2 * Math.PI, true); ctx.fill(); },
    (x) => { ctx.beginPath(); ctx.moveTo(x, 20); ctx.arc(x, 20, 10 + tol, 0, 2 * Math.PI, true); ctx.fill(); },
    [[36, 14], [36, 13], [37, 13], [38, 13], [38, 12]]);
});
