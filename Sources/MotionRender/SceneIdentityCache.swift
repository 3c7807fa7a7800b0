import Foundation
import MotionGraphics

/// The last ``MotionScene/identity`` made for each scene type, kept with a copy of the scene
/// and its bytes, so that rendering one scene value into many documents describes it once
/// rather than once a document (the busy scene's 64 assets cost 1.4 M instructions to walk).
///
/// A scene's identity is reused only when the scene holds no class instance but
/// ``StablyDescribed`` ones (their content never changes) and its bytes equal the kept copy's.
/// Equal bytes then mean the same value: the kept copy holds a reference to every array, string
/// and dictionary buffer the bytes point to, so none of them can have been changed in place
/// (copy-on-write copies a buffer shared with it) or freed and reused. Bytes that differ in
/// padding only make a new identity, never a wrong one.
enum SceneIdentityCache {
    private struct Entry {
        let bytes: [UInt8]
        /// Holds the scene's buffers alive and shared (see above).
        let copy: Any
        let identity: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The identity of `scene`, from the cache when an equal value of its type was the last one
    /// described, otherwise from `make` (which returns the identity and whether it may be kept).
    static func identity<S: MotionScene>(of scene: S, make: () -> (identity: String, valuesOnly: Bool)) -> String {
        let key = ObjectIdentifier(S.self)
        let bytes = withUnsafeBytes(of: scene) { Array($0) }
        lock.lock()
        let kept = entries[key]
        lock.unlock()
        if let kept, kept.bytes == bytes { return kept.identity }
        let (identity, valuesOnly) = make()
        if valuesOnly {
            lock.lock()
            entries[key] = Entry(bytes: bytes, copy: scene, identity: identity)
            lock.unlock()
        }
        return identity
    }
}
