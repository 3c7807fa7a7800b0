import Foundation
import MotionRender

/// What `list --json` prints (schema version 1; `docs/command-line.md` describes every field).
///
/// Times are seconds of scene time, as JSON numbers; keys are sorted, so the output is the same
/// on every run and diffs well.
struct SceneListing: Encodable {
    struct Phase: Encodable {
        let name: String
        let start: Double
    }

    struct Size: Encodable {
        let width: Double
        let height: Double
    }

    struct Scene: Encodable {
        let name: String
        let summary: String
        let duration: Double
        let stillTime: Double
        let speed: Double
        let box: Size
        let phases: [Phase]
        let curves: [String]
        /// ``EnvironmentKey/name`` of every key the scene reads.
        let environmentKeys: [String]
        /// The tool's options that fill those keys.
        let settings: [String]
        /// The scene's default props, for a scene that takes props (absent otherwise).
        let props: JSONValue?
    }

    let schemaVersion = 1
    let tool: String
    let scenes: [Scene]

    /// - Throws: ``PropsError/notEncodable(type:detail:)`` for a scene whose default props JSON
    ///   cannot hold.
    init(tool: String, scenes: [any MotionScene], settings: [SceneSetting]) throws {
        self.tool = tool
        self.scenes = try scenes.map { scene in
            Scene(name: scene.name, summary: scene.summary, duration: scene.duration, stillTime: scene.stillTime, speed: scene.speed,
                  box: Size(width: scene.box.width, height: scene.box.height),
                  phases: scene.phases.map { Phase(name: $0.name, start: $0.start) },
                  curves: scene.curves.map(\.name),
                  environmentKeys: scene.environmentKeys.map { $0.name },
                  settings: settings.filter { $0.isRead(by: scene) }.map(\.option),
                  props: scene.takesProps ? try scene.defaultProps.jsonValue() : nil)
        }
    }

    /// Pretty-printed JSON with sorted keys.
    func json() throws -> String {
        try JSONText.encode(self)
    }
}
