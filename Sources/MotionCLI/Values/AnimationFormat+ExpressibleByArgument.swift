import MotionTimeline

/// `animate --format svg|apng|webp|gif|mp4|webm|lottie|dotlottie`, by name, case-insensitive;
/// otherwise by the extension that names it: `png` is taken for `apng` and `json` for `lottie`, as
/// the `.png` and `.json` extensions are (`lottie` is the JSON format, `.lottie` files are
/// `dotlottie`). The error lists the names.
extension AnimationFormat: ExpressibleByArgument {
    public init?(argument: String) {
        if let named = AnimationFormat(rawValue: argument.lowercased()) {
            self = named
        } else {
            self.init(fileExtension: argument)
        }
    }
}
