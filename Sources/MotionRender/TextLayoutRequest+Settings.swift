import Foundation

extension TextLayoutRequest {
    /// A one-line text in `font` for a frame with `settings`, laid out as the canvas does (no wrapping).
    init(line string: String, font: MotionFont, tracking: Double = 0, direction: TextDirection = .natural, settings: TextSettings) {
        self.init(line: string, font: font, tracking: tracking, direction: direction, locale: settings.locale,
                  rendering: settings.rendering, scale: settings.outputScale)
    }

    /// `text` laid out in `size` (an infinite side is no limit) for a frame with `settings`.
    init(text: MotionText, size: CGSize, settings: TextSettings) {
        self.init(text: text, size: size, locale: settings.locale, rendering: settings.rendering, scale: settings.outputScale)
    }
}
