// The canvas state (HTML §4.12.5.1.4): save() and restore() of every attribute, the transform
// and the clip; what they leave alone (the path, the bitmap); nesting and underflow. Ported from
// the web-platform-tests 2d.state.* cases, rewritten for an OffscreenCanvas of 100 × 50.

const attributes = [
  ['strokeStyle', '#ff0000'], ['fillStyle', '#ff0000'], ['globalAlpha', 0.5], ['lineWidth', 0.5],
  ['lineCap', 'round'], ['lineJoin', 'round'], ['miterLimit', 0.5], ['shadowOffsetX', 5],
  ['shadowOffsetY', 5], ['shadowBlur', 5], ['shadowColor', '#ff0000'], ['globalCompositeOperation', 'copy'],
  ['font', '25px serif'], ['textAlign', 'center'], ['textBaseline', 'bottom'],
];
for (const [key, value] of attributes) {
  wpt(`2d.state.saverestore.${key}`, (ctx) => {
    const before = ctx[key];
    ctx.save(); ctx[key] = value; ctx.restore();
    assertEqual(ctx[key], before, `${key} after restore`);
    ctx[key] = value;
    const set = ctx[key];
    ctx.save(); assertEqual(ctx[key], set, `${key} kept by save`); ctx.restore();
  });
}

wpt('initial.reset.2dstate', (ctx, canvas) => {
  for (const [key, value] of attributes) {
    const initial = ctx[key];
    ctx[key] = value;
    canvas.width = 100;
    assertEqual(ctx[key], initial, `${key} after the canvas is resized`);
  }
});

wpt('2d.state.saverestore.transformation', (ctx) => {
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  ctx.save(); ctx.translate(200, 0); ctx.restore();
  ctx.fillStyle = '#f00'; ctx.fillRect(-200, 0, 100, 50);
  assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0);
});

wpt('2d.state.saverestore.clip', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.save(); ctx.rect(0, 0, 1, 1); ctx.clip(); ctx.restore();
  ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0);
});

wpt('2d.state.saverestore.path', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.save(); ctx.rect(0, 0, 100, 50); ctx.restore();
  ctx.fillStyle = '#0f0'; ctx.fill();
  assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0);
});

wpt('2d.state.saverestore.bitmap', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.save(); ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50); ctx.restore();
  assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0);
});

wpt('2d.state.saverestore.stack', (ctx) => {
  ctx.lineWidth = 1; ctx.save(); ctx.lineWidth = 2; ctx.save(); ctx.lineWidth = 3;
  assertEqual(ctx.lineWidth, 3); ctx.restore();
  assertEqual(ctx.lineWidth, 2); ctx.restore();
  assertEqual(ctx.lineWidth, 1);
});

wpt('2d.state.saverestore.stackdepth', (ctx) => {
  const depth = 512;
  for (let i = 1; i < depth; i++) { ctx.save(); ctx.lineWidth = i; }
  for (let i = depth - 1; i > 0; i--) { assertEqual(ctx.lineWidth, i, `level ${i}`); ctx.restore(); }
});

wpt('2d.state.saverestore.underflow', (ctx) => {
  for (let i = 0; i < 16; i++) ctx.restore();
  ctx.lineWidth = 0.5; ctx.restore();
  assertEqual(ctx.lineWidth, 0.5);
});

wpt('2d.canvas.reference', (ctx, canvas) => { assertEqual(ctx.canvas, canvas); });

wpt('2d.canvas.readonly', (ctx, canvas) => {
  const other = new OffscreenCanvas(10, 10);
  ctx.canvas = other;
  assertEqual(ctx.canvas, canvas);
});

wpt('2d.getcontext.unique', (ctx, canvas) => { assertEqual(canvas.getContext('2d'), canvas.getContext('2d')); });

wpt('2d.getcontext.shared', (ctx, canvas) => {
  const again = canvas.getContext('2d');
  ctx.fillStyle = '#f00'; again.fillStyle = '#0f0';
  ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0);
});

wpt('2d.voidreturn', (ctx) => {
  const none = [ctx.save(), ctx.restore(), ctx.scale(1, 1), ctx.rotate(0), ctx.translate(0, 0), ctx.transform(1, 0, 0, 1, 0, 0),
    ctx.setTransform(1, 0, 0, 1, 0, 0), ctx.setTransform(), ctx.clearRect(0, 0, 0, 0), ctx.fillRect(0, 0, 0, 0),
    ctx.strokeRect(0, 0, 0, 0), ctx.beginPath(), ctx.closePath(), ctx.moveTo(0, 0), ctx.lineTo(0, 0),
    ctx.quadraticCurveTo(0, 0, 0, 0), ctx.bezierCurveTo(0, 0, 0, 0, 0, 0), ctx.arcTo(0, 0, 0, 0, 1), ctx.rect(0, 0, 0, 0),
    ctx.arc(0, 0, 1, 0, 0, true), ctx.fill(), ctx.stroke(), ctx.clip(), ctx.fillText('test', 0, 0), ctx.strokeText('test', 0, 0)];
  none.forEach((v, i) => assertEqual(v, undefined, `call ${i}`));
});

wpt('2d.missingargs', (ctx) => {
  const calls = [() => ctx.scale(), () => ctx.scale(1), () => ctx.rotate(), () => ctx.translate(), () => ctx.translate(0),
    () => ctx.transform(1, 0, 0, 1, 0), () => ctx.setTransform(1, 0), () => ctx.clearRect(0, 0, 0), () => ctx.fillRect(0),
    () => ctx.strokeRect(0, 0, 0), () => ctx.moveTo(0), () => ctx.lineTo(), () => ctx.quadraticCurveTo(0, 0, 0),
    () => ctx.bezierCurveTo(0, 0, 0, 0, 0), () => ctx.arcTo(0, 0, 0, 0), () => ctx.rect(0, 0, 0), () => ctx.arc(0, 0, 1, 0),
    () => ctx.isPointInPath(0), () => ctx.fillText('test', 0), () => ctx.strokeText('test'), () => ctx.measureText(),
    () => ctx.drawImage(), () => ctx.createImageData(1), () => ctx.getImageData(0, 0, 1)];
  calls.forEach((f, i) => assertThrows('TypeError', f, `call ${i}`));
});
