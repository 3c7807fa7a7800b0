/// A description of a value's stored contents that is the same in every process: what a
/// fingerprint of a scene's configuration is made of.
///
/// `String(reflecting:)` prints dictionaries and sets in hash order, which changes from process
/// to process; this walks the value with `Mirror` and sorts the entries of dictionaries and sets.
/// Class instances are described by their stored properties too (never by address); closures
/// appear as `(function)`; a ``StablyDescribed`` value (an asset) gives its own content tag. The
/// text stops at `limit` UTF-8 bytes (a fingerprint only needs to change when the value does, and
/// a huge value is cut rather than walked whole). The length is
/// checked at every value, so it is the UTF-8 count, which a native string knows: counting
/// characters walks the whole text, and made describing a large scene quadratic (37 ms for
/// the bench's busy scene, each time an SVG document took its default id prefix).
package enum StableDescription {
    /// True for a function type's name (it has an arrow), found in its bytes.
    private static func isFunction(_ typeName: String) -> Bool {
        var previous: UInt8 = 0
        for byte in typeName.utf8 {
            if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
            previous = byte
        }
        return false
    }

    package static func of(_ value: Any, limit: Int = 1 << 16) -> String {
        describing(value, limit: limit).text
    }

    /// The description, and whether the value holds no class instance but ``StablyDescribed``
    /// ones: then its bytes and the objects they point to (immutable, by that protocol's
    /// contract) are all it is, and a copy with the same bytes has the same description.
    package static func describing(_ value: Any, limit: Int = 1 << 16) -> (text: String, valuesOnly: Bool) {
        var output = "", valuesOnly = true
        describe(value, into: &output, depth: 0, limit: limit, valuesOnly: &valuesOnly)
        return (output, valuesOnly)
    }

    private static func describe(_ value: Any, into output: inout String, depth: Int, limit: Int, valuesOnly: inout Bool) {
        guard output.utf8.count < limit else { return }
        guard depth < 32 else { output += "…"; return }
        // The common leaves first, written as `String(reflecting:)` writes them, without a
        // mirror or the debug printer's casts (a busy scene has thousands of them).
        switch value {
        case let number as Double: output += number.debugDescription; return
        case let number as Int: output += number.description; return
        case let flag as Bool: output += flag.description; return
        case let text as String: output += text.debugDescription; return
        default: break
        }
        if let described = value as? any StablyDescribed {
            output += described.stableDescription
            return
        }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { valuesOnly = false }
        // What `String(reflecting:)` writes for a type, without its casts.
        let typeName = _typeName(mirror.subjectType, qualified: true)
        switch mirror.displayStyle {
        case .dictionary, .set:
            let entries = mirror.children.map { child -> String in
                var text = ""
                describe(child.value, into: &text, depth: depth + 1, limit: limit, valuesOnly: &valuesOnly)
                return text
            }.sorted()
            output += typeName + "{" + entries.joined(separator: ",") + "}"
        case .optional:
            if let some = mirror.children.first { describe(some.value, into: &output, depth: depth + 1, limit: limit, valuesOnly: &valuesOnly) } else { output += "nil" }
        case .struct, .class, .enum, .tuple, .collection:
            if mirror.children.isEmpty {
                // A case without payload, an empty collection or a type with only computed values.
                output += mirror.displayStyle == .enum ? typeName + "." + String(describing: value) : typeName + "()"
                return
            }
            // A tuple's type repeats its labels; its values and labels say it all.
            output += (mirror.displayStyle == .enum ? typeName + "." : mirror.displayStyle == .tuple ? "" : typeName) + "("
            for (index, child) in mirror.children.enumerated() {
                if index > 0 { output += "," }
                if let label = child.label { output += label + ":" }
                describe(child.value, into: &output, depth: depth + 1, limit: limit, valuesOnly: &valuesOnly)
                guard output.utf8.count < limit else { return }
            }
            output += ")"
        default:
            // Numbers, strings, booleans print the same everywhere; a closure says what it is.
            output += isFunction(typeName) ? "(function)" : String(reflecting: value)
        }
    }
}
