/// What a shell offers for an option's value or an argument in the generated completion
/// scripts (`motion --generate-completion-script bash|zsh|fish`).
///
/// A declaration whose value type lists its choices (a `CaseIterable` enum) completes those
/// choices without saying so; this type is for the other cases: files, folders, scene names, or
/// names that may also be a file (`--board-theme green` or `--board-theme mine.json`).
public struct CompletionKind: Sendable {
    /// Which paths a shell offers.
    public enum Files: Sendable, Equatable {
        /// Any file.
        case any
        /// Files whose name ends in one of these extensions (without the dot), and folders to
        /// walk into.
        case withExtensions([String])
        /// Folders only.
        case directories
    }

    /// Words offered as they are, computed when a script is generated (so a list read from a
    /// resource costs nothing on other runs).
    public var values: [String] { valueList() }
    /// Paths offered besides the words, if any.
    public let files: Files?
    /// True to offer the tool's scene names.
    public let scenes: Bool

    private let valueList: @Sendable () -> [String]

    private init(values: @escaping @Sendable () -> [String], files: Files?, scenes: Bool) {
        self.valueList = values
        self.files = files
        self.scenes = scenes
    }

    /// Nothing to offer: a number, a free text.
    public static let none = CompletionKind(values: { [] }, files: nil, scenes: false)
    /// The tool's scene names.
    public static let scenes = CompletionKind(values: { [] }, files: nil, scenes: true)
    /// Folders.
    public static let directories = CompletionKind(values: { [] }, files: .directories, scenes: false)

    /// These words, and paths when `files` is given.
    public static func values(_ values: [String], orFiles files: Files? = nil) -> CompletionKind {
        CompletionKind(values: { values }, files: files, scenes: false)
    }

    /// The words `values` gives when a script is generated, and paths when `files` is given.
    public static func values(_ values: @escaping @Sendable () -> [String], orFiles files: Files? = nil) -> CompletionKind {
        CompletionKind(values: values, files: files, scenes: false)
    }

    /// Files, optionally only those with these extensions (without the dot).
    public static func files(extensions: [String] = []) -> CompletionKind {
        CompletionKind(values: { [] }, files: extensions.isEmpty ? .any : .withExtensions(extensions), scenes: false)
    }
}
