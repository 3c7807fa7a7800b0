import MotionRender

/// `Posture` by its raw value, case-insensitive; help and completion list the cases.
extension Posture: ExpressibleByArgument {}
