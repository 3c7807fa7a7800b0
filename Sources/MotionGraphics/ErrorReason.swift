import Foundation

extension Error {
    /// The error as the cause part of a one-line message: the package's own errors give their
    /// description ("cannot write standard output: No space left on device"), Foundation's file
    /// errors their sentence ("The file “a.png” couldn’t be opened because there is no such
    /// file.") rather than a domain and a code such as "(MotionGraphics.RenderError error 12.)",
    /// which is what `localizedDescription` gives for an error that is not an `NSError`.
    public var reason: String {
        let text = "\(self)"
        return text.hasPrefix("Error Domain=") ? (self as NSError).localizedDescription : text
    }
}
