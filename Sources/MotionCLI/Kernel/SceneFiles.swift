import Foundation
import MotionRender

/// The scene files one run of a command refers to: references (`FILE#NAME`, `FILE`) told apart
/// from scene names, each file loaded once.
final class SceneFiles {
    let formats: [SceneFileFormat]
    let keys: KeyTypes
    private var loaded: [String: [any MotionScene]] = [:]

    init(formats: [SceneFileFormat], settings: [SceneSetting]) {
        self.formats = formats
        keys = KeyTypes(types: settings.map(\.key))
    }

    /// `FILE#NAME` → (FILE, NAME); `FILE` → (FILE, nil); nil when `reference` names no file of a
    /// known format.
    func split(_ reference: String) -> (file: String, scene: String?)? {
        if let hash = reference.lastIndex(of: "#") {
            let file = String(reference[..<hash]), scene = String(reference[reference.index(after: hash)...])
            return format(for: file) == nil ? nil : (file, scene)
        }
        return format(for: reference) == nil ? nil : (reference, nil)
    }

    /// True when `reference` is a scene file reference this tool can try to load.
    func isReference(_ reference: String) -> Bool { split(reference) != nil }

    private func format(for path: String) -> SceneFileFormat? {
        formats.first { $0.accepts(path) }
    }

    /// Every scene of `file`, loaded on first use and checked as the tool's own scenes are.
    func scenes(in file: String) throws -> [any MotionScene] {
        if let known = loaded[file] { return known }
        guard let format = format(for: file) else {
            let endings = formats.flatMap(\.fileExtensions).map { "." + $0 }
            throw CommandError.usage("'\(file)' is not a scene file: " + (endings.isEmpty ? "this tool reads no scene files"
                                                                           : "scene files end in \(endings.joined(separator: ", "))"))
        }
        let scenes: [any MotionScene]
        do {
            scenes = try format.load(SceneFileFormat.Request(url: URL(fileURLWithPath: file), name: file, keys: keys))
            _ = try SceneRegistry(scenes)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError.usage("\(error)")
        }
        loaded[file] = scenes
        return scenes
    }

    /// The scene `reference` names; nil when it is not a file reference.
    func scene(_ reference: String) throws -> (any MotionScene)? {
        guard let (file, name) = split(reference) else { return nil }
        let scenes = try scenes(in: file)
        let names = scenes.map(\.name).joined(separator: ", ")
        guard let name else {
            guard scenes.count == 1 else {
                throw CommandError.usage("\(file) defines \(scenes.count) scenes (\(names)): name one as \(file)#\(scenes[0].name)")
            }
            return scenes[0]
        }
        guard let scene = scenes.first(where: { $0.name == name }) else {
            throw CommandError.usage("\(file) defines no scene '\(name)'; its scenes: \(names)")
        }
        return scene
    }

    /// Lines the formats add under a failed command's error (a JavaScript stack), if any.
    func details(for error: any Error) -> String? {
        formats.lazy.compactMap { $0.details(for: error) }.first
    }
}
