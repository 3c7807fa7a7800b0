import MotionRender

/// `PNGCompression` by its raw value, case-insensitive; help and completion list the cases.
extension PNGCompression: ExpressibleByArgument {}
