import Foundation

/// Numbers the unnamed assertions of one test, as a test's several unnamed snapshots need
/// references of their own: the first keeps the plain name (`testBadge.png`), the second is
/// `testBadge.2.png`, the third `testBadge.3.png`, in the order they run.
///
/// Counted per test file and test function for the life of the process, so each test's count
/// starts at 1 whatever ran before it. The runs of a parameterized Swift Testing test share one
/// function, and may run in parallel: name their assertions instead.
enum UnnamedSnapshotCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]

    /// The name for the next unnamed assertion of `function` in `filePath`: nil for the first,
    /// then `"2"`, `"3"`, ….
    static func nextName(filePath: String, function: String) -> String? {
        let key = filePath + "\u{0}" + function
        let count = lock.withLock {
            counts[key, default: 0] += 1
            return counts[key, default: 1]
        }
        return count == 1 ? nil : String(count)
    }
}
