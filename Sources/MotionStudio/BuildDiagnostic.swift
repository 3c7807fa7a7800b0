import Foundation

/// One error or warning the compiler reported: where, and what.
package struct BuildDiagnostic: Codable, Equatable, Sendable {
    /// The file's path relative to the package folder when it is inside it, else absolute.
    package let file: String
    package let line: Int
    package let column: Int
    /// `error` or `warning`.
    package let severity: String
    package let message: String

    /// `Sources/MyScenes/LevelUpScene.swift:12:5: error: cannot find 'x' in scope`.
    package var text: String { "\(file):\(line):\(column): \(severity): \(message)" }

    /// The diagnostics in `output` (what `swift build` printed), each once, in order. Paths
    /// inside `folder` are made relative to it.
    ///
    /// The compiler's lines look like `/abs/path/File.swift:12:5: error: message`; the excerpt
    /// of source and the carets it prints below each are not diagnostics and are skipped.
    package static func parse(_ output: String, folder: URL) -> [BuildDiagnostic] {
        let prefix = folder.standardizedFileURL.path + "/"
        var seen: Set<String> = [], found: [BuildDiagnostic] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let diagnostic = diagnostic(in: String(line), folderPrefix: prefix) else { continue }
            if seen.insert(diagnostic.text).inserted { found.append(diagnostic) }
        }
        return found
    }

    private static func diagnostic(in line: String, folderPrefix: String) -> BuildDiagnostic? {
        for severity in ["error", "warning"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let column = Int(location[location.count - 1]), let number = Int(location[location.count - 2]) else { continue }
            var file = location[..<(location.count - 2)].joined(separator: ":")
            guard file.hasPrefix("/") else { continue }
            if file.hasPrefix(folderPrefix) { file.removeFirst(folderPrefix.count) }
            return BuildDiagnostic(file: file, line: number, column: column, severity: severity,
                                   message: String(line[marker.upperBound...]))
        }
        return nil
    }
}
