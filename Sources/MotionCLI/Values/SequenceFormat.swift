import MotionRender

/// The formats of `frames`: one file per frame (PNG, SVG), or one PDF with a page per frame.
enum SequenceFormat: String, CaseIterable, ExpressibleByArgument {
    case png, svg, pdf

    var renderFormat: RenderFormat {
        switch self {
        case .png: return .png
        case .svg: return .svg
        case .pdf: return .pdf
        }
    }
}
