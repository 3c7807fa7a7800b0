/// Byte counts as messages and tables write them: exact below 1 KiB, otherwise in binary units
/// with the exact count after, such as `16 GiB (17179869184 bytes)`.
public enum ByteCount {
    /// `value` bytes as text; negative counts are written as given.
    public static func text(_ value: Int64) -> String {
        guard value >= 1024 else { return value == 1 ? "1 byte" : "\(value) bytes" }
        return "\(unit(value)) (\(value) bytes)"
    }

    /// `value` bytes in binary units alone, such as `1 MiB` or `1.5 KiB`; below 1 KiB, bytes.
    public static func unit(_ value: Int64) -> String {
        guard value >= 1024 else { return value == 1 ? "1 byte" : "\(value) bytes" }
        let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        var amount = Double(value) / 1024
        var unit = 0
        while amount >= 1024, unit < units.count - 1 {
            amount /= 1024
            unit += 1
        }
        let rounded = (amount * 10).rounded() / 10
        let number = rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
        return "\(number) \(units[unit])"
    }
}
