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
/// SwiftPM's, so a later `swift build` finds its state as it left it). A module is compiled when
/// one of its sources changed, or when the interface (`.swiftmodule`) of a local module it
/// reaches, directly or through others, differs from the one the last build that worked left:
/// an edit inside a function body leaves the interface byte for byte the same and compiles one
/// module. The tool is then linked with SwiftPM's link command, by lld when the toolchain has it,
/// from the package's own objects and one shared library of everything else it links (MotionKit
/// and the package's other dependencies): the library is made from SwiftPM's objects by the
/// first quick link and again whenever one of them is newer or their list changed, so a save
/// links a few objects instead of hundreds (0.15 s instead of 0.45 s for a small package). A tool
/// linked this way draws as the one `swift build` links does but needs the library at its
/// absolute path (`.build/debug/TOOL.product/quick/libDependencies.so`); the next `swift build`
/// links it its own way again.
///
/// SwiftPM's lock of the build folder (a file in the temporary folder named after the build
/// folder's path) is held while the commands run, so a `swift build` started meanwhile in a
/// terminal waits rather than writes the same files. ``PackageBuild`` runs `swift build` instead
/// when the manifest changed, a file was added or removed, a resource or a C file changed, the
/// build folder is locked by another build, or a step fails in a way that is not a compile error.
struct QuickBuild {
    /// One local Swift module: its compile command, the interface it writes, and the command
    /// that wraps the interface for the debugger (when SwiftPM has one).
    struct Module {
        let name: String
        let compile: [String]
        let interface: String?
        let wrap: [String]?
        /// The objects its compile and wrap commands write.
        let objects: Set<String>
        /// The module's source files (absolute paths), from the list its compile command reads.
        let sources: Set<String>
        /// Local modules it reaches, directly or through others.
        let dependencies: Set<String>
    }

    /// The modules in dependency order (each after every module it imports).
    let modules: [Module]
    /// SwiftPM's link command, with lld when there is one.
    let link: [String]
    /// The shared library of the tool's dependencies and the two commands that link it and
    /// the tool against it; nil without lld or when the link command is not the usual shape.
    let sharedLink: SharedLink?
    /// SwiftPM's lock of the build folder: `TMPDIR/<the build folder's path, / as _>.lock`.
    let lockFile: URL

    /// The dependencies' objects as one shared library, and the package's own objects.
    struct SharedLink {
        let library: String
        /// The objects in the library (SwiftPM's, not the package's own).
        let objects: [String]
        let linkLibrary: [String]
        let linkTool: [String]
        /// The response files the two commands read (the library's first), and their lines
        /// as SwiftPM wrote them (paths quoted).
        let lists: [(path: String, text: String)]
    }

    /// What a run did, for notes, and the interfaces it left for the next run to compare with.
    struct Report {
        /// The modules compiled, in order; empty when nothing changed (nothing is linked then).
        var compiled: [String] = []
        /// Each module's interface after the run, by module name.
        var interfaces: [String: Data] = [:]
    }

    /// The plan for `product`, whose local Swift modules are `targets` (each with the local
    /// modules it reaches, directly or not), from the manifest of the build folder
    /// `buildFolder` (`.build`) for the products in `bin` (`.build/x86_64-unknown-linux-gnu/debug`).
    /// `linker` (`lld`) links the tool when given, with the shared library of its dependencies.
    ///
    /// Nil when a module's compile command or the tool's link command is missing from the
    /// manifest, a compile command names no source list or its list cannot be read, or the
    /// modules' dependencies form a cycle.
    init?(manifest: BuildManifest, product: String, targets: [(name: String, dependencies: [String])], bin: URL, buildFolder: URL, linker: String?) {
        let configuration = bin.lastPathComponent, triple = bin.deletingLastPathComponent().lastPathComponent
        var modules: [Module] = []
        for target in targets {
            guard let command = manifest.commands["C.\(target.name)-\(triple)-\(configuration).module"], command.tool == "shell",
                  !command.arguments.isEmpty else { return nil }
            guard let list = command.arguments.first(where: { $0.hasPrefix("@") && $0.hasSuffix("/sources") }),
                  let text = try? String(contentsOfFile: String(list.dropFirst()), encoding: .utf8) else { return nil }
            let interface = command.outputs.first { $0.hasSuffix(".swiftmodule") }
            let wrap = interface.flatMap { path in
                manifest.commands.values.first { $0.tool == "shell" && $0.inputs == [path] && $0.arguments.contains("-modulewrap") }
            }
            modules.append(Module(name: target.name, compile: command.arguments, interface: interface, wrap: wrap?.arguments,
                                  objects: Set(command.outputs.filter { $0.hasSuffix(".o") } + (wrap?.outputs ?? [])),
                                  sources: Set(Self.lines(text).map(Self.unquoted)), dependencies: Set(target.dependencies)))
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
        lockFile = Self.swiftPMLock(of: buildFolder)
        sharedLink = linker.flatMap { linker in
            Self.sharedLink(link.arguments, own: modules.reduce(into: []) { $0.formUnion($1.objects) },
                            folder: bin.appendingPathComponent("\(product).product/quick"), linker: linker)
        }
    }

    /// The file SwiftPM locks while it builds in `buildFolder`: in the temporary folder
    /// (`TMPDIR`, else `/tmp`), named after the build folder's absolute path with each `/` as `_`.
    static func swiftPMLock(of buildFolder: URL) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(buildFolder.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_") + ".lock")
    }

    /// The interfaces the modules have now, by module name (those that exist).
    func interfaces() -> [String: Data] {
        modules.reduce(into: [:]) { found, module in found[module.name] = module.interface.flatMap { FileManager.default.contents(atPath: $0) } }
    }

    /// Whether every path in `changed` is a Swift source one of the modules already compiles,
    /// and is still there.
    func covers(_ changed: Set<String>) -> Bool {
        changed.allSatisfy { path in
            path.hasSuffix(".swift") && modules.contains { $0.sources.contains(path) } && FileManager.default.fileExists(atPath: path)
        }
    }

    /// Runs the plan for sources `changed` (absolute paths), in `folder`: compiles what they
    /// reach, given the interfaces the last build that worked left (`interfaces`, by module
    /// name), then links; nothing when `changed` is empty.
    /// - Returns: nil when the build folder is locked by another build (nothing was run).
    /// - Throws: ``BuildFailure`` with the compiler's diagnostics when a step fails.
    func run(changed: Set<String>, interfaces: [String: Data], in folder: URL, product: String,
             running: @escaping (Process?) -> Void) throws -> Report? {
        var report = Report(compiled: [], interfaces: interfaces)
        guard !changed.isEmpty else { return report }
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return nil }
        defer { flock(fd, LOCK_UN) }
        var newInterfaces: Set<String> = []
        for module in modules {
            guard !module.sources.isDisjoint(with: changed) || !module.dependencies.isDisjoint(with: newInterfaces) else { continue }
            try step(module.compile, in: folder, product: product, running: running)
            report.compiled.append(module.name)
            let after = module.interface.flatMap { FileManager.default.contents(atPath: $0) }
            report.interfaces[module.name] = after
            if after != interfaces[module.name] {
                newInterfaces.insert(module.name)
                if let wrap = module.wrap { try step(wrap, in: folder, product: product, running: running) }
            }
        }
        if let shared = sharedLink, (try? linkShared(shared, in: folder, product: product, running: running)) != nil {
            return report
        }
        try step(link, in: folder, product: product, running: running)
        return report
    }

    /// The shared link for SwiftPM's link `arguments` (`swiftc … -o TOOL … -emit-executable
    /// … @Objects.LinkFileList …`), or nil when they are not of that shape.
    private static func sharedLink(_ arguments: [String], own: Set<String>, folder: URL, linker: String) -> SharedLink? {
        guard let listIndex = arguments.firstIndex(where: { $0.hasPrefix("@") }), arguments.contains("-emit-executable"),
              let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count,
              let text = try? String(contentsOfFile: String(arguments[listIndex].dropFirst()), encoding: .utf8) else { return nil }
        let entries = lines(text)
        let mine = entries.filter { own.contains(unquoted($0)) }, theirs = entries.filter { !own.contains(unquoted($0)) }
        guard !mine.isEmpty, !theirs.isEmpty else { return nil }
        let library = folder.appendingPathComponent("libDependencies.so").path
        let libraryList = folder.appendingPathComponent("Dependencies.LinkFileList").path
        let toolList = folder.appendingPathComponent("Tool.LinkFileList").path
        // The library: the same command as a shared library of the other objects, without the
        // tool's entry point (`-Xlinker --defsym -Xlinker main=…`).
        var linkLibrary: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "-Xlinker", index + 1 < arguments.count, arguments[index + 1] == "--defsym" {
                index += 4
                continue
            }
            switch index {
            case listIndex: linkLibrary.append("@" + libraryList)
            case output + 1: linkLibrary.append(library)
            default: linkLibrary.append(argument == "-emit-executable" ? "-emit-library" : argument)
            }
            index += 1
        }
        var linkTool = arguments
        linkTool[listIndex] = "@" + toolList
        linkTool.append(library)
        if !arguments.contains(where: { $0.hasPrefix("-use-ld=") }) {
            linkLibrary.append("-use-ld=\(linker)")
            linkTool.append("-use-ld=\(linker)")
        }
        return SharedLink(library: library, objects: theirs.map(unquoted), linkLibrary: linkLibrary, linkTool: linkTool,
                          lists: [(libraryList, theirs.joined(separator: "\n") + "\n"), (toolList, mine.joined(separator: "\n") + "\n")])
    }

    /// Links the tool against the dependencies' shared library, made first when it is missing,
    /// older than any of its objects, or its list of objects changed.
    private func linkShared(_ shared: SharedLink, in folder: URL, product: String, running: @escaping (Process?) -> Void) throws {
        func modified(_ path: String) -> Int? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        }
        try FileManager.default.createDirectory(atPath: (shared.library as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        var listChanged = false
        for (index, list) in shared.lists.enumerated() where (try? String(contentsOfFile: list.path, encoding: .utf8)) != list.text {
            try Data(list.text.utf8).write(to: URL(fileURLWithPath: list.path))
            if index == 0 { listChanged = true }
        }
        let made = modified(shared.library)
        if listChanged || made == nil || shared.objects.contains(where: { (modified($0) ?? .max) >= made! }) {
            try step(shared.linkLibrary, in: folder, product: product, running: running)
        }
        try step(shared.linkTool, in: folder, product: product, running: running)
    }

    private func step(_ arguments: [String], in folder: URL, product: String, running: @escaping (Process?) -> Void) throws {
        let result = try Subprocess.run(URL(fileURLWithPath: arguments[0]), Array(arguments.dropFirst()), in: folder, running: running)
        guard result.status == 0 else { throw BuildFailure(product: product, result: result, folder: folder) }
    }

    /// The non-empty lines of a response file SwiftPM wrote.
    private static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map(String.init)
    }

    /// A path of a response file without the quotes SwiftPM puts around it (`'/a b/c.o'`,
    /// a quote inside written `'\''`).
    private static func unquoted(_ line: String) -> String {
        guard line.count >= 2, line.hasPrefix("'"), line.hasSuffix("'") else { return line.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
        return String(line.dropFirst().dropLast()).replacingOccurrences(of: "'\\''", with: "'")
    }
}
