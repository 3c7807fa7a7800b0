import Foundation
import MotionRender

/// What distinguishes one scene environment from another, for caching the frozen `e` objects
/// (a frame looks its `e` up instead of building it).
struct JSEnvironmentKey: Hashable {
    let palette: Palette
    let reduceMotion: Bool
    let device: DeviceEnvironment
    let box: CGSize
    let scheme: ColorScheme
    /// The other keys' values, by name and description.
    let values: [String]

    init(_ environment: MotionEnvironment) {
        palette = environment.palette
        reduceMotion = environment.reduceMotion
        device = environment.device
        box = environment.box
        scheme = environment.colorScheme
        values = environment.values.descriptions.map { "\($0.name)=\($0.description)" }
    }
}
