import Foundation
import MotionRender

/// What a page's timeline knows of a scene: its timing, box, phases, curves sampled for plotting,
/// and the locales it has strings for. A player page embeds one; `motion studio` gets them from
/// its render worker (or makes them itself for scenes it draws in its own process).
package struct SceneOutline: Codable, Equatable, Sendable {
    /// A curve sampled every `step` seconds from 0 through the duration, each value rounded to
    /// 1e-6 (a millionth of a unit: finer than any plot shows, and a third of the text in a
    /// page); nil where it is not finite.
    package struct Curve: Codable, Equatable, Sendable {
        package let name: String
        package let step: Double
        package let values: [Double?]
    }

    package struct Phase: Codable, Equatable, Sendable {
        package let name: String
        package let start: Double
    }

    /// Curve samples per second of scene time, at most ``maximumSamples`` in all.
    package static let samplesPerSecond = 120.0
    package static let maximumSamples = 2001

    package let name: String
    package let summary: String
    package let duration: Double
    package let stillTime: Double
    package let speed: Double
    package let width: Double
    package let height: Double
    package let phases: [Phase]
    package let curves: [Curve]
    package let readsDevice: Bool
    package let locales: [String]

    package init(_ scene: any MotionScene) {
        name = scene.name
        summary = scene.summary
        duration = scene.duration
        stillTime = scene.stillTime
        speed = scene.speed
        width = Double(scene.box.width)
        height = Double(scene.box.height)
        phases = scene.phases.map { Phase(name: $0.name, start: $0.start) }
        let count = Int(min(Double(Self.maximumSamples), max(2, (scene.duration * Self.samplesPerSecond).rounded(.up) + 1)))
        let step = scene.duration / Double(count - 1)
        curves = scene.curves.map { curve in
            Curve(name: curve.name, step: step, values: (0..<count).map { index in
                let value = curve.value(min(scene.duration, Double(index) * step))
                return value.isFinite ? (value * 1e6).rounded() / 1e6 : nil
            })
        }
        readsDevice = scene.readsDevice
        locales = ((try? scene.strings)??.locales ?? []).map(\.identifier)
    }
}
