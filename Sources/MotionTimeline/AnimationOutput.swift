import Foundation

/// Where ``AnimationEncoder`` puts the file it makes.
public enum AnimationOutput {
    /// A file, written atomically: the encoder fills a hidden temporary file beside it, renamed
    /// over it only when the encoder succeeded (an existing file stays as it was otherwise).
    case file(URL)
    /// A stream, such as standard output: the encoder fills a hidden temporary file in the
    /// temporary folder (`$TMPDIR`, else `/tmp`); when it succeeded, the file's bytes go to the
    /// closure in order, in pieces of at most 1 MiB, and the file is removed. The bytes are those
    /// of ``file(_:)`` for every format (MP4 and WebM, which players index from the end of the
    /// file, are finished before the first byte leaves). A failed encoder hands nothing on; an
    /// interrupt removes the temporary file.
    case stream((Data) throws -> Void)
}
