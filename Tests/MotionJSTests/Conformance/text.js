// Text styles and drawing (HTML §4.12.5.1.10–11): the font shorthand as it parses and
// serializes, textAlign and textBaseline values, what fillText and strokeText leave alone,
// maxWidth, and measureText's relation to alignment and direction. Ported from the
// web-platform-tests 2d.text.* cases that do not need their special test font.

const allGreen = (ctx) => {
  const d = ctx.getImageData(0, 0, 100, 50).data;
  for (let i = 0; i < d.length; i += 4) if (d[i] !== 0 || d[i + 1] !== 255 || d[i + 2] !== 0 || d[i + 3] !== 255) fail(`pixel ${i / 4}: ${[d[i], d[i + 1], d[i + 2], d[i + 3]]}`);
};
const fontIs = (ctx, input, ...accepted) => { ctx.font = input; if (!accepted.includes(ctx.font)) fail(`font '${input}' reads back as '${ctx.font}'`); };

wpt('2d.text.font.parse.basic', (ctx) => { fontIs(ctx, '20px serif', '20px serif'); fontIs(ctx, '20PX   SERIF', '20px serif'); });
wpt('2d.text.font.parse.tiny', (ctx) => fontIs(ctx, '1px sans-serif', '1px sans-serif'));
wpt('2d.text.font.parse.complex', (ctx) => fontIs(ctx, 'small-caps italic 400 12px/2 Unknown Font, sans-serif',
  'italic small-caps 12px "Unknown Font", sans-serif', 'italic small-caps 12px Unknown Font, sans-serif'));
wpt('2d.text.font.parse.complex2', (ctx) => fontIs(ctx, 'small-caps italic 400 12px/2 "Unknown Font #2", sans-serif',
  'italic small-caps 12px "Unknown Font #2", sans-serif'));
wpt('2d.text.font.parse.family', (ctx) => fontIs(ctx, '20px cursive,fantasy,monospace,sans-serif,serif,UnquotedFont,"QuotedFont\\\\\\","',
  '20px cursive, fantasy, monospace, sans-serif, serif, UnquotedFont, "QuotedFont\\\\\\","'));
wpt('2d.text.font.parse.system', (ctx) => { ctx.font = 'message-box'; if (ctx.font === 'message-box') fail('a system font is not a computed font'); });
wpt('2d.text.font.parse.invalid', (ctx) => {
  for (const bad of ['', 'bogus', 'inherit', '10px {bogus}', '10px initial', '10px default', '10px inherit', '10px revert',
                     'var(--x)', 'var(--x, 10px serif)', '1em serif; background: green; margin: 10px']) {
    ctx.font = '20px serif'; ctx.font = bad; assertEqual(ctx.font, '20px serif', JSON.stringify(bad));
  }
});
wpt('2d.text.font.default', (ctx) => assertEqual(ctx.font, '10px sans-serif'));
wpt('2d.text.font.relative_size', (ctx) => fontIs(ctx, '1em sans-serif', '10px sans-serif'));
wpt('2d.text.font.weight', (ctx) => { fontIs(ctx, 'italic 400 12px serif', 'italic 12px serif'); fontIs(ctx, 'italic 300 12px serif', 'italic 300 12px serif'); });
const keywords = (ctx, attribute, valid, invalid, fallback) => {
  for (const v of valid) { ctx[attribute] = v; assertEqual(ctx[attribute], v); }
  for (const v of invalid) { ctx[attribute] = fallback; ctx[attribute] = v; assertEqual(ctx[attribute], fallback, JSON.stringify(v)); }
};
wpt('2d.text.align.valid', (ctx) => keywords(ctx, 'textAlign', ['start', 'end', 'left', 'right', 'center'], [], 'start'));
wpt('2d.text.align.invalid', (ctx) => keywords(ctx, 'textAlign', [], ['bogus', 'END', 'end ', 'end\0'], 'start'));
wpt('2d.text.align.default', (ctx) => assertEqual(ctx.textAlign, 'start'));
wpt('2d.text.baseline.valid', (ctx) => keywords(ctx, 'textBaseline', ['top', 'hanging', 'middle', 'alphabetic', 'ideographic', 'bottom'], [], 'top'));
wpt('2d.text.baseline.invalid', (ctx) => keywords(ctx, 'textBaseline', [], ['bogus', 'MIDDLE', 'middle ', 'middle\0'], 'top'));
wpt('2d.text.baseline.default', (ctx) => assertEqual(ctx.textBaseline, 'alphabetic'));
wpt('2d.text.drawing.style.measure.rtl.text', (ctx) => {
  for (const text of ['اَلْعَرَبِيَّةُ', 'hello']) {
    const m = ctx.measureText(text);
    if (!(m.actualBoundingBoxLeft < m.actualBoundingBoxRight)) fail(`${text}: left ${m.actualBoundingBoxLeft}, right ${m.actualBoundingBoxRight}`);
  }
});
wpt('2d.text.drawing.style.measure.textAlign', (ctx) => {
  ctx.textAlign = 'right'; let m = ctx.measureText('hello'); if (!(m.actualBoundingBoxLeft > m.actualBoundingBoxRight)) fail('right');
  ctx.textAlign = 'left'; m = ctx.measureText('hello'); if (!(m.actualBoundingBoxLeft < m.actualBoundingBoxRight)) fail('left');
});
wpt('2d.text.drawing.style.measure.direction', (ctx) => {
  ctx.direction = 'ltr'; let m = ctx.measureText('hello'); if (!(m.actualBoundingBoxLeft < m.actualBoundingBoxRight)) fail('ltr');
  ctx.direction = 'rtl'; m = ctx.measureText('hello'); if (!(m.actualBoundingBoxLeft > m.actualBoundingBoxRight)) fail('rtl');
});
for (const [name, draw] of [['fill', (ctx) => ctx.fillText('FAIL', 5, 35)], ['stroke', (ctx) => { ctx.strokeStyle = '#f00'; ctx.strokeText('FAIL', 5, 35); }]]) {
  wpt(`2d.text.draw.${name}.unaffected`, (ctx) => {
    ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
    ctx.moveTo(0, 0); ctx.lineTo(100, 0); ctx.font = '35px Arial, sans-serif'; draw(ctx);
    ctx.lineTo(100, 50); ctx.lineTo(0, 50); ctx.fillStyle = '#0f0'; ctx.fill();
    assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0); assertPixel(ctx, 5, 45, [0, 255, 0, 255], 0);
  });
}
for (const [name, x, maxWidth] of [['small', -100, 90], ['zero', 5, 0], ['negative', 5, -1], ['NaN', 5, NaN]]) {
  wpt(`2d.text.draw.fill.maxWidth.${name}`, (ctx) => {
    ctx.fillStyle = '#0f0'; ctx.fillRect(0, 0, 100, 50);
    ctx.fillStyle = '#f00'; ctx.font = '35px Arial, sans-serif'; ctx.fillText('fail fail fail fail fail', x, 35, maxWidth);
    allGreen(ctx);
  });
}
wpt('2d.text.measure.width.empty', (ctx) => { ctx.font = '50px sans-serif'; assertEqual(ctx.measureText('').width, 0); });
wpt('2d.text.measure.width.space', (ctx) => {
  // Spaces, tabs and line breaks each measure as one U+0020 and are not collapsed.
  ctx.font = '50px sans-serif';
  const space = ctx.measureText(' ').width, a = ctx.measureText('A').width, b = ctx.measureText('B').width, ab = ctx.measureText('AB').width;
  assertClose(ctx.measureText('A \x09\x0a\x0c\x0d  \x09\x0a\x0c\x0dB').width, ab - a - b + a + b + 11 * space, 0.01, 'eleven spaces');
  assertClose(ctx.measureText(' AB').width, ab + space, 0.01, 'a leading space');
});
