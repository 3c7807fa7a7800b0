import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension TemporaryFiles {
    /// How long a temporary file of a process that is gone must have been left alone before it
    /// is removed: a process in another PID namespace could be writing it, and its writes keep
    /// the modification time fresh.
    static let staleAfterExit: TimeInterval = 10
    /// After this long untouched, a temporary file is stale whichever process it names (its PID
    /// may have been reused).
    static let staleAlways: TimeInterval = 24 * 3600

    private static let sweepLock = NSLock()
    nonisolated(unsafe) private static var swept: Set<String> = []

    /// `.frame-00042.png.motion-1234-9f3a0c1e.tmp`: hidden, named after the target, the process
    /// and a random number, in a pattern nothing else uses.
    static func temporaryName(for name: String) -> String {
        ".\(name).motion-\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 16)).tmp"
    }

    /// The process id in a name of the ``temporaryName(for:)`` pattern, or nil for any other name.
    static func writer(ofTemporary name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".motion-", options: .backwards) else { return nil }
        let fields = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)].split(separator: "-")
        guard fields.count == 2, let pid = Int32(fields[0]), pid > 0, UInt32(fields[1], radix: 16) != nil else { return nil }
        return pid
    }

    /// The names in `folder` that may be temporary files of the ``temporaryName(for:)`` pattern:
    /// hidden names ending in `.tmp`, read with `readdir` and checked as bytes, so that a folder
    /// of thousands of other files costs one pass over the directory and no `String` per name.
    static func temporaryNames(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                guard length > 5, bytes[0] == UInt8(ascii: "."), bytes[length - 4] == UInt8(ascii: "."),
                      bytes[length - 3] == UInt8(ascii: "t"), bytes[length - 2] == UInt8(ascii: "m"),
                      bytes[length - 1] == UInt8(ascii: "p") else { return }
                names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[..<length]), as: UTF8.self))
            }
        }
        return names
    }

    /// Removes, once per folder per process, the temporary files an earlier process left in
    /// `folder` when it was killed (SIGKILL, a power cut): only names of this package's pattern,
    /// only regular files, and only when the process named in them is gone and the file has been
    /// untouched for 10 seconds, or whatever process it names when it has been untouched for a
    /// day (the PID may have been reused).
    /// Called by every atomic write before it writes into a folder.
    package static func removeStale(in folder: String) {
        let key = (folder as NSString).standardizingPath
        sweepLock.lock()
        let first = swept.insert(key).inserted
        sweepLock.unlock()
        guard first else { return }
        let now = Date().timeIntervalSince1970
        for name in temporaryNames(in: folder) {
            guard let pid = writer(ofTemporary: name), pid != getpid() else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let age = now - (Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
            let gone = kill(pid, 0) != 0 && errno == ESRCH
            if (gone && age > staleAfterExit) || age > staleAlways { unlink(path) }
        }
    }
}
