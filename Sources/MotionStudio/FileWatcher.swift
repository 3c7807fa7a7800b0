import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches files and folders with Linux's inotify and reports which watched paths changed.
///
/// A watched folder is watched with every folder below it (new ones as they appear; hidden
/// ones and `.build` left out); a watched file is watched through its folder, so an editor that
/// saves by writing a new file and renaming it over the old one, a file deleted and written
/// again, or one whose permissions change is noticed every time. Events are gathered until the
/// paths have been quiet for ``settleInterval``, then `changed` gets the watched paths (as
/// given) that they touch, once. Names of editors' scratch files (`.name.swp`, `name~`, `4913`)
/// are ignored.
final class FileWatcher: @unchecked Sendable {
    /// Quiet time after the last event before a change is reported, in seconds: one save often
    /// writes, truncates and renames in a burst.
    static let settleInterval: TimeInterval = 0.06

    private let descriptor: Int32
    private let roots: [URL]
    private let changed: @Sendable (Set<URL>) -> Void
    private let lock = NSLock()
    private var folders: [Int32: String] = [:]
    private var thread: Thread?
    private var stopping = false
    private let wake: (read: Int32, write: Int32)

    /// Starts watching `paths` (files or folders; missing ones are watched through their folder).
    init(paths: [URL], changed: @escaping @Sendable (Set<URL>) -> Void) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw StudioError.worker("cannot watch the sources: inotify: \(String(cString: strerror(errno)))") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw StudioError.worker("cannot watch the sources: \(String(cString: strerror(errno)))")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        wake = (ends[0], ends[1])
        roots = paths.map { $0.standardizedFileURL }
        self.changed = changed
        for root in roots {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue {
                addTree(root.path)
            } else {
                add(root.deletingLastPathComponent().path)
            }
        }
        let thread = Thread { [weak self] in self?.loop() }
        thread.name = "motion studio file watcher"
        self.thread = thread
        thread.start()
    }

    /// Stops watching; no report comes after it returns.
    func stop() {
        lock.withLock { stopping = true }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    deinit {
        close(descriptor)
        close(wake.read)
        close(wake.write)
    }

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
                                     | IN_DELETE_SELF | IN_MOVE_SELF)

    private func add(_ folder: String) {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        if watch >= 0 { lock.withLock { folders[watch] = folder } }
    }

    private func addTree(_ folder: String) {
        add(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !Self.ignoredFolder(name) {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { addTree(path) }
        }
    }

    static func ignoredFolder(_ name: String) -> Bool { name.hasPrefix(".") || name == "node_modules" }

    static func ignoredFile(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
    }

    /// The watched roots `path` belongs to: a folder root contains it, a file root is it.
    private func rootsTouched(by path: String) -> [URL] {
        roots.filter { root in path == root.path || path.hasPrefix(root.path + "/") }
    }

    private func loop() {
        var pending: Set<URL> = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var polls = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            let timeout: Int32 = pending.isEmpty ? -1 : Int32(Self.settleInterval * 1000)
            let ready = poll(&polls, 2, timeout)
            if lock.withLock({ stopping }) { return }
            if ready == 0 {
                let report = pending
                pending.removeAll()
                changed(report)
                continue
            }
            guard ready > 0 else { if errno == EINTR { continue } else { return } }
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let (watch, mask, length) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        return (event.wd, event.mask, Int(event.len))
                    }
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let name = String(decoding: buffer[nameStart..<(nameStart + length)].prefix { $0 != 0 }, as: UTF8.self)
                    offset = nameStart + length
                    guard let folder = lock.withLock({ folders[watch] }) else { continue }
                    if mask & UInt32(IN_IGNORED) != 0 { _ = lock.withLock { folders.removeValue(forKey: watch) } }
                    let path = name.isEmpty ? folder : folder + "/" + name
                    if mask & UInt32(IN_ISDIR) != 0 {
                        if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !Self.ignoredFolder(name) { addTree(path) }
                        if Self.ignoredFolder(name) { continue }
                    } else if !name.isEmpty, Self.ignoredFile(name) {
                        continue
                    }
                    for root in rootsTouched(by: path) { pending.insert(root) }
                }
            }
        }
    }
}
