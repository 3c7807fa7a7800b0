import Foundation
import MotionRender

/// What distinguishes one scene environment from another, for caching the frozen `e` objects
/// (a frame looks its `e` up instead of building it).
struct JSEnvironmentKey: Hashable {
    let palette: Palette
    let reduceMotion: Bool
    let device: DeviceEnvironment
    let width: Double
    let height: Double
    let names: [String]

    init(_ environment: MotionEnvironment) {
        palette = environment.palette
        reduceMotion = environment.reduceMotion
        device = environment.device
        width = Double(environment.box.width)
        height = Double(environment.box.height)
        names = [environment.colorScheme.rawValue, environment.boardTheme, environment.pieceSet, environment.avatarStyle]
    }
}
