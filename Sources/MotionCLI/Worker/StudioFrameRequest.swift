import Foundation
import MotionRender

/// One frame the studio asks for: the scene, the instant, the format and the environment. The
/// same value travels from the page's query to a render worker and back into a cache key.
package struct StudioFrameRequest: Codable, Hashable, Sendable {
    /// The largest scale a frame may be asked at (a 360 × 280 box at 8 is 2880 × 2240 pixels).
    package static let maximumScale = 8.0

    /// The scene's name within its source (without a file prefix).
    package var scene: String
    /// Scene time in seconds, within `0...duration`.
    package var time: Double
    package var format: RenderFormat
    /// Output pixels (SVG px, PDF pt) per point of the box, in `(0, maximumScale]`.
    package var scale: Double
    /// An exact output size instead of `scale` (the box fitted and centred, as `--size` does):
    /// the device pixels of the frame on the page, each side at most the box's × `maximumScale`.
    package var size: PixelSize?
    package var scheme: ColorScheme
    /// A device in a posture by its label: `phone`, `foldable-open`.
    package var device: String
    package var reduceMotion: Bool
    /// A BCP 47 tag, `en` by default.
    package var locale: String
    /// How a PNG is compressed: `fast` for frames shown on the page, the default for saved ones.
    package var pngCompression: PNGCompression

    package init(scene: String, time: Double, format: RenderFormat = .png, scale: Double = 1, size: PixelSize? = nil, scheme: ColorScheme = .light,
                 device: String = DeviceEnvironment.phone.label, reduceMotion: Bool = false, locale: String = "en",
                 pngCompression: PNGCompression = .default) {
        self.scene = scene
        self.time = time
        self.format = format
        self.scale = scale
        self.size = size
        self.scheme = scheme
        self.device = device
        self.reduceMotion = reduceMotion
        self.locale = locale
        self.pngCompression = pngCompression
    }

    /// The render options for `scene`, with the settings it reads already in `base`.
    /// - Throws: ``StudioRequestError`` for a time outside the scene, a scale out of range, an
    ///   unknown device or locale: what the user asked for is wrong, not the scene.
    package func options(for scene: any MotionScene, base: RenderOptions = RenderOptions()) throws -> RenderOptions {
        guard scene.timeRange.contains(time) else { throw StudioRequestError("time \(CompactNumber.text(time)) s is \(scene.timeRange.outside)") }
        guard RenderLimits.isScale(scale), scale <= Self.maximumScale else {
            throw StudioRequestError("scale \(CompactNumber.text(scale)) is out of range: expected 0 < scale <= \(CompactNumber.text(Self.maximumScale))")
        }
        if let size {
            let most = (Double(scene.box.width) * Self.maximumScale, Double(scene.box.height) * Self.maximumScale)
            guard size.width >= 1, size.height >= 1, Double(size.width) <= most.0, Double(size.height) <= most.1 else {
                throw StudioRequestError("size \(size.width)x\(size.height) is out of range for scene '\(scene.name)': expected 1x1 to \(Int(most.0))x\(Int(most.1))")
            }
        }
        guard let environment = DeviceEnvironment.all.first(where: { $0.label == device }) else {
            throw StudioRequestError("unknown device '\(device)'; devices: \(DeviceEnvironment.all.map(\.label).joined(separator: ", "))")
        }
        var options = base
        options.format = format
        options.size = size.map { .size(width: Double($0.width), height: Double($0.height)) } ?? .scale(scale)
        options.colorScheme = scheme
        options.device = environment
        options.reduceMotion = reduceMotion
        options.pngCompression = pngCompression
        do {
            options.locale = try MotionLocale(locale)
        } catch {
            throw StudioRequestError("locale '\(locale)' is not a language tag such as en, ja or pt-BR")
        }
        return options
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
        return "\(name.isEmpty ? "frame" : name)-\(Milliseconds.text(time))ms-\(scheme.rawValue).\(format.rawValue)"
    }
}

extension StudioFrameRequest {
    private enum CodingKeys: String, CodingKey {
        case scene, time, format, scale, width, height, scheme, device, reduceMotion, locale, pngCompression
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func choice<T: RawRepresentable>(_ key: CodingKeys, _ type: T.Type) throws -> T where T.RawValue == String {
            let text = try container.decode(String.self, forKey: key)
            guard let value = T(rawValue: text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "unknown \(key.rawValue) '\(text)'")
            }
            return value
        }
        let width = try container.decodeIfPresent(Int.self, forKey: .width), height = try container.decodeIfPresent(Int.self, forKey: .height)
        self.init(scene: try container.decode(String.self, forKey: .scene), time: try container.decode(Double.self, forKey: .time),
                  format: try choice(.format, RenderFormat.self), scale: try container.decode(Double.self, forKey: .scale),
                  size: width.flatMap { w in height.map { PixelSize(width: w, height: $0) } },
                  scheme: try choice(.scheme, ColorScheme.self), device: try container.decode(String.self, forKey: .device),
                  reduceMotion: try container.decode(Bool.self, forKey: .reduceMotion), locale: try container.decode(String.self, forKey: .locale),
                  pngCompression: try choice(.pngCompression, PNGCompression.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scene, forKey: .scene)
        try container.encode(time, forKey: .time)
        try container.encode(format.rawValue, forKey: .format)
        try container.encode(scale, forKey: .scale)
        try container.encodeIfPresent(size?.width, forKey: .width)
        try container.encodeIfPresent(size?.height, forKey: .height)
        try container.encode(scheme.rawValue, forKey: .scheme)
        try container.encode(device, forKey: .device)
        try container.encode(reduceMotion, forKey: .reduceMotion)
        try container.encode(locale, forKey: .locale)
        try container.encode(pngCompression.rawValue, forKey: .pngCompression)
    }
}
