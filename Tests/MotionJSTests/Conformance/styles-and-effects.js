// Gradients, patterns, shadows and filters (HTML §4.12.5.1.8, .12, .13): interpolation between
// stops without premultiplying, what lies outside the stops, degenerate gradients, the style
// objects the attributes return, pattern repetitions, where shadows fall and when they are not
// drawn, and filter strings. Ported from the web-platform-tests 2d.gradient.*, 2d.pattern.*,
// 2d.shadow.* and 2d.filter.* cases (images as SVG files, as in hits-and-images.js).

const G = [0, 255, 0, 255];
const red = (ctx) => { ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50); };
const green = (ctx) => { ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50); };
const linear = (ctx, x0, y0, x1, y1, stops) => { const g = ctx.createLinearGradient(x0, y0, x1, y1); for (const [o, c] of stops) g.addColorStop(o, c); return g; };

wpt('2d.gradient.object.type', (ctx) => { if (typeof CanvasGradient !== 'function' || !CanvasGradient.prototype.addColorStop) fail('no CanvasGradient'); });
wpt('2d.gradient.object.return', (ctx) => {
  CanvasGradient.prototype.markedHere = true;
  if (!ctx.createLinearGradient(0, 0, 100, 0).markedHere || !ctx.createRadialGradient(0, 0, 10, 0, 0, 20).markedHere) fail('not CanvasGradients');
});
wpt('2d.gradient.interpolate.solid', (ctx) => {
  ctx.fillStyle = linear(ctx, 0, 0, 100, 0, [[0, '#0f0'], [1, '#0f0']]); ctx.fillRect(0, 0, 100, 50); assertPixel(ctx, 50, 25, G, 0);
});
wpt('2d.gradient.interpolate.colour', (ctx) => {
  ctx.fillStyle = linear(ctx, 0, 0, 100, 0, [[0, '#ff0'], [1, '#00f']]); ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 25, 25, [191, 191, 63, 255], 3); assertPixel(ctx, 50, 25, [127, 127, 127, 255], 3); assertPixel(ctx, 75, 25, [63, 63, 191, 255], 3);
});
wpt('2d.gradient.interpolate.alpha', (ctx) => {
  ctx.fillStyle = '#ff0'; ctx.fillRect(0, 0, 100, 50);
  ctx.fillStyle = linear(ctx, 0, 0, 100, 0, [[0, 'rgba(0,0,255, 0)'], [1, 'rgba(0,0,255, 1)']]); ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 25, 25, [191, 191, 63, 255], 3); assertPixel(ctx, 50, 25, [127, 127, 127, 255], 3); assertPixel(ctx, 75, 25, [63, 63, 191, 255], 3);
});
wpt('2d.gradient.interpolate.colouralpha', (ctx) => {
  ctx.fillStyle = linear(ctx, 0, 0, 100, 0, [[0, 'rgba(255,255,0, 0)'], [1, 'rgba(0,0,255, 1)']]); ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 25, 25, [190, 190, 65, 65], 3); assertPixel(ctx, 50, 25, [126, 126, 128, 128], 3); assertPixel(ctx, 75, 25, [62, 62, 192, 192], 3);
});
wpt('2d.gradient.interpolate.outside', (ctx) => {
  red(ctx); ctx.fillStyle = linear(ctx, 25, 0, 75, 0, [[0.4, '#0f0'], [0.6, '#0f0']]); ctx.fillRect(0, 0, 100, 50);
  for (const x of [20, 50, 80]) assertPixel(ctx, x, 25, G, 2);
});
const zeroLine = (ctx) => linear(ctx, 50, 25, 50, 25, [[0, '#f00'], [1, '#f00']]);
wpt('2d.gradient.interpolate.zerosize.fill', (ctx) => { green(ctx); ctx.fillStyle = zeroLine(ctx); ctx.rect(0, 0, 100, 50); ctx.fill(); assertPixel(ctx, 40, 20, G, 0); });
wpt('2d.gradient.interpolate.zerosize.fillRect', (ctx) => { green(ctx); ctx.fillStyle = zeroLine(ctx); ctx.fillRect(0, 0, 100, 50); assertPixel(ctx, 40, 20, G, 0); });
const ringAround = [[19, 19], [20, 19], [21, 19], [19, 20], [20, 20], [21, 20], [19, 21], [20, 21], [21, 21]];
wpt('2d.gradient.interpolate.zerosize.stroke', (ctx) => {
  green(ctx); ctx.strokeStyle = zeroLine(ctx); ctx.rect(20, 20, 60, 10); ctx.stroke();
  for (const [x, y] of ringAround) assertPixel(ctx, x, y, G, 0);
});
wpt('2d.gradient.interpolate.zerosize.strokeRect', (ctx) => {
  green(ctx); ctx.strokeStyle = zeroLine(ctx); ctx.strokeRect(20, 20, 60, 10);
  for (const [x, y] of ringAround) assertPixel(ctx, x, y, G, 0);
});
wpt('2d.gradient.interpolate.zerosize.fillText', (ctx) => {
  green(ctx); ctx.fillStyle = zeroLine(ctx); ctx.font = '100px sans-serif'; ctx.fillText('AA', 0, 50);
  const d = ctx.getImageData(0, 0, 100, 50).data; for (let i = 0; i < d.length; i += 4) if (d[i] !== 0 || d[i + 1] !== 255) fail(`pixel ${i / 4}`);
});
wpt('2d.gradient.empty', (ctx) => { green(ctx); ctx.fillStyle = ctx.createLinearGradient(0, 0, 0, 50); ctx.fillRect(0, 0, 100, 50); assertPixel(ctx, 50, 25, G, 0); });
wpt('2d.gradient.object.invalidoffset', (ctx) => {
  const g = ctx.createLinearGradient(0, 0, 100, 0);
  for (const bad of [-1, 2]) assertThrows('IndexSizeError', () => g.addColorStop(bad, '#000'), String(bad));
  for (const bad of [Infinity, -Infinity, NaN]) assertThrows('TypeError', () => g.addColorStop(bad, '#000'), String(bad));
});
wpt('2d.gradient.object.invalidcolour', (ctx) => {
  const g = ctx.createLinearGradient(0, 0, 100, 0);
  for (const bad of ['', 'rgb(NaN%, NaN%, NaN%)', 'null', 'undefined']) assertThrows('SyntaxError', () => g.addColorStop(0, bad), bad);
});
wpt('2d.gradient.object.update', (ctx) => {
  const g = ctx.createLinearGradient(-100, 0, 200, 0);
  g.addColorStop(0, '#f00'); g.addColorStop(1, '#f00');
  ctx.fillStyle = g; g.addColorStop(0.1, '#0f0'); g.addColorStop(0.9, '#0f0');
  ctx.fillRect(0, 0, 100, 50); assertPixel(ctx, 50, 25, G, 2);
});
wpt('2d.gradient.linear.nonfinite', (ctx) => {
  for (let i = 0; i < 4; i++) for (const bad of [Infinity, -Infinity, NaN]) {
    const a = [0, 0, 1, 0]; a[i] = bad; assertThrows('TypeError', () => ctx.createLinearGradient(...a), `${i}: ${bad}`);
  }
});
wpt('2d.gradient.radial.negative', (ctx) => {
  assertThrows('IndexSizeError', () => ctx.createRadialGradient(0, 0, -0.1, 0, 0, 1));
  assertThrows('IndexSizeError', () => ctx.createRadialGradient(0, 0, 1, 0, 0, -0.1));
});
wpt('2d.gradient.radial.inside1', (ctx) => {
  red(ctx); const g = ctx.createRadialGradient(50, 25, 100, 50, 25, 200);
  g.addColorStop(0, '#0f0'); g.addColorStop(1, '#f00'); ctx.fillStyle = g; ctx.fillRect(0, 0, 100, 50);
  for (const [x, y] of [[1, 1], [50, 1], [98, 1], [1, 25], [50, 25], [98, 25], [1, 48], [50, 48], [98, 48]]) assertPixel(ctx, x, y, G, 2);
});
wpt('2d.gradient.radial.equal', (ctx) => {
  green(ctx); const g = ctx.createRadialGradient(50, 25, 20, 50, 25, 20);
  g.addColorStop(0, '#f00'); g.addColorStop(1, '#f00'); ctx.fillStyle = g; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, G, 2);
});
wpt('2d.gradient.conic.halves', (ctx) => {
  // From +x clockwise: green for the first half turn (the lower half of the canvas), red after.
  const g = ctx.createConicGradient(0, 50, 25);
  g.addColorStop(0, '#0f0'); g.addColorStop(0.5, '#0f0'); g.addColorStop(0.5, '#f00'); g.addColorStop(1, '#f00');
  ctx.fillStyle = g; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 45, G, 2); assertPixel(ctx, 50, 5, [255, 0, 0, 255], 2);
});
wpt('2d.fillStyle.gradient.identity', (ctx) => {
  const g = ctx.createLinearGradient(0, 0, 1, 0), p = ctx.createPattern(new OffscreenCanvas(1, 1), 'repeat');
  ctx.fillStyle = g; assertEqual(ctx.fillStyle, g);
  ctx.strokeStyle = p; assertEqual(ctx.strokeStyle, p);
  ctx.save(); ctx.fillStyle = '#0f0'; assertEqual(ctx.fillStyle, '#00ff00'); ctx.restore(); assertEqual(ctx.fillStyle, g);
  ctx.fillStyle = 'not a colour'; assertEqual(ctx.fillStyle, g, 'an invalid colour keeps the gradient');
});

const load = (src) => { const i = new Image(); i.src = src; return i; };
wpt('2d.pattern.basic.image', (ctx) => { red(ctx); ctx.fillStyle = ctx.createPattern(load('green.svg'), 'no-repeat'); ctx.fillRect(0, 0, 100, 50); assertPixel(ctx, 50, 25, G, 2); });
wpt('2d.pattern.basic.canvas', (ctx) => {
  red(ctx); const c = new OffscreenCanvas(100, 50), g = c.getContext('2d'); green(g);
  ctx.fillStyle = ctx.createPattern(c, 'no-repeat'); ctx.fillRect(0, 0, 100, 50);
  for (const [x, y] of [[1, 1], [50, 25], [98, 48]]) assertPixel(ctx, x, y, G, 2);
});
wpt('2d.pattern.repeat.empty', (ctx) => {
  red(ctx); const c = new OffscreenCanvas(100, 50), g = c.getContext('2d'); green(g);
  ctx.fillStyle = ctx.createPattern(c, ''); ctx.translate(50, 25); ctx.fillRect(-50, -25, 100, 50);
  assertPixel(ctx, 1, 1, G, 2); assertPixel(ctx, 98, 48, G, 2);
});
wpt('2d.pattern.repeat.null', (ctx) => { if (!ctx.createPattern(new OffscreenCanvas(1, 1), null)) fail('null repetition'); });
wpt('2d.pattern.repeat.undefined', (ctx) => assertThrows('SyntaxError', () => ctx.createPattern(new OffscreenCanvas(1, 1), undefined)));
wpt('2d.pattern.repeat.case', (ctx) => assertThrows('SyntaxError', () => ctx.createPattern(new OffscreenCanvas(1, 1), 'Repeat')));
wpt('2d.pattern.repeat.nullsuffix', (ctx) => assertThrows('SyntaxError', () => ctx.createPattern(new OffscreenCanvas(1, 1), 'repeat\0')));
wpt('2d.pattern.paint.norepeat.outside', (ctx) => {
  // A no-repeat tile is placed in the coordinates the fill is made in: here off the canvas.
  green(ctx); const c = new OffscreenCanvas(100, 50), g = c.getContext('2d'); red(g);
  ctx.fillStyle = ctx.createPattern(c, 'no-repeat'); ctx.translate(100, 0); ctx.fillRect(-100, 0, 100, 50);
  assertPixel(ctx, 50, 25, G, 0);
});

wpt('2d.shadow.attributes.default', (ctx) => {
  assertEqual([ctx.shadowOffsetX, ctx.shadowOffsetY, ctx.shadowBlur, ctx.shadowColor].join(), '0,0,0,rgba(0, 0, 0, 0)');
});
wpt('2d.shadow.attributes.shadowBlur.invalid', (ctx) => {
  ctx.shadowBlur = 1;
  for (const bad of [-2, Infinity, -Infinity, NaN]) { ctx.shadowBlur = bad; assertEqual(ctx.shadowBlur, 1, String(bad)); }
});
wpt('2d.shadow.attributes.shadowOffset.invalid', (ctx) => {
  ctx.shadowOffsetX = 1; ctx.shadowOffsetY = 2;
  for (const bad of [Infinity, -Infinity, NaN]) { ctx.shadowOffsetX = bad; ctx.shadowOffsetY = bad; }
  assertEqual(`${ctx.shadowOffsetX},${ctx.shadowOffsetY}`, '1,2');
});
wpt('2d.shadow.attributes.shadowColor.invalid', (ctx) => {
  ctx.shadowColor = '#00ff00';
  for (const bad of ['bogus', 'red blue', '', '#fg0000']) { ctx.shadowColor = bad; assertEqual(ctx.shadowColor, '#00ff00', bad); }
});
// A shape drawn off the canvas whose shadow, offset onto it, covers the red.
const offsetShadow = (ctx, draw) => {
  red(ctx); ctx.shadowColor = '#0f0'; ctx.shadowOffsetY = 50; draw(); assertPixel(ctx, 50, 25, G, 2);
};
wpt('2d.shadow.offset.positiveY', (ctx) => offsetShadow(ctx, () => { ctx.fillStyle = '#f00'; ctx.fillRect(0, -50, 100, 50); }));
wpt('2d.shadow.offset.negativeX', (ctx) => {
  red(ctx); ctx.shadowColor = '#0f0'; ctx.shadowOffsetX = -100; ctx.fillStyle = '#f00'; ctx.fillRect(100, 0, 100, 50); assertPixel(ctx, 50, 25, G, 2);
});
wpt('2d.shadow.transform.offset', (ctx) => {
  // The offset is in canvas pixels: a scale does not stretch it.
  red(ctx); ctx.shadowColor = '#0f0'; ctx.shadowOffsetY = 50; ctx.scale(0.5, 0.5);
  ctx.fillStyle = '#f00'; ctx.fillRect(0, -100, 200, 100); assertPixel(ctx, 50, 25, G, 2);
});
wpt('2d.shadow.alpha.transparent', (ctx) => {
  green(ctx); ctx.shadowColor = 'rgba(255, 0, 0, 0)'; ctx.shadowOffsetY = 50; ctx.fillStyle = '#0f0'; ctx.fillRect(0, -50, 100, 50);
  assertPixel(ctx, 50, 25, G, 0);
});
wpt('2d.shadow.offset.zero', (ctx) => {
  // Without blur or offset there is no shadow, whatever its colour.
  ctx.shadowColor = '#f00'; ctx.fillStyle = 'rgba(0, 255, 0, 0.5)'; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, [0, 255, 0, 128], 2);
});
wpt('2d.shadow.blur.spread', (ctx) => {
  // A blurred shadow fades out around the shape: half strength on its edge.
  ctx.shadowColor = '#000'; ctx.shadowBlur = 10; ctx.shadowOffsetX = 100;
  ctx.fillStyle = '#000'; ctx.fillRect(-100, 0, 50, 50);
  const [, , , a] = ctx.getImageData(50, 25, 1, 1).data, [, , , inner] = ctx.getImageData(30, 25, 1, 1).data;
  if (!(a > 100 && a < 155)) fail(`edge alpha ${a}`); if (!(inner > 240)) fail(`inside alpha ${inner}`);
});
wpt('2d.shadow.composite.alpha', (ctx) => {
  // Shadow and shape are composited one after the other, each with the global alpha.
  red(ctx); ctx.globalAlpha = 0.5; ctx.shadowColor = '#0f0'; ctx.shadowOffsetY = 50;
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, -50, 100, 50); ctx.fillRect(0, 0, 100, 50);
  // Under the shape: red, then the shadow (0.5), then the shape (0.5).
  assertPixel(ctx, 50, 25, [64, 191, 0, 255], 2);
});

wpt('2d.filter.value', (ctx) => {
  assertEqual(ctx.filter, 'none');
  ctx.filter = 'blur(5px)'; assertEqual(ctx.filter, 'blur(5px)');
  ctx.filter = 'blur(5px) grayscale(50%)'; assertEqual(ctx.filter, 'blur(5px) grayscale(50%)');
  for (const bad of ['blur(5)', 'blur(-1px)', 'grayscale(-1)', 'sepia(', 'wobble(3)', '']) { ctx.filter = 'invert(1)'; ctx.filter = bad; assertEqual(ctx.filter, 'invert(1)', bad); }
  ctx.filter = 'none'; assertEqual(ctx.filter, 'none');
});
wpt('2d.filter.canvasFilter.grayscale', (ctx) => {
  ctx.filter = 'grayscale(100%)'; ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  const [r, g, b] = ctx.getImageData(50, 25, 1, 1).data; if (!(Math.abs(r - g) <= 1 && Math.abs(g - b) <= 1 && g > 150 && g < 200)) fail(`${[r, g, b]}`);
});
wpt('2d.filter.canvasFilter.invert', (ctx) => { ctx.filter = 'invert(1)'; ctx.fillStyle = '#f0f'; ctx.fillRect(0, 0, 100, 50); assertPixel(ctx, 50, 25, G, 1); });
wpt('2d.filter.canvasFilter.opacity', (ctx) => { ctx.filter = 'opacity(50%)'; ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50); assertPixel(ctx, 50, 25, [0, 255, 0, 128], 2); });
wpt('2d.filter.canvasFilter.dropShadow', (ctx) => {
  red(ctx); ctx.filter = 'drop-shadow(0px 50px 0px #0f0)'; ctx.fillStyle = '#f00'; ctx.fillRect(0, -50, 100, 50); assertPixel(ctx, 50, 25, G, 2);
});
