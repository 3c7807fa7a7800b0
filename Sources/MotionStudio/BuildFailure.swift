import Foundation

/// A build that did not succeed: the compiler's diagnostics, and the end of the log for what is
/// not a diagnostic (a linker error, a manifest that does not parse).
package struct BuildFailure: Error, CustomStringConvertible, Sendable {
    package let product: String
    package let status: Int32
    package let diagnostics: [BuildDiagnostic]
    /// The last lines `swift build` printed.
    package let log: String

    /// One line: the first error, or the last line of the log.
    package var description: String {
        let errors = diagnostics.filter { $0.severity == "error" }
        if let first = errors.first {
            return "swift build of \(product) failed with \(errors.count) error\(errors.count == 1 ? "" : "s"); the first: \(first.text)"
        }
        let last = log.split(whereSeparator: \.isNewline).last { $0.contains("error") } ?? log.split(whereSeparator: \.isNewline).last ?? ""
        return "swift build of \(product) failed (exit status \(status)): \(last)"
    }
}

extension BuildFailure {
    /// The failure of a build step that ended with `result`: its diagnostics (paths inside
    /// `folder` relative to it) and its last 40 lines.
    init(product: String, result: Subprocess.Result, folder: URL) {
        self.init(product: product, status: result.status, diagnostics: BuildDiagnostic.parse(result.output, folder: folder),
                  log: result.output.split(whereSeparator: \.isNewline).suffix(40).joined(separator: "\n"))
    }
}
