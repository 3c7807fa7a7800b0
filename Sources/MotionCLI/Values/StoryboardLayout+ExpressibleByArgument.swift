import MotionTimeline

/// `StoryboardLayout` by its raw value, case-insensitive; help and completion list the cases.
extension StoryboardLayout: ExpressibleByArgument {}
