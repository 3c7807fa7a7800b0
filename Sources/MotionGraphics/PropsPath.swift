/// Where a value sits in props: the keys and array indices from the top object down, written
/// `title`, `card.accent`, `items[2].name` in messages.
struct PropsPath: Hashable, CustomStringConvertible {
    enum Component: Hashable {
        case key(String)
        case index(Int)
    }

    private(set) var components: [Component] = []

    init() {}

    static let top = PropsPath()

    func appending(_ component: Component) -> PropsPath {
        var path = self
        path.components.append(component)
        return path
    }

    /// The path of an object's member: a keyed container's key is always an object key, even
    /// one that also has an integer value (the keys of a `[Int: T]`).
    func appending(key: any CodingKey) -> PropsPath {
        appending(.key(key.stringValue))
    }

    /// The path of the object or array that holds this value (the top for the top).
    var parent: PropsPath {
        var path = self
        if !path.components.isEmpty { path.components.removeLast() }
        return path
    }

    /// The last key, or nil for the top or an array element.
    var lastKey: String? {
        if case .key(let name)? = components.last { return name }
        return nil
    }

    /// The path a decoder's coding path names.
    init(codingPath: [any CodingKey]) {
        components = codingPath.map { key in
            if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
            return .key(key.stringValue)
        }
    }

    /// The coding path a decoder reports for this path.
    var codingPath: [any CodingKey] {
        components.map { component in
            switch component {
            case .key(let name): return PropsCodingKey(stringValue: name)
            case .index(let index): return PropsCodingKey(intValue: index)
            }
        }
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let name): text += text.isEmpty ? name : "." + name
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
