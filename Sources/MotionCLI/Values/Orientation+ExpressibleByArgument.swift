import MotionTimeline

/// `Orientation` by its raw value, case-insensitive; help and completion list the cases.
extension Orientation: ExpressibleByArgument {}
