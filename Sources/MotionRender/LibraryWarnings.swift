internal import CPango
import Foundation

/// The warnings of the C libraries the renderer uses (Pango, GLib, gdk-pixbuf, librsvg), taken
/// through GLib's log writer: each library's first warning goes to standard error as one escaped
/// line, `warning: Pango: failed to create cairo scaled font, …`, with no process id or
/// timestamp; the ones after it are counted, not printed (a 100000 px font made Pango print six
/// timestamped lines per call). Criticals and errors keep GLib's own output; debug messages
/// GLib's own rules (`G_MESSAGES_DEBUG`).
package enum LibraryWarnings {
    /// Installs the writer (once; later calls do nothing). A command-line tool calls it at start
    /// (``MotionCommand`` does); a program that embeds the library keeps GLib's own output, or
    /// its own writer, since GLib ends the process when a second writer is set.
    package static func install() { _ = installed }

    /// How many warnings each log domain sent so far, under `lock`.
    nonisolated(unsafe) private static var counts: [String: Int] = [:]
    private static let lock = NSLock()

    private static let installed: Void = {
        // The writer sees every message, structured or not (GLib's default handler forwards to it).
        let writer: GLogWriterFunc = { level, fields, count, _ in
            if level.rawValue & (G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue) != 0 {
                return g_log_writer_standard_streams(level, fields, count, nil)
            }
            var domain = "GLib", text = ""
            for field in UnsafeBufferPointer(start: fields, count: Int(count)) {
                guard let key = field.key, let value = field.value, field.length < 0 else { continue }
                switch String(cString: key) {
                case "GLIB_DOMAIN": domain = String(cString: value.assumingMemoryBound(to: CChar.self))
                case "MESSAGE": text = String(cString: value.assumingMemoryBound(to: CChar.self))
                default: break
                }
            }
            // Debug and info messages are GLib's to show or not (G_MESSAGES_DEBUG).
            guard level.rawValue & (G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_MESSAGE.rawValue) != 0 else {
                return g_log_writer_default(level, fields, count, nil)
            }
            let first = LibraryWarnings.lock.withLock { () -> Bool in
                LibraryWarnings.counts[domain, default: 0] += 1
                return LibraryWarnings.counts[domain] == 1
            }
            if first {
                try? OutputFile.write(Data(utf8Of: "warning: \(domain): \(UserText.escaped(text)) (further \(domain) warnings are not shown)\n"),
                                      to: .standardError)
            }
            return G_LOG_WRITER_HANDLED
        }
        g_log_set_writer_func(writer, nil, nil)
    }()
}
