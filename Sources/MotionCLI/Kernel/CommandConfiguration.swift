/// A command's name and the text about it that help shows.
public struct CommandConfiguration: Sendable {
    /// The word after the tool's name: `render`.
    public let name: String
    /// One line, shown in the tool's command list and at the top of the command's help.
    public let abstract: String
    /// More paragraphs for the command's help, after the abstract (default: none).
    public let discussion: String
    /// Added to the message for a word the command does not take, to point at what to use
    /// instead (default: none).
    public let argumentsHint: String
    /// Left out of the tool's help, its list of commands and the completion scripts, for a
    /// command that programs run rather than people (default: false). It runs like any other,
    /// and `TOOL CMD --help` still shows its help.
    public let isHidden: Bool

    public init(name: String, abstract: String, discussion: String = "", argumentsHint: String = "", isHidden: Bool = false) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.argumentsHint = argumentsHint
        self.isHidden = isHidden
    }
}
