import Foundation

/// This process's own peak resident memory: `VmHWM` in `/proc/self/status`.
///
/// A child's `ru_maxrss` as `wait4` reports it is at least its parent's peak at the spawn (Linux
/// carries the parent's high-water mark across `exec` for a child spawned with a shared address
/// space, as `posix_spawn` does), so every case reports this figure itself instead.
enum ProcessMemory {
    /// The peak in KiB, or nil when `/proc` cannot be read.
    static func peakKiB() -> Double? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            // "VmHWM:\t   19996 kB": a tab, then spaces, before the number.
            return Double(line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }
}
