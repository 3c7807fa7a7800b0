import Foundation
import MotionCLI
@testable import MotionStudio
import MotionTimeline

/// A studio source that draws through another and keeps the page's props of every frame asked
/// of it (`nil` for a frame without `props=`), so a test sees what reached the server.
final class RecordingSource: StudioSceneSource, @unchecked Sendable {
    private let inner: any StudioSceneSource
    private let lock = NSLock()
    private var asked: [[String: JSONValue]?] = []

    init(_ inner: any StudioSceneSource) { self.inner = inner }

    var label: String { inner.label }
    var idPrefix: String { inner.idPrefix }
    var watchedPaths: [URL] { inner.watchedPaths }

    /// The props of each frame asked for so far, in order.
    var props: [[String: JSONValue]?] { lock.withLock { asked } }

    func load(report: @escaping @Sendable (String) -> Void) throws -> [SceneOutline] { try inner.load(report: report) }

    func render(_ frame: StudioFrameRequest) throws -> (bytes: Data, contentType: String) {
        lock.withLock { asked.append(frame.props) }
        return try inner.render(frame)
    }

    func stop() { inner.stop() }
}
