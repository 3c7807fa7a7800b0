import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as a child process, collecting its standard output and its peak resident
/// memory (`ru_maxrss` from `wait4`), so each case's memory is its own.
struct ChildProcess {
    struct Result {
        let status: Int32
        let stdout: Data
        /// Peak resident set size in KiB.
        let maxRSSKiB: Int
        /// Wall seconds from spawn to exit.
        let seconds: Double
        /// User and system CPU seconds of the child (every thread, JavaScriptCore's compilers too).
        let cpuSeconds: Double
    }

    /// Spawns `path` with `arguments` (stderr is inherited) and waits for it.
    static func run(_ path: String, _ arguments: [String]) throws -> Result {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw BenchError("pipe failed: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            throw BenchError("cannot run \(path): \(String(cString: strerror(spawned)))")
        }
        let output = FileHandle(fileDescriptor: pipe[0], closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Result(status: exit, stdout: output, maxRSSKiB: usage.ru_maxrss, seconds: seconds, cpuSeconds: cpu)
    }
}

/// A benchmark failure, with a message for the terminal.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
