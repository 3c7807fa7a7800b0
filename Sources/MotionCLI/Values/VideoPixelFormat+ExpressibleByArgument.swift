import MotionTimeline

/// `animate --pixel-format yuv420p|yuv444p|yuva420p`, case-insensitive.
extension VideoPixelFormat: ExpressibleByArgument {}
