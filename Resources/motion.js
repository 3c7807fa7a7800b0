// The five closed-form curves of the scene prototypes. Sources/MotionCore/Motion.swift has the same
// lines in Swift, and Tests/MotionCoreTests checks that both give the same numbers.
//
// In a page: <script src="motion.js"></script> makes S, clamp, smooth, lerp and bump global.
// In node:   const { S, clamp, smooth, lerp, bump } = require('./motion.js')
//            or import { S, smooth } from './motion.js' (named exports of a CommonJS file).

const S = (x, w = 14) => {          // damped spring from 0 to 1
  if (x <= 0) return 0;
  const z = 0.78, wd = w * Math.sqrt(1 - z * z), e = Math.exp(-z * w * x);
  return 1 - e * (Math.cos(wd * x) + ((z * w) / wd) * Math.sin(wd * x));
};
const clamp = (v, a = 0, b = 1) => Math.min(b, Math.max(a, v));
const smooth = (a, b, x) => { const u = clamp((x - a) / (b - a)); return u * u * (3 - 2 * u); };
const lerp = (a, b, k) => a + (b - a) * k;
const bump = (t, c, len = 0.14, w = 30) => S(t - c, w) - S(t - c - len, w);

if (typeof module !== 'undefined' && module.exports) {
  module.exports = { S, clamp, smooth, lerp, bump };
}
