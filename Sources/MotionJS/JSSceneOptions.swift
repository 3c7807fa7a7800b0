import Foundation
import MotionRender

/// How scene files and scripts run: where their images come from, their locale, and the limits
/// that keep untrusted code from hanging or exhausting the machine.
///
/// Defaults: images from the file's own folder, locale `en-US`, 2 s per frame, 10 s to load a
/// file, a 512 MiB JavaScript heap, files up to 8 MiB, console output to standard error.
public struct JSSceneOptions: Sendable {
    /// The folder `new Image().src` names resolve in (default: the folder of the scene file).
    /// Paths may not leave it: no `..`, no absolute paths, no symbolic links pointing outside.
    public var assetFolder: URL?
    /// BCP 47 locale for `Intl` and `toLocaleString` without an explicit locale, and `e.locale`.
    public var locale: String
    /// Longest a single `draw` call (or curve evaluation) may run, in seconds (default 2).
    public var frameTimeLimit: Double
    /// Longest the file's top-level code may run when it is loaded, in seconds (default 10).
    public var loadTimeLimit: Double
    /// The JavaScript heap a context may hold after a collection, in bytes (default 512 MiB).
    public var heapLimit: Int
    /// The largest scene file read, in bytes (default ``/MotionGraphics/RenderLimits/scriptBytes``,
    /// 8 MiB); checked before reading.
    public var maximumFileBytes: Int
    /// Where `console.log` and friends go: the level (`log`, `warn`, …) and the text.
    /// Default: standard error, prefixed with the file name. Called on the drawing thread.
    public var console: @Sendable (_ level: String, _ text: String) -> Void
    /// The environment keys a scene may name in `reads: ['pieceSet', …]`, matched by
    /// ``EnvironmentKey/name``: a scene's ``JSScene/environmentKeys`` are those it names, so a
    /// tool resolves (and accepts) a setting only for the scenes that read it. Default: none.
    public var environmentKeys: [any EnvironmentKey.Type] {
        get { keys.types }
        set { keys = EnvironmentKeyList(types: newValue) }
    }
    private var keys = EnvironmentKeyList(types: [])

    /// Options; each default is the property's (the scene file's folder, `en-US`, 2 s, 10 s,
    /// 512 MiB, 8 MiB, console lines on standard error).
    public init(assetFolder: URL? = nil, locale: String = "en-US", frameTimeLimit: Double = 2, loadTimeLimit: Double = 10,
                heapLimit: Int = 512 << 20, maximumFileBytes: Int = RenderLimits.scriptBytes,
                console: (@Sendable (_ level: String, _ text: String) -> Void)? = nil,
                environmentKeys: [any EnvironmentKey.Type] = []) {
        self.assetFolder = assetFolder
        self.locale = locale
        self.frameTimeLimit = frameTimeLimit
        self.loadTimeLimit = loadTimeLimit
        self.heapLimit = heapLimit
        self.maximumFileBytes = maximumFileBytes
        keys = EnvironmentKeyList(types: environmentKeys)
        self.console = console ?? { level, text in
            try? OutputFile.write(Data(utf8Of: "console.\(level): \(text)\n"), to: .standardError)
        }
    }
}
