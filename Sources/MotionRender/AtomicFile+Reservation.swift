import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension AtomicFile {
    /// The hidden temporary file of an atomic write whose bytes another program writes (an encoder
    /// run as a child process): it gets the same guarantees as ``OutputFile/write(_:to:)-(_,URL)``.
    ///
    /// The temporary file sits beside the target, is removed by ``discard()``, on deinit unless
    /// committed, and by the interrupt handler (`TemporaryFiles/installInterruptHandler()`)
    /// on Ctrl-C or SIGTERM; ``commit()`` renames it over the target. Readers of the target only
    /// ever see the old complete file or the new complete file.
    package final class Reservation: @unchecked Sendable {
        /// Where the writer puts the bytes.
        package let temporaryURL: URL
        /// The file the bytes become.
        package let target: URL
        private var settled = false

        /// - Throws: ``RenderError/output(path:message:)`` when the target's folder does not exist
        ///   or the target is a folder.
        package init(for target: URL) throws {
            let temporary = try AtomicFile.temporaryPath(for: target)
            TemporaryFiles.register(temporary)
            temporaryURL = URL(fileURLWithPath: temporary)
            self.target = target
        }

        deinit { discard() }

        /// Renames the finished temporary file over the target.
        /// - Throws: ``RenderError/output(path:message:)`` when the writer left no file or the rename fails (the temporary file is then removed).
        package func commit() throws {
            guard !settled else { return }
            settled = true
            defer { TemporaryFiles.unregister(temporaryURL.path) }
            guard rename(temporaryURL.path, target.path) == 0 else {
                let message = String(cString: strerror(errno))
                unlink(temporaryURL.path)
                throw RenderError.output(path: target.path, message: message)
            }
        }

        /// Removes the temporary file, if any; the target is left as it was.
        package func discard() {
            guard !settled else { return }
            settled = true
            unlink(temporaryURL.path)
            TemporaryFiles.unregister(temporaryURL.path)
        }
    }
}
