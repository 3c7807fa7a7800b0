import Foundation
import MotionRender

/// A running studio: the sources and their state (``Studio``), the HTTP server over its routes,
/// and the watcher that reloads a source when its files change.
///
/// ```swift
/// let server = try StudioServer(sources: [source], socket: try ListeningSocket(address: .loopback, port: 0), tool: "motion")
/// print(server.url)      // http://127.0.0.1:41234/
/// server.stop()
/// ```
package final class StudioServer: @unchecked Sendable {
    let studio: Studio
    package let url: URL
    private let http: HTTPServer
    private let watcher: FileWatcher?

    /// Starts serving `sources` on `socket` and begins loading them.
    /// - Parameters:
    ///   - anyHost: accept requests for any host name (a studio opened to the network on purpose);
    ///     otherwise only for the socket's address, `localhost` and the port.
    ///   - launchProps: the props the studio was started with (`--props`), for the page's
    ///     command line; the sources draw them already.
    ///   - note: where one-line notes about loads go (the terminal).
    package init(sources: [any StudioSceneSource], socket: ListeningSocket, tool: String, fps: Double = 30, anyHost: Bool = false,
         launchProps: [String: JSONValue]? = nil, note: @escaping @Sendable (String) -> Void = { _ in }) throws {
        let page = try StudioPage(tool: tool, fps: fps)
        studio = Studio(sources: sources, fps: fps, tool: tool, pageVersion: page.version, launchProps: launchProps, note: note)
        let address = socket.address
        let shown = address.isUnspecified ? (address.family == .ipv4 ? "127.0.0.1" : "[::1]") : address.text
        url = URL(string: "http://\(shown):\(socket.port)/")!
        var hosts: Set<String> = ["\(address.text):\(socket.port)"]
        if address.isLoopback { hosts.formUnion(["localhost:\(socket.port)", "127.0.0.1:\(socket.port)", "[::1]:\(socket.port)"]) }
        let routes = StudioRoutes(studio: studio, page: Data(page.html.utf8), hosts: anyHost ? nil : hosts)
        http = try HTTPServer(socket: socket, events: studio.events) { request in routes.respond(request) }
        let paths = sources.flatMap(\.watchedPaths)
        let studio = self.studio
        watcher = paths.isEmpty ? nil : try FileWatcher(paths: paths) { changed in studio.changed(changed) }
        studio.start()
    }

    /// Stops watching, closes every connection, and stops the sources (workers and builds).
    package func stop() {
        watcher?.stop()
        http.stop()
        studio.stop()
    }
}
