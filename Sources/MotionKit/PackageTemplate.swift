import Foundation
import MotionJS
import MotionRender

/// The package `motion init` writes: one scene with props (`BadgeScene`), its JavaScript
/// prototype (`design/badge.js`), a tool made with ``MotionTool``, snapshot tests with their
/// references, a test that checks the port against the prototype frame by frame, a Makefile, a
/// README and a `.gitignore` for what builds and failing tests leave. It builds and passes its
/// tests as written.
///
/// The files come from `Resources/template/` (`*.tmpl`, with `__TOOL__`, `__MODULE__`,
/// `__MOTIONKIT_DEPENDENCY__` and `__MOTIONKIT_CHECKOUT__` filled in); the two reference images are the prototype's still
/// frame in light and dark, drawn when the package is written.
struct PackageTemplate {
    /// The tool's name, as typed in a shell (`my-motion`): lower-case ASCII letters, digits and
    /// single hyphens, starting with a letter.
    let tool: String
    /// The Swift module of the scenes and the package's name: the tool's name in upper camel
    /// case (`my-motion` → `MyMotion`).
    let module: String
    /// The line of `Package.swift` that names MotionKit, ending with a comma.
    let dependency: String
    /// The MotionKit checkout's folder as the Makefile reaches its scripts: the path of the
    /// dependency line, or `.build/checkouts/NAME` for a git URL (where SwiftPM checks it out).
    let checkout: String

    /// - Throws: a usage ``/MotionCLI/CommandError`` naming `tool` when it is not a valid name.
    init(tool: String, motionKit location: String, package: URL) throws {
        let words = tool.split(separator: "-", omittingEmptySubsequences: false)
        let valid = tool.first.map { $0.isASCII && $0.isLowercase } == true
            && words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } }
        guard valid, tool.count <= 64 else {
            throw CommandError.usage("'\(tool)' is not a tool name: use lower-case letters, digits and single hyphens, starting with a letter (at most 64), or give one with --name")
        }
        self.tool = tool
        module = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        (dependency, checkout) = Self.dependency(on: location, from: package)
    }

    /// The dependency line for a MotionKit checkout in `location` (written relative to the new
    /// package when the two share a folder below `/`, so they can move together; absolute
    /// otherwise) or for a git URL (`from:` this MotionKit's version), and the checkout's folder
    /// as seen from the package.
    static func dependency(on location: String, from package: URL) -> (line: String, checkout: String) {
        if location.contains("://") || location.hasPrefix("git@") {
            // SwiftPM names a checkout after the URL's last component, without `.git`.
            var name = location.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? "MotionKit"
            if name.hasSuffix(".git") { name.removeLast(4) }
            return (".package(url: \"\(location)\", from: \"\(MotionCommand.version)\"),", ".build/checkouts/\(name)")
        }
        let target = URL(fileURLWithPath: location).standardizedFileURL.pathComponents
        let base = package.standardizedFileURL.pathComponents
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let path: String
        if shared > 1 {
            let relative = Array(repeating: "..", count: base.count - shared) + target[shared...]
            path = relative.isEmpty ? "." : relative.joined(separator: "/")
        } else {
            path = String(target.joined(separator: "/").dropFirst())
        }
        return (".package(name: \"MotionKit\", path: \"\(path)\"),", path)
    }

    /// Every file of the package, by its path inside it, in the order they are written.
    func files() throws -> [(path: String, contents: Data)] {
        let texts: [(String, String)] = [
            ("Package.swift", "Package.swift.tmpl"),
            ("Sources/\(module)/BadgeScene.swift", "BadgeScene.swift.tmpl"),
            ("Sources/\(tool)/main.swift", "main.swift.tmpl"),
            ("Tests/\(module)Tests/BadgeSceneTests.swift", "BadgeSceneTests.swift.tmpl"),
            ("design/badge.js", "badge.js.tmpl"),
            ("Makefile", "Makefile.tmpl"),
            ("README.md", "README.md.tmpl"),
            (".gitignore", "gitignore.tmpl"),
        ]
        var files = try texts.map { path, template in (path: path, contents: Data(try filled(template).utf8)) }
        let prototype = files.first { $0.path == "design/badge.js" }!.contents
        files += try references(prototype: String(decoding: prototype, as: UTF8.self))
        return files
    }

    /// The template file `name` with the package's names filled in.
    private func filled(_ name: String) throws -> String {
        let url = try MotionResources.directory().appendingPathComponent("template").appendingPathComponent(name)
        let text: String
        do {
            text = String(decoding: try InputFile.read(url, limit: 1 << 20), as: UTF8.self)
        } catch {
            throw CommandError.failure("cannot read the package template \(url.path): \(error.reason)")
        }
        return text.replacingOccurrences(of: "__MOTIONKIT_DEPENDENCY__", with: dependency)
            .replacingOccurrences(of: "__MOTIONKIT_CHECKOUT__", with: checkout)
            .replacingOccurrences(of: "__MODULE__", with: module)
            .replacingOccurrences(of: "__TOOL__", with: tool)
    }

    /// `testStill`'s references (`assertSnapshots` of a scene that does not read the device:
    /// `testStill.light.png` and `testStill.dark.png`), drawn from the prototype at its still
    /// frame, so the Swift port starts out checked against what the design shows.
    private func references(prototype: String) throws -> [(path: String, contents: Data)] {
        let file = try JSSceneFile(source: prototype, name: "design/badge.js")
        guard let scene = file.scenes.first(where: { $0.name == "badge" }) else {
            throw CommandError.failure("the package template's prototype has no scene 'badge'")
        }
        return try [ColorScheme.light, .dark].map { scheme in
            var options = RenderOptions()
            options.colorScheme = scheme
            return (path: "Tests/\(module)Tests/__Snapshots__/BadgeSceneTests/testStill.\(scheme.rawValue).png",
                    contents: try MotionRenderer.render(scene, at: scene.stillTime, options: options))
        }
    }
}
