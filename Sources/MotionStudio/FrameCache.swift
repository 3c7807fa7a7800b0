import Foundation

/// Frames drawn recently, by request, so stepping back and forth, several tabs and a page reload
/// do not draw the same frame twice. The oldest are dropped beyond ``byteLimit``.
final class FrameCache: @unchecked Sendable {
    struct Key: Hashable {
        let source: Int
        let generation: Int
        let request: String
    }

    /// Bytes of frames kept in all.
    let byteLimit: Int
    private let lock = NSLock()
    private var entries: [Key: (bytes: Data, contentType: String, used: UInt64)] = [:]
    private var total = 0
    private var clock: UInt64 = 0

    init(byteLimit: Int = 256 << 20) { self.byteLimit = byteLimit }

    func get(_ key: Key) -> (bytes: Data, contentType: String)? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            clock += 1
            entries[key]?.used = clock
            return (entry.bytes, entry.contentType)
        }
    }

    func put(_ key: Key, _ bytes: Data, _ contentType: String) {
        guard bytes.count <= byteLimit / 4 else { return }
        lock.withLock {
            clock += 1
            if let old = entries[key] { total -= old.bytes.count }
            entries[key] = (bytes, contentType, clock)
            total += bytes.count
            while total > byteLimit, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
                total -= oldest.value.bytes.count
                entries.removeValue(forKey: oldest.key)
            }
        }
    }

    /// Drops every frame of `source` older than `generation`.
    func drop(source: Int, before generation: Int) {
        lock.withLock {
            for key in entries.keys where key.source == source && key.generation < generation {
                total -= entries[key]!.bytes.count
                entries.removeValue(forKey: key)
            }
        }
    }
}
