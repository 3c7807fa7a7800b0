// Transformations (HTML §4.12.5.1.7): order, scale, rotate, translate, transform, setTransform,
// and the rule that a non-finite argument leaves the matrix as it was. Ported from the
// web-platform-tests 2d.transformation.* cases.

const red = (ctx) => { ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50); };
const green = [0, 255, 0, 255];
const nonfinite = [Infinity, -Infinity, NaN];
// Every way of making one of `count` arguments non-finite, the others 0.1 (or `base`).
const nonfiniteVariants = (count, base = 0.1) => {
  const out = [];
  for (let i = 0; i < count; i++) for (const bad of nonfinite) { const a = Array(count).fill(base); a[i] = bad; out.push(a); }
  return out;
};

wpt('2d.transformation.order', (ctx) => {
  red(ctx); ctx.scale(2, 1); ctx.rotate(Math.PI / 2);
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, -50, 50, 50);
  assertPixel(ctx, 75, 25, green, 0);
});
wpt('2d.transformation.scale.basic', (ctx) => {
  red(ctx); ctx.scale(2, 4); ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 50, 12.5);
  assertPixel(ctx, 90, 40, green, 0);
});
wpt('2d.transformation.scale.zero', (ctx) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.save(); ctx.translate(50, 0); ctx.scale(0, 1); ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50); ctx.restore();
  ctx.save(); ctx.translate(0, 25); ctx.scale(1, 0); ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50); ctx.restore();
  assertPixel(ctx, 50, 25, green, 0);
});
wpt('2d.transformation.scale.negative', (ctx) => {
  red(ctx);
  ctx.save(); ctx.scale(-1, 1); ctx.fillStyle = '#0f0'; ctx.fillRect(-50, 0, 50, 50); ctx.restore();
  ctx.save(); ctx.scale(1, -1); ctx.fillStyle = '#0f0'; ctx.fillRect(50, -50, 50, 50); ctx.restore();
  assertPixel(ctx, 25, 25, green, 0); assertPixel(ctx, 75, 25, green, 0);
});
wpt('2d.transformation.scale.large', (ctx) => {
  red(ctx); ctx.scale(1e5, 1e5); ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 1, 1);
  assertPixel(ctx, 50, 25, green, 0);
});
wpt('2d.transformation.scale.multiple', (ctx) => {
  red(ctx); ctx.scale(Math.SQRT2, Math.SQRT2); ctx.scale(Math.SQRT2, Math.SQRT2);
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 50, 25);
  assertPixel(ctx, 90, 40, green, 0);
});
for (const [name, call, count, base] of [['scale', 'scale', 2, 0.1], ['rotate', 'rotate', 1, 0.1], ['translate', 'translate', 2, 0.1],
                                         ['transform', 'transform', 6, 0], ['setTransform', 'setTransform', 6, 0]]) {
  wpt(`2d.transformation.${name}.nonfinite`, (ctx) => {
    red(ctx); ctx.translate(100, 10);
    for (const args of nonfiniteVariants(count, base)) ctx[call](...args);
    ctx.fillStyle = '#0f0'; ctx.fillRect(-100, -10, 100, 50);
    assertPixel(ctx, 50, 25, green, 0);
  });
}
wpt('2d.transformation.rotate.zero', (ctx) => {
  red(ctx); ctx.rotate(0); ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, green, 0);
});
wpt('2d.transformation.rotate.radians', (ctx) => {
  red(ctx); ctx.rotate(Math.PI); ctx.fillStyle = '#0f0'; ctx.fillRect(-100, -50, 100, 50);
  assertPixel(ctx, 50, 25, green, 0);
});
wpt('2d.transformation.rotate.direction', (ctx) => {
  red(ctx); ctx.rotate(Math.PI / 2); ctx.fillStyle = '#0f0'; ctx.fillRect(0, -100, 50, 100);
  assertPixel(ctx, 50, 25, green, 0);
});
for (const [name, sign] of [['wrap', 1], ['wrapnegative', -1]]) {
  wpt(`2d.transformation.rotate.${name}`, (ctx) => {
    red(ctx); ctx.rotate(sign * Math.PI * 4097); ctx.fillStyle = '#0f0'; ctx.fillRect(-100, -50, 100, 50);
    for (const [x, y] of [[50, 25], [98, 2], [98, 47]]) assertPixel(ctx, x, y, green, 0);
  });
}
wpt('2d.transformation.translate.basic', (ctx) => {
  red(ctx); ctx.translate(100, 50); ctx.fillStyle = '#0f0'; ctx.fillRect(-100, -50, 100, 50);
  assertPixel(ctx, 90, 40, green, 0);
});
wpt('2d.transformation.transform.identity', (ctx) => {
  red(ctx); ctx.transform(1, 0, 0, 1, 0, 0); ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, green, 0);
});
// A red ring around a green centre, covered by a shape whose points were mapped back through
// the inverse of a skewing matrix.
const skewed = (ctx, set) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.fillStyle = '#f00'; ctx.fillRect(20, 10, 60, 30);
  ctx.fillStyle = '#0f0'; ctx.fillRect(40, 20, 20, 10);
  set(1, 4, 2, 3, 5, 6);
  const target = [[20, 10], [80, 10], [80, 40], [20, 40], [20, 10], [40, 20], [40, 30], [60, 30], [60, 20], [40, 20], [20, 10]];
  // Inverse of x' = x + 2y + 5, y' = 4x + 3y + 6 (determinant -5).
  const back = ([u, v]) => [(3 * (u - 5) - 2 * (v - 6)) / -5, (-4 * (u - 5) + (v - 6)) / -5];
  ctx.beginPath();
  target.map(back).forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.fill();
  for (const [x, y] of [[21, 11], [79, 11], [21, 39], [79, 39], [39, 19], [61, 19], [39, 31], [61, 31]]) assertPixel(ctx, x, y, green, 0);
};
wpt('2d.transformation.transform.skewed', (ctx) => skewed(ctx, (...m) => ctx.transform(...m)));
wpt('2d.transformation.setTransform.skewed', (ctx) => skewed(ctx, (...m) => ctx.setTransform(...m)));
wpt('2d.transformation.transform.multiply', (ctx) => {
  red(ctx); ctx.transform(1, 2, 3, 4, 5, 6); ctx.transform(-2, 1, 3 / 2, -1 / 2, 1, -2);
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, green, 0);
});
wpt('2d.transformation.setTransform.multiple', (ctx) => {
  red(ctx); ctx.setTransform(0.5, 0, 0, 0.5, 0, 0); ctx.setTransform(); ctx.setTransform(2, 0, 0, 2, 0, 0);
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 50, 25);
  assertPixel(ctx, 75, 35, green, 0);
});
wpt('2d.transformation.getTransform', (ctx) => {
  ctx.translate(10, 20); ctx.scale(2, 3);
  const m = ctx.getTransform();
  assertEqual([m.a, m.b, m.c, m.d, m.e, m.f].join(), '2,0,0,3,10,20');
  m.a = 99; assertEqual(ctx.getTransform().a, 2, 'a copy');
});
wpt('2d.transformation.resetTransform', (ctx) => {
  red(ctx); ctx.scale(0.5, 0.5); ctx.resetTransform(); ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 90, 40, green, 0);
});
