// CSS colour strings as fillStyle takes them (HTML §4.12.5.1.8 and CSS Color 4): what each valid
// string paints, that invalid strings are ignored, and how the attribute reads back. Ported from
// the web-platform-tests 2d.fillStyle.* cases; the strings and colours are CSS's.

const huge = (zeros) => '1' + '0'.repeat(zeros);
const painted = [
  ['html4', 'limE', [0, 255, 0, 255]], ['hex3', '#0f0', [0, 255, 0, 255]], ['hex4', '#0f0f', [0, 255, 0, 255]],
  ['hex6', '#00fF00', [0, 255, 0, 255]], ['hex8', '#00ff00ff', [0, 255, 0, 255]], ['rgb-num', 'rgb(0,255,0)', [0, 255, 0, 255]],
  ['rgb-clamp-1', 'rgb(-1000, 1000, -1000)', [0, 255, 0, 255]], ['rgb-clamp-2', 'rgb(-200%, 200%, -200%)', [0, 255, 0, 255]],
  ['rgb-clamp-3', 'rgb(-2147483649, 4294967298, -18446744073709551619)', [0, 255, 0, 255]],
  ['rgb-clamp-4', `rgb(-${huge(39)}, ${huge(39)}, -${huge(39)})`, [0, 255, 0, 255]],
  ['rgb-clamp-5', `rgb(-${huge(310)}, ${huge(310)}, -${huge(310)})`, [0, 255, 0, 255]],
  ['rgb-percent', 'rgb(0% ,100% ,0%)', [0, 255, 0, 255]], ['rgb-eof', 'rgb(0, 255, 0', [0, 255, 0, 255]],
  ['rgba-solid-1', 'rgba(  0  ,  255  ,  0  ,  1  )', [0, 255, 0, 255]], ['rgba-solid-2', 'rgba(  0  ,  255  ,  0  ,  1.0  )', [0, 255, 0, 255]],
  ['rgba-solid-3', 'rgba(  0  ,  255  ,  0  , +1  )', [0, 255, 0, 255]], ['rgba-solid-4', 'rgba( -0  ,  255  , +0  ,  1  )', [0, 255, 0, 255]],
  ['rgba-num-1', 'rgba(  0  ,  255  ,  0  ,  .499  )', [0, 255, 0, 127]], ['rgba-num-2', 'rgba(  0  ,  255  ,  0  ,  0.499  )', [0, 255, 0, 127]],
  ['rgba-percent', 'rgba(0%,100%,0%,0.499)', [0, 255, 0, 127]], ['rgba-clamp-1', 'rgba(0, 255, 0, -2)', [0, 0, 0, 0]],
  ['rgba-clamp-2', 'rgba(0, 255, 0, 2)', [0, 255, 0, 255]], ['rgba-eof', 'rgba(0, 255, 0, 1', [0, 255, 0, 255]],
  ['transparent-1', 'transparent', [0, 0, 0, 0]], ['transparent-2', 'TrAnSpArEnT', [0, 0, 0, 0]],
  ['hsl-1', 'hsl(120, 100%, 50%)', [0, 255, 0, 255]], ['hsl-2', 'hsl( -240 , 100% , 50% )', [0, 255, 0, 255]],
  ['hsl-3', 'hsl(360120, 100%, 50%)', [0, 255, 0, 255]], ['hsl-4', 'hsl(-360240, 100%, 50%)', [0, 255, 0, 255]],
  ['hsl-5', 'hsl(120.0, 100.0%, 50.0%)', [0, 255, 0, 255]], ['hsl-6', 'hsl(+120, +100%, +50%)', [0, 255, 0, 255]],
  ['hsl-clamp-1', 'hsl(120, 200%, 50%)', [0, 255, 0, 255]], ['hsl-clamp-2', 'hsl(120, -200%, 49.9%)', [127, 127, 127, 255]],
  ['hsl-clamp-3', 'hsl(120, 100%, 200%)', [255, 255, 255, 255]], ['hsl-clamp-4', 'hsl(120, 100%, -200%)', [0, 0, 0, 255]],
  ['hsla-1', 'hsla(120, 100%, 50%, 0.499)', [0, 255, 0, 127]], ['hsla-2', 'hsla( 120.0 , 100.0% , 50.0% , 1 )', [0, 255, 0, 255]],
  ['hsla-clamp-1', 'hsla(120, 200%, 50%, 1)', [0, 255, 0, 255]], ['hsla-clamp-2', 'hsla(120, -200%, 49.9%, 1)', [127, 127, 127, 255]],
  ['hsla-clamp-3', 'hsla(120, 100%, 200%, 1)', [255, 255, 255, 255]], ['hsla-clamp-4', 'hsla(120, 100%, -200%, 1)', [0, 0, 0, 255]],
  ['hsla-clamp-5', 'hsla(120, 100%, 50%, 2)', [0, 255, 0, 255]], ['hsla-clamp-6', 'hsla(120, 100%, 0%, -2)', [0, 0, 0, 0]],
  ['svg-1', 'gray', [128, 128, 128, 255]], ['svg-2', 'grey', [128, 128, 128, 255]],
  ['css-color-4-rgb-1', 'rgb(0, 255.0, 0)', [0, 255, 0, 255]], ['css-color-4-rgb-2', 'rgb(0, 255, 0, 0.2)', [0, 255, 0, 51]],
  ['css-color-4-rgb-3', 'rgb(0, 255, 0, 20%)', [0, 255, 0, 51]], ['css-color-4-rgb-4', 'rgb(0 255 0)', [0, 255, 0, 255]],
  ['css-color-4-rgb-5', 'rgb(0 255 0 / 0.2)', [0, 255, 0, 51]], ['css-color-4-rgb-6', 'rgb(0 255 0 / 20%)', [0, 255, 0, 51]],
  ['css-color-4-rgba-1', 'rgba(0, 255.0, 0)', [0, 255, 0, 255]], ['css-color-4-rgba-2', 'rgba(0, 255, 0, 0.2)', [0, 255, 0, 51]],
  ['css-color-4-rgba-3', 'rgba(0, 255, 0, 20%)', [0, 255, 0, 51]], ['css-color-4-rgba-4', 'rgba(0 255 0)', [0, 255, 0, 255]],
  ['css-color-4-rgba-5', 'rgba(0 255 0 / 0.2)', [0, 255, 0, 51]], ['css-color-4-rgba-6', 'rgba(0 255 0 / 20%)', [0, 255, 0, 51]],
  ['css-color-4-hsl-1', 'hsl(120 100.0% 50.0%)', [0, 255, 0, 255]], ['css-color-4-hsl-2', 'hsl(120 100.0% 50.0% / 0.2)', [0, 255, 0, 51]],
  ['css-color-4-hsl-3', 'hsl(120.0, 100.0%, 50.0%, 0.2)', [0, 255, 0, 51]], ['css-color-4-hsl-4', 'hsl(120.0, 100.0%, 50.0%, 20%)', [0, 255, 0, 51]],
  ['css-color-4-hsl-5', 'hsl(120deg, 100.0%, 50.0%, 0.2)', [0, 255, 0, 51]], ['css-color-4-hsl-6', 'hsl(120deg, 100.0%, 50.0%)', [0, 255, 0, 255]],
  ['css-color-4-hsl-7', 'hsl(133.33333333grad, 100.0%, 50.0%)', [0, 255, 0, 255]], ['css-color-4-hsl-8', 'hsl(2.0943951024rad, 100.0%, 50.0%)', [0, 255, 0, 255]],
  ['css-color-4-hsl-9', 'hsl(0.3333333333turn, 100.0%, 50.0%)', [0, 255, 0, 255]],
];
for (const [name, text, rgba] of painted) {
  wpt(`2d.fillStyle.parse.${name}`, (ctx) => {
    ctx.fillStyle = '#f00'; ctx.fillStyle = text; ctx.fillRect(0, 0, 100, 50);
    assertPixel(ctx, 50, 25, rgba, 0);
  });
}

const ignored = [
  ['hex1', '#f'], ['hex2', '#f0'], ['hex3', '#g00'], ['hex4', '#fg00'], ['hex5', '#ff000'], ['hex6', '#fg0000'], ['hex7', '#ff0000f'],
  ['hex8', '#fg0000ff'], ['rgb-1', 'rgb(255.0, 0, 0,)'], ['rgb-2', 'rgb(100%, 0, 0)'], ['rgb-3', 'rgb(255, - 1, 0)'],
  ['rgba-1', 'rgba(100%, 0, 0, 1)'], ['rgba-2', 'rgba(255, 0, 0, 1. 0)'], ['rgba-3', 'rgba(255, 0, 0, 1.)'], ['rgba-4', 'rgba(255, 0, 0, '],
  ['rgba-5', 'rgba(255, 0, 0, 1,)'], ['hsl-1', 'hsl(0%, 100%, 50%)'], ['hsl-2', 'hsl(z, 100%, 50%)'], ['hsl-3', 'hsl(0, 0, 50%)'],
  ['hsl-4', 'hsl(0, 100%, 0)'], ['hsl-5', 'hsl(0, 100.%, 50%)'], ['hsl-6', 'hsl(0, 100%, 50%,)'], ['hsla-1', 'hsla(0%, 100%, 50%, 1)'],
  ['hsla-2', 'hsla(0, 0, 50%, 1)'], ['hsla-3', 'hsla(0, 0, 50%, 1,)'], ['name-1', 'darkbrown'], ['name-2', 'firebrick1'],
  ['name-3', 'red blue'], ['name-4', '"red"'], ['name-5', '"red'],
  ['css-color-4-rgb-1', 'rgb(255, 0, 0 / 1)'], ['css-color-4-rgb-2', 'rgb(255 0 0, 1)'], ['css-color-4-rgb-3', 'rgb(255, 0 0)'],
  ['css-color-4-rgba-1', 'rgba(255, 0, 0 / 1)'], ['css-color-4-rgba-2', 'rgba(255 0 0, 1)'], ['css-color-4-rgba-3', 'rgba(255, 0 0)'],
  ['css-color-4-hsl-1', 'hsl(0, 100%, 50% / 1)'], ['css-color-4-hsl-2', 'hsl(0 100% 50%, 1)'], ['css-color-4-hsl-3', 'hsl(0, 100% 50%)'],
  ['css-color-4-hsla-1', 'hsla(0, 100%, 50% / 1)'], ['css-color-4-hsla-2', 'hsla(0 100% 50%, 1)'], ['css-color-4-hsla-3', 'hsla(0, 100% 50%)'],
  ['css-color-4-rgb-4', 'rgb(0 0 0 /)'], ['css-color-4-rgb-5', 'rgb(0, 0, 0 /)'], ['css-color-4-hsl-4', 'hsl(0 100% 50% /)'],
  ['css-color-4-hsl-5', 'hsl(0, 100%, 50% /)'],
];
for (const [name, text] of ignored) {
  wpt(`2d.fillStyle.parse.invalid.${name}`, (ctx) => {
    ctx.fillStyle = '#0f0';
    try { ctx.fillStyle = text; } catch (e) { /* an exception would be wrong too, but it is not what this checks */ }
    ctx.fillRect(0, 0, 100, 50);
    assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0);
  });
}

wpt('2d.fillStyle.parse.system', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillStyle = 'ThreeDDarkShadow';
  if (/^#(ff0000|f00)$/i.test(ctx.fillStyle)) fail(`still red: ${ctx.fillStyle}`);
});
wpt('2d.fillStyle.invalidstring', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.fillStyle = '#0f0'; ctx.fillStyle = 'invalid'; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0);
});
wpt('2d.fillStyle.invalidtype', (ctx) => {
  ctx.fillStyle = '#f00'; ctx.fillRect(0, 0, 100, 50);
  ctx.fillStyle = '#0f0'; ctx.fillStyle = null; ctx.fillRect(0, 0, 100, 50);
  assertPixel(ctx, 50, 25, [0, 255, 0, 255], 0);
});
wpt('2d.fillStyle.get.solid', (ctx) => { ctx.fillStyle = '#fa0'; assertEqual(ctx.fillStyle, '#ffaa00'); });
wpt('2d.fillStyle.get.semitransparent', (ctx) => {
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  if (!/^rgba\(255, 255, 255, 0\.4\d+\)$/.test(ctx.fillStyle)) fail(ctx.fillStyle);
});
wpt('2d.fillStyle.get.transparent', (ctx) => { ctx.fillStyle = 'rgba(0,0,0,0)'; assertEqual(ctx.fillStyle, 'rgba(0, 0, 0, 0)'); });
wpt('2d.fillStyle.default', (ctx) => assertEqual(ctx.fillStyle, '#000000'));
wpt('2d.strokeStyle.default', (ctx) => assertEqual(ctx.strokeStyle, '#000000'));
