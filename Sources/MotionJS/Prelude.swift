import Foundation
import MotionRender

/// The JavaScript that every scene and script context runs before its own code: the browser
/// classes a canvas prototype expects (`DOMMatrix`, `DOMPoint`, `ImageData`, `TextMetrics`,
/// `DOMException`, `document.createElement`), `M.define`, `console`, the loud stubs of pending
/// canvas members, and the determinism rules (seeded `Math.random`, a fixed clock in UTC, the
/// scene's locale for `Intl`, no timers).
///
/// It is one function expression; the native side calls it with its host functions and keeps
/// the hooks object it returns.
enum Prelude {
    /// The name errors show for frames inside the prelude (never the user's file).
    static let sourceName = "motion-runtime.js"

    static let source = #"""
(function (native) {
'use strict';
const G = globalThis;
const define = (object, name, value) => Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });

// ---- Errors -------------------------------------------------------------------------------
const domCodes = { IndexSizeError: 1, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
  NotFoundError: 8, NotSupportedError: 9, InvalidStateError: 11, SyntaxError: 12, InvalidModificationError: 13,
  NamespaceError: 14, InvalidAccessError: 15, TypeMismatchError: 17, SecurityError: 18, NetworkError: 19,
  AbortError: 20, TimeoutError: 23, DataCloneError: 25 };
class DOMException extends Error {
  constructor(message = '', name = 'Error') {
    super(String(message));
    define(this, 'name', String(name));
  }
  get code() { return domCodes[this.name] || 0; }
}
define(G, 'DOMException', DOMException);

// ---- Determinism --------------------------------------------------------------------------
// Math.random: a seeded generator (xorshift128+), reseeded before every frame, so a frame is
// the same whatever ran before it and on whatever thread.
let s0 = 0, s1 = 0;
const seed = (n) => { s0 = (n ^ 0x9E3779B9) >>> 0 || 1; s1 = 0x6A09E667; for (let i = 0; i < 8; i++) next(); };
const next = () => { let x = s0, y = s1; s0 = y; x ^= x << 23; x ^= x >>> 17; x ^= y ^ (y >>> 26); s1 = x >>> 0; return (s0 + s1) >>> 0; };
define(Math, 'random', function random() { return (next() * 2097152 + (next() >>> 11)) / 9007199254740992; });
seed(1);

// Date: the clock reads 2000-01-01T00:00:00Z (the date pinned in PDF output) and local time is UTC.
const RealDate = Date, FIXED = 946684800000;
function FixedDate(...args) {
  if (!new.target) return new RealDate(FIXED).toUTCString();
  if (args.length === 0) return Reflect.construct(RealDate, [FIXED], new.target);
  if (args.length >= 2) return Reflect.construct(RealDate, [RealDate.UTC(...args)], new.target);
  return Reflect.construct(RealDate, args, new.target);
}
FixedDate.prototype = RealDate.prototype;
define(RealDate.prototype, 'constructor', FixedDate);
define(FixedDate, 'now', function now() { return FIXED; });
define(FixedDate, 'UTC', RealDate.UTC);
define(FixedDate, 'parse', RealDate.parse);
for (const name of ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds']) {
  define(RealDate.prototype, 'get' + name, RealDate.prototype['getUTC' + name]);
  if (name !== 'Day') define(RealDate.prototype, 'set' + name, RealDate.prototype['setUTC' + name]);
}
define(RealDate.prototype, 'getTimezoneOffset', function getTimezoneOffset() { return 0; });
define(RealDate.prototype, 'toString', function toString() { return this.toUTCString(); });
define(RealDate.prototype, 'toDateString', function toDateString() { return this.toUTCString().slice(0, 16); });
define(RealDate.prototype, 'toTimeString', function toTimeString() { return this.toUTCString().slice(17); });
define(G, 'Date', FixedDate);

// Intl and toLocale*: the scene's locale (not the machine's) and UTC.
let LOCALE = 'en-US';
const withLocale = (locales) => (locales === undefined ? LOCALE : locales);
const withZone = (options) => (options === undefined ? { timeZone: 'UTC' } : ('timeZone' in Object(options) ? options : { ...options, timeZone: 'UTC' }));
for (const name of ['NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames', 'Segmenter', 'DateTimeFormat']) {
  const Real = Intl[name];
  if (typeof Real !== 'function') continue;
  const zone = name === 'DateTimeFormat';
  const Wrapped = function (locales, options) {
    return Reflect.construct(Real, [withLocale(locales), zone ? withZone(options) : options], new.target || Wrapped);
  };
  Wrapped.prototype = Real.prototype;
  define(Wrapped, 'supportedLocalesOf', Real.supportedLocalesOf);
  define(Intl, name, Wrapped);
}
const localized = (proto, name, zone) => {
  const real = proto[name];
  define(proto, name, function (locales, options) { return real.call(this, withLocale(locales), zone ? withZone(options) : options); });
};
localized(Number.prototype, 'toLocaleString');
localized(BigInt.prototype, 'toLocaleString');
localized(Array.prototype, 'toLocaleString');
localized(RealDate.prototype, 'toLocaleString', true);
localized(RealDate.prototype, 'toLocaleDateString', true);
localized(RealDate.prototype, 'toLocaleTimeString', true);
const compare = String.prototype.localeCompare;
define(String.prototype, 'localeCompare', function localeCompare(that, locales, options) { return compare.call(this, that, withLocale(locales), options); });
const upper = String.prototype.toLocaleUpperCase, lower = String.prototype.toLocaleLowerCase;
define(String.prototype, 'toLocaleUpperCase', function toLocaleUpperCase(locales) { return upper.call(this, withLocale(locales)); });
define(String.prototype, 'toLocaleLowerCase', function toLocaleLowerCase(locales) { return lower.call(this, withLocale(locales)); });

// What a scene may not use: timers, workers, the network, garbage-collection observers, Wasm.
for (const name of ['WebAssembly', 'WeakRef', 'FinalizationRegistry']) delete G[name];
const unavailable = (name, why) => define(G, name, function () {
  throw new DOMException(`${name} is not available: ${why}`, 'NotSupportedError');
});
for (const name of ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'setImmediate'])
  unavailable(name, 'a scene is a function of time, draw(g, t, e), with no timers');
for (const name of ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'importScripts'])
  unavailable(name, 'scenes have no network or file access (images load with new Image() from the scene\'s folder)');
for (const name of ['Worker', 'SharedWorker'])
  unavailable(name, 'scenes run on one thread');
define(G, 'performance', Object.freeze({ now() { throw new DOMException('performance.now() is not available: use the time t that draw(g, t, e) receives', 'NotSupportedError'); } }));

// ---- console ------------------------------------------------------------------------------
const show = (value, depth = 0) => {
  if (typeof value === 'string') return depth ? JSON.stringify(value) : value;
  if (value instanceof Error) return value.stack ? `${value.name}: ${value.message}\n${value.stack}` : String(value);
  if (typeof value === 'function') return `[Function ${value.name || '(anonymous)'}]`;
  if (typeof value !== 'object' || value === null) return String(value);
  if (depth > 2) return Array.isArray(value) ? '[Array]' : '[Object]';
  try {
    if (Array.isArray(value)) return '[' + value.slice(0, 100).map(v => show(v, depth + 1)).join(', ') + (value.length > 100 ? ', …' : '') + ']';
    const keys = Object.keys(value).slice(0, 100);
    return '{' + keys.map(k => `${k}: ${show(value[k], depth + 1)}`).join(', ') + '}';
  } catch (e) { return '[object]'; }
};
const console = {};
for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
  define(console, level, function (...args) { native.log(level, args.map(a => show(a)).join(' ')); });
}
define(console, 'assert', function assert(condition, ...args) { if (!condition) native.log('error', 'Assertion failed' + (args.length ? ': ' + args.map(a => show(a)).join(' ') : '')); });
define(G, 'console', Object.freeze(console));

// ---- Geometry classes ---------------------------------------------------------------------
const num = (v) => { if (typeof v === 'symbol' || typeof v === 'bigint') throw new TypeError('Cannot convert a ' + typeof v + ' to a number'); return +v; };
class DOMPoint {
  constructor(x = 0, y = 0, z = 0, w = 1) { this.x = num(x); this.y = num(y); this.z = num(z); this.w = num(w); }
  static fromPoint(p = {}) { return new DOMPoint(p.x, p.y, p.z, p.w); }
  matrixTransform(m) { return DOMMatrix.fromMatrix(m).transformPoint(this); }
  toJSON() { return { x: this.x, y: this.y, z: this.z, w: this.w }; }
}
define(G, 'DOMPoint', DOMPoint);
define(G, 'DOMPointReadOnly', DOMPoint);

// A 2D DOMMatrix (the canvas only uses the 2D part; a 3D matrix is refused where it would matter).
const M2D = ['a', 'b', 'c', 'd', 'e', 'f'], M3D = ['m11', 'm12', 'm21', 'm22', 'm41', 'm42'];
class DOMMatrix {
  constructor(init) {
    let v = [1, 0, 0, 1, 0, 0];
    if (init !== undefined) {
      if (typeof init === 'string') throw new DOMException('DOMMatrix from a CSS transform string is not supported', 'NotSupportedError');
      const list = Array.from(init, num);
      if (list.length === 6) v = list;
      else if (list.length === 16) {
        if (list[2] || list[3] || list[6] || list[7] || list[8] || list[9] || list[11] || list[14] || list[10] !== 1 || list[15] !== 1)
          throw new DOMException('3D matrices are not supported', 'NotSupportedError');
        v = [list[0], list[1], list[4], list[5], list[12], list[13]];
      } else throw new TypeError(`DOMMatrix needs 6 or 16 numbers, got ${list.length}`);
    }
    [this.a, this.b, this.c, this.d, this.e, this.f] = v;
  }
  get m11() { return this.a; } set m11(v) { this.a = num(v); }
  get m12() { return this.b; } set m12(v) { this.b = num(v); }
  get m21() { return this.c; } set m21(v) { this.c = num(v); }
  get m22() { return this.d; } set m22(v) { this.d = num(v); }
  get m41() { return this.e; } set m41(v) { this.e = num(v); }
  get m42() { return this.f; } set m42(v) { this.f = num(v); }
  get m13() { return 0; } get m14() { return 0; } get m23() { return 0; } get m24() { return 0; }
  get m31() { return 0; } get m32() { return 0; } get m33() { return 1; } get m34() { return 0; }
  get m43() { return 0; } get m44() { return 1; }
  get is2D() { return true; }
  get isIdentity() { return this.a === 1 && this.b === 0 && this.c === 0 && this.d === 1 && this.e === 0 && this.f === 0; }
  static fromMatrix(init = {}) { const v = matrixParts(init); return new DOMMatrix(v); }
  static fromFloat64Array(a) { return new DOMMatrix(Array.from(a)); }
  static fromFloat32Array(a) { return new DOMMatrix(Array.from(a)); }
  multiply(o) { return new DOMMatrix(mul(parts(this), matrixParts(o))); }
  multiplySelf(o) { return this.#set(mul(parts(this), matrixParts(o))); }
  preMultiplySelf(o) { return this.#set(mul(matrixParts(o), parts(this))); }
  translate(x = 0, y = 0) { return this.multiply({ e: num(x), f: num(y) }); }
  translateSelf(x = 0, y = 0) { return this.multiplySelf({ e: num(x), f: num(y) }); }
  scale(sx = 1, sy = sx) { return this.multiply({ a: num(sx), d: num(sy) }); }
  scaleSelf(sx = 1, sy = sx) { return this.multiplySelf({ a: num(sx), d: num(sy) }); }
  rotate(degrees = 0) { const r = num(degrees) * Math.PI / 180, c = Math.cos(r), s = Math.sin(r); return this.multiply({ a: c, b: s, c: -s, d: c }); }
  rotateSelf(degrees = 0) { const m = this.rotate(degrees); return this.#set(parts(m)); }
  skewX(degrees = 0) { return this.multiply({ c: Math.tan(num(degrees) * Math.PI / 180) }); }
  skewY(degrees = 0) { return this.multiply({ b: Math.tan(num(degrees) * Math.PI / 180) }); }
  flipX() { return this.multiply({ a: -1 }); }
  flipY() { return this.multiply({ d: -1 }); }
  inverse() {
    const [a, b, c, d, e, f] = parts(this), det = a * d - b * c;
    if (!det || !isFinite(det)) return new DOMMatrix([NaN, NaN, NaN, NaN, NaN, NaN]);
    return new DOMMatrix([d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det]);
  }
  invertSelf() { return this.#set(parts(this.inverse())); }
  transformPoint(p = {}) {
    const x = num(p.x ?? 0), y = num(p.y ?? 0);
    return new DOMPoint(this.a * x + this.c * y + this.e, this.b * x + this.d * y + this.f, num(p.z ?? 0), num(p.w ?? 1));
  }
  toFloat64Array() { return new Float64Array([this.a, this.b, 0, 0, this.c, this.d, 0, 0, 0, 0, 1, 0, this.e, this.f, 0, 1]); }
  toFloat32Array() { return new Float32Array(this.toFloat64Array()); }
  toJSON() { const o = {}; for (const k of [...M2D, ...M3D, 'is2D', 'isIdentity']) o[k] = this[k]; return o; }
  toString() { return `matrix(${parts(this).join(', ')})`; }
  #set(v) { [this.a, this.b, this.c, this.d, this.e, this.f] = v; return this; }
}
const parts = (m) => [m.a, m.b, m.c, m.d, m.e, m.f];
const mul = (p, q) => [p[0] * q[0] + p[2] * q[1], p[1] * q[0] + p[3] * q[1], p[0] * q[2] + p[2] * q[3], p[1] * q[2] + p[3] * q[3],
  p[0] * q[4] + p[2] * q[5] + p[4], p[1] * q[4] + p[3] * q[5] + p[5]];
// DOMMatrix2DInit validation (Geometry Interfaces §6.2): a and m11 (…) must agree when both are given.
function matrixParts(init) {
  if (init === undefined || init === null) return [1, 0, 0, 1, 0, 0];
  if (typeof init !== 'object' && typeof init !== 'function') throw new TypeError('The matrix must be an object such as a DOMMatrix or { a, b, c, d, e, f }');
  const v = [1, 0, 0, 1, 0, 0];
  M2D.forEach((name, i) => {
    const alias = M3D[i], short = init[name], long = init[alias];
    if (short !== undefined && long !== undefined && !Object.is(num(short), num(long)) && !(num(short) !== num(short) && num(long) !== num(long)))
      throw new TypeError(`The matrix's ${name} (${short}) and ${alias} (${long}) differ`);
    const value = long !== undefined ? num(long) : short !== undefined ? num(short) : v[i];
    v[i] = value;
  });
  for (const name of ['m13', 'm14', 'm23', 'm24', 'm31', 'm32', 'm34', 'm43'])
    if (init[name] !== undefined && num(init[name]) !== 0) throw new TypeError(`The matrix is 3D (${name} = ${init[name]})`);
  for (const name of ['m33', 'm44'])
    if (init[name] !== undefined && num(init[name]) !== 1) throw new TypeError(`The matrix is 3D (${name} = ${init[name]})`);
  if (init.is2D === false) throw new TypeError('The matrix is 3D (is2D is false)');
  return v;
}
define(G, 'DOMMatrix', DOMMatrix);
define(G, 'DOMMatrixReadOnly', DOMMatrix);

// ---- ImageData and TextMetrics ------------------------------------------------------------
const pixelLimit = native.pixelLimit;
class ImageData {
  #width; #height; #data;
  constructor(a, b, c, d) {
    if (a instanceof Uint8ClampedArray) {
      const width = a.length / 4;
      if (!Number.isInteger(width) || a.length === 0) throw new DOMException('The data length is not a non-zero multiple of 4', 'InvalidStateError');
      const w = b >>> 0;
      if (!w) throw new DOMException('The width is zero', 'IndexSizeError');
      if ((width % w) !== 0) throw new DOMException('The data length is not a multiple of 4 × width', 'IndexSizeError');
      const h = width / w;
      if (c !== undefined && (c >>> 0) !== h) throw new DOMException('The height does not match the data', 'IndexSizeError');
      this.#width = w; this.#height = h; this.#data = a;
    } else {
      if (arguments.length < 2) throw new TypeError("Failed to construct 'ImageData': 2 arguments required.");
      const w = Math.trunc(num(a)) >>> 0, h = Math.trunc(num(b)) >>> 0;
      if (!w || !h) throw new DOMException('The width and height must be greater than zero', 'IndexSizeError');
      if (w * h > pixelLimit) throw new DOMException(`ImageData of ${w}x${h} is over the limit of ${pixelLimit} pixels`, 'IndexSizeError');
      this.#width = w; this.#height = h; this.#data = new Uint8ClampedArray(w * h * 4);
    }
  }
  get width() { return this.#width; }
  get height() { return this.#height; }
  get data() { return this.#data; }
  get colorSpace() { return 'srgb'; }
}
define(G, 'ImageData', ImageData);

const metricsNames = ['width', 'actualBoundingBoxLeft', 'actualBoundingBoxRight', 'actualBoundingBoxAscent', 'actualBoundingBoxDescent',
  'fontBoundingBoxAscent', 'fontBoundingBoxDescent', 'emHeightAscent', 'emHeightDescent',
  'hangingBaseline', 'alphabeticBaseline', 'ideographicBaseline'];
const metricsSecret = Symbol('metrics');
class TextMetrics {
  constructor(secret, values) {
    if (secret !== metricsSecret) throw new TypeError('Illegal constructor');
    metricsNames.forEach((name, i) => define(this, '_' + name, values[i]));
  }
}
for (const name of metricsNames) Object.defineProperty(TextMetrics.prototype, name, { get() { return this['_' + name]; }, enumerable: true, configurable: true });
define(G, 'TextMetrics', TextMetrics);

// ---- Canvas classes -----------------------------------------------------------------------
// The canvas objects are plain JavaScript objects (the JIT caches their properties) holding a
// native handle in a private field; every method converts its arguments and calls a native
// function with the handle as `this`. Calling a method on another object throws a TypeError
// ("Illegal invocation").
const secret = Symbol('native');
class Wrapper {
  #h;
  constructor(key, handle) { if (key !== secret) throw new TypeError('Illegal constructor'); this.#h = handle; }
  // Another object (no handle) throws a TypeError: an illegal invocation.
  static handle(o) { return o.#h; }
}
const H = Wrapper.handle;

// Packed calls: the numbers of a method are converted here (ToNumber, in argument order, all
// before any is stored, so a valueOf that draws cannot disturb them) into the shared array the
// native function reads; slot 15 holds the argument count.
const A = native.numbers;
const packed = (f, count, flag = -1) => function (a, b, c, d, e, g, h, i) {
  const n = arguments.length;
  const v0 = count > 0 ? +a : 0, v1 = count > 1 ? +b : 0, v2 = count > 2 ? +c : 0, v3 = count > 3 ? +d : 0;
  const v4 = count > 4 ? +e : 0, v5 = count > 5 ? (flag === 5 ? (g ? 1 : 0) : +g) : 0;
  const v6 = count > 6 ? +h : 0, v7 = count > 7 ? (flag === 7 ? (i ? 1 : 0) : +i) : 0;
  const handle = H(this);
  A[0] = v0; A[1] = v1; A[2] = v2; A[3] = v3; A[4] = v4; A[5] = v5; A[6] = v6; A[7] = v7; A[15] = n;
  return f.call(handle);
};
// A method whose arguments pass as they are (a Path2D becomes its handle).
const passing = (f) => function (a, b, c, d) {
  const handle = H(this), n = arguments.length;
  if (n === 0) return f.call(handle);
  const p = (v) => (v instanceof Path2D ? H(v) : v);
  if (n === 1) return f.call(handle, p(a));
  if (n === 2) return f.call(handle, p(a), b);
  if (n === 3) return f.call(handle, p(a), b, c);
  return f.call(handle, p(a), b, c, d);
};
const methods = (proto, table, arities) => {
  for (const [name, f] of Object.entries(table)) {
    const arity = arities[name];
    define(proto, name, arity === undefined ? passing(f) : Array.isArray(arity) ? packed(f, arity[0], arity[1]) : packed(f, arity));
  }
};
const pathArities = { closePath: 0, moveTo: 2, lineTo: 2, quadraticCurveTo: 4, bezierCurveTo: 6, arcTo: 5, rect: 4, arc: [6, 5], ellipse: [8, 7] };

class CanvasRenderingContext2D extends Wrapper {}
class Path2D extends Wrapper {
  constructor(source) {
    const from = source instanceof Path2D ? H(source) : source === undefined ? undefined : `${source}`;
    super(secret, native.makePath(from));
  }
}
class OffscreenCanvas extends Wrapper {
  #context = null;
  constructor(width, height) {
    if (arguments.length < 2) throw new TypeError(`Failed to construct 'OffscreenCanvas': 2 arguments required, but only ${arguments.length} present.`);
    super(secret, native.makeCanvas(+width, +height));
  }
  getContext(type, options) {
    if (arguments.length < 1) throw new TypeError("Failed to execute 'getContext': 1 argument required, but only 0 present.");
    if (this.#context) return String(type) === '2d' ? this.#context : native.canvas.getContext.call(H(this), String(type));
    const g = new CanvasRenderingContext2D(secret, native.canvas.getContext.call(H(this), String(type)));
    canvasOf.set(g, this);
    return (this.#context = g);
  }
}
for (const [name, [get, set]] of Object.entries(native.canvasAttributes)) {
  Object.defineProperty(OffscreenCanvas.prototype, name, {
    get() { return get.call(H(this)); }, set(value) { set.call(H(this), +value); }, enumerable: true, configurable: true });
}
const contextProto = CanvasRenderingContext2D.prototype;
methods(contextProto, native.context, { ...pathArities, scale: 2, rotate: 1, translate: 2, transform: 6, clearRect: 4, fillRect: 4, strokeRect: 4,
  getImageData: 4, createLinearGradient: 4, createRadialGradient: 6, createConicGradient: 3 });
methods(Path2D.prototype, native.path, pathArities);

// Gradients and patterns: objects over native handles.
class CanvasGradient extends Wrapper {}
class CanvasPattern extends Wrapper {}
define(CanvasGradient.prototype, 'addColorStop', function addColorStop(offset, color) {
  const handle = H(this);
  if (arguments.length < 2) throw new TypeError(`Failed to execute 'addColorStop': 2 arguments required, but only ${arguments.length} present.`);
  return native.gradient.addColorStop.call(handle, num(offset), `${color}`);
});
define(CanvasPattern.prototype, 'setTransform', function setTransform(matrix) {
  const handle = H(this), v = matrixParts(matrix);
  for (let k = 0; k < 6; k++) A[k] = v[k];
  A[15] = 6;
  return native.pattern.setTransform.call(handle);
});
define(G, 'CanvasGradient', CanvasGradient);
define(G, 'CanvasPattern', CanvasPattern);
for (const name of ['createLinearGradient', 'createRadialGradient', 'createConicGradient']) {
  const make = contextProto[name];
  define(contextProto, name, function (...args) { return new CanvasGradient(secret, make.apply(this, args)); });
}

// fillStyle and strokeStyle keep the gradient or pattern object they were given: the native
// side answers with a token for it, which the getter maps back (the tokens of a context's last
// 1024 assignments are kept, which save() and restore() bring back).
const paintObjects = new WeakMap();
const paintsOf = (handle) => { let m = paintObjects.get(handle); if (!m) { m = new Map(); paintObjects.set(handle, m); } return m; };
for (const [name, [get, set]] of Object.entries(native.contextAttributes)) {
  const numeric = native.packedAttributes.includes(name);
  if (name === 'fillStyle' || name === 'strokeStyle') {
    Object.defineProperty(contextProto, name, {
      get() { const handle = H(this), v = get.call(handle); return typeof v === 'number' ? (paintsOf(handle).get(v) ?? null) : v; },
      set(value) {
        const handle = H(this), object = value instanceof CanvasGradient || value instanceof CanvasPattern;
        const token = set.call(handle, object ? H(value) : value);
        if (token > 0) {
          const m = paintsOf(handle);
          m.set(token, value);
          if (m.size > 1024) m.delete(m.keys().next().value);
        }
      },
      enumerable: true, configurable: true,
    });
    continue;
  }
  Object.defineProperty(contextProto, name, numeric ? {
    get() { get.call(H(this)); return A[0]; },
    set(value) { const v = +value, handle = H(this); A[0] = v; set.call(handle); },
    enumerable: true, configurable: true,
  } : {
    get() { return get.call(H(this)); },
    set(value) { set.call(H(this), value); },
    enumerable: true, configurable: true,
  });
}
define(G, 'CanvasRenderingContext2D', CanvasRenderingContext2D);
define(G, 'OffscreenCanvasRenderingContext2D', CanvasRenderingContext2D);
define(G, 'Path2D', Path2D);
define(G, 'OffscreenCanvas', OffscreenCanvas);
define(G, 'HTMLCanvasElement', OffscreenCanvas);

// context.canvas: the canvas a context came from (the scene's canvas is its box).
const canvasOf = new WeakMap();
Object.defineProperty(contextProto, 'canvas', { get() { H(this); return canvasOf.get(this); }, enumerable: true, configurable: true });

// Images: an SVG file in the scene's folder, loaded when `src` is set (a file that is missing,
// outside the folder or not an image throws there); `onload` runs once the current code ends.
const imageHandles = new WeakMap();
class Image {
  #src = ''; #width; #height; #natural = [0, 0]; #listeners = { load: [], error: [] };
  constructor(width, height) {
    if (width !== undefined) this.#width = num(width) >>> 0;
    if (height !== undefined) this.#height = num(height) >>> 0;
    this.onload = null; this.onerror = null;
  }
  get src() { return this.#src; }
  set src(value) {
    this.#src = String(value);
    const handle = native.loadImage(this.#src);
    imageHandles.set(this, handle);
    this.#natural = native.imageSize.call(handle);
    Promise.resolve().then(() => {
      const event = { type: 'load', target: this };
      if (typeof this.onload === 'function') this.onload.call(this, event);
      for (const listener of this.#listeners.load) listener.call(this, event);
    });
  }
  get naturalWidth() { return this.#natural[0]; }
  get naturalHeight() { return this.#natural[1]; }
  get width() { return this.#width ?? this.naturalWidth; }
  set width(v) { this.#width = num(v) >>> 0; }
  get height() { return this.#height ?? this.naturalHeight; }
  set height(v) { this.#height = num(v) >>> 0; }
  get complete() { return true; }
  decode() { return Promise.resolve(); }
  addEventListener(type, listener) { if (this.#listeners[type] && typeof listener === 'function') this.#listeners[type].push(listener); }
  removeEventListener(type, listener) { const list = this.#listeners[type]; if (list) { const i = list.indexOf(listener); if (i >= 0) list.splice(i, 1); } }
}
define(G, 'Image', Image);
define(G, 'HTMLImageElement', Image);

// The members that need more than converting numbers.
const sceneCanvases = new WeakSet();
{
  const n = native.context;
  // drawImage: an Image becomes its loaded file (an Image without src draws nothing, as in a
  // browser), a canvas its handle; the scene's own canvas cannot be read back yet.
  define(contextProto, 'drawImage', function drawImage(image, ...rest) {
    const count = arguments.length, handle = H(this);
    if (count !== 3 && count !== 5 && count !== 9) throw new TypeError(`Failed to execute 'drawImage': Valid arities are: [3, 5, 9], but ${count} arguments provided.`);
    let source;
    if (image instanceof Image) { source = imageHandles.get(image); if (!source) return; }
    else if (image instanceof OffscreenCanvas) source = H(image);
    else if (sceneCanvases.has(image)) throw new DOMException("drawImage of the scene's own canvas is not supported yet (its pixels exist only once the frame is rendered); draw into an OffscreenCanvas and draw that", 'NotSupportedError');
    else throw new TypeError("Failed to execute 'drawImage': the image must be an Image (SVG) or a canvas");
    const numbers = rest.map(num);
    for (let k = 0; k < numbers.length; k++) A[1 + k] = numbers[k];
    A[15] = count;
    return n.drawImage.call(handle, source);
  });
  define(contextProto, 'createPattern', function createPattern(image, repetition) {
    const handle = H(this);
    if (arguments.length < 2) throw new TypeError(`Failed to execute 'createPattern': 2 arguments required, but only ${arguments.length} present.`);
    let source;
    if (image instanceof Image) { source = imageHandles.get(image); if (!source) return null; }
    else if (image instanceof OffscreenCanvas) source = H(image);
    else if (sceneCanvases.has(image)) throw new DOMException("createPattern of the scene's own canvas is not supported yet; draw into an OffscreenCanvas and pattern that", 'NotSupportedError');
    else throw new TypeError("Failed to execute 'createPattern': the image must be an Image or a canvas");
    return new CanvasPattern(secret, n.createPattern.call(handle, source, repetition === null ? '' : `${repetition}`));
  });
  define(contextProto, 'putImageData', function putImageData(imagedata, dx, dy, ...dirty) {
    const handle = H(this), count = arguments.length;
    if (count < 3) throw new TypeError(`Failed to execute 'putImageData': 3 arguments required, but only ${count} present.`);
    if (!(imagedata instanceof ImageData)) throw new TypeError("Failed to execute 'putImageData': parameter 1 is not of type 'ImageData'.");
    if (count !== 3 && count !== 7) throw new TypeError(`Failed to execute 'putImageData': Valid arities are: [3, 7], but ${count} arguments provided.`);
    const numbers = [dx, dy, ...dirty].map(num);
    return n.putImageData.call(handle, imagedata.data, imagedata.width, imagedata.height, ...numbers);
  });
  define(contextProto, 'fillText', function fillText(text, x, y, maxWidth) {
    const count = arguments.length, handle = H(this);
    if (count < 3) throw new TypeError(`Failed to execute 'fillText': 3 arguments required, but only ${count} present.`);
    const string = `${text}`, vx = +x, vy = +y, vm = maxWidth === undefined ? NaN : +maxWidth;
    A[1] = vx; A[2] = vy; A[3] = vm; A[15] = maxWidth === undefined ? 3 : 4;
    return n.fillText.call(handle, string);
  });
  define(contextProto, 'strokeText', function strokeText(text, x, y, maxWidth) {
    const count = arguments.length, handle = H(this);
    if (count < 3) throw new TypeError(`Failed to execute 'strokeText': 3 arguments required, but only ${count} present.`);
    const string = `${text}`, vx = +x, vy = +y, vm = maxWidth === undefined ? NaN : +maxWidth;
    A[1] = vx; A[2] = vy; A[3] = vm; A[15] = maxWidth === undefined ? 3 : 4;
    return n.strokeText.call(handle, string);
  });
  define(contextProto, 'setLineDash', function setLineDash(segments) {
    const handle = H(this);
    if (arguments.length < 1) throw new TypeError("Failed to execute 'setLineDash': 1 argument required, but only 0 present.");
    if (segments === null || typeof segments !== 'object' || typeof segments[Symbol.iterator] !== 'function')
      throw new TypeError("Failed to execute 'setLineDash': The provided value cannot be converted to a sequence.");
    return n.setLineDash.call(handle, ...Array.from(segments, num));
  });
  define(contextProto, 'getTransform', function getTransform() { return new DOMMatrix(n.getTransform.call(H(this))); });
  define(contextProto, 'setTransform', function setTransform(...args) {
    const handle = H(this);
    let v;
    if (args.length === 0 || args.length === 1) v = matrixParts(args[0]);
    else if (args.length < 6) throw new TypeError(`Failed to execute 'setTransform': 6 arguments required, but only ${args.length} present.`);
    else v = args.slice(0, 6).map(num);
    for (let k = 0; k < 6; k++) A[k] = v[k];
    A[15] = 6;
    return n.setTransform.call(handle);
  });
  define(contextProto, 'createImageData', function createImageData(a, b) {
    H(this);
    if (arguments.length < 1) throw new TypeError("Failed to execute 'createImageData': 1 argument required, but only 0 present.");
    if (a instanceof ImageData) return new ImageData(a.width, a.height);
    if (arguments.length < 2) throw new TypeError("Failed to execute 'createImageData': 2 arguments required, but only 1 present.");
    // [EnforceRange] long (Web IDL): a non-finite value or one outside 32 bits is a TypeError.
    const long = (v) => {
      v = num(v);
      if (!isFinite(v)) throw new TypeError(`Failed to execute 'createImageData': the size ${v} is not a finite number.`);
      v = Math.trunc(v);
      if (v < -2147483648 || v > 2147483647) throw new TypeError(`Failed to execute 'createImageData': the size ${v} is outside the range of a long.`);
      return v;
    };
    const w = long(a), h = long(b);
    if (w === 0 || h === 0) throw new DOMException(`The source ${w === 0 ? 'width' : 'height'} is 0.`, 'IndexSizeError');
    return new ImageData(Math.abs(w), Math.abs(h));
  });
  define(contextProto, 'getContextAttributes', function getContextAttributes() {
    H(this);
    return { alpha: true, colorSpace: 'srgb', desynchronized: false, willReadFrequently: false };
  });
  define(contextProto, 'isContextLost', function isContextLost() { H(this); return false; });
  const nativeAddPath = native.path.addPath;
  define(Path2D.prototype, 'addPath', function addPath(path, matrix) {
    const handle = H(this);
    if (arguments.length < 1) throw new TypeError("Failed to execute 'addPath': 1 argument required, but only 0 present.");
    if (!(path instanceof Path2D)) throw new TypeError("Failed to execute 'addPath': parameter 1 is not of type 'Path2D'.");
    const v = matrixParts(matrix);
    for (let k = 0; k < 6; k++) A[1 + k] = v[k];
    A[15] = 7;
    return nativeAddPath.call(handle, H(path));
  });
}

// roundRect radii (HTML §4.12.5.1.15): a number, a DOMPointInit, or a list of 1–4 of them.
// Gives 8 numbers (x, y of upper-left, upper-right, lower-right, lower-left) or null when a
// value is not finite (nothing is added then).
const radii = (input) => {
  const list = input !== null && typeof input === 'object' && typeof input[Symbol.iterator] === 'function' ? Array.from(input) : [input];
  if (list.length < 1 || list.length > 4) throw new RangeError(`roundRect takes 1 to 4 radii, got ${list.length}`);
  const points = [];
  for (const r of list) {
    if (r !== null && typeof r === 'object') {
      const x = num(r.x ?? 0), y = num(r.y ?? 0);
      if (!isFinite(x) || !isFinite(y)) return null;
      if (x < 0 || y < 0) throw new RangeError(`The radius {x: ${x}, y: ${y}} is negative`);
      points.push([x, y]);
    } else {
      const v = num(r ?? 0);
      if (!isFinite(v)) return null;
      if (v < 0) throw new RangeError(`The radius ${v} is negative`);
      points.push([v, v]);
    }
  }
  const [p0, p1 = p0, p2 = p0, p3 = p1] = points;
  const corners = list.length === 1 ? [p0, p0, p0, p0] : list.length === 2 ? [p0, p1, p0, p1] : list.length === 3 ? [p0, p1, p2, p1] : [p0, p1, p2, p3];
  return corners.flat();
};
for (const [proto, table] of [[contextProto, native.context], [Path2D.prototype, native.path]]) {
  const nativeRoundRect = table.roundRect;
  define(proto, 'roundRect', function roundRect(x, y, w, h, r = 0) {
    const handle = H(this);
    if (arguments.length < 4) throw new TypeError(`Failed to execute 'roundRect': 4 arguments required, but only ${arguments.length} present.`);
    x = num(x); y = num(y); w = num(w); h = num(h);
    const values = radii(r);
    if (values === null) return;
    A[0] = x; A[1] = y; A[2] = w; A[3] = h;
    for (let k = 0; k < 8; k++) A[4 + k] = values[k];
    A[15] = 12;
    return nativeRoundRect.call(handle);
  });
}

// The members of the HTML canvas API that are not supported yet: any use is an error naming them.
for (const [owner, name, message] of native.pendingMembers) {
  const proto = owner === 'Path2D' ? Path2D.prototype : owner === 'OffscreenCanvas' ? OffscreenCanvas.prototype : contextProto;
  const fail = () => { throw new DOMException(message, 'NotSupportedError'); };
  Object.defineProperty(proto, name, { get: fail, set: fail, enumerable: true, configurable: false });
}

// document: createElement('canvas') and createElement('img'); anything else is an error.
const documentObject = Object.freeze({
  createElement(name) {
    const tag = String(name).toLowerCase();
    if (tag === 'canvas') return new OffscreenCanvas(300, 150);
    if (tag === 'img') return new Image();
    throw new DOMException(`document.createElement('${name}') is not available: only 'canvas' and 'img' elements exist in a scene`, 'NotSupportedError');
  },
});
define(G, 'document', new Proxy(documentObject, {
  get(target, key) {
    if (key in target || typeof key === 'symbol') return target[key];
    throw new DOMException(`document.${String(key)} is not available: a scene has no page (only document.createElement('canvas'/'img'))`, 'NotSupportedError');
  },
}));

// ---- Scenes -------------------------------------------------------------------------------
const scenes = [];
const where = () => {
  const line = (new Error().stack || '').split('\n').find(l => l.includes(native.sourceName + ':'));
  const m = line && line.match(/:(\d+):\d+$/);
  return m ? +m[1] : 0;
};
const positive = (v) => typeof v === 'number' && isFinite(v) && v > 0;
const MObject = {
  define(name, spec) {
    const line = where();
    if (typeof name !== 'string' || name.length === 0 || /\s/.test(name))
      throw new TypeError(`M.define: the scene name must be one word, got ${show(name, 1)}`);
    const label = `M.define('${name}')`;
    if (spec === null || typeof spec !== 'object') throw new TypeError(`${label}: the second argument must be an object { dur, draw, … }, got ${show(spec, 1)}`);
    const previous = scenes.find(s => s.name === name);
    if (previous) throw new TypeError(`${label}: a scene with this name is already defined${previous.line ? ' at line ' + previous.line : ''}`);
    const dur = spec.dur;
    if (!positive(dur) || dur > 86400) throw new TypeError(`${label}: dur must be the duration in seconds, a number in (0, 86400], got ${show(dur, 1)}`);
    if (typeof spec.draw !== 'function') throw new TypeError(`${label}: draw must be a function draw(g, t, e), got ${show(spec.draw, 1)}`);
    const still = spec.still === undefined ? dur / 2 : spec.still;
    if (typeof still !== 'number' || !(still >= 0 && still <= dur)) throw new TypeError(`${label}: still must be a time in [0, ${dur}], got ${show(still, 1)}`);
    const speed = spec.speed === undefined ? 1 : spec.speed;
    if (!positive(speed)) throw new TypeError(`${label}: speed must be a number greater than 0, got ${show(speed, 1)}`);
    let box = [\#(Int(CGSize.sceneBox.width)), \#(Int(CGSize.sceneBox.height))];
    if (spec.box !== undefined) {
      const b = spec.box, w = Array.isArray(b) ? b[0] : b && (b.width ?? b.w), h = Array.isArray(b) ? b[1] : b && (b.height ?? b.h);
      if (!positive(w) || !positive(h) || w > 100000 || h > 100000) throw new TypeError(`${label}: box must be [width, height] or { width, height } in points, got ${show(b, 1)}`);
      box = [w, h];
    }
    const summary = spec.summary === undefined ? '' : String(spec.summary);
    let phases = [];
    if (spec.phases !== undefined) {
      const list = Array.isArray(spec.phases) ? spec.phases : Object.entries(spec.phases ?? {});
      phases = list.map((p) => {
        if (!Array.isArray(p) || typeof p[0] !== 'string' || typeof p[1] !== 'number') throw new TypeError(`${label}: phases must be { name: start } or [[name, start], …], got ${show(p, 1)}`);
        return [p[0], p[1]];
      });
    }
    let reads = [];
    if (spec.reads !== undefined) {
      if (!Array.isArray(spec.reads) || !spec.reads.every(r => typeof r === 'string' && /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(r)))
        throw new TypeError(`${label}: reads must be a list of environment key names such as ['pieceSet', 'avatarStyle'], got ${show(spec.reads, 1)}`);
      reads = [...new Set(spec.reads)];
    }
    let props = {};
    if (spec.props !== undefined) {
      const plain = (v, depth) => v === null || typeof v === 'boolean' || typeof v === 'string' || (typeof v === 'number' && isFinite(v))
        || (depth < 32 && Array.isArray(v) && v.every(x => plain(x, depth + 1)))
        || (depth < 32 && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v).every(x => plain(x, depth + 1)));
      if (spec.props === null || typeof spec.props !== 'object' || Array.isArray(spec.props) || !plain(spec.props, 0))
        throw new TypeError(`${label}: props must be an object of JSON values (strings, finite numbers, booleans, null, arrays, objects), got ${show(spec.props, 1)}`);
      props = JSON.parse(JSON.stringify(spec.props));
    }
    const curves = [];
    if (spec.curves !== undefined) {
      for (const [curveName, f] of Object.entries(spec.curves ?? {})) {
        if (typeof f !== 'function') throw new TypeError(`${label}: curve '${curveName}' must be a function of t`);
        curves.push([curveName, f]);
      }
    }
    scenes.push({ name, spec, dur, still, speed, box, summary, phases, curves, reads, props, line });
  },
};
define(G, 'M', MObject);

// ---- Hooks for the native side ------------------------------------------------------------
const freeze = (o) => { if (o && typeof o === 'object') { Object.values(o).forEach(freeze); Object.freeze(o); } return o; };
return {
  scenes() { return scenes.map(s => ({ name: s.name, dur: s.dur, still: s.still, speed: s.speed, box: s.box, summary: s.summary, phases: s.phases, curves: s.curves.map(c => c[0]), reads: s.reads, props: s.props, line: s.line })); },
  frame(index, g, t, e, canvas) { seed(index + 1); canvasOf.set(g, canvas); sceneCanvases.add(canvas); const s = scenes[index]; s.spec.draw.call(s.spec, g, t, e); },
  wrapContext(handle) { return new CanvasRenderingContext2D(secret, handle); },
  curve(index, curve, t) { seed(index + 1); return +scenes[index].curves[curve][1](t); },
  reseed(n) { seed(n); },
  setLocale(locale) { LOCALE = locale; },
  freeze,
  metrics(values) { return new TextMetrics(metricsSecret, values); },
  imageData(width, height, data) { return new ImageData(data, width, height); },
  isImageData(v) { return v instanceof ImageData; },
};
})
"""#
}
