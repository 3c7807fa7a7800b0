import Foundation
import MotionRender

/// Prints the figures as a table and writes them as JSON.
enum Report {
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 1e6 { return String(format: "%.3g", value) }
        if magnitude >= 100 { return String(format: "%.0f", value) }
        if magnitude >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }

    /// A Markdown table (it reads well in a terminal and pastes into docs as is).
    static func table(_ figures: [Figure]) -> String {
        var lines = ["| figure | median | min | max | runs | peak RSS | note |", "|---|---:|---:|---:|---:|---:|---|"]
        var group = ""
        for f in figures {
            if f.group != group {
                group = f.group
                lines.append("| **\(group)** | | | | | | |")
            }
            let rss = f.peakRSSMiB.map { String(format: "%.0f MiB", $0) } ?? ""
            lines.append("| \(f.name) | \(format(f.stats.median)) \(f.unit) | \(format(f.stats.min)) | \(format(f.stats.max)) | \(f.stats.runs) | \(rss) | \(f.note) |")
        }
        return lines.joined(separator: "\n")
    }

    struct Document: Codable {
        let machine: [String: String]
        let figures: [Figure]
        let targets: [String]
    }

    static func write(_ figures: [Figure], machine: [String: String], targets: [String], to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try OutputFile.write(try encoder.encode(Document(machine: machine, figures: figures, targets: targets)), to: url)
    }

    /// The 1-, 5- and 15-minute load averages (`/proc/loadavg`), e.g. "1.52 1.80 1.95".
    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// Cores, CPU model and OS of this machine.
    static func machine() -> [String: String] {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        let os = release.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
            .map { String($0.dropFirst("PRETTY_NAME=".count)).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) } ?? "unknown"
        var uts = utsname()
        uname(&uts)
        let kernel = withUnsafeBytes(of: &uts.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return ["cores": "\(ProcessInfo.processInfo.activeProcessorCount)", "cpu": model, "os": "\(os), Linux \(kernel)"]
    }
}
