// Rectangles and path building (HTML §4.12.5.1.9 and §4.12.5.1.11): strokeRect's degenerate
// sizes, what fill and stroke draw for each path method, implicit subpaths and the rule that a
// non-finite point is ignored. Ported from the web-platform-tests 2d.strokeRect.* and 2d.path.* cases.

const GREEN = [0, 255, 0, 255], CLEAR = [0, 0, 0, 0];
const background = (ctx, colour) => { ctx.fillStyle = colour; ctx.fillRect(0, 0, 100, 50); };
const each = (ctx, points, rgba = GREEN) => { for (const [x, y] of points) assertPixel(ctx, x, y, rgba, 0); };
const corners = [[50, 25], [1, 1], [98, 1], [1, 48], [98, 48]];

wpt('2d.strokeRect.basic', (ctx) => { ctx.strokeStyle = '#0f0'; ctx.lineWidth = 50; ctx.strokeRect(25, 24, 50, 2); each(ctx, [[50, 25]]); });
wpt('2d.strokeRect.path', (ctx) => {
  ctx.beginPath(); ctx.rect(0, 0, 100, 50);
  ctx.strokeStyle = '#f00'; ctx.lineWidth = 5; ctx.strokeRect(0, 0, 16, 16);
  ctx.fillStyle = '#0f0'; ctx.fill(); each(ctx, [[50, 25]]);
});
wpt('2d.strokeRect.zero.1', (ctx) => { ctx.strokeStyle = '#f00'; ctx.lineWidth = 250; ctx.strokeRect(50, 25, 0, 0); each(ctx, [[50, 25]], CLEAR); });
wpt('2d.strokeRect.zero.2', (ctx) => {
  ctx.strokeStyle = '#f00'; ctx.lineWidth = 250; ctx.lineCap = 'round'; ctx.lineJoin = 'round';
  ctx.strokeRect(50, 25, 0, 0); each(ctx, [[50, 25]], CLEAR);
});
wpt('2d.strokeRect.zero.3', (ctx) => { ctx.strokeStyle = '#0f0'; ctx.lineWidth = 50; ctx.strokeRect(0, 25, 100, 0); each(ctx, [[50, 25]]); });
wpt('2d.strokeRect.zero.4', (ctx) => {
  ctx.strokeStyle = '#f00'; ctx.lineWidth = 250; ctx.lineCap = 'round'; ctx.strokeRect(100, 25, 100, 0); each(ctx, [[50, 25]], CLEAR);
});
wpt('2d.strokeRect.zero.5', (ctx) => {
  ctx.strokeStyle = '#0f0'; ctx.lineWidth = 250; ctx.lineJoin = 'round'; ctx.strokeRect(100, 25, 100, 0); each(ctx, [[50, 25]]);
});
wpt('2d.strokeRect.negative', (ctx) => {
  background(ctx, '#f00'); ctx.strokeStyle = '#0f0'; ctx.lineWidth = 25;
  ctx.strokeRect(12, 12, 26, 1); ctx.strokeRect(88, 12, -26, 1); ctx.strokeRect(12, 38, 26, -1); ctx.strokeRect(88, 38, -26, -1);
  each(ctx, [[25, 12], [75, 12], [25, 37], [75, 37]]);
});
wpt('2d.strokeRect.transform', (ctx) => {
  ctx.scale(10, 10); ctx.translate(0, 5); ctx.strokeStyle = '#0f0'; ctx.lineWidth = 5;
  ctx.strokeRect(2.5, -2.6, 5, 0.2); each(ctx, [[50, 25]]);
});
wpt('2d.strokeRect.globalalpha', (ctx) => {
  ctx.globalAlpha = 0; ctx.strokeStyle = '#f00'; ctx.lineWidth = 50; ctx.strokeRect(25, 24, 50, 2); each(ctx, [[50, 25]], CLEAR);
});
wpt('2d.strokeRect.globalcomposite', (ctx) => {
  ctx.globalCompositeOperation = 'source-in'; ctx.strokeStyle = '#f00'; ctx.lineWidth = 50;
  ctx.strokeRect(25, 24, 50, 2); each(ctx, [[50, 25]], CLEAR);
});
wpt('2d.strokeRect.clip', (ctx) => {
  background(ctx, '#0f0'); ctx.beginPath(); ctx.rect(0, 0, 16, 16); ctx.clip();
  ctx.strokeStyle = '#f00'; ctx.lineWidth = 50; ctx.strokeRect(0, 0, 100, 50);
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 16, 16); each(ctx, [[50, 25]]);
});
wpt('2d.strokeRect.shadow', (ctx) => {
  background(ctx, '#f00'); ctx.shadowColor = '#0f0'; ctx.shadowBlur = 0; ctx.shadowOffsetX = 0; ctx.shadowOffsetY = 50;
  ctx.strokeStyle = '#f00'; ctx.lineWidth = 50; ctx.strokeRect(0, -75, 100, 50); each(ctx, [[50, 25]]);
});
const badValues = [Infinity, -Infinity, NaN];
const nonfiniteCalls = (base) => {
  const out = [];
  base.forEach((_, i) => { for (const bad of badValues) { const a = base.slice(); a[i] = bad; out.push(a); } });
  return out;
};
wpt('2d.strokeRect.nonfinite', (ctx) => {
  background(ctx, '#0f0'); ctx.strokeStyle = '#f00'; ctx.lineWidth = 150;
  for (const args of nonfiniteCalls([0, 0, 100, 50])) ctx.strokeRect(...args);
  each(ctx, [[50, 25]]);
});
wpt('2d.fillRect.nonfinite', (ctx) => {
  background(ctx, '#0f0'); ctx.fillStyle = '#f00';
  for (const args of nonfiniteCalls([0, 0, 100, 50])) ctx.fillRect(...args);
  each(ctx, [[50, 25]]);
});

wpt('2d.path.initial', (ctx) => { background(ctx, '#0f0'); ctx.closePath(); ctx.fillStyle = '#f00'; ctx.fill(); each(ctx, [[50, 25]]); });
wpt('2d.path.beginPath', (ctx) => { background(ctx, '#0f0'); ctx.rect(0, 0, 100, 50); ctx.beginPath(); ctx.fillStyle = '#f00'; ctx.fill(); each(ctx, [[50, 25]]); });
wpt('2d.path.moveTo.basic', (ctx) => {
  background(ctx, '#f00'); ctx.rect(0, 0, 10, 50); ctx.moveTo(100, 0); ctx.lineTo(10, 0); ctx.lineTo(10, 50); ctx.lineTo(100, 50);
  ctx.fillStyle = '#0f0'; ctx.fill(); each(ctx, [[90, 25]]);
});
wpt('2d.path.moveTo.newsubpath', (ctx) => {
  background(ctx, '#0f0'); ctx.beginPath(); ctx.moveTo(0, 0); ctx.moveTo(100, 0); ctx.moveTo(100, 50); ctx.moveTo(0, 50);
  ctx.fillStyle = '#f00'; ctx.fill(); each(ctx, [[50, 25]]);
});
wpt('2d.path.moveTo.multiple', (ctx) => {
  background(ctx, '#f00'); ctx.moveTo(0, 25); ctx.moveTo(100, 25); ctx.moveTo(0, 25); ctx.lineTo(100, 25);
  ctx.strokeStyle = '#0f0'; ctx.lineWidth = 50; ctx.stroke(); each(ctx, [[50, 25]]);
});
for (const [name, base, points] of [['moveTo', [0, 50], [[50, 25]]], ['lineTo', [0, 50], [[50, 25], [90, 45]]],
                                    ['quadraticCurveTo', [0, 50, 0, 50], [[50, 25], [90, 45]]],
                                    ['bezierCurveTo', [0, 50, 0, 50, 0, 50], [[50, 25], [90, 45]]]]) {
  wpt(`2d.path.${name}.nonfinite`, (ctx) => {
    ctx.moveTo(0, 0); ctx.lineTo(100, 0);
    for (const args of nonfiniteCalls(base)) ctx[name](...args);
    ctx.lineTo(100, 50); ctx.lineTo(0, 50); ctx.fillStyle = '#0f0'; ctx.fill();
    each(ctx, points);
  });
}
wpt('2d.path.closePath.empty', (ctx) => { background(ctx, '#0f0'); ctx.closePath(); ctx.fillStyle = '#f00'; ctx.fill(); each(ctx, [[50, 25]]); });
wpt('2d.path.closePath.newline', (ctx) => {
  background(ctx, '#f00'); ctx.strokeStyle = '#0f0'; ctx.lineWidth = 50;
  ctx.moveTo(-100, 25); ctx.lineTo(-100, -100); ctx.lineTo(200, -100); ctx.lineTo(200, 25); ctx.closePath(); ctx.stroke();
  each(ctx, [[50, 25]]);
});
wpt('2d.path.closePath.nextpoint', (ctx) => {
  background(ctx, '#f00'); ctx.strokeStyle = '#0f0'; ctx.lineWidth = 50;
  ctx.moveTo(-100, 25); ctx.lineTo(-100, -1000); ctx.closePath(); ctx.lineTo(1000, 25); ctx.stroke();
  each(ctx, [[50, 25]]);
});
wpt('2d.path.lineTo.ensuresubpath.1', (ctx) => {
  background(ctx, '#0f0'); ctx.strokeStyle = '#f00'; ctx.lineWidth = 50; ctx.beginPath(); ctx.lineTo(100, 50); ctx.stroke(); each(ctx, [[50, 25]]);
});
wpt('2d.path.lineTo.ensuresubpath.2', (ctx) => {
  background(ctx, '#f00'); ctx.strokeStyle = '#0f0'; ctx.lineWidth = 50; ctx.beginPath(); ctx.lineTo(0, 25); ctx.lineTo(100, 25); ctx.stroke();
  each(ctx, [[50, 25]]);
});
wpt('2d.path.lineTo.basic', (ctx) => {
  background(ctx, '#f00'); ctx.strokeStyle = '#0f0'; ctx.lineWidth = 50; ctx.beginPath(); ctx.moveTo(0, 25); ctx.lineTo(100, 25); ctx.stroke();
  each(ctx, [[50, 25]]);
});
wpt('2d.path.lineTo.nextpoint', (ctx) => {
  background(ctx, '#f00'); ctx.strokeStyle = '#0f0'; ctx.lineWidth = 50;
  ctx.beginPath(); ctx.moveTo(-100, -100); ctx.lineTo(0, 25); ctx.lineTo(100, 25); ctx.stroke(); each(ctx, [[50, 25]]);
});
wpt('2d.path.lineTo.nonfinite.details', (ctx) => {
  for (const bad of badValues) {
    let converted = false;
    ctx.lineTo(bad, { valueOf() { converted = true; return 0; } });
    if (!converted) fail(`the second argument was not converted after ${bad}`);
  }
});
const curveCase = (ctx, build, width, scale = 1) => {
  background(ctx, '#f00'); ctx.scale(scale, scale); ctx.strokeStyle = '#0f0'; ctx.lineWidth = width;
  ctx.beginPath(); build(); ctx.stroke();
};
wpt('2d.path.quadraticCurveTo.ensuresubpath.1', (ctx) => {
  background(ctx, '#0f0'); ctx.strokeStyle = '#f00'; ctx.lineWidth = 50;
  ctx.beginPath(); ctx.quadraticCurveTo(100, 50, 200, 50); ctx.stroke(); each(ctx, [[50, 25], [95, 45]]);
});
wpt('2d.path.quadraticCurveTo.ensuresubpath.2', (ctx) => {
  curveCase(ctx, () => ctx.quadraticCurveTo(0, 25, 100, 25), 50); each(ctx, [[50, 25], [5, 45]]);
});
wpt('2d.path.quadraticCurveTo.basic', (ctx) => { curveCase(ctx, () => { ctx.moveTo(0, 25); ctx.quadraticCurveTo(100, 25, 100, 25); }, 50); each(ctx, [[50, 25]]); });
wpt('2d.path.quadraticCurveTo.shape', (ctx) => {
  curveCase(ctx, () => { ctx.moveTo(-1000, 1050); ctx.quadraticCurveTo(0, -1000, 1200, 1050); }, 55); each(ctx, corners);
});
wpt('2d.path.quadraticCurveTo.scaled', (ctx) => {
  curveCase(ctx, () => { ctx.moveTo(-1, 1.05); ctx.quadraticCurveTo(0, -1, 1.2, 1.05); }, 0.055, 1000); each(ctx, corners);
});
wpt('2d.path.bezierCurveTo.ensuresubpath.1', (ctx) => {
  background(ctx, '#0f0'); ctx.strokeStyle = '#f00'; ctx.lineWidth = 50;
  ctx.beginPath(); ctx.bezierCurveTo(100, 50, 200, 50, 200, 50); ctx.stroke(); each(ctx, [[50, 25], [95, 45]]);
});
wpt('2d.path.bezierCurveTo.ensuresubpath.2', (ctx) => {
  curveCase(ctx, () => ctx.bezierCurveTo(0, 25, 100, 25, 100, 25), 50); each(ctx, [[50, 25], [5, 45]]);
});
wpt('2d.path.bezierCurveTo.basic', (ctx) => { curveCase(ctx, () => { ctx.moveTo(0, 25); ctx.bezierCurveTo(100, 25, 100, 25, 100, 25); }, 50); each(ctx, [[50, 25]]); });
wpt('2d.path.bezierCurveTo.shape', (ctx) => {
  curveCase(ctx, () => { ctx.moveTo(-2000, 3100); ctx.bezierCurveTo(-2000, -1000, 2100, -1000, 2100, 3100); }, 55); each(ctx, corners);
});
wpt('2d.path.bezierCurveTo.scaled', (ctx) => {
  curveCase(ctx, () => { ctx.moveTo(-2, 3.1); ctx.bezierCurveTo(-2, -1, 2.1, -1, 2.1, 3.1); }, 0.055, 1000); each(ctx, corners);
});
