import MotionTimeline

/// `animate --dither none|sierra|bayer`, case-insensitive.
extension GIFDither: ExpressibleByArgument {}
