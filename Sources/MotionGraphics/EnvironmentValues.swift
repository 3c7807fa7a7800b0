import Synchronization

/// The values set for ``EnvironmentKey``s: a typed bag with value semantics. Reading a key that
/// was never set gives its default value.
public struct EnvironmentValues: Sendable {
    private struct Entry: Sendable {
        let value: any Sendable
        let name: String
        let fingerprint: LazyText
        let description: LazyText
        let changesDrawing: Bool
    }

    /// A text made the first time it is read, then kept: a fingerprint may hash files (a piece
    /// set's twelve pieces), which a PNG still never reads, and every copy of the values shares it.
    private final class LazyText: Sendable {
        private let make: @Sendable () -> String
        private let made = Mutex<String?>(nil)
        init(_ make: @escaping @Sendable () -> String) { self.make = make }
        var text: String {
            made.withLock { made in
                if let made { return made }
                let text = make()
                made = text
                return text
            }
        }
    }

    /// A value set for a key, able to describe itself with the key's static functions.
    private protocol KeyedText: Sendable {
        var fingerprint: String { get }
        var description: String { get }
    }

    /// A value with its key as a type parameter. The texts made later reach it as
    /// `any KeyedText`, so no closure captures the key's metatype. Unchecked: the value is
    /// `Sendable`, and the key is a metatype, with nothing mutable in it.
    private struct KeyedValue<K: EnvironmentKey>: KeyedText, @unchecked Sendable {
        let value: K.Value
        var fingerprint: String { K.fingerprint(of: value) }
        var description: String { K.description(of: value) }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// No value set: every key reads its default.
    public init() {}

    /// The value for `key`, or its default when none was set.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { entries[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set {
            let keyed: any KeyedText = KeyedValue<K>(value: newValue)
            entries[ObjectIdentifier(key)] = Entry(value: newValue, name: K.name, fingerprint: LazyText { keyed.fingerprint },
                                                   description: LazyText { keyed.description }, changesDrawing: K.changesDrawing)
        }
    }

    /// True when a value was set for `key` (even one equal to the default).
    public func contains<K: EnvironmentKey>(_ key: K.Type) -> Bool {
        entries[ObjectIdentifier(key)] != nil
    }

    /// The name and fingerprint of every value set that can change the drawing (see
    /// ``EnvironmentKey/changesDrawing``), sorted by name: what a manifest records.
    public var fingerprints: [(name: String, fingerprint: String)] {
        listed.filter(\.changesDrawing).map { ($0.name, $0.fingerprint.text) }.sorted { $0.name < $1.name }
    }

    /// The name and description of every value set, sorted by name: what a script or a listing shows.
    public var descriptions: [(name: String, description: String)] {
        listed.map { ($0.name, $0.description.text) }.sorted { $0.name < $1.name }
    }

    /// The name of `key` and the fingerprint of its value here (its default when none was set).
    ///
    /// A default's fingerprint is computed once per process: defaults do not change while it runs
    /// (one made from files, such as a piece set's, describes the files as the process parsed them).
    public func fingerprint(of key: any EnvironmentKey.Type) -> (name: String, fingerprint: String) {
        func read<K: EnvironmentKey>(_ key: K.Type) -> (name: String, fingerprint: String) {
            if let entry = entries[ObjectIdentifier(key)] { return (entry.name, entry.fingerprint.text) }
            if let known = EnvironmentValues.defaultFingerprints.withLock({ $0[ObjectIdentifier(key)] }) { return (K.name, known) }
            let fingerprint = K.fingerprint(of: K.defaultValue)
            EnvironmentValues.defaultFingerprints.withLock { $0[ObjectIdentifier(key)] = fingerprint }
            return (K.name, fingerprint)
        }
        return read(key)
    }

    private static let defaultFingerprints = Mutex<[ObjectIdentifier: String]>([:])

    // Metatypes of value types: nothing in them can change (hence nonisolated).
    /// The keys whose values are data and travel with options that are encoded (a studio
    /// worker's request): the colour scheme, Reduce Motion, the device, the locale and the font
    /// rendering. Other values (settings resolved from files, props) are resolved again where
    /// the frame is drawn.
    nonisolated(unsafe) public static let codableKeys: [String: any CodableEnvironmentKey.Type] = [
        LocaleKey.name: LocaleKey.self, FontRenderingKey.name: FontRenderingKey.self,
        ColorSchemeKey.name: ColorSchemeKey.self, ReduceMotionKey.name: ReduceMotionKey.self, DeviceKey.name: DeviceKey.self,
    ]

    /// The keys behind properties of their own (``RenderOptions/colorScheme``,
    /// ``RenderOptions/reduceMotion``, ``RenderOptions/device`` and the same of
    /// ``MotionEnvironment``): ``fingerprints`` and ``descriptions`` leave them out, since
    /// manifests, ids and scripts describe them by those properties.
    static let ownFieldNames: Set<String> = [ColorSchemeKey.name, ReduceMotionKey.name, DeviceKey.name]

    /// The entries ``fingerprints`` and ``descriptions`` list: all but those of ``ownFieldNames``.
    private var listed: [Entry] { entries.values.filter { !Self.ownFieldNames.contains($0.name) } }

    /// These values, with every value of `base` whose key is not set here added.
    public func laid(over base: EnvironmentValues) -> EnvironmentValues {
        var result = base
        for (key, entry) in entries { result.entries[key] = entry }
        return result
    }

    /// The name and fingerprint of every value set, sorted by name: what equality compares.
    private var identity: [String] { entries.values.map { "\($0.name)=\($0.fingerprint.text)" }.sorted() }
}

extension EnvironmentValues: Hashable {
    /// Equal when the same keys are set to values with the same fingerprints.
    public static func == (a: EnvironmentValues, b: EnvironmentValues) -> Bool { a.identity == b.identity }

    /// Hashes the names and fingerprints of the values set.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension EnvironmentValues: Codable {
    private struct Name: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// The values of ``codableKeys`` set here, by key name (`{"locale": "ja"}`); values of other
    /// keys are not written.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Name.self)
        for (name, key) in Self.codableKeys.sorted(by: { $0.key < $1.key }) {
            func write<K: CodableEnvironmentKey>(_ key: K.Type) throws {
                if contains(key) { try container.encode(self[key], forKey: Name(stringValue: name)) }
            }
            try write(key)
        }
    }

    /// Values of ``codableKeys`` by name.
    /// - Throws: `DecodingError` for a name that is not one of ``codableKeys`` or a value its key refuses.
    public init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: Name.self)
        for name in container.allKeys {
            guard let key = Self.codableKeys[name.stringValue] else {
                throw DecodingError.dataCorruptedError(forKey: name, in: container, debugDescription: "unknown environment value '\(name.stringValue)'")
            }
            func read<K: CodableEnvironmentKey>(_ key: K.Type) throws { self[key] = try container.decode(K.Value.self, forKey: name) }
            try read(key)
        }
    }
}
