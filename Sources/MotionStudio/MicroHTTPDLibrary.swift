internal import CMicroHTTPD

/// GNU libmicrohttpd, opened when a studio starts rather than linked into the program, so that
/// no other command of `motion` loads it (or GnuTLS, which it brings).
enum MicroHTTPDLibrary {
    /// The library's file name, as the dynamic loader looks it up (Debian's `libmicrohttpd12`).
    static let file = "libmicrohttpd.so.12"

    /// The functions, or why they could not be loaded: decided once per process.
    nonisolated(unsafe) private static let loaded: Result<UnsafePointer<CMHDFunctions>, StudioError> = open(file)

    /// Opens `file` and finds every function the studio calls in it.
    static func open(_ file: String) -> Result<UnsafePointer<CMHDFunctions>, StudioError> {
        var message: UnsafePointer<CChar>?
        if let table = cmhd_load(file, &message) { return .success(table) }
        let reason = message.map { String(cString: $0) } ?? "unknown error"
        return .failure(.serverFailed(reason: "\(file) could not be loaded (\(reason)); on Debian it comes with libmicrohttpd12"))
    }

    /// The table of functions, loading the library on first use; throws
    /// ``StudioError/serverFailed(reason:)`` naming the file when it cannot be loaded.
    static func functions() throws -> UnsafePointer<CMHDFunctions> {
        try loaded.get()
    }
}
