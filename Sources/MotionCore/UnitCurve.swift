/// SwiftUI's name for a unit timing curve, so code written against SwiftUI ports unchanged:
/// `UnitCurve.easeInOut`, `UnitCurve.bezier(startControlPoint:endControlPoint:)`,
/// `LinearKeyframe(1, duration: 0.3, timingCurve: .easeOut)`. See ``TimingCurve``.
public typealias UnitCurve = TimingCurve
