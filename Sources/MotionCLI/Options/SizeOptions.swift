import Foundation
import MotionRender

/// `--scale` or `--size`: how large an output is.
struct SizeOptions: ParsableArguments {
    @OptionGroup var scale: ScaleOptions

    @Option("--size", placeholder: "WxH", help: "Exact output size in pixels (points for PDF); the box is fitted and centred.")
    var size: RenderSize?

    /// `--size`, else `--scale`; both at once is a usage error.
    func renderSize() throws -> RenderSize {
        if scale.$scale.isGiven, $size.isGiven { throw CommandError.usage("use either --scale or --size, not both") }
        return size ?? .scale(scale.scale)
    }

    /// Checks that the output fits: at least one pixel, at most the options' pixel limit. `name`
    /// is what is drawn: "scene 'coins'", "the plot".
    func check(box: CGSize, name: String, options: RenderOptions) throws {
        let option = $size.text.map { "--size \($0)" } ?? "--scale \(scale.$scale.spelled(default: scale.scale))"
        _ = try ScaleOptions.geometry(box: box, size: options.size, option: option, name: name, pixelLimit: options.pixelLimit)
    }
}
