import Foundation
import MotionRender

/// The scripts and styles of the pages MotionKit makes, read from `Resources/web/`: the player
/// shared by `motion player` pages and `motion studio` (`player.js`, `player.css`), and each
/// page's own host script. One source for both pages: a change to the timeline or the keyboard
/// model reaches both.
package enum WebAssets {
    /// The largest asset accepted, in bytes.
    static let maximumBytes = 1 << 20

    /// The text of `Resources/web/<name>`.
    /// - Throws: ``MotionResourcesError`` when the resources are missing; ``RenderError/resource(file:message:)``
    ///   when the file cannot be read, is too large or is not UTF-8.
    package static func text(_ name: String) throws -> String {
        let url = try MotionResources.url("web/" + name)
        let data: Data
        do {
            data = try InputFile.read(url, limit: maximumBytes)
        } catch {
            if case .tooLarge = error.problem { throw RenderError.resource(file: url.path, message: "is over \(maximumBytes) bytes") }
            throw RenderError.resource(file: url.path, message: "cannot be read: \(error.reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw RenderError.resource(file: url.path, message: "is not UTF-8") }
        return text
    }

    /// `source` ready to sit inside a `<script>` or `<style>` element: no `</` can end it early.
    package static func inline(_ source: String) -> String {
        source.replacingOccurrences(of: "</", with: "<\\/")
    }
}
