import MotionRender

/// `--locale ja`: a BCP 47 tag (`en`, `ja`, `ar`, `pt-BR`, `zh-Hant`; `_` may stand for `-`).
extension MotionLocale: ExpressibleByArgument {
    public init?(argument: String) {
        guard let locale = try? MotionLocale(argument) else { return nil }
        self = locale
    }

    public static var valueDescription: String { "a BCP 47 tag such as en, ja, ar, pt-BR or zh-Hant" }

    public var defaultValueDescription: String { identifier }

    public static func invalidArgumentMessage(option: String, text: String) -> String {
        "option '\(option)' got '\(text)'; expected \(valueDescription)"
    }
}
