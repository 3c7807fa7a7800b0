import Foundation
import MotionRender
import MotionTimeline

/// `motion curve`: plots a spring, a timing curve or a scene's named curve to PNG, SVG or PDF,
/// with axes, tick labels, a title and legend with the parameters, and a dot at `--at T`.
///
/// The plot is a ``CurvePlotScene`` rendered by ``MotionRenderer``, sized, encoded and written
/// with the same option groups as `motion render`.
struct CurveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "curve", abstract: "Plot a spring, timing curve or scene curve (SVG, PNG, PDF) with a dot at a time.",
        discussion: "Choose one curve: --w (with --damping) for the seed's spring, --spring, --timing, or --scene with --curve. Without any, the seed's spring Motion.spring(x, 14).",
        argumentsHint: "choose the curve with --w, --spring, --timing or --scene")

    @Option("--w", placeholder: "RAD_PER_S", help: "The seed's spring Motion.spring(x, w): its frequency, in rad/s.",
            defaultDescription: CompactNumber.text(CurveSource.defaultFrequency),
            requirement: Requirement("is out of range: expected a frequency > 0 rad/s (default \(CompactNumber.text(CurveSource.defaultFrequency)))") {
                $0.isFinite && $0 > 0
            })
    var w: Double?

    @Option("--damping", placeholder: "Z", help: "Damping ratio of the seed's spring, 0 < Z < 1.",
            defaultDescription: CompactNumber.text(Motion.springDamping),
            requirement: Requirement("is out of range: expected 0 < z < 1 (under-damped; default \(CompactNumber.text(Motion.springDamping)))") {
                $0.isFinite && $0 > 0 && $0 < 1
            })
    var damping: Double?

    @Option("--spring", placeholder: "SPEC",
            help: "A Spring: duration:bounce (0.5:0.3), response=R:dampingFraction=Z, mass:stiffness:damping (1:170:26), or smooth, snappy, bouncy.",
            completion: .values(CurveSource.springPresets.map(\.0)))
    var spring: String?

    @Option("--timing", placeholder: "CURVE", help: "A timing curve: linear, easeIn, easeOut, easeInOut, or c1x,c1y,c2x,c2y.",
            completion: .values(CurveSource.timingNames.map(\.0)))
    var timing: String?

    @Option("--scene", placeholder: "SCENE", help: "Plot a curve the scene declares (with --curve).", completion: .scenes)
    var scene: String?

    @Option("--curve", placeholder: "NAME", help: "The scene curve's name (the error without it lists them).")
    var curve: String?

    @Option("--at", placeholder: "T", help: "Put a dot on the curve at T, in 0...end (seconds; a fraction for timing curves).")
    var at: Double?

    @Option("--to", placeholder: "END", help: "End of the x-axis, in (0, \(CompactNumber.text(CurvePlotScene.maximumEnd))].",
            defaultDescription: "until a spring settles, 1 for timing curves, the scene's duration",
            requirement: Requirement("is out of range: expected a finite end in (0, \(CompactNumber.text(CurvePlotScene.maximumEnd))]") {
                $0.isFinite && $0 > 0 && $0 <= CurvePlotScene.maximumEnd
            })
    var to: Double?

    @OptionGroup var size: SizeOptions
    @OptionGroup var scheme: SchemeOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var encoding: EncodingOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    init() {}

    func run(_ context: CommandContext) throws {
        let source = try CurveSource.parse(self, context: context)
        let end = try plotEnd(source)
        if let at, !(at.isFinite && at >= 0 && at <= end) {
            throw CommandError.usage("--at \($at.text ?? "") is outside the plot: valid range is 0...\(CompactNumber.text(end))")
        }
        // A scene's curve that failed (a JavaScript curve past its time limit) fails the command
        // with the reason, whether or not it had values elsewhere.
        let built = Result {
            try CurvePlotScene(title: source.title, legend: source.legend, axisLabel: source.axisLabel, unit: source.unit, end: end,
                               showsDot: at != nil, referenceValues: source.referenceValues, curve: source.function)
        }
        if let failure = source.failure { throw CommandError.failure(failure) }
        let plot = try built.get()
        let format = try output.renderFormat()
        var options = RenderOptions(format: format, size: try size.renderSize())
        encoding.apply(to: &options)
        options.colorScheme = scheme.scheme
        options.title = source.title
        try size.check(box: plot.box, name: "the plot", options: options)
        let time = at ?? plot.stillTime
        let destination = output.destination(defaultName: "curve.\(format.rawValue)")
        try destination.write(file: { try MotionRenderer.render(plot, at: time, options: options, to: $0) },
                              data: { try MotionRenderer.render(plot, at: time, options: options) },
                              output: context.output)
        if let path = destination.reportedPath { context.output.print(path) }
    }

    /// The x-axis end: `--to`, else where the curve settles (see ``CurveSource/defaultEnd``),
    /// which must be finite and within `(0, CurvePlotScene.maximumEnd]`; otherwise a usage error
    /// naming the option to change and the valid range.
    func plotEnd(_ source: CurveSource) throws -> Double {
        if let to { return to }
        let limit = CurvePlotScene.maximumEnd
        let range = "(0, \(CompactNumber.text(limit))]"
        let end = source.defaultEnd
        if end.isFinite, end > 0, end <= limit { return end }
        guard end > 0 else { throw CommandError.usage("the curve's default x range is empty: give --to END in \(range)") }
        let shown = "the \(CompactNumber.text(limit)) s a plot can show"
        let settles = end.isFinite ? "takes \(CompactNumber.text(end)) s to settle, more than \(shown)" : "never settles within \(shown)"
        switch source {
        case .seedSpring(let spring):
            let w = $w.spelled(default: spring.frequency)
            let z = $damping.text ?? CompactNumber.text(spring.damping)
            // The settling time is proportional to 1/ω, so the smallest ω that settles in time is:
            let atOne = (try? DampedSpringCurve(frequency: 1, damping: spring.damping))?.settlingTime() ?? .infinity
            let smallest = Self.roundedUp(atOne / limit)
            let fix = smallest.isFinite ? "use --w >= \(CompactNumber.text(smallest)) with damping \(z)" : "use a larger --damping"
            throw CommandError.usage("--w \(w) with damping \(z) \(settles): \(fix), or give --to END in \(range)")
        case .spring(let spring, let spelled):
            guard end.isFinite else {
                if spring.damping == 0 {
                    throw CommandError.usage("this spring never settles (no damping): give the x-axis end with --to END in \(range)")
                }
                // Damped, yet no finite settling time: the spring's numbers are beyond what its
                // settling time can be computed from.
                throw CommandError.usage("--spring '\(spelled)' is damped (damping ratio \(CompactNumber.text(spring.dampingRatio))), but its settling time cannot be computed with these magnitudes (stiffness \(CompactNumber.text(spring.stiffness)), damping \(CompactNumber.text(spring.damping)), mass \(CompactNumber.text(spring.mass))): give the x-axis end with --to END in \(range)")
            }
            throw CommandError.usage("--spring '\(spelled)' \(settles): give --to END in \(range)")
        case .scene(let scene, _):
            throw CommandError.usage("scene '\(scene.name)' lasts \(CompactNumber.text(end)) s, more than \(shown): give --to END in \(range)")
        case .timing(_, let spelled):
            throw CommandError.usage("--timing '\(spelled)' has no end in \(range): give --to END")
        }
    }

    /// `value` rounded up to three significant digits, so the bound written in a message is safe to use.
    static func roundedUp(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return value }
        let unit = pow(10, (log10(value)).rounded(.down) - 2)
        return (value / unit).rounded(.up) * unit
    }
}
