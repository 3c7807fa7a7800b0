import Foundation

/// The rules of `docs/architecture.md`'s module table, checked against the code: what each
/// module imports (every `import` in its Swift files), what `Package.swift` declares it depends
/// on, and what its row says it may import.
///
/// A module of `Sources/` passes when
/// - it has a row (its target name in backticks in the row's first cell);
/// - every module its files import, Foundation aside, is named in the row's last cell ("may import");
/// - every module the last cell names is imported by at least one of its files (a row lists
///   nothing the module no longer needs);
/// - the package modules it imports are exactly the dependencies `Package.swift` declares for it
///   (nothing reached through another module's dependencies, nothing declared and unused).
///
/// A system-library shim (a `.systemLibrary` target) passes when its folder holds a modulemap and
/// one header, nothing else. Everything is read as text; nothing is compiled.
struct ArchitectureRules {
    /// Modules that are not targets of the package but may be imported when a row allows them.
    static let systemModules: Set<String> = ["Foundation", "FoundationXML", "Glibc", "Synchronization", "Dispatch", "XCTest", "Testing"]
    /// What every module may import without its row saying so.
    static let everywhere: Set<String> = ["Foundation"]

    /// One target of `Package.swift`.
    struct Target: Equatable {
        /// `target`, `executableTarget`, `testTarget` or `systemLibrary`.
        var kind: String
        var name: String
        var dependencies: Set<String>
        /// The folder of its sources relative to the package (`Sources/NAME` unless `path:` says).
        var path: String
    }

    /// Every target declared in `package` (the text of `Package.swift`), in order.
    static func targets(in package: String) -> [Target] {
        let start = try! NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let text = package as NSString
        let matches = start.matches(in: package, range: NSRange(location: 0, length: text.length))
        return matches.enumerated().map { index, match in
            let end = index + 1 < matches.count ? matches[index + 1].range.location : text.length
            let body = text.substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            let kind = text.substring(with: match.range(at: 1)), name = text.substring(with: match.range(at: 2))
            var dependencies = Set<String>()
            if let list = body.range(of: #"dependencies:\s*\[[^\]]*\]"#, options: .regularExpression) {
                dependencies = Set(quoted(in: String(body[list])))
            }
            let explicitPath = body.range(of: #"path:\s*"[^"]+""#, options: .regularExpression).flatMap { quoted(in: String(body[$0])).first }
            let folder = kind == "testTarget" ? "Tests" : "Sources"
            return Target(kind: kind, name: name, dependencies: dependencies, path: explicitPath ?? "\(folder)/\(name)")
        }
    }

    /// The module names a row of the table allows, by the module (or modules) in its first cell.
    /// The table is the one whose header row starts with `| module |`; names in the first cell
    /// are the backticked ones, names in the last cell are any word that is one of `known`.
    static func rows(in markdown: String, known: Set<String>) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("| module |") { inTable = true; continue }
            guard inTable else { continue }
            guard trimmed.hasPrefix("|") else { if !rows.isEmpty { break } else { continue } }
            let cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, !cells[0].hasPrefix("---") else { continue }
            let allowed = Set(words(in: cells[cells.count - 1]).filter(known.contains))
            for module in backticked(in: cells[0]) { rows[module] = allowed }
        }
        return rows
    }

    /// The modules the Swift `source` imports (`import X`, `@_exported import X`,
    /// `internal import X`, `import struct X.Y`, inside `#if` or not).
    static func imports(in source: String) -> Set<String> {
        let pattern = try! NSRegularExpression(
            pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        let text = source as NSString
        return Set(pattern.matches(in: source, range: NSRange(location: 0, length: text.length)).map { text.substring(with: $0.range(at: 1)) })
    }

    /// Every way `root` breaks the rules, one line each (empty when it keeps them).
    static func problems(root: URL) throws -> [String] {
        let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let markdown = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let targets = targets(in: package)
        var sources: [String: [String]] = [:]
        var shimFiles: [String: [String]] = [:]
        for target in targets where target.kind != "testTarget" {
            let folder = root.appendingPathComponent(target.path)
            let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
            if target.kind == "systemLibrary" {
                shimFiles[target.name] = files
            } else {
                sources[target.name] = try files.filter { $0.hasSuffix(".swift") }.map {
                    try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
                }
            }
        }
        return problems(targets: targets, markdown: markdown, sources: sources, shimFiles: shimFiles)
    }

    /// The rules over given texts: `sources` holds each target's Swift files, `shimFiles` the
    /// file names in each system library's folder.
    static func problems(targets: [Target], markdown: String, sources: [String: [String]], shimFiles: [String: [String]]) -> [String] {
        let names = Set(targets.map(\.name))
        let rows = rows(in: markdown, known: names.union(systemModules))
        var problems: [String] = []
        for target in targets where (target.kind == "target" || target.kind == "executableTarget") && target.path.hasPrefix("Sources/") {
            guard let files = sources[target.name], !files.isEmpty else { continue }  // a C target
            guard let allowed = rows[target.name] else {
                problems.append("\(target.name): no row in docs/architecture.md's module table")
                continue
            }
            let imported = files.reduce(into: Set<String>()) { $0.formUnion(imports(in: $1)) }.subtracting([target.name]).subtracting(everywhere)
            for module in imported.subtracting(allowed).sorted() {
                problems.append("\(target.name) imports \(module), which its row in docs/architecture.md does not allow")
            }
            for module in allowed.subtracting(imported).sorted() {
                problems.append("\(target.name)'s row in docs/architecture.md allows \(module), which none of its files imports")
            }
            let used = imported.intersection(names)
            for module in used.subtracting(target.dependencies).sorted() {
                problems.append("\(target.name) imports \(module) without declaring it in Package.swift")
            }
            for module in target.dependencies.subtracting(used).sorted() {
                problems.append("\(target.name) declares \(module) in Package.swift but none of its files imports it")
            }
        }
        for target in targets where target.kind == "systemLibrary" {
            let files = shimFiles[target.name] ?? []
            let headers = files.filter { $0.hasSuffix(".h") }
            if !files.contains("module.modulemap") || headers.count != 1 || files.count != 2 {
                problems.append("\(target.name): a system-library shim holds a modulemap and one header, not \(files.joined(separator: ", "))")
            }
        }
        return problems
    }

    private static func quoted(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #""([^"]*)""#)
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    private static func backticked(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "`([^`]+)`")
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { ns.substring(with: $0.range(at: 1)) }
    }

    private static func words(in text: String) -> [String] {
        text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }).map(String.init)
    }
}
