import MotionRender

/// `ColorScheme` by its raw value, case-insensitive; help and completion list the cases.
extension ColorScheme: ExpressibleByArgument {}
