import Foundation

/// What `body` writes to standard error (file descriptor 2), captured through a pipe.
public func capturingStandardError(_ body: () throws -> Void) throws -> String {
    let pipe = Pipe()
    let saved = dup(2)
    dup2(pipe.fileHandleForWriting.fileDescriptor, 2)
    do {
        try body()
    } catch {
        dup2(saved, 2)
        close(saved)
        throw error
    }
    dup2(saved, 2)
    close(saved)
    try pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}
