import MotionRender
import MotionTimeline

/// What `/api/catalog` answers: every source with its state, every scene the page can show, and
/// the choices the page offers. `serial` changes whenever anything in it does.
struct StudioCatalog: Encodable {
    struct Source: Encodable {
        /// `loading` (first load or a reload under way), `ready`, or `failed` (the last load failed).
        let status: String
        let label: String
        /// What the source is doing while it loads: `building my-motion`.
        let activity: String?
        /// Counts the loads that worked; frames of older generations are gone.
        let generation: Int
        /// Why the last load failed; the scenes shown are those of the last load that worked.
        let problem: Problem?
        /// Seconds the last load took.
        let seconds: Double?
        /// The command that draws the source's scenes, as words (`swift run my-motion`), when
        /// it is not the studio's own tool.
        let command: [String]?
        /// When the last load ended (a build that failed, or scenes ready to draw), in
        /// milliseconds since 1970.
        let endedAt: Double?
    }

    struct Problem: Encodable {
        let message: String
        let diagnostics: [BuildDiagnostic]
        let log: String?
    }

    struct Scene: Encodable {
        /// The name the page uses: the source's prefix and the scene's name.
        let id: String
        let source: Int
        let generation: Int
        let scene: SceneOutline
    }

    let tool: String
    let version: String
    /// Changes when the page's own markup or scripts do: a page that sees another reloads.
    let pageVersion: String
    let serial: Int
    let fps: Double
    let sources: [Source]
    let scenes: [Scene]
    /// Device labels: `phone`, `foldable-closed`, `foldable-open`, `foldable-tabletop`.
    let devices: [String]
    let maximumScale: Double
    /// The props the studio was started with (`--props` or `--props-file`), as one object, or
    /// nil (left out) when none were given. Each scene's outline (`scenes[].scene.props`) already
    /// has them laid over its defaults; the page lays its edits over these for the command line
    /// it shows, so the command draws what the page does.
    let launchProps: [String: JSONValue]?
}
