import Foundation
import MotionRender

/// The curve `motion curve` plots, chosen by exactly one group of options, with the text and the
/// x range its plot shows.
enum CurveSource {
    /// `--w W [--damping Z]`: the seed's closed-form spring (`Motion.spring` when Z is 0.78).
    case seedSpring(DampedSpringCurve)
    /// `--spring SPEC`: any ``Spring``; `spelled` is how the user wrote it, for the title.
    case spring(Spring, spelled: String)
    /// `--timing NAME|c1x,c1y,c2x,c2y`.
    case timing(TimingCurve, spelled: String)
    /// `--scene NAME --curve NAME`: a curve the scene declares in `MotionScene.curves`.
    case scene(any MotionScene, SceneCurve)

    static let timingNames: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]
    static let springPresets: [(String, Spring)] = [("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy)]

    /// The seed spring's frequency without `--w`, in rad/s.
    static let defaultFrequency = 14.0

    /// The source `command`'s options name; with none of them, the seed's spring at ω = 14.
    /// - Throws: a usage error when two sources are mixed or a value is malformed.
    static func parse(_ command: CurveCommand, context: CommandContext) throws -> CurveSource {
        let seed = command.$w.isGiven || command.$damping.isGiven
        let sceneGroup = command.$scene.isGiven || command.$curve.isGiven
        let given = [seed, command.$spring.isGiven, command.$timing.isGiven, sceneGroup].filter { $0 }.count
        guard given <= 1 else {
            throw CommandError.usage("choose one curve: --w/--damping, --spring, --timing, or --scene with --curve")
        }
        if let spec = command.spring { return .spring(try parseSpring(spec), spelled: spec) }
        if let spec = command.timing { return .timing(try parseTiming(spec), spelled: spec) }
        if sceneGroup { return try parseSceneCurve(scene: command.scene, curve: command.curve, context: context) }
        return .seedSpring(try DampedSpringCurve(frequency: command.w ?? defaultFrequency, damping: command.damping ?? Motion.springDamping))
    }

    /// `duration:bounce` (`0.5:0.3`), `mass:stiffness:damping` (`1:170:26`), the same with names
    /// (`response=0.5:dampingFraction=0.7`), or a preset (smooth, snappy, bouncy).
    static func parseSpring(_ spec: String) throws -> Spring {
        if let preset = springPresets.first(where: { $0.0 == spec.lowercased() }) { return preset.1 }
        let forms = "duration:bounce (0.5:0.3), response=R:dampingFraction=Z, mass:stiffness:damping (1:170:26), or smooth, snappy, bouncy"
        var names: [String] = [], numbers: [Double] = []
        for part in spec.split(separator: ":", omittingEmptySubsequences: false) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let number = Double(argument: String(pieces.last!)) else {
                throw CommandError.usage("--spring '\(spec)' is not a spring: use \(forms)")
            }
            names.append(pieces.count == 2 ? pieces[0] : "")
            numbers.append(number)
        }
        let unnamed = names.allSatisfy(\.isEmpty)
        do {
            switch (unnamed, numbers.count, names) {
            case (true, 2, _), (false, 2, ["duration", "bounce"]):
                return try Spring.validated(duration: numbers[0], bounce: numbers[1])
            case (false, 2, ["response", "dampingFraction"]), (false, 2, ["response", "dampingRatio"]):
                return try Spring.validated(response: numbers[0], dampingFraction: numbers[1])
            case (true, 3, _), (false, 3, ["mass", "stiffness", "damping"]):
                return try Spring.validated(mass: numbers[0], stiffness: numbers[1], damping: numbers[2])
            default:
                throw CommandError.usage("--spring '\(spec)' is not a spring: use \(forms)")
            }
        } catch let error as MotionError {
            throw CommandError.usage("--spring '\(spec)': \(error)")
        }
    }

    /// A named curve (case-insensitive) or four comma-separated numbers `c1x,c1y,c2x,c2y`.
    static func parseTiming(_ spec: String) throws -> TimingCurve {
        if let named = timingNames.first(where: { $0.0.lowercased() == spec.lowercased() }) { return named.1 }
        let numbers = spec.split(separator: ",", omittingEmptySubsequences: false).map { Double(argument: $0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, let c1x = numbers[0], let c1y = numbers[1], let c2x = numbers[2], let c2y = numbers[3] else {
            let names = timingNames.map(\.0).joined(separator: ", ")
            throw CommandError.usage("--timing '\(spec)' is not a timing curve: use one of \(names), or c1x,c1y,c2x,c2y such as 0.2,0,0,1")
        }
        do {
            return try TimingCurve.validated(c1x, c1y, c2x, c2y)
        } catch let error as MotionError {
            throw CommandError.usage("--timing '\(spec)': \(error)")
        }
    }

    /// `--scene NAME --curve NAME`; errors list the scenes, or the scene's curves (or say it has none).
    static func parseSceneCurve(scene sceneName: String?, curve curveName: String?, context: CommandContext) throws -> CurveSource {
        guard let sceneName else { throw CommandError.usage("--curve needs --scene NAME") }
        let scene = try context.scene(named: sceneName)
        let curves = scene.curves
        guard !curves.isEmpty else {
            throw CommandError.usage("scene '\(scene.name)' declares no curves (MotionScene.curves is empty); plot --w, --spring or --timing instead")
        }
        let choices = curves.map { "'\($0.name)'" }.joined(separator: ", ")
        guard let curveName else {
            throw CommandError.usage("--scene \(scene.name) needs --curve NAME; curves: \(choices)")
        }
        guard let curve = curves.first(where: { $0.name == curveName }) else {
            throw CommandError.usage("unknown curve '\(curveName)' in scene '\(scene.name)'; curves: \(choices)")
        }
        return .scene(scene, curve)
    }

    /// The curve as a function of x.
    var function: @Sendable (Double) -> Double {
        switch self {
        case .seedSpring(let spring): return { spring.value(at: $0) }
        case .spring(let spring, _): return { spring.value(from: 0.0, to: 1.0, time: $0) }
        case .timing(let curve, _): return { curve.value(at: $0) }
        case .scene(_, let curve): return curve.value
        }
    }

    /// Why a scene's curve gave no values (see ``SceneCurve/failure``); nil for the others.
    var failure: String? {
        if case .scene(_, let curve) = self { return curve.failure }
        return nil
    }

    /// The x range plotted when `--to` is not given: until the curve settles, 1 for a timing
    /// curve, the scene's duration for a scene curve. Infinite for an undamped spring.
    var defaultEnd: Double {
        switch self {
        case .seedSpring(let spring): return spring.settlingTime()
        case .spring(let spring, _): return spring.settlingDuration
        case .timing: return 1
        case .scene(let scene, _): return scene.duration
        }
    }

    var title: String {
        switch self {
        case .seedSpring(let s):
            return s.damping == Motion.springDamping ? "Motion.spring(x, \(Self.number(s.frequency)))"
                : "Seed spring, damping \(Self.number(s.damping))"
        case .spring(_, let spelled): return "Spring \(spelled)"
        case .timing(_, let spelled): return "Timing curve \(spelled)"
        case .scene(let scene, let curve): return "\(scene.name): \(curve.name)"
        }
    }

    var legend: String {
        switch self {
        case .seedSpring(let s):
            let wd = s.frequency * (1 - s.damping * s.damping).squareRoot()
            return "ω = \(Self.number(s.frequency)) rad/s · ζ = \(Self.number(s.damping)) · ω_d = \(Self.number(wd)) rad/s"
        case .spring(let s, _):
            return "duration \(Self.number(s.duration)) s · bounce \(Self.number(s.bounce)) · ζ = \(Self.number(s.dampingFraction))"
                + " · k = \(Self.number(s.stiffness)) · c = \(Self.number(s.damping)) · m = \(Self.number(s.mass))"
        case .timing(let c, _):
            return "control points (\(Self.number(c.c1x)), \(Self.number(c.c1y))) and (\(Self.number(c.c2x)), \(Self.number(c.c2y)))"
        case .scene(let scene, _):
            return "scene time · duration \(Self.number(scene.duration)) s · still \(Self.number(scene.stillTime)) s"
        }
    }

    var axisLabel: String {
        if case .timing = self { return "fraction of the duration" }
        return "t (s)"
    }

    /// Seconds, except for a timing curve, whose x is a fraction of the animation's duration.
    var unit: String {
        if case .timing = self { return "" }
        return "s"
    }

    /// Dashed lines at the start and the target for springs and timing curves; none for a scene's
    /// curve, whose values can be anything.
    var referenceValues: [Double] {
        if case .scene = self { return [] }
        return [0, 1]
    }

    /// Up to four significant digits, no trailing zeros: 14, 0.78, 157.9.
    static func number(_ value: Double) -> String {
        CompactNumber.text(value)
    }
}
