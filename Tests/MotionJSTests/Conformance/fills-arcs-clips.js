// Arcs, rect() subpaths, the non-zero fill rule, strokes as one union, transforms applied while a
// path is built, and clipping (HTML §4.12.5.1.11–13). Ported from the web-platform-tests
// 2d.path.arc.*, 2d.path.rect.*, 2d.path.fill.*, 2d.path.stroke.*, 2d.path.transformation.* and
// 2d.path.clip.* cases.

const OK = [0, 255, 0, 255];
const paint = (ctx, colour) => { ctx.fillStyle = colour; ctx.fillRect(0, 0, 100, 50); };
const expect = (ctx, points) => { for (const [x, y] of points) assertPixel(ctx, x, y, OK, 0); };
const grid = [[0, 0], [50, 0], [99, 0], [0, 25], [50, 25], [99, 25], [0, 49], [50, 49], [99, 49]];
const corners = [[50, 25], [1, 1], [98, 1], [1, 48], [98, 48]];
// Draws a wide stroke of `build` in green over red (`covers`) or in red over green (`!covers`).
const wide = (ctx, covers, width, build, extra = () => {}) => {
  paint(ctx, covers ? '#f00' : '#0f0'); ctx.strokeStyle = covers ? '#0f0' : '#f00'; ctx.lineWidth = width; extra();
  ctx.beginPath(); build(); ctx.stroke();
};

for (const [name, anticlockwise] of [['zero.1', true], ['zero.2', false]]) {
  wpt(`2d.path.arc.${name}`, (ctx) => { wide(ctx, false, 100, () => ctx.arc(50, 25, 50, 0, 0, anticlockwise)); expect(ctx, [[50, 20]]); });
}
for (const [n, end, anticlockwise, covers] of [[1, 2 * Math.PI - 1e-4, true, false], [2, 2 * Math.PI - 1e-4, false, true],
                                               [3, 2 * Math.PI + 1e-4, true, true], [4, 2 * Math.PI + 1e-4, false, true]]) {
  wpt(`2d.path.arc.twopie.${n}`, (ctx) => { wide(ctx, covers, 100, () => ctx.arc(50, 25, 50, 0, end, anticlockwise)); expect(ctx, [[50, 20]]); });
}
wpt('2d.path.arc.shape.1', (ctx) => { wide(ctx, false, 50, () => ctx.arc(50, 50, 50, 0, Math.PI, false)); expect(ctx, [...corners, [20, 48]]); });
wpt('2d.path.arc.shape.2', (ctx) => { wide(ctx, true, 100, () => ctx.arc(50, 50, 50, 0, Math.PI, true)); expect(ctx, [...corners, [20, 48]]); });
wpt('2d.path.arc.shape.3', (ctx) => { wide(ctx, false, 100, () => ctx.arc(0, 50, 50, 0, -Math.PI / 2, false)); expect(ctx, corners); });
wpt('2d.path.arc.shape.4', (ctx) => { wide(ctx, true, 150, () => ctx.arc(-50, 50, 100, 0, -Math.PI / 2, true)); expect(ctx, corners); });
wpt('2d.path.arc.shape.5', (ctx) => { wide(ctx, false, 200, () => ctx.arc(300, 0, 100, 0, 5 * Math.PI, false)); expect(ctx, corners); });
wpt('2d.path.arc.selfintersect.1', (ctx) => {
  paint(ctx, '#0f0'); ctx.lineWidth = 200; ctx.strokeStyle = '#f00';
  ctx.beginPath(); ctx.arc(100, 50, 25, 0, -Math.PI / 2, true); ctx.stroke();
  ctx.beginPath(); ctx.arc(0, 0, 25, 0, -Math.PI / 2, true); ctx.stroke();
  expect(ctx, [[1, 1], [50, 25]]);
});
wpt('2d.path.arc.selfintersect.2', (ctx) => {
  paint(ctx, '#f00'); ctx.lineWidth = 180; ctx.strokeStyle = '#0f0';
  ctx.beginPath(); ctx.arc(-50, 50, 25, 0, -Math.PI / 2, true); ctx.stroke();
  ctx.beginPath(); ctx.arc(100, 0, 25, 0, -Math.PI / 2, true); ctx.stroke();
  expect(ctx, [[50, 25], [90, 10], [97, 1], [97, 2], [97, 3], [2, 48]]);
});
wpt('2d.path.arc.negative', (ctx) => {
  assertThrows('IndexSizeError', () => ctx.arc(0, 0, -1, 0, 0, true));
  assertThrows('IndexSizeError', () => new Path2D().arc(10, 10, -5, 0, 1, false));
});
wpt('2d.path.arc.zeroradius', (ctx) => { wide(ctx, true, 50, () => { ctx.moveTo(0, 25); ctx.arc(200, 25, 0, 0, Math.PI, true); }); expect(ctx, [[50, 25]]); });
wpt('2d.path.arc.scale.1', (ctx) => {
  paint(ctx, '#f00'); ctx.scale(2, 0.5);
  ctx.fillStyle = '#0f0'; ctx.beginPath(); ctx.arc(25, 50, 56, 0, 2 * Math.PI, false); ctx.fill();
  ctx.fillStyle = '#f00'; ctx.beginPath();
  for (const [x, y] of [[-25, 50], [75, 50], [25, -25], [25, 125]]) { ctx.moveTo(x, y); ctx.arc(x, y, 24, 0, 2 * Math.PI, false); }
  ctx.fill();
  expect(ctx, grid);
});
wpt('2d.path.arc.scale.2', (ctx) => {
  paint(ctx, '#f00'); ctx.scale(100, 100); ctx.strokeStyle = '#0f0'; ctx.lineWidth = 1.2;
  ctx.beginPath(); ctx.arc(0, 0, 0.6, 0, Math.PI / 2, false); ctx.stroke();
  expect(ctx, [[1, 1], [50, 1], [98, 1], [1, 25], [50, 25], [98, 25], [1, 48], [50, 48], [98, 48]]);
});
wpt('2d.path.arc.nonfinite', (ctx) => {
  paint(ctx, '#f00'); ctx.moveTo(0, 0); ctx.lineTo(100, 0);
  const base = [0, 0, 50, 0, 2 * Math.PI];
  base.forEach((_, i) => { for (const bad of [Infinity, -Infinity, NaN]) { const a = base.slice(); a[i] = bad; ctx.arc(...a, true); } });
  ctx.lineTo(100, 50); ctx.lineTo(0, 50); ctx.fillStyle = '#0f0'; ctx.fill();
  expect(ctx, [[50, 25], [90, 45]]);
});

wpt('2d.path.rect.basic', (ctx) => { paint(ctx, '#f00'); ctx.fillStyle = '#0f0'; ctx.rect(0, 0, 100, 50); ctx.fill(); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.newsubpath', (ctx) => { wide(ctx, false, 50, () => { ctx.moveTo(-100, 25); ctx.lineTo(-50, 25); ctx.rect(200, 25, 1, 1); }); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.closed', (ctx) => { wide(ctx, true, 200, () => ctx.rect(100, 50, 100, 100), () => { ctx.lineJoin = 'miter'; }); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.end.1', (ctx) => { wide(ctx, true, 100, () => { ctx.rect(200, 100, 400, 1000); ctx.lineTo(-2000, -1000); }); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.end.2', (ctx) => {
  wide(ctx, true, 450, () => { ctx.rect(150, 150, 2000, 2000); ctx.lineTo(160, 160); }, () => { ctx.lineCap = 'round'; ctx.lineJoin = 'bevel'; });
  expect(ctx, [[1, 1], [98, 1], [1, 48], [98, 48]]);
});
wpt('2d.path.rect.zero.1', (ctx) => { wide(ctx, true, 100, () => ctx.rect(0, 50, 100, 0)); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.zero.2', (ctx) => { wide(ctx, true, 100, () => ctx.rect(50, -100, 0, 250)); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.zero.3', (ctx) => { wide(ctx, false, 100, () => ctx.rect(50, 25, 0, 0)); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.zero.4', (ctx) => { wide(ctx, true, 50, () => { ctx.rect(100, 25, 0, 0); ctx.lineTo(0, 25); }); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.zero.5', (ctx) => { wide(ctx, false, 50, () => { ctx.moveTo(0, 0); ctx.rect(100, 25, 0, 0); }); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.zero.6', (ctx) => {
  wide(ctx, false, 200, () => ctx.rect(100, 25, 1000, 0), () => { ctx.lineJoin = 'miter'; ctx.miterLimit = 1.5; }); expect(ctx, [[50, 25]]);
});
wpt('2d.path.rect.negative', (ctx) => {
  paint(ctx, '#f00'); ctx.beginPath(); ctx.fillStyle = '#0f0';
  ctx.rect(0, 0, 50, 25); ctx.rect(100, 0, -50, 25); ctx.rect(0, 50, 50, -25); ctx.rect(100, 50, -50, -25); ctx.fill();
  expect(ctx, [[25, 12], [75, 12], [25, 37], [75, 37]]);
});
wpt('2d.path.rect.winding', (ctx) => {
  paint(ctx, '#0f0'); ctx.beginPath(); ctx.fillStyle = '#f00';
  ctx.rect(0, 0, 50, 50); ctx.rect(100, 50, -50, -50); ctx.rect(0, 25, 100, -25); ctx.rect(100, 25, -100, 25); ctx.fill();
  expect(ctx, [[25, 12], [75, 12], [25, 37], [75, 37]]);
});
wpt('2d.path.rect.selfintersect', (ctx) => { wide(ctx, true, 90, () => ctx.rect(45, 20, 10, 10)); expect(ctx, [[50, 25]]); });
wpt('2d.path.rect.nonfinite', (ctx) => {
  ctx.moveTo(0, 0); ctx.lineTo(100, 0);
  const base = [0, 50, 1, 1];
  base.forEach((_, i) => { for (const bad of [Infinity, -Infinity, NaN]) { const a = base.slice(); a[i] = bad; ctx.rect(...a); } });
  ctx.lineTo(100, 50); ctx.lineTo(0, 50); ctx.fillStyle = '#0f0'; ctx.fill();
  expect(ctx, [[50, 25], [90, 45]]);
});

wpt('2d.path.fill.overlap', (ctx) => {
  paint(ctx, '#000'); ctx.fillStyle = 'rgba(0, 255, 0, 0.5)';
  ctx.rect(0, 0, 100, 50); ctx.closePath(); ctx.rect(10, 10, 80, 30); ctx.fill();
  assertPixel(ctx, 50, 25, [0, 127, 0, 255], 1);
});
// An outer square around the canvas and the canvas's own square, joined or not, the same way
// round or the other: the winding numbers add up or cancel.
const square = (ctx, d, reverse) => {
  const pts = [[-d, -d], [100 + d, -d], [100 + d, 50 + d], [-d, 50 + d], [-d, -d]];
  for (const [x, y] of reverse ? pts.slice().reverse() : pts) ctx.lineTo(x, y);
};
wpt('2d.path.fill.winding.add', (ctx) => {
  paint(ctx, '#f00'); ctx.fillStyle = '#0f0'; ctx.moveTo(-10, -10); square(ctx, 10, false);
  for (const [x, y] of [[0, 0], [100, 0], [100, 50], [0, 50]]) ctx.lineTo(x, y);
  ctx.fill(); expect(ctx, [[50, 25]]);
});
wpt('2d.path.fill.winding.subtract.1', (ctx) => {
  paint(ctx, '#0f0'); ctx.fillStyle = '#f00'; ctx.moveTo(-10, -10); square(ctx, 10, false);
  for (const [x, y] of [[0, 0], [0, 50], [100, 50], [100, 0]]) ctx.lineTo(x, y);
  ctx.fill(); expect(ctx, [[50, 25]]);
});
wpt('2d.path.fill.winding.subtract.2', (ctx) => {
  paint(ctx, '#0f0'); ctx.fillStyle = '#f00';
  ctx.moveTo(-10, -10); ctx.lineTo(110, -10); ctx.lineTo(110, 60); ctx.lineTo(-10, 60);
  ctx.moveTo(0, 0); ctx.lineTo(0, 50); ctx.lineTo(100, 50); ctx.lineTo(100, 0);
  ctx.fill(); expect(ctx, [[50, 25]]);
});
wpt('2d.path.fill.winding.subtract.3', (ctx) => {
  paint(ctx, '#f00'); ctx.fillStyle = '#0f0'; ctx.moveTo(-10, -10); square(ctx, 10, false); square(ctx, 20, false);
  for (const [x, y] of [[0, 0], [0, 50], [100, 50], [100, 0]]) ctx.lineTo(x, y);
  ctx.fill(); expect(ctx, [[50, 25]]);
});
wpt('2d.path.fill.closed.basic', (ctx) => {
  paint(ctx, '#f00'); ctx.fillStyle = '#0f0'; ctx.moveTo(0, 0); ctx.lineTo(100, 0); ctx.lineTo(100, 50); ctx.lineTo(0, 50); ctx.fill();
  expect(ctx, [[50, 25]]);
});
wpt('2d.path.fill.closed.unaffected', (ctx) => {
  paint(ctx, '#00f'); ctx.moveTo(0, 0); ctx.lineTo(100, 0); ctx.lineTo(100, 50);
  ctx.fillStyle = '#f00'; ctx.fill(); ctx.lineTo(0, 50); ctx.fillStyle = '#0f0'; ctx.fill();
  expect(ctx, [[90, 10], [10, 40]]);
});
wpt('2d.path.stroke.overlap', (ctx) => {
  paint(ctx, '#000'); ctx.strokeStyle = 'rgba(0, 255, 0, 0.5)'; ctx.lineWidth = 50;
  ctx.moveTo(0, 20); ctx.lineTo(100, 20); ctx.moveTo(0, 30); ctx.lineTo(100, 30); ctx.stroke();
  assertPixel(ctx, 50, 25, [0, 127, 0, 255], 1);
});
wpt('2d.path.stroke.union', (ctx) => {
  wide(ctx, true, 40, () => { ctx.moveTo(0, 10); ctx.lineTo(100, 10); ctx.moveTo(100, 40); ctx.lineTo(0, 40); }); expect(ctx, [[50, 25]]);
});
wpt('2d.path.stroke.unaffected', (ctx) => {
  paint(ctx, '#f00'); ctx.lineWidth = 50;
  ctx.moveTo(-100, 25); ctx.lineTo(-100, -100); ctx.lineTo(200, -100); ctx.lineTo(200, 25);
  ctx.strokeStyle = '#f00'; ctx.stroke(); ctx.closePath(); ctx.strokeStyle = '#0f0'; ctx.stroke();
  expect(ctx, [[50, 25]]);
});
for (const [name, turn] of [['scale1', false], ['scale2', true]]) {
  wpt(`2d.path.stroke.${name}`, (ctx) => {
    paint(ctx, '#f00');
    for (const [rect, colour] of [[[25, 12.5, 50, 25], '#0f0'], [[-25, -12.5, 150, 75], '#f00']]) {
      ctx.beginPath(); ctx.rect(...rect); ctx.save();
      if (turn) { ctx.rotate(Math.PI / 2); ctx.scale(25, 50); } else ctx.scale(50, 25);
      ctx.strokeStyle = colour; ctx.stroke(); ctx.restore();
    }
    expect(ctx, grid);
  });
}
wpt('2d.path.stroke.skew', (ctx) => {
  paint(ctx, '#f00');
  const line = (shift, end, stretch, colour) => {
    ctx.save(); ctx.beginPath(); ctx.translate(shift, 0); ctx.moveTo(49, -50); ctx.lineTo(end, -50);
    ctx.rotate(Math.PI / 4); ctx.scale(1, stretch); ctx.strokeStyle = colour; ctx.stroke(); ctx.restore();
  };
  line(0, 201, 283, '#0f0'); line(-150, 199, 142, '#f00'); line(-150, 199, 142, '#f00');
  expect(ctx, grid);
});
const roundRed = (ctx) => { paint(ctx, '#0f0'); ctx.strokeStyle = '#f00'; ctx.lineWidth = 100; ctx.lineCap = 'round'; ctx.lineJoin = 'round'; };
wpt('2d.path.stroke.empty', (ctx) => { roundRed(ctx); ctx.beginPath(); ctx.moveTo(40, 25); ctx.moveTo(60, 25); ctx.stroke(); expect(ctx, [[50, 25]]); });
wpt('2d.path.stroke.prune.line', (ctx) => { roundRed(ctx); ctx.beginPath(); ctx.moveTo(50, 25); ctx.lineTo(50, 25); ctx.stroke(); expect(ctx, [[50, 25]]); });
wpt('2d.path.stroke.prune.closed', (ctx) => {
  roundRed(ctx); ctx.beginPath(); ctx.moveTo(50, 25); ctx.lineTo(50, 25); ctx.closePath(); ctx.stroke(); expect(ctx, [[50, 25]]);
});
wpt('2d.path.stroke.prune.curve', (ctx) => {
  roundRed(ctx);
  ctx.beginPath(); ctx.moveTo(50, 25); ctx.quadraticCurveTo(50, 25, 50, 25); ctx.stroke();
  ctx.beginPath(); ctx.moveTo(50, 25); ctx.bezierCurveTo(50, 25, 50, 25, 50, 25); ctx.stroke();
  expect(ctx, [[50, 25]]);
});
wpt('2d.path.stroke.prune.arc', (ctx) => {
  roundRed(ctx);
  ctx.beginPath(); ctx.moveTo(50, 25); ctx.arcTo(50, 25, 150, 25, 10); ctx.stroke();
  ctx.beginPath(); ctx.moveTo(60, 25); ctx.arc(50, 25, 10, 0, 0, false); ctx.stroke();
  expect(ctx, [[50, 25]]);
});
wpt('2d.path.stroke.prune.rect', (ctx) => {
  roundRed(ctx); ctx.beginPath(); ctx.rect(50, 25, 0, 0); ctx.stroke(); ctx.strokeRect(50, 25, 0, 0); expect(ctx, [[50, 25]]);
});
wpt('2d.path.stroke.prune.corner', (ctx) => {
  paint(ctx, '#0f0'); ctx.strokeStyle = '#f00'; ctx.lineWidth = 400; ctx.lineJoin = 'miter'; ctx.miterLimit = 1.4;
  ctx.beginPath(); ctx.moveTo(-1000, 200); ctx.lineTo(-100, 200); ctx.lineTo(-100, 200); ctx.lineTo(-100, 200); ctx.lineTo(-100, 1000); ctx.stroke();
  expect(ctx, [[50, 25]]);
});

wpt('2d.path.transformation.basic', (ctx) => {
  paint(ctx, '#f00'); ctx.translate(-100, 0); ctx.rect(100, 0, 100, 50); ctx.translate(0, -100); ctx.fillStyle = '#0f0'; ctx.fill();
  expect(ctx, [[50, 25]]);
});
wpt('2d.path.transformation.multiple', (ctx) => {
  paint(ctx, '#0f0'); ctx.fillStyle = '#f00'; ctx.translate(-100, 0); ctx.rect(0, 0, 100, 50); ctx.fill(); ctx.translate(100, 0); ctx.fill();
  ctx.beginPath(); ctx.strokeStyle = '#f00'; ctx.lineWidth = 50; ctx.translate(0, -50); ctx.moveTo(0, 25); ctx.lineTo(100, 25); ctx.stroke();
  ctx.translate(0, 50); ctx.stroke();
  expect(ctx, [[50, 25]]);
});
wpt('2d.path.transformation.changing', (ctx) => {
  paint(ctx, '#f00'); ctx.fillStyle = '#0f0'; ctx.moveTo(0, 0);
  ctx.translate(100, 0); ctx.lineTo(0, 0); ctx.translate(0, 50); ctx.lineTo(0, 0); ctx.translate(-100, 0); ctx.lineTo(0, 0);
  ctx.translate(1000, 1000); ctx.rotate(Math.PI / 2); ctx.scale(0.1, 0.1); ctx.fill();
  expect(ctx, [[50, 25]]);
});

const clipThen = (ctx, under, over, clip) => { paint(ctx, under); ctx.beginPath(); clip(); paint(ctx, over); expect(ctx, [[50, 25]]); };
wpt('2d.path.clip.empty', (ctx) => clipThen(ctx, '#0f0', '#f00', () => ctx.clip()));
wpt('2d.path.clip.basic.1', (ctx) => clipThen(ctx, '#f00', '#0f0', () => { ctx.rect(0, 0, 100, 50); ctx.clip(); }));
wpt('2d.path.clip.basic.2', (ctx) => clipThen(ctx, '#0f0', '#f00', () => { ctx.rect(-100, 0, 100, 50); ctx.clip(); }));
wpt('2d.path.clip.intersect', (ctx) => clipThen(ctx, '#0f0', '#f00', () => {
  ctx.rect(0, 0, 50, 50); ctx.clip(); ctx.beginPath(); ctx.rect(50, 0, 50, 50); ctx.clip();
}));
wpt('2d.path.clip.winding.1', (ctx) => clipThen(ctx, '#0f0', '#f00', () => {
  ctx.moveTo(-10, -10); square(ctx, 10, false); for (const [x, y] of [[0, 0], [0, 50], [100, 50], [100, 0]]) ctx.lineTo(x, y); ctx.clip();
}));
wpt('2d.path.clip.winding.2', (ctx) => clipThen(ctx, '#f00', '#0f0', () => {
  ctx.moveTo(-10, -10); square(ctx, 10, false); ctx.clip();
  ctx.beginPath(); ctx.moveTo(0, 0); for (const [x, y] of [[0, 50], [100, 50], [100, 0], [0, 0]]) ctx.lineTo(x, y); ctx.clip();
}));
wpt('2d.path.clip.unaffected', (ctx) => {
  paint(ctx, '#f00'); ctx.fillStyle = '#0f0';
  ctx.beginPath(); ctx.moveTo(0, 0); ctx.lineTo(0, 50); ctx.lineTo(100, 50); ctx.lineTo(100, 0); ctx.clip();
  ctx.lineTo(0, 0); ctx.fill();
  expect(ctx, [[50, 25]]);
});
