import MotionRender

extension RenderFormat {
    /// `image/png`, `image/svg+xml`, `application/pdf`.
    package var mediaType: String {
        switch self {
        case .png: return "image/png"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        }
    }
}
