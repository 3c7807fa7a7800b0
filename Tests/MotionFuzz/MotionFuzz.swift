import Foundation
import MotionFuzzTargets
import MotionRender

// `motion-fuzz TARGET [libFuzzer options and corpus folders]`.
//
// Built normally, it replays files and folders through a target (`motion-fuzz fen crash-1234`)
// and lists the targets (`--list`). Built for fuzzing (`make fuzz`: -DFUZZING, coverage and
// AddressSanitizer, linked with libFuzzer's library without its main), it hands the remaining
// arguments to libFuzzer's driver.

/// Runs one input through `target`, cut to its maximum length as libFuzzer would.
func runInput(_ target: FuzzTarget, _ data: Data) {
    target.run(data.prefix(target.maximumLength))
}

#if FUZZING
typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: FuzzCallback) -> Int32

nonisolated(unsafe) var selected: FuzzTarget?

/// SwiftPM names an executable's entry point `<module>_main`; with no `@main` in this build, this
/// is it, and libFuzzer's own `main` is not linked.
@_cdecl("motion_fuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    let arguments = (0..<Int(argc)).map { String(cString: argv![$0]!) }
    if arguments.count > 1, arguments[1] == "--list" {
        for target in FuzzTarget.all { print("\(target.name) \(target.maximumLength)") }
        return 0
    }
    // libFuzzer runs the program again for -merge and -fork with the arguments it was given,
    // which no longer hold the target: the environment carries it to those runs.
    var count = argc
    var rest: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    if arguments.count > 1, let target = FuzzTarget.named(arguments[1]) {
        selected = target
        setenv("MOTION_FUZZ_TARGET", target.name, 1)
        // The driver sees the program name followed by the arguments after the target.
        count -= 1
        rest = argv! + 1
        rest![0] = argv![0]
    } else if let name = ProcessInfo.processInfo.environment["MOTION_FUZZ_TARGET"], let target = FuzzTarget.named(name) {
        selected = target
    } else {
        print("usage: motion-fuzz TARGET [libFuzzer options] [corpus folders]; targets: \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
        return 64
    }
    return LLVMFuzzerRunDriver(&count, &rest) { bytes, size in
        runInput(selected!, size == 0 ? Data() : Data(bytes: bytes!, count: size))
        return 0
    }
}
#else
@main
struct MotionFuzz {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--list" {
            for target in FuzzTarget.all { print("\(target.name) \(target.maximumLength)") }
            return
        }
        guard let name = arguments.first, let target = FuzzTarget.named(name), arguments.count > 1 else {
            print("usage: motion-fuzz TARGET FILE-OR-FOLDER...; targets: \(FuzzTarget.all.map(\.name).joined(separator: ", "))")
            exit(64)
        }
        var count = 0
        for path in arguments.dropFirst() {
            let url = URL(fileURLWithPath: path)
            let files = FileKind.of(path: path) == .folder
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { url.appendingPathComponent($0) } : [url]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                runInput(target, data)
                count += 1
            }
        }
        print("\(count) inputs ran through \(target.name) without a finding")
    }
}
#endif
