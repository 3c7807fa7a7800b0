import Foundation

/// A block of bytes that grows to the largest size asked for and is then reused, so work done
/// once per frame (PNG rows, the compressed file) does not allocate and fault in fresh pages every
/// frame. Owned by one thread at a time.
final class ReusableBuffer {
    private var bytes: UnsafeMutablePointer<UInt8>?
    private var capacity = 0

    /// At least `count` bytes, their contents undefined; valid until the next call or deinit.
    /// - Throws: ``RenderError/cairo(stage:message:)`` naming `stage` when memory runs out.
    func reserve(_ count: Int, for stage: String) throws -> UnsafeMutablePointer<UInt8> {
        if let bytes, capacity >= count { return bytes }
        free(bytes)
        bytes = nil
        capacity = 0
        guard let made = malloc(max(count, 1)) else {
            throw RenderError.cairo(stage: stage, message: "out of memory for \(count) bytes")
        }
        let typed = made.assumingMemoryBound(to: UInt8.self)
        bytes = typed
        capacity = count
        return typed
    }

    deinit { free(bytes) }
}
