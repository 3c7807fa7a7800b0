import Foundation
import Synchronization

extension RenderOptions {
    /// Every drawing option and environment value that can change what `scene` draws under these
    /// options, by content: scheme, device, posture, Reduce Motion, size, background, locale, font
    /// rendering, SVG details,
    /// the PNG encoding (it changes a PNG's bytes), the title when one is set, and the fingerprint
    /// of every environment value that was set or that the scene reads (its
    /// ``MotionScene/environmentKeys``, defaults included); not the props, which a manifest
    /// records as JSON of their own. Keys are stable names; a frame manifest records this, and
    /// default SVG ids hash it (with the props).
    public func fingerprints(for scene: any MotionScene) -> [String: String] {
        let size: String
        switch self.size {
        case .scale(let s): size = "scale \(s)"
        case .size(let w, let h): size = "\(w)x\(h)"
        }
        var described = ["scheme": colorScheme.rawValue, "device": device.device.rawValue, "posture": device.posture.rawValue,
                         "reduceMotion": String(reduceMotion), "size": size, "background": String(background),
                         "decorative": String(decorative), "idPrefix": svgIDPrefix ?? "",
                         "locale": locale.identifier, "fontRendering": Self.stableText(of: fontRendering)]
        if let title { described["title"] = title }
        // Props are recorded on their own, as the JSON drawn with (see ``MotionScene/props(in:)``).
        for entry in environmentValues.fingerprints where entry.name != PropsKey.name { described[entry.name] = entry.fingerprint }
        for key in scene.environmentKeys {
            let entry = environmentValues.fingerprint(of: key)
            described[entry.name] = entry.fingerprint
        }
        if format == .png { described["pngCompression"] = pngCompression.rawValue }
        // An option added to RenderOptions later joins the fingerprints by itself, as its JSON.
        if !Self.newOptionKeys.isEmpty, let encoded = try? Self.encoder.encode(self),
           let object = try? JSONSerialization.jsonObject(with: encoded) as? [String: Any] {
            for key in Self.newOptionKeys {
                guard let value = object[key], let text = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
                else { continue }
                described[key] = String(decoding: text, as: UTF8.self)
            }
        }
        return described
    }

    /// The options (by coding key) the entries above describe, or that change no drawing (the
    /// format, which a manifest records itself; the pixel limit).
    package static let describedOptionKeys: Set<String> = ["format", "size", "background", "environmentValues", "pixelLimit", "title",
                                                   "svgIDPrefix", "decorative", "pngCompression"]

    /// Coding keys of `RenderOptions` not in ``describedOptionKeys``: options added since, which
    /// fingerprints record as their JSON (empty today, so no document pays for encoding; the
    /// names are read without encoding, `CodingKeyNames`).
    package static let newOptionKeys: [String] = CodingKeyNames.of(RenderOptions()).filter { !describedOptionKeys.contains($0) }.sorted()

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()

    /// `StableDescription.of(rendering)`, described once per value: the mirror walk and the
    /// names of its three enum cases cost 90 k instructions, more than the rest of a document's
    /// default id prefix, and a sequence asks for the same value in every document.
    private static func stableText(of rendering: FontRendering) -> String {
        if let kept = stableTexts.withLock({ $0[rendering] }) { return kept }
        let text = StableDescription.of(rendering)
        stableTexts.withLock { $0[rendering] = text }
        return text
    }

    /// At most one entry per distinct setting: 4 hintings × metrics on or off × 2 antialiasings.
    private static let stableTexts = Mutex<[FontRendering: String]>([:])
}
