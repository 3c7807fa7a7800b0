import Foundation

extension Data {
    /// The UTF-8 bytes of `text`, copied from the string's storage in one go.
    ///
    /// `Data(text.utf8)` gives the same bytes, but its generic initializer asks at run time
    /// whether the view is contiguous, and the first such question of a process makes the Swift
    /// runtime scan every protocol conformance of the program (tens of microseconds, and pages of
    /// metadata touched). The tool's own lines on standard output and standard error (a command's
    /// output, warnings, progress, a script's console) and the texts `ContentHash` hashes are
    /// converted this way.
    package init(utf8Of text: String) {
        var text = text
        self = text.withUTF8 { Data(buffer: $0) }
    }
}
