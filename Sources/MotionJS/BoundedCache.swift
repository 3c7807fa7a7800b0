/// A small memo table that empties itself when full (bounded memory), for values that are
/// costly to compute from the same inputs frame after frame: parsed colours and fonts.
struct BoundedCache<Key: Hashable, Value> {
    let capacity: Int
    private var entries: [Key: Value] = [:]

    init(capacity: Int) { self.capacity = capacity }

    /// The value for `key`, computed by `make` the first time.
    mutating func value(_ key: Key, _ make: () throws -> Value) rethrows -> Value {
        if let known = entries[key] { return known }
        let made = try make()
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = made
        return made
    }
}
