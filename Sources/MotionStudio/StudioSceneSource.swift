import Foundation
import MotionCLI
import MotionTimeline

/// Where some of the studio's scenes come from and how they are drawn: the tool's own scenes
/// (through a render worker), a Swift package built and drawn by its own tool, or scene files
/// loaded in the studio's process (``SceneListSource``: a JavaScript prototype, once the tool
/// reads them).
///
/// The studio calls ``load(report:)`` at start and again after a change to one of
/// ``watchedPaths``, never twice at once for one source; it calls ``render(_:)`` from any
/// thread, also while a load runs (which should keep drawing the last good scenes until the
/// new ones are ready).
package protocol StudioSceneSource: AnyObject, Sendable {
    /// What the page calls the source: `motion's scenes`, `package MyScenes (my-motion)`, `design/motion.js`.
    var label: String { get }
    /// Put before each scene's name to make its id on the page: empty for the tool's or a
    /// package's scenes, `design/motion.js#` for a file's, so a prototype and its port can
    /// have the same name.
    var idPrefix: String { get }
    /// Files and folders whose change reloads the source (a folder with everything below it).
    var watchedPaths: [URL] { get }
    /// Loads the scenes, or loads them again; `report` takes a short note of what it is doing
    /// (`building my-motion`) for the page.
    /// - Throws: ``BuildFailure`` (shown with its diagnostics) or any error (shown as one line);
    ///   the studio keeps showing the scenes of the last load that worked.
    func load(report: @escaping @Sendable (String) -> Void) throws -> [SceneOutline]
    /// Draws a frame of a scene of the last load that worked.
    /// - Throws: ``StudioRequestError`` for a request that is wrong (400), anything else when
    ///   drawing failed (the page shows the message over the last frame).
    func render(_ frame: StudioFrameRequest) throws -> (bytes: Data, contentType: String)
    /// Stops whatever the source runs (a worker, a build); called once, at shutdown.
    func stop()
    /// How the last load that worked went, for the terminal's note: `swift build`, or
    /// `quick build: compiled MyScenes, linked`; nil when there is nothing to add.
    var loadDetail: String? { get }
    /// The command that draws the source's scenes on the command line, as words
    /// (`["swift", "run", "my-motion"]` for a package's), for the page's copied command; nil for
    /// the studio's own tool.
    var renderCommand: [String]? { get }
}

extension StudioSceneSource {
    package var loadDetail: String? { nil }
    package var renderCommand: [String]? { nil }
}
