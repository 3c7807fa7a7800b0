extension SceneProps {
    /// Props of this type: `input` laid over `defaults`, then read.
    ///
    /// Members of `input` replace those of the defaults (nested objects merge key by key, any
    /// other value replaces the default whole); what `input` leaves out keeps its default. Every
    /// member of `input` must be one the type reads.
    ///
    /// ```swift
    /// let props = try LevelUpScene.Props.decode(try PropsInput(json: #"{"title": "Niveau 5"}"#), over: LevelUpScene.Props())
    /// ```
    /// - Throws: ``PropsError``: ``PropsError/invalidValue(source:path:expected:found:)`` for a
    ///   value of the wrong kind or out of range, ``PropsError/rejectedValue(source:path:reason:)``
    ///   for one the type refuses, ``PropsError/unknownKeys(source:paths:known:)`` for members it
    ///   never reads, ``PropsError/notEncodable(type:detail:)`` when the defaults cannot be
    ///   written as JSON.
    public static func decode(_ input: PropsInput, over defaults: Self) throws -> Self {
        let given = JSONValue.object(input.object)
        let merged = try defaults.jsonValue().merging(given)
        let context = PropsDecodingContext(source: input.source, root: merged)
        let props = try context.decode(Self.self, from: merged, at: .top)
        let unknown = context.unread(in: given)
        if let first = unknown.first {
            throw PropsError.unknownKeys(source: input.source, paths: unknown.map(\.description),
                                         known: context.keysRead(in: first.parent))
        }
        return props
    }
}
