import Foundation

/// The default scene names (``MotionScene/name``), derived once per scene type: spelling a type
/// name out costs a microsecond or two, and a render asks for the name several times (titles,
/// SVG ids), which showed in the cost of every SVG frame. Thread-safe.
enum SceneNameCache {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]

    /// The cached name of `type`, made by `derive` on first use.
    static func name(of type: Any.Type, derive: () -> String) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        let cached = names[key]
        lock.unlock()
        if let cached { return cached }
        let name = derive()
        lock.lock()
        names[key] = name
        lock.unlock()
        return name
    }
}
