import MotionRender

/// The formats of a frame sequence: one file per frame.
enum SequenceFormat: String, CaseIterable, ExpressibleByArgument {
    case png, svg

    var renderFormat: RenderFormat {
        switch self {
        case .png: return .png
        case .svg: return .svg
        }
    }

    /// PDF gets a pointer to the command that makes one.
    static func invalidArgumentMessage(option: String, text: String) -> String {
        if text.lowercased() == "pdf" {
            return "\(option) pdf is not a frame format: choose png or svg (use 'storyboard' for PDF)"
        }
        return "option '\(option)' got '\(text)'; choose one of \(allValueStrings.joined(separator: ", "))"
    }
}
