/// How the ends of a stroked open path are drawn (canvas `lineCap`).
public enum LineCap: String, Sendable, CaseIterable {
    /// The stroke stops exactly at the end point (the default).
    case butt
    /// A half-disc of the line width's diameter.
    case round
    /// A half-square extending the line by half its width.
    case square
}
