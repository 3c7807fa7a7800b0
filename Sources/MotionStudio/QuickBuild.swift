import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A rebuild of a package's tool after a save that changed only Swift sources of the package's
/// own modules: the commands SwiftPM itself last ran for those modules, read from its build
/// description (``BuildManifest``), run directly, without `swift build`'s planning.
///
/// Each of the tool's local Swift modules is compiled in dependency order with its own
/// incremental `swiftc` command (the same arguments, output file map and dependency records as
/// SwiftPM's, so a later `swift build` finds its state as it left it); a module whose interface
/// (its `.swiftmodule`) came out byte for byte the same does not make the modules that import it
/// compile again. The tool is then linked with SwiftPM's link command, by lld when the toolchain
/// has it (a third of the time of the default linker on the tool's hundreds of objects).
///
/// SwiftPM's own lock on the build folder (`.build/.lock`) is held while the commands run, so a
/// `swift build` started meanwhile in a terminal waits rather than writes the same files. The
/// plan is only made for what it can do exactly; ``PackageBuild`` runs `swift build` instead
/// when the manifest changed, a file was added or removed, a resource or a C file changed, the
/// build folder is locked, or a step fails in a way that is not a compile error.
struct QuickBuild {
    /// One local Swift module: its compile command, the interface it writes, and the command
    /// that wraps the interface for the debugger (when SwiftPM has one).
    struct Module {
        let name: String
        let compile: [String]
        let interface: String?
        let wrap: [String]?
        /// The module's source files, from the list its compile command reads.
        let sources: Set<String>
        /// Local modules it imports.
        let dependencies: Set<String>
    }

    /// The modules in dependency order (each after every module it imports).
    let modules: [Module]
    let link: [String]
    /// `.build/.lock`, SwiftPM's lock of the build folder.
    let lockFile: URL

    /// What each step of the last ``run(changed:)`` did, for notes: `compiled MyMotion, linked`.
    struct Report {
        var compiled: [String] = []
        var seconds = 0.0
    }

    /// The plan for `product`, whose local Swift modules are `targets` (name, module name and
    /// local dependencies), from the manifest in `buildFolder` (`.build`) for the build
    /// products in `bin` (`.build/x86_64-unknown-linux-gnu/debug`); nil when the manifest lacks
    /// any command needed.
    init?(manifest: BuildManifest, product: String, targets: [(name: String, dependencies: [String])], bin: URL, buildFolder: URL, linker: String?) {
        let configuration = bin.lastPathComponent, triple = bin.deletingLastPathComponent().lastPathComponent
        var modules: [Module] = []
        for target in targets {
            guard let command = manifest.commands["C.\(target.name)-\(triple)-\(configuration).module"], command.tool == "shell",
                  !command.arguments.isEmpty else { return nil }
            guard let list = command.arguments.first(where: { $0.hasPrefix("@") && $0.hasSuffix("/sources") }),
                  let text = try? String(contentsOfFile: String(list.dropFirst()), encoding: .utf8) else { return nil }
            let sources = Set(text.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'\"")) })
            let interface = command.outputs.first { $0.hasSuffix(".swiftmodule") }
            let wrap = interface.flatMap { path in
                manifest.commands.values.first { $0.tool == "shell" && $0.inputs == [path] && $0.arguments.contains("-modulewrap") }?.arguments
            }
            modules.append(Module(name: target.name, compile: command.arguments, interface: interface, wrap: wrap, sources: sources,
                                  dependencies: Set(target.dependencies)))
        }
        guard let link = manifest.commands["C.\(product)-\(triple)-\(configuration).exe"], link.tool == "shell", !link.arguments.isEmpty else { return nil }
        // Dependencies first.
        var ordered: [Module] = [], remaining = modules
        while !remaining.isEmpty {
            let placed = Set(ordered.map(\.name)), names = Set(remaining.map(\.name))
            guard let next = remaining.firstIndex(where: { $0.dependencies.intersection(names).subtracting(placed).isEmpty }) else { return nil }
            ordered.append(remaining.remove(at: next))
        }
        self.modules = ordered
        var arguments = link.arguments
        if let linker, !arguments.contains(where: { $0.hasPrefix("-use-ld=") }) { arguments.append("-use-ld=\(linker)") }
        self.link = arguments
        lockFile = buildFolder.appendingPathComponent(".lock")
    }

    /// Whether every file in `changed` is a Swift source one of the modules already compiles.
    func covers(_ changed: Set<String>) -> Bool {
        changed.allSatisfy { path in path.hasSuffix(".swift") && modules.contains { $0.sources.contains(path) } }
    }

    /// Runs the plan for sources `changed`, in `folder`.
    /// - Returns: nil when the build folder is locked by another build (nothing was run).
    /// - Throws: ``BuildFailure`` with the compiler's diagnostics when a step fails.
    func run(changed: Set<String>, in folder: URL, product: String, running: @escaping (Process?) -> Void) throws -> Report? {
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return nil }
        defer { flock(fd, LOCK_UN) }
        let started = Date()
        var report = Report()
        var changedInterfaces: Set<String> = []
        for module in modules {
            let touched = !module.sources.isDisjoint(with: changed) || !module.dependencies.isDisjoint(with: changedInterfaces)
            guard touched else { continue }
            let before = module.interface.flatMap { FileManager.default.contents(atPath: $0) }
            try step(module.compile, in: folder, product: product, running: running)
            report.compiled.append(module.name)
            let after = module.interface.flatMap { FileManager.default.contents(atPath: $0) }
            if before != after {
                changedInterfaces.insert(module.name)
                if let wrap = module.wrap { try step(wrap, in: folder, product: product, running: running) }
            }
        }
        try step(link, in: folder, product: product, running: running)
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    private func step(_ arguments: [String], in folder: URL, product: String, running: @escaping (Process?) -> Void) throws {
        let result = try Subprocess.run(URL(fileURLWithPath: arguments[0]), Array(arguments.dropFirst()), in: folder, running: running)
        guard result.status == 0 else {
            let tail = result.output.split(whereSeparator: \.isNewline).suffix(40).joined(separator: "\n")
            throw BuildFailure(product: product, status: result.status, diagnostics: BuildDiagnostic.parse(result.output, folder: folder), log: tail)
        }
    }
}
