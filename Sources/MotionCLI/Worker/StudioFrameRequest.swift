import Foundation
import MotionRender

/// One frame the studio asks for: the scene, the instant, the ``RenderOptions`` to draw it
/// with, and the props the page gave. The same value travels from the page's query to a render
/// worker (the options encoded as they are, so a new render option needs no field here) and
/// back into a cache key (so frames with other props are other entries).
package struct StudioFrameRequest: Codable, Hashable, Sendable {
    /// The largest scale a frame may be asked at (a 360 × 280 box at 8 is 2880 × 2240 pixels).
    package static let maximumScale = 8.0

    /// The scene's name within its source (without a file prefix).
    package var scene: String
    /// Scene time in seconds, within `0...duration`.
    package var time: Double
    /// Everything else the page chose: format, scale or exact size (each side at most the box's
    /// × `maximumScale`), scheme, device, Reduce Motion, locale, PNG compression. Values the
    /// worker resolves itself (the tool's scene settings) are laid under these where the frame is drawn.
    package var options: RenderOptions
    /// The page's props (`props=`), not yet read by the scene's props type: laid key by key over
    /// those the scene draws without them (its defaults, with the studio's `--props` laid over
    /// them), as `--props` is laid over the defaults. Nil (default): those props as they are.
    /// Options do not carry props when encoded, hence a field of its own.
    package var props: [String: JSONValue]?

    /// What the messages about the page's props start with, as `--props` starts the command line's.
    package static let propsSource = "props"

    package init(scene: String, time: Double, options: RenderOptions = RenderOptions(), props: [String: JSONValue]? = nil) {
        self.scene = scene
        self.time = time
        self.options = options
        self.props = props
    }

    /// A request with the options the page sets by name; every default is `RenderOptions`'s.
    package init(scene: String, time: Double, format: RenderFormat = .png, scale: Double = 1, size: PixelSize? = nil,
                 scheme: ColorScheme = .light, device: DeviceEnvironment = .phone, reduceMotion: Bool = false,
                 locale: MotionLocale = .english, pngCompression: PNGCompression = .default) {
        var options = RenderOptions(format: format, size: size.map { .size(width: Double($0.width), height: Double($0.height)) } ?? .scale(scale),
                                    colorScheme: scheme, reduceMotion: reduceMotion, device: device, pngCompression: pngCompression)
        options.locale = locale
        self.init(scene: scene, time: time, options: options)
    }

    /// The output format.
    package var format: RenderFormat { options.format }

    /// The render options for `scene`: these options with the values of `base` (the settings
    /// it reads and the launch props, already resolved) that they do not set, and ``props``
    /// laid over the props of `base` (or the scene's defaults).
    /// - Throws: ``StudioRequestError`` for a time outside the scene, a scale or size out of
    ///   range, or props the scene refuses (the message as `--props` words it, starting with
    ///   `props:`): what the user asked for is wrong, not the scene.
    package func options(for scene: any MotionScene, base: RenderOptions = RenderOptions()) throws -> RenderOptions {
        guard scene.timeRange.contains(time) else { throw StudioRequestError("time \(CompactNumber.text(time)) s is \(scene.timeRange.outside)") }
        switch options.size {
        case .scale(let scale):
            guard RenderLimits.isScale(scale), scale <= Self.maximumScale else {
                throw StudioRequestError("scale \(CompactNumber.text(scale)) is out of range: expected 0 < scale <= \(CompactNumber.text(Self.maximumScale))")
            }
        case .size(let width, let height):
            let most = (Double(scene.box.width) * Self.maximumScale, Double(scene.box.height) * Self.maximumScale)
            guard width >= 1, height >= 1, width <= most.0, height <= most.1 else {
                throw StudioRequestError("size \(CompactNumber.text(width))x\(CompactNumber.text(height)) is out of range for scene '\(scene.name)': expected 1x1 to \(Int(most.0))x\(Int(most.1))")
            }
        }
        var merged = options
        merged.environmentValues = options.environmentValues.laid(over: base.environmentValues)
        if let props {
            do {
                merged.props = try Self.props(props, for: scene, over: merged)
            } catch let error as PropsError {
                throw StudioRequestError(error.description)
            }
        }
        return merged
    }

    /// `given` read by `scene`'s props type over the props it draws with under `options`.
    private static func props(_ given: [String: JSONValue], for scene: any MotionScene, over options: RenderOptions) throws -> any SceneProps {
        let input = PropsInput(object: given, source: propsSource)
        func decode<S: MotionScene>(_ scene: S) throws -> any SceneProps {
            guard scene.takesProps else { throw PropsError.takesNoProps(source: input.source, scene: scene.name) }
            return try S.Props.decode(input, over: try scene.props(in: options))
        }
        return try decode(scene)
    }

    /// The frame's bytes, drawn by `MotionRenderer` exactly as `motion render` draws them.
    /// - Throws: ``StudioRequestError`` for a bad request, ``RenderError`` when drawing fails.
    package func render(_ scene: any MotionScene, base: RenderOptions = RenderOptions()) throws -> Data {
        let options = try options(for: scene, base: base)
        do {
            return try MotionRenderer.render(scene, at: time, options: options)
        } catch let error as RenderError {
            switch error {
            case .invalidScale, .scaleTooSmall, .invalidSize, .tooManyPixels, .sideTooLong:
                throw StudioRequestError(error.description)
            default:
                throw error
            }
        }
    }

    /// A file name for a saved frame: `coins-1350ms-dark.png`.
    package var fileName: String {
        let name = SafeName.text(scene)
        return "\(name.isEmpty ? "frame" : name)-\(Milliseconds.text(time))ms-\(options.colorScheme.rawValue).\(options.format.fileExtension)"
    }
}
