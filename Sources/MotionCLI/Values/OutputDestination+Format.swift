extension OutputDestination {
    /// The format `--format` gives (`given`, typed as `typed`), else the one the file's extension
    /// names; nil when neither says (standard output, or a file without an extension).
    /// - Throws: a usage error when `--format` and the extension name different formats, or when
    ///   the extension names none (the message lists the formats).
    func format<Format: ExtensionNamedFormat>(given: Format?, typed: String?) throws -> Format? {
        guard let ext = fileExtension else { return given }
        let implied = Format(fileExtension: ext)
        if let given {
            if let implied, implied != given {
                throw CommandError.usage("--format \(typed ?? given.rawValue) conflicts with the output's extension '.\(ext)'")
            }
            return given
        }
        guard let implied else {
            throw CommandError.usage("cannot tell the format from '.\(ext)': use an extension or --format with one of \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return implied
    }
}
