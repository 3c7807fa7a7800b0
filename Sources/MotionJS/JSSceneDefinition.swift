import Foundation

/// What `M.define(name, { … })` declared, as the prelude checked it.
struct JSSceneDefinition: Sendable, Equatable, Decodable {
    let name: String
    let dur: Double
    let still: Double
    let speed: Double
    let box: [Double]
    let summary: String
    /// `[name, start]` pairs.
    let phases: [[PhaseField]]
    /// Names of the scene's curves, in order.
    let curves: [String]
    /// The line of the `M.define` call (0 when unknown).
    let line: Int

    /// A phase entry: its name or its start.
    enum PhaseField: Sendable, Equatable, Decodable {
        case name(String)
        case start(Double)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { self = .name(text) } else { self = .start(try container.decode(Double.self)) }
        }
    }
}
