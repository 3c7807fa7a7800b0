import Foundation

/// One frame as `MotionRenderer` hands it to a format's writer: the scene and instant, the
/// output's geometry (checked against the pixel limit and the format's side limit), the
/// environment the scene sees, the options, and the document's asset copies.
struct StillFrame {
    let scene: any MotionScene
    /// Scene time in seconds, within the scene.
    let t: Double
    let geometry: OutputGeometry
    let environment: MotionEnvironment
    let options: RenderOptions
    let assets: AssetScope
    /// The start of an SVG's title and description ids instead of the id prefix (nil: the prefix).
    let labels: String?
}
