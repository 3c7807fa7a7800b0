import Foundation

/// What `swift package describe --type json` says of a package: its products and targets, enough
/// to choose the tool to build and the folders to watch.
struct SwiftPackage: Decodable {
    struct Product: Decodable {
        let name: String
        let isExecutable: Bool

        private enum CodingKeys: String, CodingKey { case name, type }
        private struct AnyKey: CodingKey {
            let stringValue: String
            init?(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            // `"type": {"executable": null}` or `{"library": ["automatic"]}`.
            isExecutable = try container.nestedContainer(keyedBy: AnyKey.self, forKey: .type).allKeys.contains { $0.stringValue == "executable" }
        }
    }

    struct Target: Decodable {
        struct Resource: Decodable { let path: String }
        let name: String
        let path: String
        let type: String
        let targetDependencies: [String]?
        let productDependencies: [String]?
        let productMemberships: [String]?
        let resources: [Resource]?
        /// `SwiftTarget`, `ClangTarget`, `SystemLibraryTarget`, …
        let moduleType: String?

        private enum CodingKeys: String, CodingKey {
            case name, path, type, resources
            case moduleType = "module_type"
            case targetDependencies = "target_dependencies", productDependencies = "product_dependencies"
            case productMemberships = "product_memberships"
        }
    }

    let name: String
    let path: String
    let products: [Product]
    let targets: [Target]

    /// The modules a studio worker needs: the tool must be made with `MotionCommand` (MotionCLI)
    /// or `MotionTool` (MotionKit, which brings MotionCLI).
    static let commandLineModules: Set<String> = ["MotionCLI", "MotionKit"]

    /// Runs `swift package describe` in `folder`.
    /// - Throws: ``StudioError/worker(_:)`` with swift's own message when it fails.
    static func describe(_ folder: URL, swift: URL) throws -> SwiftPackage {
        let result = try Subprocess.run(swift, ["package", "describe", "--type", "json"], in: folder)
        guard result.status == 0, let start = result.output.firstIndex(of: "{") else {
            let reason = result.output.split(whereSeparator: \.isNewline).last { $0.contains("error") } ?? result.output.split(whereSeparator: \.isNewline).last ?? ""
            throw StudioError.worker("cannot read the package in \(folder.path): \(reason)")
        }
        do {
            return try JSONDecoder().decode(SwiftPackage.self, from: Data(result.output[start...].utf8))
        } catch {
            throw StudioError.worker("cannot read the package in \(folder.path): swift package describe gave an unexpected answer (\(error))")
        }
    }

    /// The executable target of product `name`.
    func executableTarget(of product: String) -> Target? {
        targets.first { $0.type == "executable" && ($0.productMemberships ?? []).contains(product) }
    }

    /// Local targets `target` depends on, itself included.
    func closure(of target: Target) -> [Target] {
        var found: [String: Target] = [:], queue = [target]
        while let next = queue.popLast() {
            guard found[next.name] == nil else { continue }
            found[next.name] = next
            queue += (next.targetDependencies ?? []).compactMap { name in targets.first { $0.name == name } }
        }
        return found.values.sorted { $0.name < $1.name }
    }

    /// Whether `target` depends on MotionCLI or MotionKit itself, as a product of a dependency
    /// or as a target of this package.
    func usesCommandLineDirectly(_ target: Target) -> Bool {
        ((target.productDependencies ?? []) + (target.targetDependencies ?? [])).contains { Self.commandLineModules.contains($0) }
    }

    /// Whether `target` reaches MotionCLI or MotionKit through any of its local targets.
    func usesCommandLine(_ target: Target) -> Bool {
        closure(of: target).contains { member in
            (member.productDependencies ?? []).contains { Self.commandLineModules.contains($0) } || Self.commandLineModules.contains(member.name)
        }
    }

    /// The tool to build: `requested`, or the one executable whose target depends on MotionCLI or
    /// MotionKit (else the one that reaches either through its local targets).
    /// - Throws: ``StudioError/worker(_:)`` naming the executables when there is none or several to choose from.
    func tool(_ requested: String?) throws -> String {
        let executables = products.filter(\.isExecutable).map(\.name)
        if let requested {
            guard executables.contains(requested) else {
                throw StudioError.worker("package \(name) has no executable '\(requested)'; executables: \(executables.isEmpty ? "none" : executables.joined(separator: ", "))")
            }
            return requested
        }
        // A tool's main.swift calls MotionCommand, so its target imports MotionCLI itself; a
        // program that only reaches it through a library (a benchmark) comes second.
        let direct = executables.filter { executableTarget(of: $0).map(usesCommandLineDirectly) ?? false }
        let tools = direct.isEmpty ? executables.filter { executableTarget(of: $0).map(usesCommandLine) ?? false } : direct
        switch tools.count {
        case 1: return tools[0]
        case 0: throw StudioError.worker("package \(name) has no executable made with MotionCLI or MotionKit (executables: \(executables.isEmpty ? "none" : executables.joined(separator: ", "))): the studio draws through the package's own tool; name one with --product, or draw this tool's scenes with --no-build")
        default: throw StudioError.worker("package \(name) has several tools made with MotionCLI or MotionKit: \(tools.joined(separator: ", ")); choose one with --product")
        }
    }

    /// The local Swift modules `tool` is built from (its own target and the local targets it
    /// reaches; C and system library targets left out), each with the local Swift modules it
    /// reaches, directly or through others.
    func swiftModules(for tool: String) -> [(name: String, dependencies: [String])] {
        guard let target = executableTarget(of: tool) else { return [] }
        let members = closure(of: target).filter { ($0.moduleType ?? "SwiftTarget") == "SwiftTarget" && $0.type != "system-target" }
        let names = Set(members.map(\.name))
        return members.map { member in (member.name, closure(of: member).map(\.name).filter { $0 != member.name && names.contains($0) }) }
    }

    /// What to watch for `tool`: the manifest, the folders of the local targets it is built
    /// from and their resources.
    func watchedPaths(for tool: String) -> [URL] {
        let root = URL(fileURLWithPath: path)
        var paths = [root.appendingPathComponent("Package.swift")]
        if let target = executableTarget(of: tool) {
            for member in closure(of: target) {
                paths.append(member.path.hasPrefix("/") ? URL(fileURLWithPath: member.path) : root.appendingPathComponent(member.path))
                paths += (member.resources ?? []).map { URL(fileURLWithPath: $0.path) }
            }
        }
        var seen: Set<String> = []
        return paths.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    }
}
