internal import CCairo

/// The one place cairo's status becomes a Swift error: every surface and context is checked
/// through here when it is made, at the end of each frame or page, and when it is finished.
enum CairoStatus {
    /// Throws ``RenderError/cairo(stage:message:)`` when `surface` is in an error state.
    static func check(surface: OpaquePointer, _ stage: @autoclosure () -> String) throws {
        try check(cairo_surface_status(surface), stage())
    }

    /// Throws ``RenderError/cairo(stage:message:)`` when the context `cr` is in an error state.
    static func check(context cr: OpaquePointer, _ stage: @autoclosure () -> String) throws {
        try check(cairo_status(cr), stage())
    }

    /// Throws ``RenderError/cairo(stage:message:)`` unless `status` is success.
    static func check(_ status: cairo_status_t, _ stage: @autoclosure () -> String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw RenderError.cairo(stage: stage(), message: message(status))
    }

    /// cairo's words for `status`.
    static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}
