/// Markup that ``SVGElement`` cannot take apart, with the byte offset where it went wrong. The
/// animated SVG builder reports it as ``AnimationError/unreadableFrame(name:message:)``.
struct SVGFormatError: Error, CustomStringConvertible {
    let offset: Int
    let message: String

    init(offset: Int, _ message: String) {
        self.offset = offset
        self.message = message
    }

    var description: String { "\(message) (at byte \(offset))" }
}
