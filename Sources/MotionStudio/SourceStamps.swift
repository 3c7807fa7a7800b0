import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The files under some paths as they were at one moment: each one's modification time (to the
/// nanosecond), size and inode, so the files a save changed, added or removed can be named.
/// Hidden files and folders (an editor's scratch files, `.build`) are left out, as the studio's
/// file watcher leaves them out.
struct SourceStamps: Equatable {
    struct Stamp: Equatable {
        /// The modification time: whole seconds since 1970, and the nanoseconds past them.
        let seconds: Int
        let nanoseconds: Int
        /// Bytes.
        let size: Int
        /// The inode number: a file saved by writing a new one and renaming it has a new one.
        let inode: UInt64
    }

    /// Stamps by absolute path.
    let files: [String: Stamp]

    /// The regular files at `paths` (files, or folders walked to the bottom).
    init(_ paths: [URL]) {
        var files: [String: Stamp] = [:]
        func visit(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return }
            if info.st_mode & S_IFMT == S_IFDIR {
                for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] where !FileWatcher.ignoredFile(name) {
                    visit(path + "/" + name)
                }
            } else if info.st_mode & S_IFMT == S_IFREG {
                files[path] = Stamp(seconds: info.st_mtim.tv_sec, nanoseconds: info.st_mtim.tv_nsec, size: Int(info.st_size), inode: UInt64(info.st_ino))
            }
        }
        for path in paths { visit(path.standardizedFileURL.path) }
        self.files = files
    }

    /// The paths added, removed or changed since `earlier`.
    func changes(since earlier: SourceStamps) -> Set<String> {
        var changed = Set(files.keys).symmetricDifference(earlier.files.keys)
        for (path, stamp) in files where earlier.files[path].map({ $0 != stamp }) ?? false { changed.insert(path) }
        return changed
    }
}
