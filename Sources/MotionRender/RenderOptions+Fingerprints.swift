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
                         "locale": locale.identifier, "fontRendering": StableDescription.of(fontRendering)]
        if let title { described["title"] = title }
        // Props are recorded on their own, as the JSON drawn with (see ``MotionScene/props(in:)``).
        for entry in environmentValues.fingerprints where entry.name != PropsKey.name { described[entry.name] = entry.fingerprint }
        for key in scene.environmentKeys {
            let entry = environmentValues.fingerprint(of: key)
            described[entry.name] = entry.fingerprint
        }
        if format == .png { described["pngCompression"] = pngCompression.rawValue }
        return described
    }
}
