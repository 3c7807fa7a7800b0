/// An ``EnvironmentKey`` whose values are data: listed in ``EnvironmentValues/codableKeys``, its
/// value travels with encoded ``RenderOptions`` (a studio worker's request) instead of being
/// resolved again where the frame is drawn.
public protocol CodableEnvironmentKey: EnvironmentKey where Value: Codable {}

extension LocaleKey: CodableEnvironmentKey {}
extension FontRenderingKey: CodableEnvironmentKey {}
