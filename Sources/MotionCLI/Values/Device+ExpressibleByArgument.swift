import MotionRender

/// `Device` by its raw value, case-insensitive; help and completion list the cases.
extension Device: ExpressibleByArgument {}
