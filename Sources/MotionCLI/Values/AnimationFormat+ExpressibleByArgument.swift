import MotionTimeline

/// `animate --format svg|apng|webp|gif|mp4|webm`, by name, case-insensitive; `png` is taken for
/// `apng`, as the `.png` extension is. The error lists the names.
extension AnimationFormat: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(fileExtension: argument)
    }
}
