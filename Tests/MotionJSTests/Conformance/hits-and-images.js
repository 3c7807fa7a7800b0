// Hit tests (HTML §4.12.5.1.13: isPointInPath, isPointInStroke) and drawImage in its three forms
// (§4.12.5.1.14). Ported from the web-platform-tests 2d.path.isPointIn* and 2d.drawImage.* cases;
// the images are SVG files of the originals' solid 100 × 50 PNGs (green.svg, red.svg), as bitmap
// images come with the drawing model.

const inside = (ctx, cases) => { for (const [x, y, expected] of cases) assertEqual(ctx.isPointInPath(x, y), expected, `(${x}, ${y})`); };
wpt('2d.path.isPointInPath.basic.1', (ctx) => { ctx.rect(0, 0, 20, 20); inside(ctx, [[10, 10, true], [30, 10, false]]); });
wpt('2d.path.isPointInPath.basic.2', (ctx) => { ctx.rect(20, 0, 20, 20); inside(ctx, [[10, 10, false], [30, 10, true]]); });
wpt('2d.path.isPointInPath.edge', (ctx) => {
  ctx.rect(0, 0, 20, 20);
  inside(ctx, [[0, 0, true], [10, 0, true], [20, 0, true], [20, 10, true], [20, 20, true], [10, 20, true], [0, 20, true], [0, 10, true],
               [10, -0.01, false], [10, 20.01, false], [-0.01, 10, false], [20.01, 10, false]]);
});
wpt('2d.path.isPointInPath.empty', (ctx) => inside(ctx, [[0, 0, false]]));
wpt('2d.path.isPointInPath.subpath', (ctx) => {
  ctx.rect(0, 0, 20, 20); ctx.beginPath(); ctx.rect(20, 0, 20, 20); ctx.closePath(); ctx.rect(40, 0, 20, 20);
  inside(ctx, [[10, 10, false], [30, 10, true], [50, 10, true]]);
});
wpt('2d.path.isPointInPath.outside', (ctx) => {
  ctx.rect(0, -100, 20, 20); ctx.rect(20, -10, 20, 20);
  inside(ctx, [[10, -110, false], [10, -90, true], [10, -70, false], [30, -20, false], [30, 0, true], [30, 20, false]]);
});
wpt('2d.path.isPointInPath.unclosed', (ctx) => {
  ctx.moveTo(0, 0); ctx.lineTo(20, 0); ctx.lineTo(20, 20); ctx.lineTo(0, 20); inside(ctx, [[10, 10, true], [30, 10, false]]);
});
const ring = [[50, 10, false], [30, 20, false], [70, 20, false], [30, 30, false], [70, 30, false], [50, 40, false]];
wpt('2d.path.isPointInPath.arc', (ctx) => { ctx.arc(50, 25, 10, 0, Math.PI, false); inside(ctx, [...ring, [50, 20, false], [50, 30, true]]); });
wpt('2d.path.isPointInPath.bigarc', (ctx) => { ctx.arc(50, 25, 10, 0, 7, false); inside(ctx, [...ring, [50, 20, true], [50, 30, true]]); });
wpt('2d.path.isPointInPath.bezier', (ctx) => {
  ctx.moveTo(25, 25); ctx.bezierCurveTo(50, -50, 50, 100, 75, 25);
  const truths = { '30,20': true, '40,20': true, '45,20': true, '55,30': true, '60,30': true, '70,30': true };
  for (const x of [25, 30, 40, 45, 55, 60, 70, 75]) for (const y of [20, 30]) inside(ctx, [[x, y, !!truths[`${x},${y}`]]]);
  inside(ctx, [[40, 2, false], [40, 47, false], [60, 2, false], [60, 47, false]]);
});
wpt('2d.path.isPointInPath.winding', (ctx) => {
  for (const [x, y] of [[0, 0], [50, 0], [50, 50], [0, 50], [0, 0], [10, 10], [10, 40], [40, 40], [40, 10], [10, 10]]) ctx.lineTo(x, y);
  for (const x of [5, 25, 45]) for (const y of [5, 25, 45]) inside(ctx, [[x, y, !(x === 25 && y === 25)]]);
});
const shifted = [[-40, 10, false], [10, 10, false], [49, 10, false], [51, 10, true], [69, 10, true], [71, 10, false]];
wpt('2d.path.isPointInPath.transform.1', (ctx) => { ctx.translate(50, 0); ctx.rect(0, 0, 20, 20); inside(ctx, shifted); });
wpt('2d.path.isPointInPath.transform.2', (ctx) => { ctx.rect(50, 0, 20, 20); ctx.translate(50, 0); inside(ctx, shifted); });
wpt('2d.path.isPointInPath.transform.3', (ctx) => { ctx.scale(-1, 1); ctx.rect(-70, 0, 20, 20); inside(ctx, shifted); });
wpt('2d.path.isPointInPath.transform.4', (ctx) => {
  ctx.translate(50, 0); ctx.rect(50, 0, 20, 20); ctx.translate(0, 50); inside(ctx, [[60, 10, false], [110, 10, true], [110, 60, false]]);
});
wpt('2d.path.isPointInPath.nonfinite', (ctx) => {
  ctx.rect(-100, -50, 200, 100);
  inside(ctx, [[Infinity, 0, false], [-Infinity, 0, false], [NaN, 0, false], [0, Infinity, false], [0, -Infinity, false], [0, NaN, false], [NaN, NaN, false]]);
});
wpt('2d.path.isPointInStroke.scaleddashes', (ctx) => {
  const k = 20;
  ctx.setLineDash([10, 21.4159]); ctx.scale(k, k); ctx.ellipse(6, 10, 5, 5, 0, 2 * Math.PI, false); ctx.stroke();
  for (const [x, y, expected] of [[11, 10, true], [8.70, 14.21, true], [4.10, 14.63, true], [3.74, 14.46, false]]) {
    assertEqual(ctx.isPointInStroke(x * k, y * k), expected, `(${x}, ${y})`);
  }
});

const load = (src) => { const image = new Image(); image.src = src; return image; };
const greenEverywhere = (ctx) => { for (const [x, y] of [[0, 0], [99, 0], [0, 49], [99, 49]]) assertPixel(ctx, x, y, [0, 255, 0, 255], 2); };
wpt('2d.drawImage.3arg', (ctx) => {
  const green = load('green.svg'), red = load('red.svg');
  ctx.drawImage(green, 0, 0);
  for (const [x, y] of [[-100, 0], [100, 0], [0, -50], [0, 50]]) ctx.drawImage(red, x, y);
  greenEverywhere(ctx);
});
wpt('2d.drawImage.5arg', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.drawImage(load('green.svg'), 50, 0, 50, 50); ctx.drawImage(load('red.svg'), 0, 0, 50, 50);
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 50, 50);
  greenEverywhere(ctx);
});
wpt('2d.drawImage.9arg.basic', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50); ctx.drawImage(load('green.svg'), 0, 0, 100, 50, 0, 0, 100, 50); greenEverywhere(ctx);
});
wpt('2d.drawImage.9arg.destpos', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.drawImage(load('green.svg'), 0, 0, 100, 50, 0, 0, 100, 50);
  for (const [x, y] of [[-100, 0], [100, 0], [0, -50], [0, 50]]) ctx.drawImage(load('red.svg'), 0, 0, 100, 50, x, y, 100, 50);
  greenEverywhere(ctx);
});
wpt('2d.drawImage.9arg.destsize', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.drawImage(load('green.svg'), 1, 1, 1, 1, 0, 0, 100, 50);
  for (const [x, y, w, h] of [[-50, 0, 50, 50], [100, 0, 50, 50], [0, -25, 100, 25], [0, 50, 100, 25]]) ctx.drawImage(load('red.svg'), 0, 0, 100, 50, x, y, w, h);
  greenEverywhere(ctx);
});
wpt('2d.drawImage.canvas', (ctx) => {
  const other = new OffscreenCanvas(100, 50), g = other.getContext('2d');
  g.fillStyle = '#0f0'; g.fillRect(0, 0, 100, 50);
  ctx.fillStyle = '#f00'; ctx.drawImage(other, 0, 0);
  greenEverywhere(ctx);
});
wpt('2d.drawImage.self.1', (ctx, canvas) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 50, 50); ctx.fillStyle = '#f00'; ctx.fillRect(50, 0, 50, 50);
  ctx.drawImage(canvas, 50, 0); greenEverywhere(ctx);
});
wpt('2d.drawImage.self.2', (ctx, canvas) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 1, 100, 49); ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 1);
  ctx.drawImage(canvas, 0, 1); ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 2); greenEverywhere(ctx);
});
wpt('2d.drawImage.null', (ctx) => { assertThrows('TypeError', () => ctx.drawImage(null, 0, 0)); });
wpt('2d.drawImage.wrongtype', (ctx) => {
  for (const bad of [undefined, 0, '']) assertThrows('TypeError', () => ctx.drawImage(bad, 0, 0), String(bad));
});
wpt('2d.drawImage.floatsource', (ctx) => {
  ctx.drawImage(load('green.svg'), 10.1, 10.1, 0.1, 0.1, 0, 0, 100, 50); assertPixel(ctx, 50, 25, [0, 255, 0, 255], 2);
});
wpt('2d.drawImage.zerosource', (ctx) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  for (const [w, h] of [[0, 1], [1, 0], [0, 0]]) ctx.drawImage(load('red.svg'), 10, 10, w, h, 0, 0, 100, 50);
  assertPixel(ctx, 50, 25, [0, 255, 0, 255], 2);
});
