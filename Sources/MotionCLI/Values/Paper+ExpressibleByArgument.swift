import MotionTimeline

/// `Paper` by its raw value, case-insensitive; help and completion list the cases.
extension Paper: ExpressibleByArgument {}
