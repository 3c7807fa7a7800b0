// Compositing (HTML §4.12.5.1.13): globalAlpha's range and what it multiplies, and the
// Porter-Duff operators of globalCompositeOperation, checked against the operators' formulas
// evaluated here. Ported from the web-platform-tests 2d.composite.* cases.

wpt('2d.composite.globalAlpha.range', (ctx) => {
  ctx.globalAlpha = 0.5; const a = ctx.globalAlpha;
  ctx.globalAlpha = 1.1; assertEqual(ctx.globalAlpha, a);
  ctx.globalAlpha = -0.1; assertEqual(ctx.globalAlpha, a);
  ctx.globalAlpha = 0; assertEqual(ctx.globalAlpha, 0);
  ctx.globalAlpha = 1; assertEqual(ctx.globalAlpha, 1);
});
wpt('2d.composite.globalAlpha.invalid', (ctx) => {
  ctx.globalAlpha = 0.5; const a = ctx.globalAlpha;
  for (const bad of [Infinity, -Infinity, NaN]) { ctx.globalAlpha = bad; assertEqual(ctx.globalAlpha, a, String(bad)); }
});
wpt('2d.composite.globalAlpha.default', (ctx) => assertEqual(ctx.globalAlpha, 1));
wpt('2d.composite.globalAlpha.fill', (ctx) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.globalAlpha = 0.01; ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, [2, 253, 0, 255], 2);
});
const redCanvas = (colour) => { const c = new OffscreenCanvas(100, 50), g = c.getContext('2d'); g.fillStyle = colour; g.fillRect(0, 0, 100, 50); return c; };
wpt('2d.composite.globalAlpha.canvas', (ctx) => {
  const other = redCanvas('#f00');
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.globalAlpha = 0.01; ctx.drawImage(other, 0, 0);
  assertPixel(ctx, 50, 25, [2, 253, 0, 255], 2);
});
wpt('2d.composite.globalAlpha.canvascopy', (ctx) => {
  const other = redCanvas('#0f0');
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.globalCompositeOperation = 'copy'; ctx.globalAlpha = 0.51; ctx.drawImage(other, 0, 0);
  assertPixel(ctx, 50, 25, [0, 255, 0, 130], 2);
});

// Porter-Duff: the result is source × FA + destination × FB on premultiplied colours, with FA
// and FB functions of the source alpha aS and destination alpha aD.
const operators = {
  'source-over': (aS, aD) => [1, 1 - aS], 'destination-over': (aS, aD) => [1 - aD, 1],
  'source-in': (aS, aD) => [aD, 0], 'destination-in': (aS, aD) => [0, aS],
  'source-out': (aS, aD) => [1 - aD, 0], 'destination-out': (aS, aD) => [0, 1 - aS],
  'source-atop': (aS, aD) => [aD, 1 - aS], 'destination-atop': (aS, aD) => [1 - aD, aS],
  'xor': (aS, aD) => [1 - aD, 1 - aS], 'copy': (aS, aD) => [1, 0], 'lighter': (aS, aD) => [1, 1],
};
const composite = (op, source, destination) => {
  const [, , , aS] = source, [, , , aD] = destination, [fa, fb] = operators[op](aS, aD);
  const alpha = Math.min(1, aS * fa + aD * fb);
  const channel = (i) => Math.min(255, source[i] * aS * fa + destination[i] * aD * fb);
  const rgb = alpha ? [0, 1, 2].map(i => channel(i) / alpha) : [0, 0, 0];
  return [...rgb.map(Math.round), Math.round(alpha * 255)];
};
const css = ([r, g, b, a]) => `rgba(${r}, ${g}, ${b}, ${a})`;
for (const [variant, source, destination] of [['solid', [255, 255, 0, 1], [0, 255, 255, 1]], ['transparent', [0, 0, 255, 0.75], [0, 255, 0, 0.5]]]) {
  for (const op of Object.keys(operators)) {
    wpt(`2d.composite.${variant}.${op}`, (ctx) => {
      ctx.fillStyle = css(destination); ctx.fillRect(0, 0, 100, 50);
      ctx.globalCompositeOperation = op;
      ctx.fillStyle = css(source); ctx.fillRect(0, 0, 100, 50);
      assertPixel(ctx, 50, 25, composite(op, source, destination), 5);
    });
  }
}
for (const op of Object.keys(operators)) {
  wpt(`2d.composite.canvas.${op}`, (ctx) => {
    const source = [255, 255, 0, 0.75], destination = [0, 255, 255, 0.5];
    const other = redCanvas(css(source));
    ctx.fillStyle = css(destination); ctx.fillRect(0, 0, 100, 50);
    ctx.globalCompositeOperation = op; ctx.drawImage(other, 0, 0);
    assertPixel(ctx, 50, 25, composite(op, source, destination), 5);
  });
  wpt(`2d.composite.clip.${op}`, (ctx) => {
    ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
    ctx.globalCompositeOperation = op; ctx.rect(-20, -20, 10, 10); ctx.clip();
    ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 50, 50);
    assertPixel(ctx, 25, 25, [0, 255, 0, 255], 0); assertPixel(ctx, 75, 25, [0, 255, 0, 255], 0);
  });
}
// The operators that change pixels the source does not cover: there the source is transparent.
for (const op of ['source-in', 'destination-in', 'source-out', 'destination-atop', 'copy']) {
  wpt(`2d.composite.uncovered.fill.${op}`, (ctx) => {
    const destination = [0, 255, 0, 0.5];
    ctx.fillStyle = css(destination); ctx.fillRect(0, 0, 100, 50);
    ctx.globalCompositeOperation = op; ctx.fillStyle = 'rgba(0, 0, 255, 0.75)';
    ctx.translate(0, 25); ctx.fillRect(0, 50, 100, 50);
    assertPixel(ctx, 50, 25, composite(op, [0, 0, 0, 0], destination), 5);
  });
}

wpt('2d.composite.operation.get', (ctx) => {
  for (const mode of ['source-atop', 'source-in', 'source-out', 'source-over', 'destination-atop', 'destination-in',
                      'destination-out', 'destination-over', 'lighter', 'copy', 'xor']) {
    ctx.globalCompositeOperation = mode; assertEqual(ctx.globalCompositeOperation, mode);
  }
});
for (const [name, value, expected] of [['unrecognised', 'nonexistent', 'xor'], ['darker', 'darker', 'xor'], ['over', 'over', 'xor'],
                                        ['clear', 'clear', 'clear'], ['highlight', 'highlight', 'xor'], ['nullsuffix', 'source-over\0', 'xor'],
                                        ['casesensitive', 'Source-over', 'xor']]) {
  wpt(`2d.composite.operation.${name}`, (ctx) => {
    ctx.globalCompositeOperation = 'xor'; ctx.globalCompositeOperation = value;
    assertEqual(ctx.globalCompositeOperation, expected);
  });
}
wpt('2d.composite.operation.default', (ctx) => assertEqual(ctx.globalCompositeOperation, 'source-over'));
