/// Something the browser or the DevTools connection did wrong, in one line.
public struct DevToolsError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
