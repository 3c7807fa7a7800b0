// Pixel reads (HTML §4.12.5.1.16): createImageData and getImageData sizes, the Web IDL range
// rules of their arguments, transparent black outside the canvas, non-premultiplied values in
// row order, and the Uint8ClampedArray conversions. Ported from the web-platform-tests
// 2d.imageData.create*, 2d.imageData.get.* and 2d.imageData.object.* cases (putImageData, which
// writes pixels, comes with the drawing model).

const nonfinite = [Infinity, -Infinity, NaN];
const big = { valueOf() { return Infinity; } }, small = { valueOf() { return -Infinity; } };
const eachNonfinite = (base, call) => {
  base.forEach((_, i) => { for (const bad of [...nonfinite, big, small]) { const a = base.slice(); a[i] = bad; assertThrows('TypeError', () => call(a), `argument ${i} = ${bad}`); } });
};

wpt('2d.imageData.create2.large', (ctx) => {
  const d = ctx.createImageData(1000, 2000);
  assertEqual(d.data.length, d.width * d.height * 4);
  if (!(d.width < d.height && d.width > 0)) fail(`${d.width} x ${d.height}`);
  for (let i = 0; i < d.data.length; i += 7813) if (d.data[i] !== 0) fail(`byte ${i} is ${d.data[i]}`);
});
wpt('2d.imageData.create2.negative', (ctx) => {
  const lengths = [[10, 20], [-10, 20], [10, -20], [-10, -20]].map(([w, h]) => ctx.createImageData(w, h).data.length);
  assertEqual(new Set(lengths).size, 1, lengths.join());
});
wpt('2d.imageData.create2.zero', (ctx) => {
  for (const [w, h] of [[10, 0], [0, 10], [0, 0], [0.99, 10], [10, 0.1]]) assertThrows('IndexSizeError', () => ctx.createImageData(w, h), `${w} x ${h}`);
});
wpt('2d.imageData.create2.nonfinite', (ctx) => eachNonfinite([10, 10], (a) => ctx.createImageData(...a)));
wpt('2d.imageData.create1.zero', (ctx) => assertThrows('TypeError', () => ctx.createImageData(null)));
wpt('2d.imageData.create2.double', (ctx) => {
  const a = ctx.createImageData(10.01, 10.99), b = ctx.createImageData(-10.01, -10.99);
  assertEqual([a.width, a.height, b.width, b.height].join(), '10,10,10,10');
});
wpt('2d.imageData.get.basic', (ctx) => { if (ctx.getImageData(0, 0, 100, 50) === null) fail('null'); });
wpt('2d.imageData.get.type', (ctx) => {
  ImageData.prototype.isImageDataHere = true; Uint8ClampedArray.prototype.isClampedHere = true;
  const d = ctx.getImageData(0, 0, 1, 1);
  if (!d.isImageDataHere || !d.data.isClampedHere) fail('not an ImageData of a Uint8ClampedArray');
});
wpt('2d.imageData.get.zero', (ctx) => {
  for (const [w, h] of [[10, 0], [0, 10], [0, 0], [0.1, 10], [10, 0.99], [-0.1, 10], [10, -0.99]]) {
    assertThrows('IndexSizeError', () => ctx.getImageData(1, 1, w, h), `${w} x ${h}`);
  }
});
wpt('2d.imageData.get.nonfinite', (ctx) => eachNonfinite([10, 10, 10, 10], (a) => ctx.getImageData(...a)));
const px = (d, i) => Array.from(d.data.slice(4 * i, 4 * i + 4)).join();
wpt('2d.imageData.get.source.outside', (ctx) => {
  ctx.fillStyle = '#08f'; ctx.fillRect(0, 0, 100, 50);
  for (const [x, y] of [[-10, 5], [10, -5], [200, 5], [10, 60], [100, 10]]) assertEqual(px(ctx.getImageData(x, y, 1, 1), 0), '0,0,0,0', `(${x}, ${y})`);
  assertEqual(px(ctx.getImageData(0, 10, 1, 1), 0), '0,136,255,255');
  const strip = ctx.getImageData(-10, 10, 20, 20);
  assertEqual([0, 9, 10, 19, 20].map(i => px(strip, i)).join(' '), '0,0,0,0 0,0,0,0 0,136,255,255 0,136,255,255 0,0,0,0');
});
wpt('2d.imageData.get.source.negative', (ctx) => {
  ctx.fillStyle = '#000'; ctx.fillRect(0, 0, 100, 50); ctx.fillStyle = '#fff'; ctx.fillRect(20, 10, 60, 10);
  const d = ctx.getImageData(85, 25, -10, -10);
  assertEqual(px(d, 0), '255,255,255,255'); assertEqual(px(d, d.width * d.height - 1), '0,0,0,255');
  assertEqual(px(ctx.getImageData(0, 0, -1, -1), 0), '0,0,0,0');
});
wpt('2d.imageData.get.source.size', (ctx) => {
  const a = ctx.getImageData(0, 0, 10, 10), b = ctx.getImageData(0, 0, 20, 20);
  if (!(b.width > a.width && b.height > a.height)) fail('not bigger');
});
wpt('2d.imageData.get.double', (ctx) => {
  const a = ctx.getImageData(0, 0, 10.01, 10.99), b = ctx.getImageData(0, 0, -10.01, -10.99);
  assertEqual([a.width, a.height, b.width, b.height].join(), '10,10,10,10');
});
wpt('2d.imageData.get.nonpremul', (ctx) => {
  ctx.fillStyle = 'rgba(255, 255, 255, 0.5)'; ctx.fillRect(0, 0, 100, 50);
  const [r, g, b, a] = ctx.getImageData(10, 10, 10, 10).data;
  if (!(r > 200 && g > 200 && b > 200 && a > 100 && a < 200)) fail(`${[r, g, b, a]}`);
});
wpt('2d.imageData.get.range', (ctx) => {
  ctx.fillStyle = '#000'; ctx.fillRect(0, 0, 100, 50); ctx.fillStyle = '#fff'; ctx.fillRect(20, 10, 60, 10);
  assertEqual(ctx.getImageData(10, 5, 1, 1).data[0], 0); assertEqual(ctx.getImageData(30, 15, 1, 1).data[0], 255);
});
wpt('2d.imageData.get.clamp', (ctx) => {
  ctx.fillStyle = 'rgb(-100, -200, -300)'; ctx.fillRect(0, 0, 100, 50);
  ctx.fillStyle = 'rgb(256, 300, 400)'; ctx.fillRect(20, 10, 60, 10);
  assertEqual(px(ctx.getImageData(10, 5, 1, 1), 0), '0,0,0,255'); assertEqual(px(ctx.getImageData(30, 15, 1, 1), 0), '255,255,255,255');
});
wpt('2d.imageData.get.length', (ctx) => { const d = ctx.getImageData(0, 0, 10, 10); assertEqual(d.data.length, d.width * d.height * 4); });
wpt('2d.imageData.get.order.cols', (ctx) => {
  ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, 100, 50); ctx.fillStyle = '#000'; ctx.fillRect(0, 0, 2, 50);
  const d = ctx.getImageData(0, 0, 10, 10);
  assertEqual(d.data[0], 0); assertEqual(d.data[Math.round(d.width / 2 * 4)], 255); assertEqual(d.data[Math.round(d.height / 2 * d.width * 4)], 0);
});
wpt('2d.imageData.get.order.rows', (ctx) => {
  ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, 100, 50); ctx.fillStyle = '#000'; ctx.fillRect(0, 0, 100, 2);
  const d = ctx.getImageData(0, 0, 10, 10);
  assertEqual(d.data[0], 0); assertEqual(d.data[Math.floor(d.width / 2 * 4)], 0); assertEqual(d.data[d.height / 2 * d.width * 4], 255);
});
wpt('2d.imageData.get.order.rgb', (ctx) => {
  ctx.fillStyle = '#48c'; ctx.fillRect(0, 0, 100, 50);
  const d = ctx.getImageData(0, 0, 10, 10);
  assertEqual([px(d, 0), px(d, 1)].join(' '), '68,136,204,255 68,136,204,255');
});
wpt('2d.imageData.get.order.alpha', (ctx) => {
  ctx.fillStyle = 'rgba(0, 0, 0, 0.5)'; ctx.fillRect(0, 0, 100, 50);
  const a = ctx.getImageData(0, 0, 10, 10).data[3]; if (!(a > 100 && a < 200)) fail(`alpha ${a}`);
});
wpt('2d.imageData.get.large.crash', (ctx) => assertThrows('TypeError', () => ctx.getImageData(10, 0xffffffff, 2147483647, 10)));
wpt('2d.imageData.get.rounding', (ctx) => {
  for (const [sx, sy, sw, sh] of [[0, 0, 20, 10], [0.1, 0.2, 20, 10], [0.9, 0.8, 20, 10], [0, 0, 20.9, 10.9], [0, 0, 20.1, 10.1],
                                  [-1, -1, 20, 10], [-1.1, 0, 20, 10], [-1.9, 0, 20, 10]]) {
    const d = ctx.getImageData(sx, sy, sw, sh); assertEqual(`${d.width}x${d.height}`, '20x10', `${[sx, sy, sw, sh]}`);
  }
});
wpt('2d.imageData.get.invalid', (ctx) => {
  const d = ctx.getImageData(0, 0, 2, 2);
  const cases = [[NaN, 0], [true, 1], [false, 0], ['"garbage"', 0], ['-1', 0], ['0', 0], ['1', 1], ['2', 2], [Infinity, 255], [-Infinity, 0],
                 [-5, 0], [-0.5, 0], [0, 0], [0.5, 0], [5, 5], [5.4, 5], [255, 255], [256, 255], [null, 0], [undefined, 0]];
  for (const [value, stored] of cases) { d.data[0] = value; assertEqual(d.data[0], stored, String(value)); }
  d.data.foo = 'garbage'; assertEqual(d.data.foo, 'garbage');
  d.data[-1] = 'garbage'; assertEqual(d.data[-1], undefined);
  d.data[17] = 'garbage'; assertEqual(d.data[17], undefined);
});
wpt('2d.imageData.object.properties', (ctx) => {
  const d = ctx.getImageData(0, 0, 10, 10);
  assertEqual([typeof d.width, typeof d.height, typeof d.data].join(), 'number,number,object');
});
