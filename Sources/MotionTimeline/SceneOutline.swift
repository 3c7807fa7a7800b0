import Foundation
import MotionRender

/// What a page's timeline knows of a scene: its timing, box, phases, curves sampled for plotting,
/// the locales it has strings for and, in the studio, its props. A player page embeds one;
/// `motion studio` gets them from its render worker (or makes them itself for scenes it draws in
/// its own process).
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
    /// The props a frame drawn without props of its own shows, as the JSON object the studio's
    /// props panel is made from: the scene's ``/MotionRender/MotionScene/defaultProps`` with the
    /// props the studio was started with (`--props`) laid over them, and every top-level key its
    /// props type reads but leaves out of that JSON (an optional that is nil) as `null`. Nil for
    /// a scene without props, for props that cannot be written as JSON, and in a player page's
    /// outline (see ``init(_:propsIn:)``).
    package private(set) var props: JSONValue?

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
        props = nil
    }

    /// The outline with ``props``: those `scene` draws with under `options` (whose props, when
    /// set, must be of the scene's type; otherwise its defaults).
    package init(_ scene: any MotionScene, propsIn options: RenderOptions) {
        self.init(scene)
        props = Self.props(of: scene, in: options)
    }

    /// The JSON of the props `scene` draws with under `options`, with the keys its type reads
    /// but does not write as `null`; nil for a scene without props or when it cannot be written.
    static func props(of scene: any MotionScene, in options: RenderOptions) -> JSONValue? {
        guard scene.takesProps else { return nil }
        return openedProps(scene, options)
    }

    private static func openedProps<S: MotionScene>(_ scene: S, _ options: RenderOptions) -> JSONValue? {
        guard let props = try? scene.props(in: options), case .object(var members)? = try? props.jsonValue() else { return nil }
        // A key no type reads: the error lists the keys the type does read at the top level,
        // those whose nil value JSON leaves out among them.
        do {
            _ = try S.Props.decode(PropsInput(object: [Self.probeKey: .null]), over: props)
        } catch PropsError.unknownKeys(_, _, let known) {
            for key in known where members[key] == nil { members[key] = .null }
        } catch {}
        return .object(members)
    }

    /// A key no props type has (its name is not one a Swift property or a JavaScript object
    /// literal would take unquoted).
    private static let probeKey = "\u{1}motion-studio-probe"
}
