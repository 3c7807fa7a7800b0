import Foundation

extension SceneProps {
    /// The props as compact JSON text with sorted keys: the same text for the same values on
    /// every run, as fingerprints and manifests need.
    /// - Throws: ``PropsError/notEncodable(type:detail:)`` for a value JSON cannot hold (a NaN or
    ///   infinite number) or an `encode(to:)` that throws.
    public func jsonText() throws -> String {
        String(decoding: try jsonData(), as: UTF8.self)
    }

    /// The props as a ``JSONValue`` (what a frame manifest records).
    /// - Throws: as ``jsonText()``.
    public func jsonValue() throws -> JSONValue {
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: try jsonData(), options: [.fragmentsAllowed])
        } catch let error as PropsError {
            throw error
        } catch {
            throw PropsError.notEncodable(type: PropsError.name(of: Self.self), detail: "\(error)")
        }
        return try PropsInput.value(of: parsed, at: .top, depth: 0, source: PropsError.name(of: Self.self), depthLimit: .max)
    }

    private func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self)
        } catch {
            throw PropsError.notEncodable(type: PropsError.name(of: Self.self), detail: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        if case EncodingError.invalidValue(let value, let context) = error {
            let path = PropsPath(codingPath: context.codingPath)
            return (path.components.isEmpty ? "" : "key \"\(path)\": ") + "\(value) is not a JSON value"
        }
        return "\(error)"
    }
}
