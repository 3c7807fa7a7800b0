import Foundation
import MotionRender
import MotionTimeline

/// `motion curve`: plots a spring, a timing curve or a scene's named curve to PNG, SVG or PDF,
/// with axes, tick labels, a title and legend with the parameters, and a dot at `--at T`.
///
/// The plot is a ``CurvePlotScene`` rendered by ``MotionRenderer``, so every output format and
/// size option works as for `motion render`.
struct CurveCommand {
    let registry: SceneRegistry
    let tool: String

    static let options: [OptionSpec] = [
        .value("--w", value: "RAD_PER_S", help: "The seed's spring Motion.spring(x, w): frequency > 0 in rad/s (default 14)."),
        .value("--damping", value: "Z", help: "Damping ratio of the seed's spring, 0 < Z < 1 (default 0.78)."),
        .value("--spring", value: "SPEC", help: "A Spring: duration:bounce (0.5:0.3), response=R:dampingFraction=Z, mass:stiffness:damping (1:170:26), or smooth, snappy, bouncy."),
        .value("--timing", value: "CURVE", help: "A timing curve: linear, easeIn, easeOut, easeInOut, or c1x,c1y,c2x,c2y."),
        .value("--scene", value: "SCENE", help: "Plot a curve the scene declares (with --curve)."),
        .value("--curve", value: "NAME", help: "The scene curve's name (see the error without it for the list)."),
        .value("--at", value: "T", help: "Put a dot on the curve at T, in 0...end (seconds; fraction for timing curves)."),
        .value("--to", value: "END", help: "End of the x-axis, in (0, \(CurveSource.number(CurvePlotScene.maximumEnd))] (default: until a spring settles, 1 for timing curves, the scene's duration)."),
        .value("--scale", value: "FACTOR", help: "Multiply the 480x320 plot by FACTOR > 0 (default 1)."),
        .value("--size", value: "WxH", help: "Exact output size; the plot is fitted and centred."),
        .value("--scheme", value: "SCHEME", help: "Colour scheme: light (default) or dark."),
        .value("--format", value: "FORMAT", help: "png, svg or pdf (default: from the output's extension, else png)."),
        .value("--output", "-o", value: "FILE", help: "Output file (default: curve.FORMAT in the current folder)."),
        .flag("--transparent", help: "Do not fill the palette background."),
        .flag("--help", "-h", help: "Show this help."),
    ]

    func run(_ arguments: [String], _ output: CommandOutput) throws {
        let parsed = try ParsedArguments(arguments, options: Self.options, command: "\(tool) curve")
        if parsed.has("--help") {
            output.print(HelpText.render(usage: "\(tool) curve [--w W [--damping Z] | --spring SPEC | --timing CURVE | --scene SCENE --curve NAME] [--at T] [--to END] [--scale S | --size WxH] [--scheme light|dark] [-o FILE]",
                                         abstract: "Plot a spring, a timing curve or a scene's curve, with a dot at --at T.",
                                         options: Self.options))
            return
        }
        if let extra = parsed.positionals.first {
            throw CommandError.usage("'\(tool) curve' takes no arguments, got '\(extra)'; choose the curve with --w, --spring, --timing or --scene")
        }
        let source = try CurveSource.parse(parsed, registry: registry)
        let end = try Self.plotEnd(parsed, source)
        let at = try parsed.number("--at")
        if let at, !(at.isFinite && at >= 0 && at <= end) {
            throw CommandError.usage("--at \(parsed["--at"]!) is outside the plot: valid range is 0...\(CurveSource.number(end))")
        }
        let plot = try CurvePlotScene(title: source.title, legend: source.legend, axisLabel: source.axisLabel, unit: source.unit, end: end,
                                      showsDot: at != nil, referenceValues: source.referenceValues, curve: source.function)
        let outputPath = parsed["--output"]
        let format = try RenderCommand.format(explicit: parsed["--format"], path: outputPath)
        var options = RenderOptions(format: format, size: try SizeArguments.size(parsed), background: !parsed.has("--transparent"))
        if let scheme = try parsed.choice("--scheme", ColorScheme.self) { options.colorScheme = scheme }
        options.title = source.title
        let url = URL(fileURLWithPath: outputPath ?? "curve.\(format.rawValue)")
        try MotionRenderer.render(plot, at: at ?? plot.stillTime, options: options, to: url)
        output.print(url.path)
    }

    /// The x-axis end: `--to`, else where the curve settles (see ``CurveSource/defaultEnd``). Either
    /// must be finite and within `(0, CurvePlotScene.maximumEnd]`; otherwise a usage error naming
    /// the option to change and the valid range.
    static func plotEnd(_ parsed: ParsedArguments, _ source: CurveSource) throws -> Double {
        let limit = CurvePlotScene.maximumEnd
        let range = "(0, \(CurveSource.number(limit))]"
        if let to = try parsed.number("--to") {
            guard to.isFinite, to > 0, to <= limit else {
                throw CommandError.usage("--to \(parsed["--to"]!) is out of range: expected a finite end in \(range)")
            }
            return to
        }
        let end = source.defaultEnd
        if end.isFinite, end > 0, end <= limit { return end }
        guard end > 0 else { throw CommandError.usage("the curve's default x range is empty: give --to END in \(range)") }
        let shown = "the \(CurveSource.number(limit)) s a plot can show"
        let settles = end.isFinite ? "takes \(CurveSource.number(end)) s to settle, more than \(shown)" : "never settles within \(shown)"
        switch source {
        case .seedSpring(let spring):
            let w = parsed["--w"] ?? "\(CurveSource.number(spring.frequency)) (the default)"
            let z = parsed["--damping"] ?? CurveSource.number(spring.damping)
            // The settling time is proportional to 1/ω, so the smallest ω that settles in time is:
            let atOne = (try? DampedSpringCurve(frequency: 1, damping: spring.damping))?.settlingTime() ?? .infinity
            let smallest = Self.roundedUp(atOne / limit)
            let fix = smallest.isFinite ? "use --w >= \(CurveSource.number(smallest)) with damping \(z)" : "use a larger --damping"
            throw CommandError.usage("--w \(w) with damping \(z) \(settles): \(fix), or give --to END in \(range)")
        case .spring(_, let spelled):
            if !end.isFinite {
                throw CommandError.usage("this spring never settles (no damping): give the x-axis end with --to END in \(range)")
            }
            throw CommandError.usage("--spring '\(spelled)' \(settles): give --to END in \(range)")
        case .scene(let scene, _):
            throw CommandError.usage("scene '\(scene.name)' lasts \(CurveSource.number(end)) s, more than \(shown): give --to END in \(range)")
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
