extension MotionCanvas {
    /// The scene's text for `key` in the environment's locale (see ``MotionScene/strings``).
    ///
    /// Every locale of a catalog has every key (checked when it is loaded), so only a key the
    /// catalog lacks altogether is missing: it is reported (the render fails naming the key and
    /// the file) and the key itself is returned.
    public func localized(_ key: String) -> String {
        let strings = environment.strings
        if let text = strings[key] { return text }
        report("no string '\(key)' in \(strings.source)")
        return key
    }
}
