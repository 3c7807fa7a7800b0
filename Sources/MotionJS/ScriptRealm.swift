internal import CJavaScriptCore
import Foundation
import MotionRender

/// One JavaScript global context on one thread, running one scene file or script: the prelude,
/// the curves of `Resources/motion.js`, then the file. Keeps what drawing frames needs: the
/// scene canvas and its context object, the `e` objects, loaded images, and the prelude's hooks.
final class ScriptRealm: NativeObject {
    let source: JSSceneSource
    let ctx: JSGlobalContextRef
    /// The global object, which identifies the realm in native callbacks.
    let global: JSObjectRef
    unowned let worker: ScriptWorker
    let measurer = TextMeasurer()
    private(set) var definitions: [JSSceneDefinition] = []
    /// Offscreen canvases made by a script, in creation order (kept only for scripts).
    private(set) var canvases: [OffscreenCanvasObject] = []
    /// Console output of a script (scenes send theirs to the options' console).
    private(set) var output: [String] = []
    /// The most console lines kept for a script.
    static let maximumOutputLines = 10_000

    private var protected: [JSValueRef] = []
    /// The `Float64Array(16)` packed canvas calls pass their numbers in (see ``JSArguments``).
    private(set) var numbers: UnsafeMutablePointer<Double> = ScriptRealm.scratchNumbers
    /// Numbers for contexts made before a realm's own exist (never read by a packed call).
    nonisolated(unsafe) static let scratchNumbers = UnsafeMutablePointer<Double>.allocate(capacity: 16)
    private var hooks: JSObjectRef!
    private var frameHook: JSObjectRef!
    private var curveHook: JSObjectRef!
    private var metricsHook: JSObjectRef!
    private var imageDataHook: JSObjectRef!
    private var freezeHook: JSObjectRef!
    private let sceneSurface = CanvasSurface(kind: .scene, width: Double(CGSize.sceneBox.width), height: Double(CGSize.sceneBox.height))
    /// The text engine and asset copies every offscreen canvas of the script records with.
    let assets = AssetScope()
    /// What an offscreen canvas made now draws with: the frame's environment during a frame,
    /// else the default one (nil when the package's palettes cannot be read).
    var canvasEnvironment: MotionEnvironment? { measurer.liveCanvas?.environment ?? Self.defaultEnvironment.value }
    /// The environment of a canvas made outside a frame (a script's): light, English; or why it
    /// cannot be made.
    private static let defaultEnvironment: (value: MotionEnvironment?, problem: String) = {
        do { return (try RenderOptions().environment(box: .sceneBox), "") } catch { return (nil, "\(error)") }
    }()
    /// Why there is no default environment.
    static var environmentProblem: String { defaultEnvironment.problem }
    private lazy var sceneContext = Canvas2DContext(surface: sceneSurface, measurer: measurer, realm: self)
    private var sceneContextObject: JSObjectRef!
    private var environments: [JSEnvironmentKey: JSObjectRef] = [:]
    /// The last frame's `e` and `g.canvas`: consecutive frames almost always share them.
    private var lastEnvironment: (key: JSEnvironmentKey, object: JSObjectRef)?
    private var canvasObjects: [String: JSObjectRef] = [:]
    private var lastCanvasObject: (box: CGSize, object: JSObjectRef)?
    /// Parsed `fillStyle`/`strokeStyle` and `font` strings (scenes set the same ones every frame).
    var colors = BoundedCache<String, CSSColor.Parsed>(capacity: 1024)
    var fonts = BoundedCache<String, CSSFont.Parsed>(capacity: 256)
    private var images: [String: SceneImage] = [:]

    /// Makes the context and runs the prelude and the curves; ``runFile()`` then runs the file.
    init(worker: ScriptWorker, source: JSSceneSource) throws {
        self.worker = worker
        self.source = source
        // A plain global object (no class): the JIT caches lookups of globals such as `S` or
        // `Math` on it, which it cannot do on an object with native callbacks.
        ctx = jsc.JSGlobalContextCreateInGroup(worker.group, nil)!
        global = jsc.JSContextGetGlobalObject(ctx)!
        super.init()
        worker.register(self)
        do {
            try installPrelude()
            try installCurves()
        } catch {
            teardown()
            throw error
        }
    }

    /// Runs the file's top level under the load limits, then (for scene files) reads and checks
    /// the scenes it defined.
    func runFile() throws {
        try evaluate(source.text, name: source.name, during: "loading")
        if !source.isScript { try readDefinitions() }
    }

    deinit { teardown() }

    private var tornDown = false
    /// False once the worker is being freed (the realm then does not unregister itself).
    var isRegistered = true
    private func teardown() {
        guard !tornDown else { return }
        tornDown = true
        for value in protected { jsc.JSValueUnprotect(ctx, value) }
        protected = []
        if isRegistered { worker.unregister(self) }
        jsc.JSGlobalContextRelease(ctx)
    }

    /// The realm of a context, from inside a native callback (realms are only ever used on the
    /// thread that made them).
    static func of(_ ctx: JSContextRef) -> ScriptRealm? {
        ScriptWorker.current.realm(withGlobal: jsc.JSContextGetGlobalObject(ctx))
    }

    private func keep(_ value: JSValueRef) -> JSValueRef {
        jsc.JSValueProtect(ctx, value)
        protected.append(value)
        return value
    }

    // MARK: - Set-up

    /// Runs the prelude with the host functions it wraps (see ``Prelude``) and keeps its hooks.
    private func installPrelude() throws {
        let native = jsc.JSObjectMake(ctx, nil, nil)!
        func set(_ name: String, _ value: JSValueRef?) { NativeClass.set(ctx, native, name, value) }
        set("context", NativeClass.functions(ctx, Canvas2DBinding.functions + PathBinding.functions))
        set("contextAttributes", NativeClass.attributes(ctx, Canvas2DBinding.attributes))
        set("packedAttributes", try json(Canvas2DBinding.packedAttributes))
        set("path", NativeClass.functions(ctx, Path2DBinding.functions))
        set("gradient", NativeClass.functions(ctx, GradientBinding.gradientFunctions))
        set("pattern", NativeClass.functions(ctx, GradientBinding.patternFunctions))
        set("makePath", NativeClass.function(ctx, "makePath", Path2DBinding.make))
        set("canvas", NativeClass.functions(ctx, OffscreenCanvasBinding.functions))
        set("canvasAttributes", NativeClass.attributes(ctx, OffscreenCanvasBinding.attributes))
        set("makeCanvas", NativeClass.function(ctx, "makeCanvas", OffscreenCanvasBinding.make))
        set("loadImage", NativeClass.function(ctx, "loadImage", ImageBinding.load))
        set("imageSize", NativeClass.function(ctx, "imageSize", ImageBinding.size))
        set("log", NativeClass.function(ctx, "log", ScriptRealm.logCallback))
        set("sourceName", JSText.value(source.name, ctx))
        set("pixelLimit", jsc.JSValueMakeNumber(ctx, Double(OffscreenCanvasObject.maximumPixels)))
        set("pendingMembers", try json(Canvas2DMembers.refusals))
        guard let array = jsc.JSObjectMakeTypedArray(ctx, kJSTypedArrayTypeFloat64Array, 16, nil),
              let bytes = jsc.JSObjectGetTypedArrayBytesPtr(ctx, array, nil) else { throw internalError("cannot make the argument array") }
        // The prelude keeps the array to itself (its buffer is never exposed), and the bytes
        // are pinned by the call above, so the pointer stays valid for the realm's life.
        numbers = bytes.bindMemory(to: Double.self, capacity: 16)
        set("numbers", keep(array))
        let preludeFunction = try evaluate(Prelude.source, name: Prelude.sourceName, during: "starting the runtime")
        guard let function = jsc.JSValueToObject(ctx, preludeFunction, nil) else { throw internalError("the runtime did not load") }
        var exception: JSValueRef?
        let result = [native as JSValueRef?].withUnsafeBufferPointer { jsc.JSObjectCallAsFunction(ctx, function, nil, 1, $0.baseAddress, &exception) }
        if let exception { throw error(from: exception, during: "starting the runtime") }
        guard let result, let object = jsc.JSValueToObject(ctx, result, nil) else { throw internalError("the runtime gave no hooks") }
        hooks = keep(object)
        frameHook = try hook("frame")
        curveHook = try hook("curve")
        metricsHook = try hook("metrics")
        imageDataHook = try hook("imageData")
        freezeHook = try hook("freeze")
        try setLocale(source.options.locale)
        let sceneHandle = NativeClass.instance(ctx, sceneContext)
        guard let wrapped = try call(hook("wrapContext"), [sceneHandle]).flatMap({ jsc.JSValueToObject(ctx, $0, nil) }) else {
            throw internalError("the runtime did not make the scene's context")
        }
        sceneContextObject = keep(wrapped)
    }

    /// Makes `S`, `clamp`, `smooth`, `lerp` and `bump` of `Resources/motion.js` globals (and
    /// members of `M`), as configurable properties a file may shadow with its own `const S`.
    private func installCurves() throws {
        let text: String
        do { text = try JSSceneSource.curves() } catch { throw internalError("Resources/motion.js: \(error)") }
        let wrapped = "(function () {" + text + "\n;return { S, clamp, smooth, lerp, bump }; })()"
        let curves = try evaluate(wrapped, name: "motion.js", during: "loading the curves")
        guard let object = jsc.JSValueToObject(ctx, curves, nil) else { throw internalError("motion.js gave no curves") }
        let global = jsc.JSContextGetGlobalObject(ctx)
        let m = JSText.with("M") { jsc.JSObjectGetProperty(ctx, global, $0, nil) }.flatMap { jsc.JSValueToObject(ctx, $0, nil) }
        for name in ["S", "clamp", "smooth", "lerp", "bump"] {
            JSText.with(name) { key in
                let value = jsc.JSObjectGetProperty(ctx, object, key, nil)
                jsc.JSObjectSetProperty(ctx, global, key, value, JSPropertyAttributes(kJSPropertyAttributeDontEnum), nil)
                if let m { jsc.JSObjectSetProperty(ctx, m, key, value, JSPropertyAttributes(kJSPropertyAttributeDontEnum), nil) }
            }
        }
    }

    private func readDefinitions() throws {
        let list = try call(hook("scenes"), [])
        var exception: JSValueRef?
        guard let jsonRef = jsc.JSValueCreateJSONString(ctx, list, 0, &exception) else { throw internalError("the scene list is not JSON") }
        defer { jsc.JSStringRelease(jsonRef) }
        let data = Data(JSText.string(jsonRef).utf8)
        do {
            definitions = try JSONDecoder().decode([JSSceneDefinition].self, from: data)
        } catch {
            throw internalError("the scene list cannot be read (\(error))")
        }
        guard !definitions.isEmpty else { throw JSError.noScenes(file: source.name) }
    }

    // MARK: - Evaluating

    @discardableResult
    func evaluate(_ script: String, name: String, during: String) throws -> JSValueRef? {
        var exception: JSValueRef?
        let result: JSValueRef? = JSText.with(script) { text in
            JSText.with(name) { url in
                worker.limited(seconds: source.options.loadTimeLimit, heapBytes: source.options.heapLimit, ctx: ctx) {
                    jsc.JSEvaluateScript(ctx, text, nil, url, 1, &exception)
                }
            }
        }
        if let failure = stopped(during: during) { throw failure }
        if let exception { throw error(from: exception, during: during) }
        return result
    }

    /// Calls a hook (no time limit: hooks are the runtime's own code).
    @discardableResult
    func call(_ function: JSObjectRef, _ arguments: [JSValueRef?]) throws -> JSValueRef? {
        var exception: JSValueRef?
        let result = arguments.withUnsafeBufferPointer { jsc.JSObjectCallAsFunction(ctx, function, nil, arguments.count, $0.baseAddress, &exception) }
        if let exception { throw error(from: exception, during: "running") }
        return result
    }

    private func hook(_ name: String) throws -> JSObjectRef {
        guard let value = JSText.with(name, { jsc.JSObjectGetProperty(ctx, hooks, $0, nil) }), let object = jsc.JSValueToObject(ctx, value, nil) else {
            throw internalError("the runtime has no '\(name)' hook")
        }
        return object
    }

    private func json(_ value: Any) throws -> JSValueRef {
        let data = try JSONSerialization.data(withJSONObject: value)
        guard let made = JSText.with(String(decoding: data, as: UTF8.self), { jsc.JSValueMakeFromJSONString(ctx, $0) }) else {
            throw internalError("cannot pass data to the runtime")
        }
        return made
    }

    private func internalError(_ message: String) -> JSError {
        JSError.exception(file: source.name, line: 0, column: 0, message: "internal error: \(message)", stack: "")
    }

    private func stopped(during: String) -> JSError? {
        switch worker.stop {
        case .time(let limit)?: return .timeLimit(file: source.name, seconds: limit, during: during)
        case .memory(let bytes, let limit)?: return .memoryLimit(file: source.name, bytes: bytes, limit: limit, during: during)
        case nil: return nil
        }
    }

    /// A JavaScript exception as one line: the first place in the user's file on its stack
    /// (or where the parser stopped), then the error.
    func error(from exception: JSValueRef, during: String) -> JSError {
        var message = JSText.string(of: exception, ctx, nil) ?? "uncaught exception"
        var stack = "", line = 0, column = 0
        if jsc.JSValueIsObject(ctx, exception), let object = jsc.JSValueToObject(ctx, exception, nil) {
            func property(_ name: String) -> JSValueRef? { JSText.with(name) { jsc.JSObjectGetProperty(ctx, object, $0, nil) } }
            if let value = property("stack"), jsc.JSValueIsString(ctx, value) {
                // The runtime's own frames (the prelude's hooks and wrappers) mean nothing to the user.
                stack = (JSText.string(of: value, ctx, nil) ?? "").split(separator: "\n")
                    .filter { !$0.contains("@\(Prelude.sourceName):") }.joined(separator: "\n")
            }
            for frame in stack.split(separator: "\n") {
                guard let (file, l, c) = ScriptRealm.location(of: frame), file == source.name else { continue }
                line = l
                column = c
                break
            }
            if line == 0, let value = property("line"), jsc.JSValueIsNumber(ctx, value) {
                let url = property("sourceURL").flatMap { JSText.string(of: $0, ctx, nil) }
                if url == nil || url == source.name {
                    func whole(_ value: JSValueRef?) -> Int {
                        let number = value.map { jsc.JSValueToNumber(ctx, $0, nil) } ?? .nan
                        return number.isFinite && abs(number) < 1e9 ? Int(number) : 0
                    }
                    line = whole(value)
                    column = whole(property("column"))
                }
            }
        } else {
            message = "uncaught exception: " + message
        }
        message = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return .exception(file: source.name, line: line, column: column, message: message, stack: stack)
    }

    /// `fn@file:12:5` → (file, 12, 5).
    static func location(of frame: Substring) -> (String, Int, Int)? {
        let place = frame.split(separator: "@", maxSplits: 1).last.map(String.init) ?? String(frame)
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        return (parts.dropLast(2).joined(separator: ":"), line, column)
    }

    // MARK: - Frames

    /// Drawing items copied by drawing canvases into canvases since the frame began (or the
    /// script, outside frames).
    private var copiedItems = 0

    /// Counts `items` copied by drawing a canvas (its list, nested canvases included) and
    /// refuses past ``/MotionGraphics/RenderLimits/canvasCopies`` in one frame, before the copy
    /// is made: canvases drawn into each other twice per level would otherwise double the work
    /// and memory at every level.
    func chargeCopy(of items: Int) throws {
        copiedItems += items
        guard copiedItems <= RenderLimits.canvasCopies else {
            throw ScriptThrow.rangeError("drawImage of a canvas: this frame has copied more than \(RenderLimits.canvasCopies) drawing operations from canvases, over the limit (RenderLimits.canvasCopies); draw the canvas into fewer places, or draw it once and reuse its pixels with getImageData")
        }
    }

    /// Draws scene `index` at `t` on `canvas`; returns the error that stopped it, if any.
    func drawFrame(_ index: Int, on canvas: MotionCanvas, t: Double, box: CGSize) -> JSError? {
        copiedItems = 0
        sceneSurface.bind(canvas, width: box.width, height: box.height)
        sceneContext.resetState()
        measurer.liveCanvas = canvas
        defer {
            sceneSurface.unbind()
            measurer.liveCanvas = nil
        }
        let environment: JSObjectRef, canvasObject: JSObjectRef
        do {
            environment = try environmentObject(canvas.environment, props: canvas.propsJSON)
            canvasObject = try sceneCanvasObject(box)
            try setLocale(JSEnvironment.locale(canvas.environment, default: source.options.locale))
        } catch let error as JSError {
            return error
        } catch {
            return internalError("\(error)")
        }
        let arguments: [JSValueRef?] = [jsc.JSValueMakeNumber(ctx, Double(index)), sceneContextObject, jsc.JSValueMakeNumber(ctx, t), environment, canvasObject]
        var exception: JSValueRef?
        worker.limited(seconds: source.options.frameTimeLimit, heapBytes: source.options.heapLimit, ctx: ctx) {
            _ = arguments.withUnsafeBufferPointer { jsc.JSObjectCallAsFunction(ctx, frameHook, nil, arguments.count, $0.baseAddress, &exception) }
        }
        if let failure = stopped(during: "draw") { return failure }
        if let exception { return error(from: exception, during: "draw") }
        return nil
    }

    /// The value of curve `curve` of scene `index` at `t` (NaN when it fails). A curve stopped
    /// at the time or memory limit once is not called again on this thread: every later value is
    /// NaN at once, and ``curveFailure(_:_:)`` says why (so plotting an endless loop costs one
    /// limit, not one per sample).
    func curveValue(_ index: Int, _ curve: Int, _ t: Double) -> Double {
        guard stoppedCurves[CurveKey(scene: index, curve: curve)] == nil else { return .nan }
        let arguments: [JSValueRef?] = [jsc.JSValueMakeNumber(ctx, Double(index)), jsc.JSValueMakeNumber(ctx, Double(curve)), jsc.JSValueMakeNumber(ctx, t)]
        var exception: JSValueRef?
        let result = worker.limited(seconds: source.options.frameTimeLimit, heapBytes: source.options.heapLimit, ctx: ctx) {
            arguments.withUnsafeBufferPointer { jsc.JSObjectCallAsFunction(ctx, curveHook, nil, arguments.count, $0.baseAddress, &exception) }
        }
        let names = definitions.indices.contains(index) ? definitions[index].curves : []
        if let failure = stopped(during: "curve '\(names.indices.contains(curve) ? names[curve] : String(curve))'") {
            stoppedCurves[CurveKey(scene: index, curve: curve)] = "\(failure)"
            return .nan
        }
        guard exception == nil, let result else { return .nan }
        return jsc.JSValueToNumber(ctx, result, nil)
    }

    /// Why curve `curve` of scene `index` stopped on this thread (its time or memory limit), or nil.
    func curveFailure(_ index: Int, _ curve: Int) -> String? { stoppedCurves[CurveKey(scene: index, curve: curve)] }

    /// A curve of a scene of the file: the scene's and the curve's index.
    private struct CurveKey: Hashable { let scene: Int, curve: Int }
    /// The curves stopped at a limit, with the message.
    private var stoppedCurves: [CurveKey: String] = [:]

    /// The locale `Intl` and `toLocaleString` use without an explicit one.
    private var locale = ""

    private func setLocale(_ identifier: String) throws {
        guard identifier != locale else { return }
        try call(hook("setLocale"), [JSText.value(identifier, ctx)])
        locale = identifier
    }

    /// The frozen `e` of an environment, made once per distinct environment.
    private func environmentObject(_ environment: MotionEnvironment, props: String) throws -> JSObjectRef {
        let cacheKey = JSEnvironmentKey(environment, props: props)
        if let last = lastEnvironment, last.key == cacheKey { return last.object }
        if let known = environments[cacheKey] {
            lastEnvironment = (cacheKey, known)
            return known
        }
        let key = JSEnvironment.json(environment, locale: source.options.locale, props: props)
        guard let value = JSText.with(key, { jsc.JSValueMakeFromJSONString(ctx, $0) }), let object = jsc.JSValueToObject(ctx, value, nil) else {
            throw internalError("the environment cannot be passed to the scene")
        }
        try call(freezeHook, [object])
        let kept = keep(object)
        environments[cacheKey] = kept
        lastEnvironment = (cacheKey, kept)
        return kept
    }

    /// The frozen `{ width, height }` that `g.canvas` returns on a scene's canvas.
    private func sceneCanvasObject(_ box: CGSize) throws -> JSObjectRef {
        if let last = lastCanvasObject, last.box == box { return last.object }
        let key = "{\"width\":\(Double(box.width)),\"height\":\(Double(box.height))}"
        if let known = canvasObjects[key] {
            lastCanvasObject = (box, known)
            return known
        }
        guard let value = JSText.with(key, { jsc.JSValueMakeFromJSONString(ctx, $0) }), let object = jsc.JSValueToObject(ctx, value, nil) else {
            throw internalError("the canvas cannot be passed to the scene")
        }
        try call(freezeHook, [object])
        let kept = keep(object)
        canvasObjects[key] = kept
        lastCanvasObject = (box, kept)
        return kept
    }

    // MARK: - Services for the bindings

    /// The image `src` names, loaded and parsed once per context.
    func image(_ src: String) throws -> SceneImage {
        if let known = images[src] { return known }
        let image = SceneImage(asset: try source.folder.image(src), source: src)
        images[src] = image
        return image
    }

    /// Records a canvas a script made (scenes do not keep them).
    func made(_ canvas: OffscreenCanvasObject) {
        if source.isScript { canvases.append(canvas) }
    }

    /// `TextMetrics` from the values of ``Canvas2DContext/measureText(_:)``.
    func textMetrics(_ values: [Double]) throws -> JSValueRef? {
        let array = values.map { jsc.JSValueMakeNumber(ctx, $0) as JSValueRef? }
        let list = array.withUnsafeBufferPointer { jsc.JSObjectMakeArray(ctx, array.count, $0.baseAddress, nil) }
        return try call(metricsHook, [list])
    }

    /// An `ImageData` holding `image`'s pixels.
    func imageData(_ image: RasterImage) throws -> JSValueRef? {
        var exception: JSValueRef?
        guard let array = jsc.JSObjectMakeTypedArray(ctx, kJSTypedArrayTypeUint8ClampedArray, image.rgba.count, &exception) else {
            throw ScriptThrow.rangeError("cannot allocate \(image.rgba.count) bytes of image data")
        }
        if let bytes = jsc.JSObjectGetTypedArrayBytesPtr(ctx, array, nil) {
            image.rgba.withUnsafeBytes { bytes.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        return try call(imageDataHook, [jsc.JSValueMakeNumber(ctx, Double(image.width)), jsc.JSValueMakeNumber(ctx, Double(image.height)), array])
    }

    private static let logCallback: JSObjectCallAsFunctionCallback = { ctx, _, _, count, arguments, exception in
        guard let ctx, let realm = ScriptRealm.of(ctx) else { return nil }
        let args = JSArguments(ctx, count, arguments)
        let level = (try? args.string(0)) ?? "log", text = (try? args.string(1)) ?? ""
        if realm.source.isScript {
            if realm.output.count < ScriptRealm.maximumOutputLines { realm.output.append(level == "log" || level == "info" || level == "debug" ? text : "\(level): \(text)") }
        } else {
            // A scene's output is untrusted: one line per call, with no escape sequence or forged line.
            realm.source.options.console(level, "\(realm.source.name): \(UserText.escaped(text))")
        }
        return NativeCall.undefined
    }
}
