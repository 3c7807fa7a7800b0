import MotionRender

/// `--format png|svg|pdf`; an unknown name gets the renderer's own message, which lists them.
extension RenderFormat: ExpressibleByArgument {
    public static func invalidArgumentMessage(option: String, text: String) -> String {
        RenderError.unknownFormat(text).description
    }
}
